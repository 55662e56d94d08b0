import Foundation
import LayoutEngine
import RasterPicture
import Testing

/// `kb run --png`: a PNG of one example, or a folder of them for a chapter, at the device's scale.
@Suite struct PNGOutputTests {
    @Test func oneExampleIsAFileAndAChapterAFolder() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let file = kb.folder + "/ring.swift"
        try "Circle().stroke(Color.red, lineWidth: 4).frame(width: 100, height: 100)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let png = kb.folder + "/ring.png"
        #expect(kb.run(["run", "--file", file, "--width", "200", "--height", "200", "--png", png]).status == 0)
        let picture = try #require(PNGReader.read(png))
        #expect(picture.width == 600 && picture.height == 600)
        // A red ring around a white inside, at 3 pixels a point.
        #expect(picture.pixel(x: 300, y: 150) == Bitmap.Pixel(red: 255, green: 59, blue: 48))
        #expect(picture.pixel(x: 300, y: 300) == Bitmap.Pixel(red: 255, green: 255, blue: 255))
        // On a device: the screen at its scale (iPhone 8: 375 x 667 points at 2x).
        #expect(kb.run(["run", "--file", file, "--device", "iphone-8", "--png", png]).status == 0)
        let phone = try #require(PNGReader.read(png))
        #expect(phone.width == 750 && phone.height == 1334)

        kb.run(["import"])
        #expect(kb.run(["run", "2", "--png", kb.folder + "/pictures"]).status == 0)
        #expect(PNGReader.read(kb.folder + "/pictures/s9.png") != nil)
        let missing = kb.run(["run", "2", "--png", kb.folder + "/missing/dir"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("kb: --png: no folder \(kb.folder)/missing"))
    }
}
