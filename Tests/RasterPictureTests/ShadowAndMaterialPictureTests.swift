import LayoutEngine
import RasterPicture
import SnippetRunner
import Testing

/// A shadow is a blur of the view's silhouette; a material blurs what is behind it.
@Suite struct ShadowAndMaterialPictureTests {
    func picture(_ source: String) throws -> Bitmap {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 200, height: 200))
        return RasterPicture.render(DisplayList(try #require(outcome.layout, "\(outcome.status)")))
    }

    func grey(_ pixel: Bitmap.Pixel?) -> Int { Int(pixel?.green ?? 0) }

    /// Apple's documentation of `shadow(color:radius:x:y:)`: the radius is how far the shadow
    /// spreads; kb blurs with a standard deviation of half of it, as its SVG does.
    @Test func aShadowFadesOutOverItsRadius() throws {
        // The view spans 80 to 120 each way; the shadow's radius is 8 (a deviation of 4 points).
        let soft = try picture("Color.red.frame(width: 40, height: 40).shadow(color: .black, radius: 8)")
        let near = grey(soft.pixel(at: Point(x: 100, y: 121))), middle = grey(soft.pixel(at: Point(x: 100, y: 124)))
        let far = grey(soft.pixel(at: Point(x: 100, y: 127)))
        // Darker next to the view, lighter further out, white past three deviations. A
        // Gaussian's tail a quarter, an eighth and a fortieth of the way: about 40 %, 16 % and 4 % dark.
        #expect(near < middle && middle < far && far < 255, "\(near) \(middle) \(far)")
        #expect(abs(near - 153) <= 15 && abs(middle - 214) <= 15 && abs(far - 245) <= 8, "\(near) \(middle) \(far)")
        #expect(soft.pixel(at: Point(x: 100, y: 134)) == Bitmap.Pixel(red: 255, green: 255, blue: 255))
        // The corner's shadow is lighter than the side's: a blur, not a moved copy.
        #expect(grey(soft.pixel(at: Point(x: 122, y: 122))) > grey(soft.pixel(at: Point(x: 100, y: 122))))
        // The view itself is drawn over its shadow.
        #expect(soft.pixel(at: Point(x: 100, y: 100)) == Bitmap.Pixel(red: 255, green: 59, blue: 48))
    }

    @Test func aShadowFollowsTheShapeOfACircle() throws {
        let circle = try picture("Circle().fill(Color.blue).frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 0, y: 0)")
        // Beside the circle's side it is dark; at the frame's corner, far from the circle, almost white.
        #expect(grey(circle.pixel(at: Point(x: 121, y: 100))) < 200)
        #expect(grey(circle.pixel(at: Point(x: 119, y: 119))) > 240)
    }

    /// Apple's documentation of `Material`: "a background material type … that blurs and
    /// tints the content behind it". Behind the material's middle, red on the left and blue on
    /// the right meet; blurred, the two sides of the seam are the same mix.
    @Test func aMaterialBlursWhatIsBehindIt() throws {
        let scene = """
            ZStack {
                HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 120, height: 60)
                Rectangle().fill(.ultraThinMaterial).frame(width: 120, height: 60)
            }
            """
        let frosted = try picture(scene)
        let left = try #require(frosted.pixel(at: Point(x: 99.5, y: 100))), right = try #require(frosted.pixel(at: Point(x: 100.5, y: 100)))
        #expect(abs(Int(left.red) - Int(right.red)) <= 6 && abs(Int(left.blue) - Int(right.blue)) <= 6, "\(left) \(right)")
        // Far from the seam each side keeps its own colour, lightened by the tint.
        let red = try #require(frosted.pixel(at: Point(x: 45, y: 100))), blue = try #require(frosted.pixel(at: Point(x: 155, y: 100)))
        #expect(red.red > red.blue + 60 && blue.blue > blue.red + 60, "\(red) \(blue)")
        // Outside the material nothing is blurred.
        let (plain, _) = (try picture("HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 120, height: 60)"), 0)
        #expect(plain.pixel(at: Point(x: 99.5, y: 100)) == Bitmap.Pixel(red: 255, green: 59, blue: 48))
    }
}
