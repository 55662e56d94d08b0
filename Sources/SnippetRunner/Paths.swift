import LayoutEngine

/// SwiftUI's `Path` as notes draw with it: `Path { path in path.move(to: …) … }`, `var p =
/// Path(); p.addArc(…)` in a `Shape`'s `path(in:)`, `Path(rect)`, `Path(ellipseIn:)`. A path is
/// a value until it is shown; shown, it is a shape that takes the space offered and draws its
/// outline (Apple's documentation of `Path`: "The outline of a 2D shape", and of `Shape`). Its
/// points are the view's own, (0, 0) at its frame's top leading corner.
enum Paths {
    /// `Path()`, `Path(rect)`, `Path(CGRect(…))`, `Path(ellipseIn:)`, `Path(roundedRect:
    /// cornerRadius:)`. (`Path { path in … }` runs its closure: `SwiftUIViews`' `Path`.)
    static func made(_ arguments: [Argument]) -> [PathElement] {
        guard let first = arguments.first, let rect = rect(first.value) else { return [] }
        switch first.label {
        case "ellipseIn": return ellipse(in: rect)
        case "roundedRect":
            let size = arguments.first { $0.label == "cornerSize" }.flatMap { Interpreter.size($0.value) }
            return roundedRectangle(rect, radius: number(arguments, "cornerRadius") ?? size?.width ?? 0)
        default: return rectangle(rect)
        }
    }

    /// The path after `name`, one of Path's mutating methods, adds to it; nil when `name` is
    /// none of them. A line, a curve or an arc with no current point starts the figure there,
    /// as a move would (an SVG path must start with one).
    static func adding(_ name: String, _ arguments: [Argument], to elements: [PathElement]) -> [PathElement]? {
        func point(_ label: String?) -> Point? {
            arguments.first { $0.label == label }.flatMap { Interpreter.point($0.value) }
        }
        var path = elements
        func reach(_ element: PathElement, at end: Point) {
            path.append(currentPoint(of: path) == nil ? .move(end) : element)
        }
        switch name {
        case "move":
            if let to = point("to") { path.append(.move(to)) }
        case "addLine":
            if let to = point("to") { reach(.line(to), at: to) }
        case "addLines":
            guard case .array(let values)? = arguments.first?.value else { return path }
            let points = values.compactMap(Interpreter.point)
            if let first = points.first { path.append(.move(first)) }
            path += points.dropFirst().map(PathElement.line)
        case "addQuadCurve":
            guard let to = point("to"), let control = point("control") else { return path }
            if let start = currentPoint(of: path) { path.append(.quadCurve(from: start, to: to, control: control)) } else { path.append(.move(to)) }
        case "addCurve":
            guard let to = point("to"), let c1 = point("control1"), let c2 = point("control2") else { return path }
            reach(.curve(to: to, control1: c1, control2: c2), at: to)
        case "addArc", "addRelativeArc":
            guard let center = point("center"), let radius = number(arguments, "radius"),
                  let start = arguments.first(where: { $0.label == "startAngle" }).flatMap({ Angles.degrees($0.value) }) else { return path }
            let delta = arguments.first { $0.label == "delta" }.flatMap { Angles.degrees($0.value) }
            guard let end = delta.map({ start + $0 }) ?? arguments.first(where: { $0.label == "endAngle" }).flatMap({ Angles.degrees($0.value) })
            else { return path }
            let clockwise = delta.map { $0 < 0 } ?? (arguments.first { $0.label == "clockwise" }.map { Modifiers.isTrue($0.value) } ?? false)
            let arc = PathElement.arc(center: center, radius: radius, startDegrees: start, endDegrees: end, clockwise: clockwise)
            // "If the path already contains a subpath, this method adds a line connecting the
            // current point to the starting point of the arc" (Apple's documentation of
            // `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
            reach(.line(arc.start), at: arc.start)
            path += arc.curves
        case "addRect":
            if let rect = arguments.first.flatMap({ rect($0.value) }) { path += rectangle(rect) }
        case "addRects":
            if case .array(let values)? = arguments.first?.value { path += values.compactMap(rect).flatMap(rectangle) }
        case "addEllipse":
            if let rect = arguments.first.flatMap({ rect($0.value) }) { path += ellipse(in: rect) }
        case "addRoundedRect":
            guard let rect = arguments.first.flatMap({ rect($0.value) }) else { return path }
            let size = arguments.first { $0.label == "cornerSize" }.flatMap { Interpreter.size($0.value) }
            path += roundedRectangle(rect, radius: size?.width ?? number(arguments, "cornerRadius") ?? 0)
        case "closeSubpath":
            if !path.isEmpty { path.append(.close) }
        default:
            return nil
        }
        return path
    }

