/// What a parent offers a child: for each dimension a number of points, 0 (the child's
/// minimum), infinity (its maximum), or nil (its ideal size).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width.map(Self.sanitized)
        self.height = height.map(Self.sanitized)
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue.map(Self.sanitized) } else { height = newValue.map(Self.sanitized) } }
    }

    /// The proposal with nil dimensions read as `size`'s: the size a view that takes what
    /// it is offered becomes.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// Negative and NaN proposals mean nothing in points: they are read as 0.
    static func sanitized(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : value
    }

    public var description: String {
        "(\(width.map(\.pointText) ?? "nil"), \(height.map(\.pointText) ?? "nil"))"
    }
}
