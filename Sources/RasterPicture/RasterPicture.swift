import CPangoCairo
import LayoutEngine

/// A layout drawn as pixels, the way a preview canvas shows it: cairo paints the display
/// list's shapes and pango its text, in the fonts the layout engine measures with (Inter,
/// and Noto Sans CJK KR for Hangul), so that text sits exactly where its frame says.
public enum RasterPicture {
    /// No side is drawn larger than this many pixels: the scale is lowered instead, so that
    /// a hostile canvas cannot ask for gigabytes.
    public static let maximumSide = 4096.0

    /// The canvas (or `area` of it) at `scale` pixels a point; the device's scale unless given.
    public static func render(_ list: DisplayList, area: Rect? = nil, scale: Double? = nil) -> Bitmap {
        let area = area ?? Rect(origin: .zero, size: list.size)
        var scale = scale ?? list.scale
        scale = min(scale, maximumSide / max(area.width, 1), maximumSide / max(area.height, 1))
        let width = max(Int((area.width * scale).rounded(.up)), 1), height = max(Int((area.height * scale).rounded(.up)), 1)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -area.minX, -area.minY)
        let painter = Painter(cr: cr)
        for item in list.items { painter.draw(item) }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let bitmap = pixels(of: surface, width: width, height: height, scale: scale, origin: area.origin)
        cairo_surface_destroy(surface)
        return bitmap
    }

    static func pixels(of surface: OpaquePointer?, width: Int, height: Int, scale: Double, origin: Point) -> Bitmap {
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgb = [UInt8](repeating: 255, count: width * height * 3)
        if let data = cairo_image_surface_get_data(surface) {
            rgb.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = data + y * stride
                    for x in 0..<width {
                        // The canvas is opaque white underneath, so the premultiplied values are the colour.
                        let pixel = row + x * 4, index = (y * width + x) * 3
                        target[index] = pixel[2]
                        target[index + 1] = pixel[1]
                        target[index + 2] = pixel[0]
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, scale: scale, origin: origin, rgb: rgb)
    }
}
