import CPangoCairo
import LayoutEngine

/// A picture as pixels: 8-bit red, green, blue rows, top to bottom, at `scale` pixels a
/// point, showing the canvas from `origin` (in points).
public struct Bitmap: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var scale: Double
    public var origin: Point
    /// Three bytes a pixel: red, green, blue.
    public var rgb: [UInt8]

    public struct Pixel: Sendable, Equatable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }

        public var description: String { "rgb(\(red),\(green),\(blue))" }
    }

    public func pixel(x: Int, y: Int) -> Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 3
        return Pixel(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
    }

    /// The pixel at a point of the canvas.
    public func pixel(at point: Point) -> Pixel? {
        pixel(x: Int(((point.x - origin.x) * scale).rounded(.down)), y: Int(((point.y - origin.y) * scale).rounded(.down)))
    }

    /// The pixels inside a rectangle of the canvas.
    public func pixels(in rect: Rect) -> [Pixel] {
        let x0 = Int(((rect.minX - origin.x) * scale).rounded(.down)), x1 = Int(((rect.maxX - origin.x) * scale).rounded(.up))
        let y0 = Int(((rect.minY - origin.y) * scale).rounded(.down)), y1 = Int(((rect.maxY - origin.y) * scale).rounded(.up))
        guard x0 < x1, y0 < y1 else { return [] }
        return (y0..<y1).flatMap { y in (x0..<x1).compactMap { x in pixel(x: x, y: y) } }
    }

    /// The picture as a PNG file.
    public func writePNG(to path: String) throws(PNGError) {
        let stride = width * 4
        var bgra = [UInt8](repeating: 255, count: stride * height)
        bgra.withUnsafeMutableBufferPointer { target in
            rgb.withUnsafeBufferPointer { source in
                for index in 0..<(width * height) {
                    // cairo's ARGB32 is a native-endian 32-bit word: blue first in memory on little-endian machines.
                    target[index * 4] = source[index * 3 + 2]
                    target[index * 4 + 1] = source[index * 3 + 1]
                    target[index * 4 + 2] = source[index * 3]
                }
            }
        }
        let status = bgra.withUnsafeMutableBufferPointer { buffer -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError(path: path, reason: String(cString: cairo_status_to_string(status))) }
    }
}

public struct PNGError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}
