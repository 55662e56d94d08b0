import LayoutEngine
import Testing
@testable import SnippetRunner

/// What a list row shows at its trailing edge, on a 400 × 300 canvas: a badge's text, then
/// a navigation link's chevron, both in the secondary colour, 8 points apart (an HStack's
/// spacing) and 16 points in from the trailing edge. Sources (ListRowAccessories): Apple's
/// `badge(_:)` documentation ("Badges appear in list rows"; zero hides a count) and UIKit's
/// `UICellAccessory.disclosureIndicator` ("a chevron that points in the trailing
/// direction", "on the trailing edge of the cell"). The chevron's size, the `chevron.right`
/// symbol at 13 points, is kb's choice: Apple publishes no number for it.
@Suite struct ListRowAccessoryTests {
    @Test func aNavigationLinkInAListShowsAChevron() throws {
        let links = runOn400By300("""
            List {
                NavigationLink("Settings") { Text("Detail") }
                NavigationLink {
                    Text("Detail")
                } label: {
                    Text("Profile")
                }
                Text("About")
            }
            """)
        #expect(links.status == .runnable)
        #expect(links.diagnostics.isEmpty)
        // A 9 × 14.667 chevron 16 points from the trailing edge, centred on the row.
        #expect(links.frameTexts("Image", "chevron.right") == ["375 14.667 9 14.667", "375 59.667 9 14.667"])
        // A link titled by a string is the row's text, in the primary colour (Apple's
        // `NavigationStack` documentation: `NavigationLink(park.name, value: park)` rows).
        #expect(links.frameTexts("Button", "Settings").isEmpty)
        #expect(links.frameTexts("Text", "Settings") == ["16 12 66.667 20.333"])
        let settings = try #require(links.layout?.root.flattened().map(\.node).first { $0.label == "Settings" })
        #expect(settings.foreground == nil)
        #expect(links.frameTexts("Text", "Profile") == ["16 57 51.667 20.333"])
        // A row that is no link has none; the destination is not drawn.
        #expect(links.frameTexts("Text", "About") == ["16 102 48.333 20.333"])
        #expect(links.frameTexts("Text", "Detail").isEmpty)
        // Drawn as `›` in the secondary colour.
        let symbols = DisplayList(try #require(links.layout)).items.compactMap { item -> String? in
            if case .symbol(_, _, let glyph, let colour) = item.drawing { return glyph + " " + colour.name }
            return nil
        }
        #expect(symbols == ["› secondary", "› secondary"])
    }

    /// A link whose label is an EmptyView (a link kept for its destination) is no row:
    /// no chevron, no separator.
    @Test func aLinkWithAnEmptyLabelIsNoRow() {
        let hidden = runOn400By300("""
            List {
                Text("A")
                NavigationLink(destination: Text("B")) { EmptyView() }
            }
            """)
        #expect(hidden.frameTexts("Image", "chevron.right").isEmpty)
        #expect(hidden.frameTexts("Divider").isEmpty)
        #expect(hidden.frameTexts("Text", "A") == ["16 12 11.667 20.333"])
    }

    /// A title given by an expression, not a literal (`NavigationLink(park.name, value:
    /// park)` over parks the note does not show, `Button(settings.title) { save() }`), is
    /// shown as `Text` shows the same value: Apple's `NavigationLink.init(_:value:)` and
    /// `Button.init(_:action:)` take any `StringProtocol` title. Read as a literal only, the
    /// link was a row named "Link" and the button drew its action's closure, empty.
    @Test func aTitleGivenByAnExpressionIsShownAsTextShowsIt() {
        let parks = runOn400By300("List(parks) { park in\n    NavigationLink(park.name, value: park)\n}")
        #expect(parks.frameTexts("Text", "name") == ["16 12 44.333 20.333"])
        #expect(parks.frameTexts("Text", "Link").isEmpty)
        #expect(parks.frameTexts("Text", "name") == runOn400By300("List(parks) { park in\n    Text(park.name)\n}").frameTexts("Text", "name"))
        let button = runOn400By300("VStack {\n    Button(settings.title) { save() }\n}")
        #expect(button.frameTexts("Button", "title") == ["185 140 30 20"])
    }

    /// Outside a list a link is its label alone, as before.
    @Test func outsideAListALinkHasNoChevron() {
        let alone = runOn400By300("VStack {\n    NavigationLink(\"Next\") { Text(\"Detail\") }\n}")
        #expect(alone.frameTexts("Image", "chevron.right").isEmpty)
        #expect(alone.frameTexts("Button", "Next") == ["181 140 38 20"])
    }

    @Test func aBadgeIsSecondaryTextAtTheTrailingEdge() throws {
        let mail = runOn400By300("""
            List {
                Text("Inbox").badge(5)
                Text("Drafts").badge("New")
                Text("Sent").badge(0)
            }
            """)
        #expect(mail.diagnostics.isEmpty)
        #expect(mail.frameTexts("Text", "5") == ["373.333 12 10.667 20.333"])
        #expect(mail.frameTexts("Text", "New") == ["347.333 57 36.667 20.333"])
        // A count of zero shows no badge.
        #expect(mail.frameTexts("Text", "0").isEmpty)
        #expect(mail.frameTexts("Text", "Sent") == ["16 102 37 20.333"])
        let badge = try #require(mail.layout?.root.flattened().map(\.node).first { $0.label == "5" })
        #expect(badge.foreground == "secondary")
    }

    /// A tab's badge is not drawn, and its tab item is still read.
    @Test func aTabKeepsItsItemUnderABadge() {
        let tabs = runOn400By300("""
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.badge(3)
                Text("Mail").badge(2).tabItem { Label("Mail", systemImage: "envelope") }
            }
            """)
        #expect(tabs.frameTexts("Text", "3").isEmpty)
        #expect(tabs.frameTexts("Image", "house").count == 1)
        #expect(tabs.frameTexts("Image", "envelope").count == 1)
    }
}
