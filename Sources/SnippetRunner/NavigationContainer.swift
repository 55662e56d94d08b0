import LayoutEngine

/// `NavigationStack` and `NavigationView` with a `navigationTitle`: the navigation bar at the
/// top of the screen shows the title, and the content fills what is left below it.
///
/// What SwiftUI does, and where it is stated:
/// - A view's `navigationTitle(_:)` is "displayed in the navigation bar" of the navigation
///   stack that shows it (Apple's `navigationTitle(_:)` documentation); `navigationBarTitle`
///   is its older name.
/// - On an iPhone the bar is 44 points tall, and a large title (the default display mode)
///   adds 52 points under it, written in 34-point bold at the leading margin, 16 points in;
///   `.navigationBarTitleDisplayMode(.inline)` puts the title in the bar instead, centred, in
///   17-point semibold (Apple's Human Interface Guidelines, "Navigation bars", and UIKit's
///   `UINavigationBar`, `prefersLargeTitles`).
/// A navigation view without a title draws no bar, as before.
enum NavigationContainer {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let margin = 16.0
    static let titleEffect = "navigationTitle"
    static let inlineEffect = "navigationTitleInline"

    static func view(_ content: [View]) -> View {
        guard let title = content.lazy.compactMap(Self.title).first else { return .group(content) }
        let inline = content.contains(where: isInline)
        let bar: View = inline
            ? View.text(title).font(.system(size: 17, weight: .semibold)).lineLimit(1)
                .frame(maxWidth: .infinity).frame(height: barHeight)
            : View.text(title).font(.system(size: 34, weight: .bold)).lineLimit(1)
                .padding(.horizontal, margin).padding(.bottom, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: barHeight + largeTitleHeight, alignment: .bottomLeading)
        return View.vstack(spacing: 0, [bar, View.group(content).frame(maxWidth: .infinity, maxHeight: .infinity)])
            .visual(VisualEffect(name: drawnEffect))
    }

    /// Marks a navigation view whose bar is drawn: a navigation view around it finds no title
    /// in it to draw again.
    static let drawnEffect = "navigationBar"

    /// The first title a view or one of its children sets, outside any navigation view of
    /// its own.
    static func title(in view: View) -> String? { firstEffect(named: titleEffect, in: view)?.value }

    static func isInline(_ view: View) -> Bool { firstEffect(named: inlineEffect, in: view) != nil }

    /// The first effect of that name on a view or one of its children, not looking inside a
    /// navigation view whose bar is drawn.
    static func firstEffect(named name: String, in view: View) -> VisualEffect? {
        if case .visual(let effect) = view.kind {
            if effect.name == name { return effect }
            if effect.name == drawnEffect { return nil }
        }
        return view.children.lazy.compactMap { firstEffect(named: name, in: $0) }.first
    }
}
