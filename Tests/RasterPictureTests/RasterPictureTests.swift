import LayoutEngine
import RasterPicture
import SnippetRunner
import Testing

/// Pixel probes in the raster picture: colours where views are, rings that are empty
/// inside, text drawn inside its frame, at the device's scale.
@Suite struct RasterPictureTests {
    func picture(_ source: String, on canvas: Canvas = Canvas(width: 200, height: 200)) throws -> (Bitmap, LayoutResult) {
        let outcome = SnippetRunner().run(source, canvas: canvas)
        let layout = try #require(outcome.layout, "\(outcome.status)")
        return (RasterPicture.render(DisplayList(layout)), layout)
    }

    let white = Bitmap.Pixel(red: 255, green: 255, blue: 255)
    let red = Bitmap.Pixel(red: 255, green: 59, blue: 48)
    let blue = Bitmap.Pixel(red: 0, green: 122, blue: 255)

    @Test func aColourFillsItsFrameAtTheDevicesScale() throws {
        let (bitmap, _) = try picture("Color.red.frame(width: 50, height: 30)")
        #expect(bitmap.width == 600 && bitmap.height == 600)
        #expect(bitmap.pixel(at: Point(x: 100, y: 100)) == red)
        #expect(bitmap.pixel(at: Point(x: 75.5, y: 85.5)) == red)
        #expect(bitmap.pixel(at: Point(x: 74.5, y: 100)) == white)
        #expect(bitmap.pixel(at: Point(x: 100, y: 115.5)) == white)
    }

    @Test func aStrokedCircleIsARingWithAnEmptyInside() throws {
        let (bitmap, _) = try picture("Circle().stroke(Color.red, lineWidth: 4).frame(width: 100, height: 100)")
        #expect(bitmap.pixel(at: Point(x: 100, y: 100)) == white)
        // The ring is centred on the circle of radius 50: from 48 to 52 points out.
        #expect(bitmap.pixel(at: Point(x: 100, y: 50)) == red)
        #expect(bitmap.pixel(at: Point(x: 150, y: 100)) == red)
        #expect(bitmap.pixel(at: Point(x: 100, y: 56)) == white)
        #expect(bitmap.pixel(at: Point(x: 100, y: 46)) == white)
    }

    @Test func aStrokedOverlayLeavesTheTextFieldVisible() throws {
        let (bitmap, layout) = try picture("""
            TextField("Email", text: .constant(""))
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2))
            """)
        let field = try #require(layout.root.flattened().map(\.node).first { $0.type == "TextField" })
        // Inside the field: white with grey placeholder strokes and its name, never a blue bar.
        let inside = bitmap.pixels(in: field.frame)
        #expect(!inside.isEmpty)
        #expect(inside.filter { $0 == blue }.isEmpty)
        #expect(inside.contains(white))
        let padded = try #require(layout.root.flattened().map(\.node).first { $0.type == "overlay" })
        #expect(bitmap.pixel(at: Point(x: padded.frame.minX + padded.frame.width / 2, y: padded.frame.minY + 0.5)) == blue)
    }

