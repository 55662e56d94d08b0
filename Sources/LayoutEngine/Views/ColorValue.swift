/// A colour, named as a note names it (`red`, `yellow`, `white(0.5)`).
public struct ColorValue: Sendable, Hashable {
    public var name: String
    public var red: Double, green: Double, blue: Double, opacity: Double
    /// A gradient's colours, first to last (the colour itself is the first); empty for a colour.
    public var stops: [ColorValue] = []
    /// How a gradient runs (its direction, centre, radii or angles) and where its stops sit;
    /// nil for a colour, and for a `Gradient` used alone, which runs from top to bottom.
    public var gradient: GradientGeometry?

    /// A material (`.ultraThinMaterial`, `.bar`): drawn as a translucent tint.
    public var isMaterial: Bool { name.hasSuffix("Material") || name == "bar" }

    public init(name: String, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = name
        // A component from a snippet may be anything; a screen shows 0 to 1.
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        (self.red, self.green, self.blue, self.opacity) = (unit(red), unit(green), unit(blue), unit(opacity))
    }

    /// SwiftUI's system colours in light mode.
    public static let named: [String: ColorValue] = [
        "red": ColorValue(name: "red", red: 1, green: 0.231, blue: 0.188),
        "orange": ColorValue(name: "orange", red: 1, green: 0.584, blue: 0),
        "yellow": ColorValue(name: "yellow", red: 1, green: 0.8, blue: 0),
        "green": ColorValue(name: "green", red: 0.204, green: 0.78, blue: 0.349),
        "mint": ColorValue(name: "mint", red: 0, green: 0.78, blue: 0.745),
        "teal": ColorValue(name: "teal", red: 0.188, green: 0.69, blue: 0.78),
        "cyan": ColorValue(name: "cyan", red: 0.196, green: 0.678, blue: 0.902),
        "blue": ColorValue(name: "blue", red: 0, green: 0.478, blue: 1),
        "indigo": ColorValue(name: "indigo", red: 0.345, green: 0.337, blue: 0.839),
        "purple": ColorValue(name: "purple", red: 0.686, green: 0.322, blue: 0.871),
        "pink": ColorValue(name: "pink", red: 1, green: 0.176, blue: 0.333),
        "brown": ColorValue(name: "brown", red: 0.635, green: 0.518, blue: 0.369),
        "gray": ColorValue(name: "gray", red: 0.557, green: 0.557, blue: 0.576),
        "black": ColorValue(name: "black", red: 0, green: 0, blue: 0),
        "white": ColorValue(name: "white", red: 1, green: 1, blue: 1),
        "clear": ColorValue(name: "clear", red: 0, green: 0, blue: 0, opacity: 0),
        "primary": ColorValue(name: "primary", red: 0, green: 0, blue: 0),
        "secondary": ColorValue(name: "secondary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6),
        "accentColor": ColorValue(name: "accentColor", red: 0, green: 0.478, blue: 1),
    ]
}
