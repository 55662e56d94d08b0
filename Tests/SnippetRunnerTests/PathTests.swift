import Foundation
import LayoutEngine
import Testing
@testable import SnippetRunner

/// A note's `Path` and `Shape` drawn as their outline, where kb drew nothing: a Shape's own
/// `path(in:)` runs for the frame it is laid out in (its points the view's own), and
/// `Path { path in … }` draws its steps. Sources: Apple's documentation of `Path` ("The
/// outline of a 2D shape") and `Shape.path(in:)` ("Describes this shape as a path within a
/// rectangular frame of reference"); for the direction of an arc, Apple's documentation of
/// `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)`: "in a flipped coordinate
/// system (the default for UIView drawing methods in iOS), specifying a clockwise arc results
/// in a counterclockwise arc after the transformation is applied".
@Suite struct PathTests {
    /// The outlines a snippet draws, filled or stroked, on a 400 × 300 canvas.
    static func outlines(_ source: String) throws -> [(outline: Outline, stroke: Double?)] {
        let outcome = runOn400By300(source)
        #expect(outcome.status == .runnable, "\(outcome.status)")
        return DisplayList(try #require(outcome.layout)).items.compactMap { item in
            switch item.drawing {
            case .fill(let outline, _): (outline, nil)
            case .stroke(let outline, _, let width): (outline, width)
            default: nil
            }
        }
    }

    static func path(_ outline: Outline) -> [PathElement] {
        if case .path(let elements) = outline.form { return elements }
        return []
    }