    @Test func textIsDrawnInsideItsFrame() throws {
        let (bitmap, layout) = try picture("Text(\"Hello, 안녕하세요\").font(.title)")
        let text = try #require(layout.root.flattened().map(\.node).first { $0.type == "Text" })
        let inside = bitmap.pixels(in: text.frame)
        let dark = inside.filter { Int($0.red) + Int($0.green) + Int($0.blue) < 200 }
        #expect(dark.count > 500)
        // Nothing dark outside the frame (a point of margin for antialiasing).
        let all = bitmap.pixels(in: Rect(x: 0, y: 0, width: 200, height: 200))
        let grown = Rect(x: text.frame.minX - 1, y: text.frame.minY - 1, width: text.frame.width + 2, height: text.frame.height + 2)
        #expect(all.filter { Int($0.red) + Int($0.green) + Int($0.blue) < 200 }.count == bitmap.pixels(in: grown).filter { Int($0.red) + Int($0.green) + Int($0.blue) < 200 }.count)
        // The text's ink reaches both ends of its frame: the fonts are those it was measured with.
        let columns = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { y in
            bitmap.pixel(x: x, y: y).map { Int($0.red) + Int($0.green) + Int($0.blue) < 300 } ?? false } }
        let inkLeft = Double(columns.first ?? 0) / 3, inkRight = Double((columns.last ?? 0) + 1) / 3
        #expect(abs(inkLeft - text.frame.minX) < 3)
        #expect(abs(inkRight - text.frame.maxX) < 3)
    }

    @Test func clipsZIndexAndTheScrollViewport() throws {
        let (clipped, _) = try picture("Color.blue.frame(width: 100, height: 100).clipShape(Circle())")
        #expect(clipped.pixel(at: Point(x: 100, y: 100)) == blue)
        #expect(clipped.pixel(at: Point(x: 52, y: 52)) == white)
        let (stacked, _) = try picture("""
            ZStack {
                Color.red.frame(width: 40, height: 40).zIndex(1)
                Color.blue.frame(width: 80, height: 80)
            }
            """)
        #expect(stacked.pixel(at: Point(x: 100, y: 100)) == red)
        let (scrolled, _) = try picture("""
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<1000) { i in Color.red.frame(height: 20) }
                }
            }
            .frame(width: 100, height: 60)
            """)
        #expect(scrolled.pixel(at: Point(x: 100, y: 100)) == red)
        #expect(scrolled.pixel(at: Point(x: 100, y: 60)) == white)
        #expect(scrolled.pixel(at: Point(x: 100, y: 140)) == white)
    }

    /// Apple's documentation of `shadow(color:radius:x:y:)`: black at a third of full
    /// opacity by default, moved by its offset; a translucent view casts a lighter shadow.
    @Test func aShadowFallsByItsOffsetAsOpaqueAsItsView() throws {
        func grey(_ pixel: Bitmap.Pixel?) -> Int { Int(pixel?.green ?? 0) }
        let (solid, _) = try picture("Color.red.frame(width: 40, height: 40).shadow(radius: 0, y: 6)")
        // The view spans y 80 to 120; its shadow 86 to 126.
        #expect(abs(grey(solid.pixel(at: Point(x: 100, y: 123))) - 171) <= 1)
        #expect(solid.pixel(at: Point(x: 100, y: 127)) == white)
        let (light, _) = try picture("Rectangle().fill(Color.white.opacity(0.5)).frame(width: 40, height: 40).shadow(radius: 0, y: 6)")
        #expect(abs(grey(light.pixel(at: Point(x: 100, y: 123))) - 213) <= 1)
    }

    /// A shadow written after a clip falls outside it; one written before is clipped with
    /// the view. Source: SwiftUI applies modifiers from the view outwards (Apple's "Configuring
    /// views": each modifier wraps the view before it).
    @Test func aShadowOutsideAClipIsNotClipped() throws {
        let scene = "ZStack { Color.red; Text(\"A\") }.frame(width: 40, height: 40)"
        let (outside, _) = try picture(scene + ".cornerRadius(8).shadow(radius: 0, y: 6)")
        #expect(outside.pixel(at: Point(x: 100, y: 123)) != white)
        let (inside, _) = try picture(scene + ".shadow(radius: 0, y: 6).cornerRadius(8)")
        #expect(inside.pixel(at: Point(x: 100, y: 123)) == white)
    }

    /// The largest canvas kb takes (10000 points a side) is drawn at a lower scale rather
    /// than at 30000 pixels a side.
    @Test func aHugeCanvasIsDrawnAtMostMaximumSidePixelsASide() throws {
        let (bitmap, _) = try picture("Color.red", on: Canvas(width: 10000, height: 10000))
        #expect(bitmap.width == 4096 && bitmap.height == 4096)
        #expect(bitmap.pixel(at: Point(x: 5000, y: 5000)) == red)
    }

    @Test func aPNGFileIsWritten() throws {
        let (bitmap, _) = try picture("Color.red.frame(width: 10, height: 10)")
        let path = "/tmp/kb-raster-\(bitmap.width)-\(Int.random(in: 0..<1_000_000)).png"
        try bitmap.writePNG(to: path)
        let reread = try #require(PNGReader.read(path))
        #expect(reread.width == 600 && reread.height == 600)
        #expect(reread.pixel(x: 300, y: 300) == red)
        #expect(throws: PNGError.self) { try bitmap.writePNG(to: "/nonexistent-folder/x.png") }
    }
}
