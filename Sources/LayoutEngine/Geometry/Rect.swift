/// A rectangle in points.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }

    /// The rectangle with its edges moved to the nearest pixel of a display with `scale`
    /// pixels a point, as SwiftUI does to every frame it places.
    /// Exact halves of a pixel round up; a millionth of a pixel of slack keeps float noise
    /// (166.49999999 for 166.5) from rounding the same edge two ways.
    public func rounded(scale: Double) -> Rect {
        func snap(_ value: Double) -> Double { Rect.snap(value, scale: scale) }
        let x0 = snap(minX), y0 = snap(minY), x1 = snap(maxX), y1 = snap(maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A coordinate on the nearest pixel, halves rounding up.
    static func snap(_ value: Double, scale: Double) -> Double { (value * scale + 1e-6).rounded() / scale }
}
