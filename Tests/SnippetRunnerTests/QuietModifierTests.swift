import LayoutEngine
import Testing
@testable import SnippetRunner

/// Modifiers that act on what the user does next (editing a list's rows, swipe actions, a
/// matched geometry effect between two states) or style what an iPhone's canvas does not
/// draw (a navigation view's style, bar items) change nothing in a still picture: kb runs
/// them without a word, where it warned that each was "not supported". `EditButton` is
/// SwiftUI's button titled Edit (Apple's documentation of `EditButton`: "A button that
/// toggles the edit mode environment value").
@Suite struct QuietModifierTests {
    @Test func aListWithEditingModifiersRunsWithoutWarnings() {
        let outcome = runOn400By300("""
            struct ContentView: View {
                @State private var items = ["A", "B"]
                @Namespace private var space
                var body: some View {
                    NavigationView {
                        List {
                            ForEach(items, id: \\.self) { item in
                                Text(item)
                                    .swipeActions { Button("Delete") { } }
                                    .matchedGeometryEffect(id: item, in: space)
                            }
                            .onDelete { offsets in items.remove(atOffsets: offsets) }
                            .onMove { from, to in }
                        }
                        .navigationBarItems(trailing: EditButton())
                    }
                    .navigationViewStyle(.stack)
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.message) == [])
        #expect(outcome.frameTexts("Text", "A") == ["16 12 11.667 20.333"])
        #expect(outcome.frameTexts("Text", "B") == ["16 57 11.333 20.333"])
    }

    /// `EditButton()` is a button titled Edit, not a view the notes leave undefined.
    @Test func anEditButtonIsAButtonTitledEdit() {
        let outcome = runOn400By300("EditButton()")
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("Button", "Edit").count == 1)
    }
}
