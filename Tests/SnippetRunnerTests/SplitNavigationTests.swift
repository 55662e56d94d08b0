import LayoutEngine
import Testing
@testable import SnippetRunner

/// Navigation on the iPhone canvas kb draws on: a `NavigationSplitView` collapses to one column
/// in a navigation stack (Apple's documentation of `NavigationSplitViewColumn`: it "collapses
/// into a single stack in some contexts, like on iPhone"), and a `NavigationPath` holds the
/// values pushed on it. On a 400 × 300 canvas.
@Suite struct SplitNavigationTests {
    @Test func aSplitViewOnAnIPhoneShowsItsSidebarInAStack() {
        let sidebar = runOn400By300("""
            NavigationSplitView {
                List {
                    Text("Inbox")
                }
                .navigationTitle("Mail")
            } detail: {
                Text("Pick a mail")
            }
            """)
        #expect(sidebar.status == .runnable)
        // The sidebar as a NavigationStack shows it: its large title in the bar, its list below.
        let stacked = runOn400By300("""
            NavigationStack {
                List {
                    Text("Inbox")
                }
                .navigationTitle("Mail")
            }
            """)
        // The 96-point bar (44 + a 52-point large title), the title 8 points above its bottom.
        #expect(sidebar.frameTexts("Text", "Mail") == ["16 47.333 69.333 40.667"])
        #expect(sidebar.frameTexts("Text", "Mail") == stacked.frameTexts("Text", "Mail"))
        #expect(sidebar.frameTexts("Text", "Inbox") == stacked.frameTexts("Text", "Inbox"))
        #expect(sidebar.frameTexts("Text", "Pick a mail").isEmpty)
        let detail = runOn400By300("""
            struct ContentView: View {
                @State private var column = NavigationSplitViewColumn.detail
                var body: some View {
                    NavigationSplitView(preferredCompactColumn: $column) {
                        Text("Inbox")
                    } detail: {
                        Text("Pick a mail")
                    }
                }
            }
            """)
        #expect(detail.frameTexts("Text", "Inbox").isEmpty)
        #expect(detail.frameTexts("Text", "Pick a mail").count == 1)
    }

    static func pathCount(_ made: String) -> ExampleOutcome {
        runOn400By300("""
            struct ContentView: View {
                @State private var path = \(made)
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("\\(path.count)")
                    }
                }
            }
            """)
    }

    @Test func aNavigationPathHoldsTheValuesItIsMadeWith() {
        let empty = Self.pathCount("NavigationPath()")
        #expect(empty.status == .runnable)
        #expect(empty.frameTexts("Text", "0").count == 1)
        #expect(Self.pathCount("NavigationPath([3, 7])").frameTexts("Text", "2").count == 1)
    }
}
