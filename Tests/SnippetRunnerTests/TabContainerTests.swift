import LayoutEngine
import Testing
@testable import SnippetRunner

/// `TabView` as an iPhone draws it, on a 400 × 300 canvas: the first tab's view fills the
/// space above a 49-point tab bar whose items share its width, symbol over title, the first
/// in the accent colour. Sources: Apple's `TabView`, `tabItem(_:)` and `Tab` documentation
/// and the Human Interface Guidelines' "Tab bars" (TabContainer).
@Suite struct TabContainerTests {
    func run(_ source: String) -> ExampleOutcome {
        SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300))
    }

    /// Each frame as `x y width height`, in points to three decimals.
    func frames(_ outcome: ExampleOutcome, _ type: String, _ label: String? = nil) -> [String] {
        (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == type && $0.label == label }.map { node in
            [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map(\.pointText).joined(separator: " ")
        }
    }

    @Test func theFirstTabShowsAboveABarOfEveryTabsItem() {
        let tabs = run("""
            TabView {
                Text("Home screen")
                    .tabItem {
                        Label("Home", systemImage: "house")
                    }
                Text("Settings screen")
                    .tabItem {
                        Image(systemName: "gear")
                        Text("Settings")
                    }
            }
            """)
        #expect(tabs.status == .runnable)
        #expect(tabs.diagnostics.isEmpty)
        // The first tab's view is centred in the 250 points above the bar; the second is not shown.
        #expect(frames(tabs, "Text", "Home screen") == ["146.667 115 106.667 20.333"])
        #expect(frames(tabs, "Text", "Settings screen") == [])
        #expect(frames(tabs, "Divider") == ["0 250 400 1"])
        // Two items, each centred in half the bar's width.
        #expect(frames(tabs, "Image", "house").map { $0.split(separator: " ").first } == ["88.333"])
        #expect(frames(tabs, "Text", "Home") == ["86 280.333 28.333 12"])
        #expect(frames(tabs, "Text", "Settings") == ["280 280.333 40 12"])
    }

    /// iOS 18's `Tab("Home", systemImage: "house", value: .home) { … }` names its item itself.
    @Test func anIOS18TabNamesItsOwnItem() {
        let tabs = run("""
            TabView {
                Tab("Home", systemImage: "house") {
                    Text("Home screen")
                }
                Tab("Search", systemImage: "magnifyingglass") {
                    Text("Search screen")
                }
            }
            """)
        #expect(tabs.status == .runnable)
        #expect(frames(tabs, "Text", "Home screen").count == 1)
        #expect(frames(tabs, "Text", "Search screen") == [])
        #expect(frames(tabs, "Image", "magnifyingglass").count == 1)
        #expect(frames(tabs, "Text", "Search").count == 1)
    }

    /// The selected item is drawn in the accent colour, the others in grey.
    @Test func theFirstItemIsTheSelectedOne() throws {
        let tabs = run("TabView {\n    Text(\"A\").tabItem { Text(\"One\") }\n    Text(\"B\").tabItem { Text(\"Two\") }\n}")
        let colours = DisplayList(try #require(tabs.layout)).items.compactMap { item -> String? in
            if case .text(let run) = item.drawing, ["One", "Two"].contains(run.lines.first?.text) { return run.color.name }
            return nil
        }
        #expect(colours == ["accentColor", "gray"])
    }
}
