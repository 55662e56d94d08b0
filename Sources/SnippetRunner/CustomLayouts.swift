import LayoutEngine
import SwiftSyntax

/// A `Layout` a note declares (WWDC22 "Compose custom layouts with SwiftUI"): `MyLayout {
/// … }` lays its content out by running the struct's own `sizeThatFits(proposal:subviews:
/// cache:)` and `placeSubviews(in:proposal:subviews:cache:)`, with the values they work
/// with: `ProposedViewSize`, the subviews, `CGRect` bounds, `CGPoint`s and unit-point anchors.
extension Interpreter {
    /// The view `instance { content }` makes, when `instance` is a declared `Layout`.
    func layoutView(_ instance: Instance, content: Value?, at node: some SyntaxProtocol) throws -> View {
        let children: [View]
        switch content {
        case .closure(let closure)?: children = try buildViews(closure, [], at: node)
        case let value?: children = [try viewValue(value, at: node)]
        case nil: children = []
        }
        let type = instance.type
        let sizeMethod = type.methods["sizeThatFits"], placeMethod = type.methods["placeSubviews"]
        let rules = CustomLayoutRules(name: type.name, sizeThatFits: { proposal, subviews in
            guard let sizeMethod else { return .zero }
            let result = self.runLayoutCode {
                try self.invoke(sizeMethod, self: instance, [Argument(label: "proposal", value: .proposal(proposal)),
                                                             Argument(label: "subviews", value: .array(subviews.map { .subview($0) })),
                                                             Argument(label: "cache", value: .none)], at: node)
            }
            return result.flatMap(Self.size) ?? .zero
        }, placeSubviews: { bounds, proposal, subviews in
            guard let placeMethod else { return }
            _ = self.runLayoutCode {
                try self.invoke(placeMethod, self: instance, [Argument(label: "in", value: .rect(bounds)),
                                                              Argument(label: "proposal", value: .proposal(proposal)),
                                                              Argument(label: "subviews", value: .array(subviews.map { .subview($0) })),
                                                              Argument(label: "cache", value: .none)], at: node)
            }
        })
        return View(.custom(rules), children)
    }

    /// Runs a layout method while the engine lays out; the first error it throws is kept and
    /// reported once layout is done (the engine's calls cannot throw).
    func runLayoutCode(_ body: () throws -> Value) -> Value? {
        guard layoutFailure == nil else { return nil }
        do {
            return try body()
        } catch let failure as RunError {
            layoutFailure = failure
        } catch {
            layoutFailure = RunError(line: 1, message: "\(error)")
        }
        return nil
    }

    /// `CGPoint(x:y:)`, `CGRect(x:y:width:height:)` and `ProposedViewSize(width:height:)`.
    static func layoutValue(_ name: String, _ arguments: [Argument]) -> Value? {
        func number(_ label: String) -> Double? { arguments.first { $0.label == label }?.value.number }
        switch name {
        case "CGPoint": return .point(Point(x: number("x") ?? 0, y: number("y") ?? 0))
        case "CGRect":
            return .rect(Rect(x: number("x") ?? 0, y: number("y") ?? 0, width: number("width") ?? 0, height: number("height") ?? 0))
        case "ProposedViewSize":
            if let first = arguments.first, first.label == nil { return proposal(first.value).map { .proposal($0) } }
            func length(_ label: String) -> Double? {
                guard let value = arguments.first(where: { $0.label == label })?.value, case .none = value else {
                    return number(label)
                }
                return nil
            }
            return .proposal(ProposedSize(width: length("width"), height: length("height")))
        default: return nil
        }
    }

    /// A point written as `CGPoint(…)` or `.zero`.
    static func point(_ value: Value) -> Point? {
        switch value {
        case .point(let point): point
        case .member("zero", _): .zero
        default: nil
        }
    }

    /// A size written as `CGSize(…)` or `.zero`.
    static func size(_ value: Value) -> Size? {
        switch value {
        case .size(let size): size
        case .member("zero", _): .zero
        default: nil
        }
    }

    /// A proposal written as `ProposedViewSize(…)`, `.unspecified`, `.zero`, `.infinity` or a size.
    static func proposal(_ value: Value) -> ProposedSize? {
        switch value {
        case .proposal(let proposal): proposal
        case .member("unspecified", _): .unspecified
        case .member("zero", _): ProposedSize(width: 0, height: 0)
        case .member("infinity", _): ProposedSize(width: .infinity, height: .infinity)
        case .size(let size): ProposedSize(width: size.width, height: size.height)
        default: nil
        }
    }

