import CPangoCairo
import LayoutEngine

/// A PNG file read back as a bitmap at one pixel a point: what kb wrote, as a viewer sees it.
public enum PNGReader {
    public static func read(_ path: String) -> Bitmap? {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        return RasterPicture.pixels(of: surface, width: width, height: height, scale: 1, origin: Point(x: 0, y: 0))
    }
}