    /// A path shown as a view: the shape it outlines.
    static func view(_ elements: [PathElement]) -> View {
        View(.shape(.path(ShapePath(name: "Path") { _ in elements })))
    }

    /// `Circle().path(in: rect)`: a built-in shape's outline in `rect`, as a path.
    static func outline(of shape: ShapeKind, in rect: Rect) -> [PathElement]? {
        if case .path(let path) = shape { return path.elements(in: rect) }
        if case .custom = shape { return nil }
        let outline = Outline(shape, in: rect)
        switch outline.form {
        case .ellipse: return ellipse(in: outline.rect)
        case .rectangle(let radius): return roundedRectangle(outline.rect, radius: radius)
        case .path(let elements): return elements
        }
    }

    /// Where the next line starts: the end of the last step, or the start of the figure a
    /// `closeSubpath()` ended; nil on an empty path.
    static func currentPoint(of elements: [PathElement]) -> Point? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .curve(let p, _, _)?: return p
        case .close?:
            for element in elements.reversed() { if case .move(let p) = element { return p } }
            return nil
        case nil: return nil
        }
    }

    static func rectangle(_ r: Rect) -> [PathElement] {
        [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
         .line(Point(x: r.minX, y: r.maxY)), .close]
    }

    /// An ellipse as four quarter curves, clockwise on the canvas from its trailing point.
    static func ellipse(in r: Rect) -> [PathElement] {
        let rx = r.width / 2, ry = r.height / 2, cx = r.minX + rx, cy = r.minY + ry
        // A quarter circle's control points lie 0.5523 of the radius along the tangents.
        let k = 4 / 3 * (2.squareRoot() - 1)
        return [
            .move(Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    static func roundedRectangle(_ r: Rect, radius: Double) -> [PathElement] {
        let radius = min(max(radius, 0), r.width / 2, r.height / 2)
        guard radius > 0 else { return rectangle(r) }
        func corner(_ cx: Double, _ cy: Double, from start: Double) -> [PathElement] {
            PathElement.arc(center: Point(x: cx, y: cy), radius: radius, startDegrees: start, endDegrees: start + 90, clockwise: false).curves
        }
        return [.move(Point(x: r.minX + radius, y: r.minY)), .line(Point(x: r.maxX - radius, y: r.minY))]
            + corner(r.maxX - radius, r.minY + radius, from: -90) + [.line(Point(x: r.maxX, y: r.maxY - radius))]
            + corner(r.maxX - radius, r.maxY - radius, from: 0) + [.line(Point(x: r.minX + radius, y: r.maxY))]
            + corner(r.minX + radius, r.maxY - radius, from: 90) + [.line(Point(x: r.minX, y: r.minY + radius))]
            + corner(r.minX + radius, r.minY + radius, from: 180) + [.close]
    }

    static func rect(_ value: Value) -> Rect? {
        if case .rect(let rect) = value { return rect }
        return nil
    }

    static func number(_ arguments: [Argument], _ label: String) -> Double? {
        arguments.first { $0.label == label }?.value.number
    }
}

extension Paths {
    /// The path a value holds: a path, or the one a binding refers to (`path` in
    /// `Path { path in … }`).
    static func elements(of value: Value) -> [PathElement]? {
        switch value {
        case .path(let elements): elements
        case .binding(let reference): elements(of: reference.value)
        default: nil
        }
    }

    /// A modifier on a path as a shape's: `strokedPath(StrokeStyle(lineWidth: 2))` strokes
    /// it (Apple's documentation of `Path.strokedPath(_:)`: "the path traced by stroking
    /// this path" with the style), as `stroke(style:)` does.
    static func modifier(_ name: String, _ arguments: [Argument]) -> (name: String, arguments: [Argument]) {
        guard name == "strokedPath" else { return (name, arguments) }
        return ("stroke", arguments.map { Argument(label: $0.label ?? "style", value: $0.value) })
    }
}
