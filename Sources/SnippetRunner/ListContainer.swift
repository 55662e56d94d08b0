import LayoutEngine

/// `List` and `Form`: rows in one scrolling column, as iOS draws them, rather than a stack
/// that centres its views.
///
/// What SwiftUI does, and where it is stated:
/// - A list "presents rows of data arranged in a single column", and `List(data) { element
///   in … }` makes one row per element, as `ForEach` would (Apple's `List` documentation,
///   "Creating a list from a collection"). The rows of a `ForEach`, a `Group` or a `Section`
///   inside a list are rows of the list.
/// - A row is at least 44 points tall: `defaultMinListRowHeight` (Apple's
///   `EnvironmentValues.defaultMinListRowHeight`), which is UIKit's standard table row height
///   and the Human Interface Guidelines' smallest touch target, 44 × 44 pt ("Buttons").
/// - A row spans the list's width and its content starts at the leading edge, 16 points in,
///   UIKit's layout margin for a cell's content on an iPhone (`UITableViewCell`'s
///   `contentView` margins); a separator line between rows starts at the same inset
///   (`listRowSeparator`, "the separator … aligns with the row's leading text").
/// - A section's header and footer are captions, not rows (ListSection); a row's badge and
///   a navigation link's chevron stand at its trailing edge (ListRowAccessories).
/// - A list scrolls, so it takes all the space it is offered (Apple's `List` documentation:
///   a list is a scrolling container, as `ScrollView`).
enum ListContainer {
    static let minimumRowHeight = 44.0
    static let rowInset = 16.0

    static func view(rows content: [View]) -> View {
        let entries = content.flatMap(Self.rows)
        var column: [View] = []
        for (index, entry) in entries.enumerated() {
            if let caption = ListSection.caption(entry) {
                column.append(caption)
                continue
            }
            if index > 0, separated(entries[index - 1], entry) { column.append(View.divider.padding(.leading, rowInset)) }
            column.append(ListRowAccessories.row(entry).frame(maxWidth: .infinity, minHeight: minimumRowHeight, alignment: .leading)
                .padding(.horizontal, rowInset))
        }
        return .scrollView(.vertical, [.lazyVStack(alignment: .leading, spacing: 0, column)])
    }

    /// A view's rows: a group (what `ForEach`, `Group` and `Section` build) gives its views
    /// one row each; an empty view gives none.
    static func rows(of view: View) -> [View] {
        switch view.kind {
        case .group: return view.children.flatMap(rows)
        case .empty: return []
        default: return [view]
        }
    }

    /// Whether a separator runs between two entries, one above the other: only between two
    /// rows (never next to a section's header or footer), and not where the row above hides
    /// its bottom separator or the row below its top one (Apple's
    /// `listRowSeparator(_:edges:)`: its edges default to both).
    static func separated(_ above: View, _ below: View) -> Bool {
        guard !ListSection.isCaption(above) else { return false }
        let aboveHides = ListRowMark.separatorHidden.effect(on: above)?.value
        let belowHides = ListRowMark.separatorHidden.effect(on: below)?.value
        return aboveHides != "all" && aboveHides != "bottom" && belowHides != "all" && belowHides != "top"
    }
}
