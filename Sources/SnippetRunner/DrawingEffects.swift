import LayoutEngine

/// A drawing-only modifier's arguments as drawing needs them: the colour and line width of
/// `stroke`, `strokeBorder` and `border`, the shape of `clipShape`, a shadow's colour,
/// radius and offset, the numbers of `cornerRadius`, `opacity` and `zIndex`.
enum DrawingEffects {
    static func effect(_ name: String, _ arguments: [Argument], description: String?) -> VisualEffect {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        let first = arguments.first { $0.label == nil }?.value
        var effect = VisualEffect(name: name, value: description)
        switch name {
        case "stroke", "strokeBorder":
            // `stroke()` with no style strokes in the foreground colour, one point wide.
            // Source: Apple's documentation of `Shape.stroke(_:lineWidth:)` (lineWidth = 1).
            effect.color = first.flatMap(SwiftUIValues.color)
            effect.number = labelled("lineWidth")?.number ?? strokeStyleWidth(labelled("style")) ?? 1
        case "border":
            // Source: Apple's documentation of `border(_:width:)` (width = 1).
            effect.color = first.flatMap(SwiftUIValues.color)
            effect.number = labelled("width")?.number ?? 1
        case "fill", "foregroundStyle":
            effect.color = first.flatMap(SwiftUIValues.color)
        case "clipShape":
            effect.shape = first.flatMap(shape)
        case "shadow":
            // SwiftUI's default shadow colour is black at a third of full opacity. Source:
            // Apple's documentation of `shadow(color:radius:x:y:)`
            // (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
            effect.color = labelled("color").flatMap(SwiftUIValues.color)
                ?? ColorValue(name: "shadow", red: 0, green: 0, blue: 0, opacity: 0.33)
            effect.number = labelled("radius")?.number ?? 0
            effect.offset = Point(x: labelled("x")?.number ?? 0, y: labelled("y")?.number ?? 0)
        case "cornerRadius", "opacity", "zIndex", "blur":
            effect.number = (labelled("radius") ?? first)?.number
        default:
            break
        }
        return effect
    }

    /// The line width of a `StrokeStyle(lineWidth:)`.
    static func strokeStyleWidth(_ value: Value?) -> Double? {
        if case .instance(let style)? = value { return style.fields["lineWidth"]?.number }
        if case .member(_, let arguments)? = value { return arguments.first { $0.label == "lineWidth" }?.value.number }
        return nil
    }

    /// The shape a `clipShape` argument names: `Circle()`, `.circle`, `.rect(cornerRadius: 8)`.
    static func shape(_ value: Value) -> ShapeKind? {
        switch value {
        case .view(let view):
            if case .shape(let shape) = view.kind { return shape }
            return view.children.first.flatMap { shape(.view($0)) }
        case .member(let name, let arguments):
            switch name {
            case "circle": return .circle
            case "capsule": return .capsule
            case "ellipse": return .ellipse
            case "rect", "rectangle":
                let radius = arguments.first { $0.label == "cornerRadius" }?.value.number
                return radius.map { .roundedRectangle(cornerRadius: $0) } ?? .rectangle
            default: return nil
            }
        default:
            return nil
        }
    }
}
