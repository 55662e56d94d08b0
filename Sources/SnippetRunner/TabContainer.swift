import LayoutEngine

/// `TabView` as an iPhone draws it: the first tab's view fills the screen above a tab bar
/// that shows every tab's item (its `tabItem`, or the title and symbol of an iOS 18 `Tab`),
/// icon over title, the first one selected.
///
/// What SwiftUI does, and where it is stated:
/// - A tab view "switches between multiple child views using interactive user interface
///   elements"; on iOS those are a tab bar at the bottom, with an item for each child's
///   `tabItem(_:)` label, and the first tab is shown until another is chosen (Apple's
///   `TabView` and `tabItem(_:)` documentation).
/// - The tab bar is 49 points tall on an iPhone, its items share its width equally and
///   show a symbol over a short title, the selected item in the accent colour and the
///   others grey (Apple's Human Interface Guidelines, "Tab bars"; UIKit's `UITabBar`).
/// - A separator line runs along the bar's top edge.
enum TabContainer {
    static let barHeight = 49.0
    /// A tab's title is 10-point medium text (UIKit's `UITabBarItem` title font).
    static let titleSize = 10.0
    /// What `.tabItem { … }` leaves on its view, for the tab view to read: `symbol\ttitle`.
    static let itemEffect = "tabItem"

    static func view(tabs content: [View]) -> View {
        let tabs = content.flatMap(ListContainer.rows)
        let items = tabs.map(item)
        let shown = tabs.first.map(withoutItem) ?? .empty
        let bar: [View] = items.enumerated().map { index, item in
            let colour = index == 0 ? "accentColor" : "gray"
            var parts: [View] = []
            if let symbol = item.symbol { parts.append(View.image(systemName: symbol).foregroundColor(colour)) }
            if let title = item.title { parts.append(View.text(title).font(.system(size: titleSize, weight: .medium)).foregroundColor(colour)) }
            return View.vstack(spacing: 2, parts).frame(maxWidth: .infinity)
        }
        return .vstack(spacing: 0, [
            shown.frame(maxWidth: .infinity, maxHeight: .infinity),
            .divider,
            View.hstack(spacing: 0, bar).frame(height: barHeight),
        ])
    }

    /// The symbol and title a tab's `tabItem` gave it, if any.
    static func item(of tab: View) -> (symbol: String?, title: String?) {
        // A tab's badge (`.tabItem { … }.badge(3)`) is not drawn: the item under it is read.
        guard case .visual(let effect) = ListRowMark.unmarked(tab).kind, effect.name == itemEffect, let value = effect.value else { return (nil, nil) }
        let parts = value.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return (parts.first.flatMap { $0.isEmpty ? nil : $0 }, parts.dropFirst().first.flatMap { $0.isEmpty ? nil : $0 })
    }

    static func withoutItem(_ tab: View) -> View {
        let item = ListRowMark.unmarked(tab)
        if case .visual(let effect) = item.kind, effect.name == itemEffect, let view = item.children.first { return view }
        return tab
    }

    /// `.tabItem { Label("Home", systemImage: "house") }`, `.tabItem { Image(systemName:
    /// "gear"); Text("Settings") }`: the first symbol and the first text of the label.
    static func itemEffect(for label: [View]) -> VisualEffect {
        var symbol: String?, title: String?
        func visit(_ view: View) {
            switch view.kind {
            case .image(let image): if symbol == nil, case .system(let name) = image.source { symbol = name }
            case .text(let text): if title == nil { title = text }
            default: view.children.forEach(visit)
            }
        }
        label.forEach(visit)
        return itemEffect(symbol: symbol, title: title)
    }

    /// `Tab("Home", systemImage: "house", value: .home) { HomeView() }` (iOS 18): the tab
    /// names its item itself.
    static func itemEffect(symbol: String?, title: String?) -> VisualEffect {
        VisualEffect(name: itemEffect, value: (symbol ?? "") + "\t" + (title ?? ""))
    }
}