    /// A unit point by name (`.center`, `.topLeading` …), as fractions of a size.
    static func anchor(_ value: Value?) -> Point {
        guard case .member(let name, _)? = value else { return Point(x: 0.5, y: 0.5) }
        let x: Double = name.lowercased().contains("leading") ? 0 : name.lowercased().contains("trailing") ? 1 : 0.5
        let y: Double = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? 1 : 0.5
        return Point(x: x, y: y)
    }

    /// The properties of the values a layout works with.
    func layoutMember(_ base: Value, _ name: String) -> Value? {
        func optional(_ length: Double?) -> Value { length.map { .number($0) } ?? .none }
        switch (base, name) {
        case (.proposal(let proposal), "width"): return optional(proposal.width)
        case (.proposal(let proposal), "height"): return optional(proposal.height)
        case (.rect(let rect), _):
            switch name {
            case "minX": return .number(rect.minX)
            case "minY": return .number(rect.minY)
            case "midX": return .number(rect.minX + rect.width / 2)
            case "midY": return .number(rect.minY + rect.height / 2)
            case "maxX": return .number(rect.maxX)
            case "maxY": return .number(rect.maxY)
            case "width": return .number(rect.width)
            case "height": return .number(rect.height)
            case "size": return .size(rect.size)
            case "bounds", "nativeBounds": return base
            case "origin": return .point(rect.origin)
            default: return nil
            }
        case (.point(let point), "x"): return .number(point.x)
        case (.point(let point), "y"): return .number(point.y)
        case (.member("zero", _), "width"), (.member("zero", _), "height"),
             (.member("zero", _), "x"), (.member("zero", _), "y"): return .number(0)
        case (.subview(let subview), "spacing"): return .spacing(subview)
        case (.subview(let subview), "priority"): return .number(subview.priority)
        default: return nil
        }
    }

    static let combiningOperators: Set<String> = ["+", "*", "-"]

    /// The methods of the values a layout works with, and `map` and `reduce` over subviews
    /// and their indices.
    func layoutMethod(_ name: String, on base: Value, _ arguments: [Argument], at node: FunctionCallExprSyntax,
                      in environment: Environment) throws -> Value? {
        switch (base, name) {
        case (.subview(let subview), "sizeThatFits"):
            return .size(subview.sizeThatFits(arguments.first.flatMap { Self.proposal($0.value) } ?? .unspecified))
        case (.subview(let subview), "dimensions"):
            return .dimensions(subview.dimensions(arguments.first.flatMap { Self.proposal($0.value) } ?? .unspecified))
        case (.subview(let subview), "place"):
            let point = arguments.first { $0.label == "at" }.flatMap { Self.point($0.value) } ?? .zero
            let proposal = arguments.first { $0.label == "proposal" }.flatMap { Self.proposal($0.value) } ?? .unspecified
            subview.place(at: point, anchor: Self.anchor(arguments.first { $0.label == "anchor" }?.value), proposal: proposal)
            return Value.none
        case (.spacing(let subview), "distance"):
            guard case .spacing(let next)? = arguments.first(where: { $0.label == "to" })?.value else { return nil }
            let axis: Axis = if case .member("vertical", _)? = arguments.first(where: { $0.label == "along" })?.value { .vertical } else { .horizontal }
            return .number(subview.distance(to: next, along: axis))
        case (.proposal(let proposal), "replacingUnspecifiedDimensions"):
            // Apple's default for an unspecified dimension is 10 points.
            let fallback = arguments.first.flatMap { Self.size($0.value) } ?? Size(width: 10, height: 10)
            return .size(Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height))
        case (.range(let low, let high), "map"), (.range(let low, let high), "reduce"):
            return try method(name, on: .array((low..<max(low, high)).map { .number(Double($0)) }), arguments, at: node, in: environment)
        case (.array(let values), "max"), (.array(let values), "min"):
            // `frames.max { $0.maxY < $1.maxY }`: the greatest (least) by the closure's order,
            // nil for an empty array.
            guard let order = arguments.last, case .closure(let closure) = order.value else { return nil }
            let isIncreasing = { (a: Value, b: Value) throws -> Bool in try self.invoke(closure, [a, b], at: node).number == 1 }
            return try (name == "max" ? values.max(by: isIncreasing) : values.min(by: isIncreasing)) ?? Value.none
        case (.array(let values), "reduce"):
            guard arguments.count == 2 else { return nil }
            // `spacing.reduce(0, +)`: an operator named as the function that combines.
            if case .type(let symbol) = arguments[1].value, Self.combiningOperators.contains(symbol) {
                return try values.reduce(arguments[0].value) { total, next in
                    try Operators.apply(symbol, total, next) ?? { throw error(node, "cannot apply \(symbol) to \(next.kindName)") }()
                }
            }
            guard case .closure(let closure) = arguments[1].value else { return nil }
            return try values.reduce(arguments[0].value) { try invoke(closure, [$0, $1], at: node) }
        default:
            return nil
        }
    }
}
