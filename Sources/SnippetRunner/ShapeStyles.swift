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

    /// A gradient, named for its kind and colours, in its first colour.
    static func gradient(_ kind: String, _ arguments: [Argument]) -> ColorValue {
        let colors = arguments.flatMap { argument -> [ColorValue] in
            switch argument.value {
            case .array(let values): values.compactMap(color)
            default: argument.label == "gradient" || argument.label == "colors" ? color(argument.value).map { [$0] } ?? [] : []
            }
        }
        var first = colors.first ?? ColorValue.named["gray"]!
        first.name = "\(kind)(\(colors.map(\.name).joined(separator: ", ")))"
        first.stops = colors.count > 1 ? colors : []
        return first
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
