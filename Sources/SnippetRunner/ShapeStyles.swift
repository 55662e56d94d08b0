import LayoutEngine

/// SwiftUI's ShapeStyles besides plain colours, each as the colour kb fills with: the
/// hierarchical styles (`.tertiary`, `.quaternary`), the materials (`.ultraThinMaterial` …)
/// and gradients (`LinearGradient`, `.linearGradient(…)`, laid out as their first colour, drawn
/// through their stops).
/// Each fills what it is offered, as a Color does; what matters for the layout is the same.
enum ShapeStyles {
    static let named: [String: ColorValue] = [
        "tertiary": ColorValue(name: "tertiary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3),
        "quaternary": ColorValue(name: "quaternary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.18),
        "quinary": ColorValue(name: "quinary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.1),
        "background": ColorValue(name: "background", red: 1, green: 1, blue: 1),
        "foreground": ColorValue(name: "foreground", red: 0, green: 0, blue: 0),
        "ultraThinMaterial": ColorValue(name: "ultraThinMaterial", red: 0.97, green: 0.97, blue: 0.97, opacity: 0.5),
        "thinMaterial": ColorValue(name: "thinMaterial", red: 0.97, green: 0.97, blue: 0.97, opacity: 0.6),
        "regularMaterial": ColorValue(name: "regularMaterial", red: 0.97, green: 0.97, blue: 0.97, opacity: 0.7),
        "thickMaterial": ColorValue(name: "thickMaterial", red: 0.97, green: 0.97, blue: 0.97, opacity: 0.8),
        "ultraThickMaterial": ColorValue(name: "ultraThickMaterial", red: 0.97, green: 0.97, blue: 0.97, opacity: 0.9),
        "bar": ColorValue(name: "bar", red: 0.97, green: 0.97, blue: 0.97, opacity: 0.8),
    ]

    static let gradients: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    /// The style a member names: `.red`, `.quaternary`, `.ultraThinMaterial`, `.linearGradient(…)`.
    static func style(_ name: String, _ arguments: [Argument] = []) -> ColorValue? {
        if let color = ColorValue.named[name] ?? named[name] { return color }
        let capitalised = name.prefix(1).uppercased() + name.dropFirst()
        return gradients.contains(capitalised) ? gradient(capitalised, arguments) : nil
    }

    /// A gradient, named for its kind and colours, in its first colour, with its direction
    /// (`startPoint`/`endPoint`), centre, radii or angles and its stops' locations.
    static func gradient(_ kind: String, _ arguments: [Argument]) -> ColorValue {
        let stops = arguments.flatMap { argument -> [(color: ColorValue, location: Double?)] in
            switch argument.value {
            case .array(let values): values.compactMap(stop)
            default: argument.label == "gradient" || argument.label == "colors" ? stop(argument.value).map { [$0] } ?? [] : []
            }
        }
        let colors = stops.map(\.color)
        var first = colors.first ?? ColorValue.named["gray"]!
        first.name = "\(kind)(\(colors.map(\.name).joined(separator: ", ")))"
        first.stops = colors.count > 1 ? colors : []
        let locations = stops.allSatisfy { $0.location != nil } ? stops.compactMap(\.location) : []
        first.gradient = geometry(kind, arguments).map { GradientGeometry($0, locations: locations) }
        return first
    }

    /// A gradient stop: a colour, or `.init(color:location:)` / `Gradient.Stop(color:location:)`.
    static func stop(_ value: Value) -> (color: ColorValue, location: Double?)? {
        if case .member(let name, let arguments) = value, name == "init" || name == "Stop",
           let color = arguments.first(where: { $0.label == "color" }).flatMap({ color($0.value) }) {
            return (color, arguments.first { $0.label == "location" }?.value.number)
        }
        return color(value).map { ($0, nil) }
    }

    /// How the gradient runs, from its arguments and SwiftUI's defaults (a radial gradient
    /// about the centre; an elliptical one from 0 to half the frame; an angular one a whole
    /// turn from the trailing side).
    static func geometry(_ kind: String, _ arguments: [Argument]) -> GradientGeometry.Kind? {
        func value(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func unit(_ label: String, _ fallback: Point) -> Point { value(label).flatMap(unitPoint) ?? fallback }
        func number(_ label: String, _ fallback: Double) -> Double { value(label)?.number.flatMap { $0.isFinite ? $0 : nil } ?? fallback }
        let center = unit("center", Point(x: 0.5, y: 0.5))
        switch kind {
        case "LinearGradient":
            return .linear(start: unit("startPoint", Point(x: 0.5, y: 0)), end: unit("endPoint", Point(x: 0.5, y: 1)))
        case "RadialGradient":
            return .radial(center: center, startRadius: number("startRadius", 0), endRadius: number("endRadius", 0))
        case "EllipticalGradient":
            return .elliptical(center: center, startFraction: number("startRadiusFraction", 0), endFraction: number("endRadiusFraction", 0.5))
        case "AngularGradient":
            let angle = value("angle").flatMap(Angles.degrees)
            let start = value("startAngle").flatMap(Angles.degrees) ?? angle ?? 0
            let end = value("endAngle").flatMap(Angles.degrees) ?? start + 360
            return .angular(center: center, startAngle: start, endAngle: end)
        default:
            return nil
        }
    }

    /// A `UnitPoint` by name (`.topLeading`) or as `UnitPoint(x:y:)`.
    static func unitPoint(_ value: Value) -> Point? {
        guard case .member(let name, let arguments) = value else { return nil }
        if name == "init" || name == "UnitPoint", let x = arguments.first(where: { $0.label == "x" })?.value.number,
           let y = arguments.first(where: { $0.label == "y" })?.value.number {
            return Point(x: x, y: y)
        }
        let vertical: Double = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? 1 : 0.5
        let horizontal: Double = name.lowercased().hasSuffix("leading") ? 0 : name.lowercased().hasSuffix("trailing") ? 1 : 0.5
        guard ["top", "bottom", "leading", "trailing", "center", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
            .contains(name) else { return nil }
        return Point(x: horizontal, y: vertical)
    }

    static func color(_ value: Value) -> ColorValue? {
        switch value {
        case .color(let color): color
        case .member(let name, let arguments): style(name, arguments)
        case .array(let values): values.lazy.compactMap(color).first  // a Gradient's stops
        case .view(let view): madeColor(view)
        default: nil
        }
    }

    /// A colour made as a view: `Color(red: 0.5, green: 0, blue: 0).opacity(0.2)` is a
    /// Color under an opacity modifier, which as a style is the colour at that opacity.
    static func madeColor(_ view: View) -> ColorValue? {
        switch view.kind {
        case .color(let color): return color
        case .visual(let effect) where effect.name == "opacity":
            guard var color = view.children.first.flatMap(madeColor) else { return nil }
            color.opacity *= min(max(effect.amount ?? 1, 0), 1)
            return color
        default: return nil
        }
    }
}
