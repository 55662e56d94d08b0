import LayoutEngine
import Testing
@testable import SnippetRunner

/// `TabView` as an iPhone draws it, on a 400 × 300 canvas: the first tab's view fills the
/// space above a 49-point tab bar whose items share its width, symbol over title, the first
/// in the accent colour. Sources: Apple's `TabView`, `tabItem(_:)` and `Tab` documentation
/// and the Human Interface Guidelines' "Tab bars" (TabContainer).
@Suite struct TabContainerTests {
    @Test func theFirstTabShowsAboveABarOfEveryTabsItem() {
        let tabs = runOn400By300("""
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
        #expect(tabs.frameTexts("Text", "Home screen") == ["146.667 115 106.667 20.333"])
        #expect(tabs.frameTexts("Text", "Settings screen") == [])
        #expect(tabs.frameTexts("Divider") == ["0 250 400 1"])
        // Two items, each centred in half the bar's width.
        #expect(tabs.frameTexts("Image", "house").map { $0.split(separator: " ").first } == ["88.333"])
        #expect(tabs.frameTexts("Text", "Home") == ["86 280.333 28.333 12"])
        #expect(tabs.frameTexts("Text", "Settings") == ["280 280.333 40 12"])
    }

    /// iOS 18's `Tab("Home", systemImage: "house", value: .home) { … }` names its item itself.
    @Test func anIOS18TabNamesItsOwnItem() {
        let tabs = runOn400By300("""
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
        #expect(tabs.frameTexts("Text", "Home screen").count == 1)
        #expect(tabs.frameTexts("Text", "Search screen") == [])
        #expect(tabs.frameTexts("Image", "magnifyingglass").count == 1)
        #expect(tabs.frameTexts("Text", "Search").count == 1)
    }

    /// The selected item is drawn in the accent colour, the others in grey.
    @Test func theFirstItemIsTheSelectedOne() throws {
        let tabs = runOn400By300("TabView {\n    Text(\"A\").tabItem { Text(\"One\") }\n    Text(\"B\").tabItem { Text(\"Two\") }\n}")
        let colours = DisplayList(try #require(tabs.layout)).items.compactMap { item -> String? in
            if case .text(let run) = item.drawing, ["One", "Two"].contains(run.lines.first?.text) { return run.color.name }
            return nil
        }
        #expect(colours == ["accentColor", "gray"])
    }
}
