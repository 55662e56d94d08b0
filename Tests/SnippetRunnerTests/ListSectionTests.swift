import LayoutEngine
import Testing
@testable import SnippetRunner

/// A section's header and footer in a list, on a 400 × 300 canvas: small grey captions
/// above and below the section's rows, not rows of their own. Sources (ListSection): Apple's
/// `Section` documentation (a header above the content, a footer below it); the Human
/// Interface Guidelines' "Lists and tables" (header and footer text around the rows) and
/// "Typography" (footnote, 13 pt); Apple's `EnvironmentValues.textCase` (nil by default:
/// the header's case as written). The space around a caption, 16 points away from the rows
/// and 6 next to them, is kb's reading of iOS 17's grouped lists, not a published number.
@Suite struct ListSectionTests {
    @Test func aHeaderAndAFooterAreCaptionsAroundTheRows() throws {
        let fruits = runOn400By300("""
            List {
                Section(header: Text("Fruits"), footer: Text("Fresh every day")) {
                    Text("Apple")
                    Text("Banana")
                }
                Section("Vegetables") {
                    Text("Carrot")
                }
            }
            """)
        #expect(fruits.status == .runnable)
        #expect(fruits.diagnostics.isEmpty)
        // The header: 13-point text (15.667 tall) 16 points down and in, 6 above the row.
        #expect(fruits.frameTexts("Text", "Fruits") == ["16 16 34.667 15.667"])
        #expect(fruits.frameTexts("Text", "Apple") == ["16 49.667 46.333 20.333"])
        // One separator, between the two rows: none under the header or over the footer.
        #expect(fruits.frameTexts("Divider") == ["16 81.667 384 1"])
        // The footer: 6 points under the last row, then 16 before the next section's header.
        #expect(fruits.frameTexts("Text", "Fresh every day") == ["16 132.667 99 15.667"])
        // `Section("Vegetables")`: a title makes the header, in its own case.
        #expect(fruits.frameTexts("Text", "Vegetables") == ["16 180.333 69.667 15.667"])
        #expect(fruits.frameTexts("Text", "Carrot") == ["16 214 51 20.333"])
        // Captions are footnote-sized and in the secondary colour; rows are not.
        let nodes = try #require(fruits.layout).root.flattened().map(\.node)
        let header = try #require(nodes.first { $0.label == "Fruits" })
        let footer = try #require(nodes.first { $0.label == "Fresh every day" })
        let row = try #require(nodes.first { $0.label == "Apple" })
        #expect([header.fontSize, footer.fontSize, row.fontSize] == [13, 13, 17])
        #expect([header.foreground, footer.foreground, row.foreground] == ["secondary", "secondary", nil])
    }

    /// `Section { rows } header: { … } footer: { … }`: the rows are the unlabelled closure,
    /// not the last one (the footer).
    @Test func trailingHeaderAndFooterClosures() {
        let network = runOn400By300("""
            List {
                Section {
                    Text("Wi-Fi")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Off saves power")
                }
            }
            """)
        #expect(network.frameTexts("Text", "Network") == ["16 16 52.333 15.667"])
        #expect(network.frameTexts("Text", "Wi-Fi") == ["16 49.667 42 20.333"])
        #expect(network.frameTexts("Text", "Off saves power") == ["16 87.667 101 15.667"])
        #expect(network.frameTexts("Divider").isEmpty)
    }

    /// Outside a list a section is its header, rows and footer one under another, as before
    /// (a VStack's spacing between them).
    @Test func outsideAListASectionStacksItsParts() {
        let stacked = runOn400By300("""
            VStack {
                Section(header: Text("Top"), footer: Text("Bottom")) {
                    Text("Middle")
                }
            }
            """)
        #expect(stacked.frameTexts("Text", "Top") == ["184.333 111.667 31.667 20.333"])
        #expect(stacked.frameTexts("Text", "Middle") == ["173 140 54.333 20.333"])
        #expect(stacked.frameTexts("Text", "Bottom") == ["170.667 168.333 58.667 20.333"])
    }
}
