#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One step of a drawn path, in canvas points: where SwiftUI's `Path` moves, draws a line,
/// or a cubic Bézier curve (arcs and quadratic curves become cubic ones), or closes the
/// figure. Source: Apple's documentation of `Path` ("The outline of a 2D shape") and its
/// `move(to:)`, `addLine(to:)`, `addCurve(to:control1:control2:)`, `closeSubpath()`.
public enum PathElement: Sendable, Equatable {
    case move(Point)
    case line(Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close

    /// The element moved by `dx`, `dy`: a path's points are the view's own, its frame's
    /// origin at (0, 0).
    func moved(by dx: Double, _ dy: Double) -> PathElement {
        // A note's numbers may be anything: the path drawn has finite points on the screen's scale.
        func m(_ p: Point) -> Point { Point(x: PointClamp.finite(p.x + dx), y: PointClamp.finite(p.y + dy)) }
        switch self {
        case .move(let p): return .move(m(p))
        case .line(let p): return .line(m(p))
        case .curve(let to, let c1, let c2): return .curve(to: m(to), control1: m(c1), control2: m(c2))
        case .close: return .close
        }
    }

    /// `addQuadCurve(to:control:)` from `start` as the cubic curve that draws it.
    public static func quadCurve(from start: Point, to end: Point, control: Point) -> PathElement {
        func third(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * 2 / 3, y: a.y + (b.y - a.y) * 2 / 3) }
        return .curve(to: end, control1: third(start, control), control2: third(end, control))
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)` as cubic curves of at most a
    /// quarter turn each, from the arc's start point (which the caller joins with a line
    /// or a move). Angles are in degrees from the x axis towards y, which points down.
    /// `clockwise` is meant in y-up coordinates, so on the y-down canvas a clockwise arc
    /// turns to smaller angles. Source: Apple's documentation of `CGContext.addArc(center:
    /// radius:startAngle:endAngle:clockwise:)` ("in a flipped coordinate system (the default
    /// for UIView drawing methods in iOS), specifying a clockwise arc results in a
    /// counterclockwise arc after the transformation is applied"), which `Path.addArc` draws.
    public static func arc(center: Point, radius: Double, startDegrees: Double, endDegrees: Double,
                           clockwise: Bool) -> (start: Point, curves: [PathElement]) {
        let start = startDegrees * .pi / 180, end = endDegrees * .pi / 180
        // A note's numbers may be anything: an arc with an infinite or undefined angle or
        // radius (`.degrees(1 / 0)`) is no arc.
        guard start.isFinite, end.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else {
            return (center, [])
        }
        var sweep = clockwise ? start - end : end - start
        // The sweep runs the arc's way round, at most once.
        sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi)
        if sweep < 0 { sweep += 2 * .pi }
        if sweep == 0, start != end { sweep = 2 * .pi }
        let direction: Double = clockwise ? -1 : 1
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let pieces = max(1, Int((sweep / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces) * direction
        // The control points of a circular arc of angle `step`: 4/3 tan(step / 4) along the tangents.
        let k = 4 / 3 * tan(step / 4)
        var curves: [PathElement] = []
        var angle = start
        for _ in 0..<pieces where sweep > 0 {
            let next = angle + step
            let a = point(angle), b = point(next)
            let c1 = Point(x: a.x - k * radius * sin(angle), y: a.y + k * radius * cos(angle))
            let c2 = Point(x: b.x + k * radius * sin(next), y: b.y - k * radius * cos(next))
            curves.append(.curve(to: b, control1: c1, control2: c2))
            angle = next
        }
        return (point(start), curves)
    }
}
