import LayoutEngine

/// What a view's modifiers and containers tell the list it is a row of: that it is a
/// section's header or footer, a navigation link, that it hides its separators, or the
/// badge it shows. They are left on the view as drawing-only effects, which lay out
/// nothing: outside a list nobody reads them and the view is laid out as before.
enum ListRowMark: String {
    case sectionHeader = "listSectionHeader"
    case sectionFooter = "listSectionFooter"
    case navigationLink = "listNavigationLink"
    /// `.listRowSeparator(.hidden, edges:)`; its value is the edges: `top`, `bottom`, `all`.
    case separatorHidden = "listRowSeparatorHidden"
    /// `.badge(…)`; its value is the badge's text.
    case badge = "listRowBadge"

    /// The view marked. A group (what `ForEach`, `Group` and a link's several views build)
    /// stays a group, each of its views marked: SwiftUI applies a modifier of a group to
    /// each of its views (Apple's `Group` documentation), and a stack or grid around it
    /// still takes them as its own. An empty view stays empty: it is no row, and nothing.
    func on(_ view: View, _ value: String? = nil) -> View {
        switch view.kind {
        case .group: .group(view.children.map { on($0, value) })
        case .empty: view
        default: view.visual(VisualEffect(name: rawValue, value: value))
        }
    }

    /// The mark on a row, with its value: the first on the row's chain of modifiers (a badge
    /// under `.padding()` is the row's badge), not inside its content (a badge on one view of
    /// an HStack is no badge of the row). Nil when the row has no such mark.
    func effect(on row: View) -> VisualEffect? {
        var view = row
        while true {
            if case .visual(let effect) = view.kind, effect.name == rawValue { return effect }
            guard view.kind.isModifier, let modified = view.children.first else { return nil }
            view = modified
        }
    }

    func isOn(_ row: View) -> Bool { effect(on: row) != nil }

    /// The view under its list marks: what a tab view reads its tab item from.
    static func unmarked(_ view: View) -> View {
        if case .visual(let effect) = view.kind, ListRowMark(rawValue: effect.name) != nil, let modified = view.children.first {
            return unmarked(modified)
        }
        return view
    }

}

extension ViewKind {
    /// A modifier, whose first child is the view it modifies; not a view or a container.
    var isModifier: Bool {
        switch self {
        case .text, .color, .shape, .image, .spacer, .divider, .empty, .placeholder, .control, .stack, .zstack, .group,
             .geometryReader, .scrollView, .viewThatFits, .custom, .gridContainer, .gridRow, .grid:
            false
        case .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .frame, .flexibleFrame, .padding, .background, .overlay, .safeAreaInset, .safeAreaPadding, .layoutPriority,
             .fixedSize, .aspectRatio, .offset, .position, .alignmentGuide, .environment, .preference, .onPreferenceChange,
             .ignoresSafeArea, .styleFill, .containerRelativeFrame, .visual:
            true
        }
    }
}
