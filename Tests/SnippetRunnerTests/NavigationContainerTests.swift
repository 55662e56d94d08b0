import LayoutEngine
import Testing
@testable import SnippetRunner

/// A navigation view's title in its bar, on a 400 × 300 canvas: a large title, 34-point
/// bold at the leading margin in the 96 points of the bar, or an inline one, centred in a
/// 44-point bar; the content fills what is left. Sources: Apple's `navigationTitle(_:)`
/// documentation and the Human Interface Guidelines' "Navigation bars"
/// (NavigationContainer).
@Suite struct NavigationContainerTests {
    @Test func aLargeTitleStandsAtTheLeadingMarginAboveTheContent() {
        let fruits = runOn400By300("""
            NavigationStack {
                List {
                    Text("Apple")
                }
                .navigationTitle("Fruits")
            }
            """)
        #expect(fruits.status == .runnable)
        #expect(fruits.diagnostics.isEmpty)
        // The title's bottom is 8 points above the bar's (96 points tall).
        #expect(fruits.frameTexts("Text", "Fruits") == ["16 47.333 96.667 40.667"])
        // The list starts under the bar and fills the rest of the screen.
        #expect(fruits.frameTexts("ScrollView") == ["0 96 400 204"])
        #expect(fruits.frameTexts("Text", "Apple") == ["16 108 46.333 20.333"])
    }

    /// `.navigationBarTitleDisplayMode(.inline)`, or the old `navigationBarTitle(_:displayMode:)`:
    /// the title is centred in the 44-point bar.
    @Test func anInlineTitleIsCentredInTheBar() {
        let inline = runOn400By300("""
            NavigationView {
                Text("Hello")
                    .navigationBarTitle(Text("Home"), displayMode: .inline)
            }
            """)
        #expect(inline.frameTexts("Text", "Home") == ["176 12 48.333 20.333"])
        #expect(inline.frameTexts("Text", "Hello") == ["179.667 162 41 20.333"])
        let modern = runOn400By300("NavigationStack {\n    Text(\"Hello\")\n        .navigationTitle(\"Home\")\n        .navigationBarTitleDisplayMode(.inline)\n}")
        #expect(modern.frameTexts("Text", "Home") == inline.frameTexts("Text", "Home"))
    }

    /// Without a title a navigation view draws no bar; a title inside a navigation view
    /// nested in another is drawn once.
    @Test func noTitleNoBarAndATitleDrawnOnce() {
        #expect(runOn400By300("NavigationStack {\n    Text(\"Hello\")\n}").frameTexts("Text", "Hello") == ["179.667 140 41 20.333"])
        let nested = runOn400By300("NavigationView {\n    NavigationStack {\n        Text(\"Hello\").navigationTitle(\"Home\")\n    }\n}")
        #expect(nested.frameTexts("Text", "Home").count == 1)
    }
}
