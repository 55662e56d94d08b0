/// How a gradient runs across the shape it fills, as SwiftUI's gradient styles define it,
/// and where each of its colours (`ColorValue.stops`) sits between 0 and 1. Unit points are
/// fractions of the filled shape's frame: (0, 0) its top-leading corner, (1, 1) its
/// bottom-trailing one. Source: Apple's documentation of `LinearGradient` ("The gradient maps
/// the unit space points into the bounding rectangle of each shape filled with the
/// gradient"), `RadialGradient`, `EllipticalGradient`, `AngularGradient` and `Gradient.Stop`.
public struct GradientGeometry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Along the line from `start` to `end` (unit points).
        case linear(start: Point, end: Point)
        /// Circles about `center` (a unit point), from `startRadius` to `endRadius` points.
        case radial(center: Point, startRadius: Double, endRadius: Double)
        /// Ellipses about `center` whose radii are fractions of the frame's width and height.
        case elliptical(center: Point, startFraction: Double, endFraction: Double)
        /// Around `center`, clockwise from `startAngle` to `endAngle` degrees, 0 pointing to the
        /// trailing side.
        case angular(center: Point, startAngle: Double, endAngle: Double)
    }

    public var kind: Kind
    /// Where each stop sits, 0 to 1, one a colour; empty for colours spread evenly.
    public var locations: [Double]

    public init(_ kind: Kind, locations: [Double] = []) {
        self.kind = kind
        self.locations = locations.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }

    /// SwiftUI's `Gradient` used as a fill on its own runs from top to bottom.
    public static let topToBottom = GradientGeometry(.linear(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))

    /// The stops of `colors` with their locations: given ones, or spread evenly from 0 to 1.
    public func stops(_ colors: [ColorValue]) -> [(location: Double, color: ColorValue)] {
        guard locations.count == colors.count else {
            return colors.enumerated().map { (colors.count > 1 ? Double($0.offset) / Double(colors.count - 1) : 0, $0.element) }
        }
        return zip(locations, colors).map { ($0, $1) }
    }

    /// The point a unit point names in `rect`.
    public static func point(_ unit: Point, in rect: Rect) -> Point {
        Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }

    /// The colour at `location` between the stops, blended linearly (before the first stop the
    /// first colour, after the last the last).
    public static func color(at location: Double, _ stops: [(location: Double, color: ColorValue)]) -> ColorValue {
        guard let first = stops.first, let last = stops.last else { return ColorValue.named["clear"]! }
        if location <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return ColorValue(name: a.color.name, red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                              blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }

    /// An angular gradient as wedges about its centre, each one colour, reaching past the
    /// corners of `rect`: what SVG (which has no conic gradient) and cairo's mesh draw. Where
    /// the angles span less than a turn the gap is filled half with the last colour and half
    /// with the first; more than a turn draws the last whole turn. Source: Apple's
    /// documentation of `AngularGradient`.
    public func wedges(in rect: Rect, _ colors: [ColorValue], count: Int = 180)
        -> (center: Point, radius: Double, wedges: [(from: Double, to: Double, start: ColorValue, end: ColorValue)]) {
        guard case .angular(let unitCenter, var startAngle, let endAngle) = kind else { return (Point(x: 0, y: 0), 0, []) }
        let center = Self.point(unitCenter, in: rect)
        let radius = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
                      Point(x: rect.maxX, y: rect.maxY)]
            .map { ((($0.x - center.x) * ($0.x - center.x) + ($0.y - center.y) * ($0.y - center.y))).squareRoot() }.max()! + 1
        let stops = stops(colors)
        if endAngle - startAngle > 360 { startAngle = endAngle - 360 }
        let span = max(endAngle - startAngle, 0)
        var wedges: [(Double, Double, ColorValue, ColorValue)] = []
        /// `from` to `to` in wedges no wider than a turn's `count`th, so that their straight far
        /// sides stay outside `rect`, coloured from `first` to `last`.
        func add(_ from: Double, _ to: Double, _ first: (Double) -> ColorValue) {
            let steps = max(Int((Double(count) * (to - from) / 360).rounded(.up)), 1)
            for step in 0..<steps where to > from {
                let a = Double(step) / Double(steps), b = Double(step + 1) / Double(steps)
                wedges.append((from + a * (to - from), from + b * (to - from), first(a), first(b)))
            }
        }
        add(startAngle, startAngle + span) { Self.color(at: $0, stops) }
        if span < 360, let first = stops.first?.color, let last = stops.last?.color {
            let middle = startAngle + span + (360 - span) / 2
            add(startAngle + span, middle) { _ in last }
            add(middle, startAngle + 360) { _ in first }
        }
        return (center, radius, wedges.map { (from: $0.0, to: $0.1, start: $0.2, end: $0.3) })
    }
}
