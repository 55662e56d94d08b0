/// A column of a LazyVGrid (a row of a LazyHGrid): `GridItem(.fixed(100))`,
/// `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public static func flexible(minimum: Double = 10, maximum: Double = .infinity) -> GridItem {
        GridItem(.flexible(minimum: minimum, maximum: maximum))
    }

    public static func adaptive(minimum: Double, maximum: Double = .infinity) -> GridItem {
        GridItem(.adaptive(minimum: minimum, maximum: maximum))
    }

    public static func fixed(_ size: Double) -> GridItem { GridItem(.fixed(size)) }
}
