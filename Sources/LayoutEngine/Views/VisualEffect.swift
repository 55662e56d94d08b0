/// A drawing-only modifier and its argument, as the snippet wrote it, with what drawing
/// needs of its arguments: a colour (`stroke(.red)`, `border(.blue)`, `shadow(color:)`), a
/// number (a line width, a radius, an opacity, a z-index) and a shape (`clipShape(Circle())`).
public struct VisualEffect: Sendable, Hashable {
    public var name: String
    public var value: String?
    public var color: ColorValue?
    public var number: Double?
    public var shape: ShapeKind?
    /// A shadow's offset.
    public var offset = Point(x: 0, y: 0)

    public init(name: String, value: String? = nil, color: ColorValue? = nil, number: Double? = nil, shape: ShapeKind? = nil) {
        self.name = name
        self.value = value
        self.color = color
        // Numbers from a snippet may be anything; drawing takes finite ones.
        self.number = number.flatMap { $0.isFinite ? $0 : nil }
        self.shape = shape
    }

    /// `.tint(_:)`, or `.accentColor(_:)` with `accent`: the colour a view and those inside
    /// it draw in where they would draw in the accent colour (`DisplayListBuilder.tint`).
    public static func tint(_ color: ColorValue, accent: Bool = false) -> VisualEffect {
        VisualEffect(name: accent ? accentName : tintName, color: color)
    }
    static let tintName = "tint", accentName = "accentColor"
    /// `.hidden()`: the view and those inside it draw nothing (`FrameNode.isHidden`).
    public static let hiddenName = "hidden"

    /// The effect's number, or its written argument read as one: `cornerRadius(8)`.
    public var amount: Double? { number ?? value.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
}
