/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(width.pointText)x\(height.pointText)" }
}

/// The two directions a stack lays out along.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Double {
    /// A point value as people write it: `46`, `20.333`.
    public var pointText: String {
        if !isFinite { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
        // Beyond 2^53 a Double holds only whole numbers, and Int cannot hold it all.
        if abs(self) >= 9_007_199_254_740_992 { return String(self) }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
