import LayoutEngine

/// What iOS draws at a list row's trailing edge: the row's badge, then a navigation link's
/// disclosure chevron, both in the secondary colour.
///
/// What SwiftUI does, and where it is stated:
/// - "Badges appear in list rows, tab bars, toolbar items, and menus"; in a list row the
///   badge is text at the row's trailing edge, as the figures of Apple's `badge(_:)`
///   documentation show it; a count of zero or a nil label shows no badge ("Set the value
///   to zero to hide the badge").
/// - A navigation link in a list shows a disclosure indicator, "a chevron that points in the
///   trailing direction" and "appears on the trailing edge of the cell", telling that a tap
///   discloses more (UIKit's `UICellAccessory.disclosureIndicator`, which SwiftUI's list
///   rows draw for a `NavigationLink`). Outside a list a link shows its label alone.
/// - The chevron is the `chevron.right` symbol at the footnote size, 13 points semibold,
///   about the height of the indicator iOS draws; Apple publishes no number for it.
/// - A link titled by a string (`NavigationLink("Settings") { … }`) is a row of plain text in
///   the primary colour, not a button in the accent colour: the rows of `List(parks) { park
///   in NavigationLink(park.name, value: park) }` in Apple's `NavigationStack` documentation,
///   and HIG "Lists and tables" (a row's text, its disclosure indicator after it). Outside a
///   list the link stays a button.
enum ListRowAccessories {
    static let chevronFont = Font.styles["footnote"]!.weight(.semibold)

    /// The row with its accessories after it; the row itself when it has none.
    static func row(_ row: View) -> View {
        let isLink = ListRowMark.navigationLink.isOn(row)
        let row = isLink ? titleAsText(row) : row
        var accessories: [View] = []
        if let badge = ListRowMark.badge.effect(on: row)?.value {
            accessories.append(View.text(badge).foregroundColor("secondary"))
        }
        if isLink {
            accessories.append(View.image(systemName: "chevron.right").font(chevronFont).foregroundColor("secondary"))
        }
        guard !accessories.isEmpty else { return row }
        return .hstack([row.frame(maxWidth: .infinity, alignment: .leading)] + accessories)
    }

    /// A link's title as the row's text, under the link's modifiers; any other label as it is.
    static func titleAsText(_ view: View) -> View {
        if case .control(.button(let title)) = view.kind { return .text(title) }
        guard view.kind.isModifier, let modified = view.children.first else { return view }
        var link = view
        link.children[0] = titleAsText(modified)
        return link
    }

    /// What `.badge(…)` shows: a count (none for 0), a string, or a Text's string (its own
    /// styling is not kept); nil for no badge.
    static func badgeText(_ value: Value?, describe: (Value) -> String) -> String? {
        switch value {
        case .number(let count)?: count == 0 ? nil : count.pointText
        case .string(let text)?: text
        case .binding(let reference)?: badgeText(reference.value, describe: describe)
        case .view(let view)?: firstText(in: view)
        case .none?, nil: nil
        case let other?: describe(other)
        }
    }

    static func firstText(in view: View) -> String? {
        if case .text(let text) = view.kind { return text }
        return view.children.lazy.compactMap(firstText).first
    }
}
