import LayoutEngine
import SwiftSyntax

/// `AsyncImage(url:)` as a snippet first shows it: kb loads nothing, so the view is in the
/// state SwiftUI draws until the image arrives. Source: Apple's documentation of
/// `AsyncImage`: "Until the image loads, the view displays a standard placeholder that fills
/// the available space" (a grey box in its diagram), and with `init(url:scale:content:
/// placeholder:)` "SwiftUI shows a ProgressView first" (the `placeholder` the code gives).
enum AsyncImages {
    /// The standard placeholder's grey: iOS's secondary system fill (#787880 at 16%).
    static let placeholderFill = ColorValue(name: "secondarySystemFill", red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16)

    static func loading(_ arguments: [Argument], interpreter: Interpreter, at node: FunctionCallExprSyntax) throws -> View {
        let closures = arguments.compactMap { argument -> (label: String?, closure: Closure)? in
            guard case .closure(let closure) = argument.value else { return nil }
            return (argument.label, closure)
        }
        if let placeholder = closures.first(where: { $0.label == "placeholder" })?.closure {
            return .one(of: try interpreter.buildViews(placeholder, [], at: node))
        }
        // `AsyncImage(url: url) { phase in … }`: the phase is `.empty` until the image loads,
        // so `phase.image` is nil and `case .empty:` is the branch drawn. Code that reads
        // the phase otherwise shows the standard placeholder.
        if closures.count == 1, let phases = closures.first?.closure,
           let views = try? interpreter.buildViews(phases, [emptyPhase()], at: node) {
            return .one(of: views)
        }
        return View(.color(placeholderFill))
    }

    /// `AsyncImagePhase.empty`: no image and no error yet; a `switch` takes its `case .empty`
    /// (the `case` field, which no stored property can be named).
    static func emptyPhase() -> Value {
        .instance(Instance(type: TypeDeclaration(name: "AsyncImagePhase", conformances: [], line: 0),
                           fields: ["image": .none, "error": .none, "case": .member("empty", [])]))
    }
}
