import Foundation
import LayoutEngine
import RasterPicture
import SnippetRunner
import Testing

/// Gradients run as written: along their start and end points, in circles or ellipses
/// about their centre, or around it. Source: Apple's documentation of `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient`, `AngularGradient` (0 degrees points to the trailing
/// side, angles run clockwise) and `Gradient.Stop`.
@Suite struct GradientPictureTests {
    func picture(_ source: String) throws -> Bitmap {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 200, height: 200))
        return RasterPicture.render(DisplayList(try #require(outcome.layout, "\(outcome.status)")))
    }

    /// Whether two pixels differ by at most `tolerance` in every channel.
    func near(_ pixel: Bitmap.Pixel?, _ color: ColorValue, _ tolerance: Int = 10) -> Bool {
        guard let pixel else { return false }
        return abs(Int(pixel.red) - Int((color.red * 255).rounded())) <= tolerance
            && abs(Int(pixel.green) - Int((color.green * 255).rounded())) <= tolerance
            && abs(Int(pixel.blue) - Int((color.blue * 255).rounded())) <= tolerance
    }

    let red = ColorValue.named["red"]!, blue = ColorValue.named["blue"]!, black = ColorValue.named["black"]!
    let white = ColorValue.named["white"]!, yellow = ColorValue.named["yellow"]!, green = ColorValue.named["green"]!

    @Test func aLinearGradientRunsFromItsStartPointToItsEndPoint() throws {
        // The frame spans x 20 to 180, y 80 to 120.
        let across = try picture("Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 160, height: 40)")
        #expect(near(across.pixel(at: Point(x: 20.2, y: 100)), red, 3))
        #expect(near(across.pixel(at: Point(x: 179.8, y: 100)), blue, 3))
        #expect(near(across.pixel(at: Point(x: 100, y: 100)), GradientGeometry.color(at: 0.5, [(0, red), (1, blue)]), 3))
        // Across, not down: a column is one colour.
        #expect(across.pixel(at: Point(x: 60, y: 81)) == across.pixel(at: Point(x: 60, y: 119)))
        let diagonal = try picture("LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing).frame(width: 100, height: 100)")
        #expect(near(diagonal.pixel(at: Point(x: 50.2, y: 50.2)), red, 3))
        #expect(near(diagonal.pixel(at: Point(x: 149.8, y: 149.8)), blue, 3))
        // The bands stand square to the line: the other diagonal is one colour.
        #expect(diagonal.pixel(at: Point(x: 140, y: 60)) == diagonal.pixel(at: Point(x: 60, y: 140)))
    }

    /// The real note's stops: white to 45 %, black from 55 %.
    @Test func stopsSitAtTheirLocations() throws {
        let stops = try picture("""
            LinearGradient(gradient: Gradient(stops: [.init(color: .white, location: 0.45), .init(color: .black, location: 0.55)]),
                           startPoint: .top, endPoint: .bottom).frame(width: 100, height: 100)
            """)
        // The frame spans y 50 to 150.
        #expect(near(stops.pixel(at: Point(x: 100, y: 93)), white, 1))
        #expect(near(stops.pixel(at: Point(x: 100, y: 107)), black, 1))
        #expect(near(stops.pixel(at: Point(x: 100, y: 100)), GradientGeometry.color(at: 0.5, [(0, white), (1, black)]), 6))
    }

    @Test func aRadialGradientRunsFromItsStartRadiusToItsEndRadius() throws {
        let radial = try picture("RadialGradient(gradient: Gradient(colors: [.blue, .black]), center: .center, startRadius: 10, endRadius: 50).frame(width: 160, height: 160)")
        #expect(near(radial.pixel(at: Point(x: 105, y: 100)), blue, 2))
        #expect(near(radial.pixel(at: Point(x: 100, y: 130)), GradientGeometry.color(at: 0.5, [(0, blue), (1, black)]), 6))
        #expect(near(radial.pixel(at: Point(x: 155, y: 100)), black, 1))
        #expect(near(radial.pixel(at: Point(x: 100, y: 45)), black, 1))
        let offCentre = try picture("RadialGradient(colors: [.blue, .black], center: .topLeading, startRadius: 0, endRadius: 100).frame(width: 100, height: 100)")
        #expect(near(offCentre.pixel(at: Point(x: 50.3, y: 50.3)), blue, 4))
        #expect(near(offCentre.pixel(at: Point(x: 149, y: 149)), black, 1))
    }

    @Test func anEllipticalGradientFillsTheFramesEllipse() throws {
        // Half the frame by default: the colour reaches the last stop at the frame's edges.
        let elliptical = try picture("EllipticalGradient(colors: [.red, .blue]).frame(width: 160, height: 40)")
        #expect(near(elliptical.pixel(at: Point(x: 100, y: 100)), red, 3))
        #expect(near(elliptical.pixel(at: Point(x: 179.5, y: 100)), blue, 6))
        #expect(near(elliptical.pixel(at: Point(x: 100, y: 119.8)), blue, 6))
        // Half-way out along either axis is the same colour.
        let across = try #require(elliptical.pixel(at: Point(x: 140, y: 100))), down = try #require(elliptical.pixel(at: Point(x: 100, y: 110)))
        #expect(abs(Int(across.red) - Int(down.red)) <= 4)
    }

    @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
        let angular = try picture("""
            AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center)
                .frame(width: 100, height: 100)
            """)
        func at(_ degrees: Double) -> Bitmap.Pixel? {
            angular.pixel(at: Point(x: 100 + 40 * cos(degrees * .pi / 180), y: 100 + 40 * sin(degrees * .pi / 180)))
        }
        #expect(near(at(2), red, 20))
        #expect(near(at(72), yellow, 12))
        #expect(near(at(144), green, 12))
        #expect(near(at(216), blue, 12))
        // Half a turn from the start is half-way from green to blue.
        #expect(near(at(180), GradientGeometry.color(at: 0.5, [(0, green), (1, blue)]), 12))
        // Less than a turn: the rest is the last colour, then the first.
        let quarter = try picture("AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)).frame(width: 100, height: 100)")
        #expect(near(quarter.pixel(at: Point(x: 100, y: 140)), blue, 12))
        #expect(near(quarter.pixel(at: Point(x: 70, y: 110)), blue, 2))
        #expect(near(quarter.pixel(at: Point(x: 110, y: 70)), red, 2))
    }
}