    @Test func aShapesPathIsDrawnInTheFrameItIsLaidOutIn() throws {
        let drawn = try Self.outlines("""
            struct Diamond: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { path in
                        path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                                       CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)])
                        path.closeSubpath()
                    }
                }
            }
            Diamond().fill(.red).frame(width: 200, height: 100)
            """)
        // The frame is (100, 100, 200, 100): a corner at the middle of each of its sides.
        #expect(drawn.count == 1)
        #expect(Self.path(drawn[0].outline) == [.move(Point(x: 200, y: 100)), .line(Point(x: 300, y: 150)),
                                                 .line(Point(x: 200, y: 200)), .line(Point(x: 100, y: 150)), .close])
    }

    /// A pie from 12 o'clock (-90°) to 20° with `addArc(clockwise: true)` runs the short way
    /// back through 9 o'clock on the screen: 250° in three curves, leaving the wedge at the
    /// upper right open, as in the Stanford CS193p Memorize card the note's Pie comes from.
    @Test func anArcMarkedClockwiseTurnsCounterclockwiseOnTheScreen() throws {
        let drawn = try Self.outlines("""
            struct Pie: Shape {
                var startAngle: Angle
                var endAngle: Angle
                var clockwise = false
                func path(in rect: CGRect) -> Path {
                    let center = CGPoint(x: rect.midX, y: rect.midY)
                    let radius = min(rect.width, rect.height) / 2
                    let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)),
                                        y: center.y + radius * CGFloat(sin(startAngle.radians)))
                    var p = Path()
                    p.move(to: center)
                    p.addLine(to: start)
                    p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
                    p.addLine(to: center)
                    return p
                }
            }
            Pie(startAngle: Angle(degrees: 0 - 90), endAngle: Angle(degrees: 110 - 90))
                .frame(width: 200, height: 200)
            """)
        let steps = Self.path(try #require(drawn.first).outline)
        // Centre (200, 150), radius 100: move to the centre, line up to 12 o'clock, a line to
        // the arc's start (the same point), three curves, a line back to the centre.
        #expect(steps.count == 7)
        #expect(steps.first == .move(Point(x: 200, y: 150)))
        guard case .curve(let firstEnd, _, _) = steps[3], case .curve(let lastEnd, _, _) = steps[5] else {
            Issue.record("no curves in \(steps)"); return
        }
        #expect(firstEnd.x < 200, "the first quarter runs to the left of 12 o'clock: \(firstEnd)")
        // 20° from the x axis: (200 + 100 cos 20°, 150 + 100 sin 20°).
        let angle: Double = 20 * Double.pi / 180
        let x: Double = 200 + 100 * cos(angle), y: Double = 150 + 100 * sin(angle)
        #expect(abs(lastEnd.x - x) < 1e-9 && abs(lastEnd.y - y) < 1e-9)
    }

    /// Angles as notes write them: `.zero`, and `.radians(.pi)` with π as an implicit member.
    @Test func anArcFromZeroToPiRadiansIsAHalfCircle() throws {
        let drawn = try Self.outlines("""
            Path { path in
                path.addArc(center: CGPoint(x: 100, y: 100), radius: 50, startAngle: .zero, endAngle: .radians(.pi), clockwise: false)
            }
            """)
        let steps = Self.path(drawn[0].outline)
        // From (150, 100), a quarter curve to (100, 150), another to (50, 100).
        #expect(steps.first == .move(Point(x: 150, y: 100)))
        #expect(steps.count == 3)
        guard case .curve(let end, _, _)? = steps.last else { Issue.record("\(steps)"); return }
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 100) < 1e-9)
    }

    @Test func arcsAreCubicCurvesOfAtMostAQuarterTurn() {
        let quarter = PathElement.arc(center: Point(x: 0, y: 0), radius: 10, startDegrees: 0, endDegrees: 90, clockwise: false)
        #expect(quarter.start == Point(x: 10, y: 0))
        // A quarter circle's control points lie 4/3 tan(22.5°) = 0.55228 of the radius along its tangents.
        guard case .curve(let end, let c1, let c2)? = quarter.curves.first, quarter.curves.count == 1 else {
            Issue.record("\(quarter.curves)"); return
        }
        #expect(abs(end.x) < 1e-12 && end.y == 10)
        #expect(c1.x == 10 && abs(c1.y - 5.5228) < 1e-4)
        #expect(abs(c2.x - 5.5228) < 1e-4 && c2.y == 10)
        // The same angles the other way round are the other three quarters.
        let rest = PathElement.arc(center: Point(x: 0, y: 0), radius: 10, startDegrees: 0, endDegrees: 90, clockwise: true)
        #expect(rest.curves.count == 3)
    }

    /// A Shape's `path(in:)` runs while its example runs, after layout: it reads the
    /// chapter's top-level constants, and the SVG draws the outline it made.
    @Test func aShapesPathReadsTheSnippetsDeclarations() throws {
        let source = """
            let inset = 10.0
            struct Framed: Shape {
                func path(in rect: CGRect) -> Path {
                    Path(CGRect(x: inset, y: inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset))
                }
            }
            Framed().stroke(.blue, lineWidth: 2).frame(width: 100, height: 60)
            """
        let drawn = try Self.outlines(source)
        // The frame is (150, 120, 100, 60): the rectangle 10 points inside it.
        #expect(Self.path(drawn[0].outline) == [.move(Point(x: 160, y: 130)), .line(Point(x: 240, y: 130)),
                                                 .line(Point(x: 240, y: 170)), .line(Point(x: 160, y: 170)), .close])
        let svg = SVGPicture.render(try #require(runOn400By300(source).layout))
        #expect(svg.contains("<path d=\"M160 130 L240 130 L240 170 L160 170 Z\" fill=\"none\" stroke=\"rgb(0,122,255)\" stroke-width=\"2\"/>"))
    }

    /// Hostile numbers and failing code draw no outline, and stop nothing: an arc with an
    /// infinite angle is left out, and a `path(in:)` that fails says so in a warning.
    @Test func aPathThatCannotBeDrawnIsLeftOut() throws {
        let infinite = try Self.outlines("""
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(1 / 0), endAngle: .degrees(90), clockwise: false)
            }
            """)
        #expect(Self.path(infinite[0].outline) == [.move(Point(x: 10, y: 10)), .line(Point(x: 50, y: 50))])
        let failing = runOn400By300("""
            struct Broken: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.addLine(to: rect.corner.point)
                    return path
                }
            }
            Broken().frame(width: 50, height: 50)
            """)
        #expect(failing.status == .runnable)
        #expect(failing.diagnostics.map(\.message) == ["Broken.path(in:) stops at line 4: a CGRect has no member corner; nothing is drawn"])
        let notAPath = runOn400By300("""
            struct Drawn: Shape {
                func path(in rect: CGRect) -> Path { helper(rect) }
            }
            Drawn().frame(width: 50, height: 50)
            """)
        #expect(notAPath.diagnostics.map(\.message).contains("Drawn.path(in:) returns a view, not a Path: nothing is drawn"))
    }

    /// A snippet that is only a `Path { … }` is a layout example (agholson's SwiftUI Paths
    /// notes open with one), where it was taken for Swift code without views.
    @Test func aPathAloneIsALayoutExample() {
        #expect(Classifier.notALayoutExample("Path { path in\n    path.move(to: CGPoint(x: 100, y: 100))\n}") == nil)
        #expect(Classifier.notALayoutExample("struct FilePath {\n    var parts: [String]\n}") == Classifier.withoutViews)
    }

    @Test func aPathInAClosureIsStrokedWithItsStyle() throws {
        let drawn = try Self.outlines("""
            Path { path in
                path.move(to: CGPoint(x: 100, y: 100))
                path.addLine(to: CGPoint(x: 100, y: 200))
                path.addLine(to: CGPoint(x: 200, y: 200))
            }
            .strokedPath(StrokeStyle(lineWidth: 2))
            """)
        // A Path takes the whole canvas; its points are the canvas's.
        #expect(drawn.map(\.stroke) == [2])
        #expect(Self.path(drawn[0].outline) == [.move(Point(x: 100, y: 100)), .line(Point(x: 100, y: 200)),
                                                 .line(Point(x: 200, y: 200))])
    }

    /// `Path(ellipseIn:)` and a built-in shape's `path(in:)` are four quarter curves; a line
    /// with no current point starts the figure.
    @Test func madePathsAndBuiltInOutlines() throws {
        let drawn = try Self.outlines("""
            struct Badge: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Circle().path(in: rect)
                    path.addLine(to: CGPoint(x: 0, y: 0))
                    return path
                }
            }
            VStack {
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).frame(width: 40, height: 20)
                Badge().frame(width: 50, height: 50)
            }
            """)
        let ellipse = Self.path(drawn[0].outline), badge = Self.path(drawn[1].outline)
        #expect(ellipse.count == 6)
        #expect(ellipse.first == .move(Point(x: 220, y: 121)))
        #expect(badge.count == 7)
        #expect(badge.last == .line(Point(x: 175, y: 139)))
        let empty = Paths.adding("addLine", [Argument(label: "to", value: .point(Point(x: 5, y: 5)))], to: [])
        #expect(empty == [.move(Point(x: 5, y: 5))])
    }
}
