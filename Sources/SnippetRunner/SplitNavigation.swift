import LayoutEngine
import SwiftSyntax

/// `NavigationSplitView { sidebar } detail: { … }` on the iPhone canvas kb draws on. There
/// the split view shows one column, in a navigation stack: "A NavigationSplitView collapses
/// into a single stack in some contexts, like on iPhone" (Apple's documentation of
/// `NavigationSplitViewColumn`). The column on top is the one `preferredCompactColumn`
/// names, and otherwise the sidebar, where a person starts before choosing anything
/// ("On iPhone, only the sidebar shows": Expo's documentation of its NavigationSplitView,
/// which wraps SwiftUI's).
enum SplitNavigation {
    static func collapsed(_ arguments: [Argument], interpreter: Interpreter, at node: FunctionCallExprSyntax) throws -> View {
        var preferred = arguments.first { $0.label == "preferredCompactColumn" }?.value
        if case .binding(let reference)? = preferred { preferred = reference.value }
        let column = SwiftUIViews.member(preferred) ?? "sidebar"
        // The sidebar is the first closure, trailing or labelled; the others carry their labels.
        let closures = arguments.compactMap { argument -> (label: String, closure: Closure)? in
            guard case .closure(let closure) = argument.value else { return nil }
            return (argument.label ?? "sidebar", closure)
        }
        guard let shown = closures.first(where: { $0.label == column }) ?? closures.first else { return .empty }
        return NavigationContainer.view(try interpreter.buildViews(shown.closure, [], at: node))
    }
}
