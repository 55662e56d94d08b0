import CPangoCairo
import LayoutEngine

/// A Gaussian blur of a cairo image surface's pixels, made as three box blurs in each
/// direction, as SVG's `feGaussianBlur` is specified to be approximated (Filter Effects
/// Module Level 1, "feGaussianBlur": box width `d = floor(s · 3·√(2π)/4 + 0.5)`). cairo has no
/// blur of its own; a shadow and a material's backdrop are blurred on their own small surface.
enum Blur {
    /// Blurs `surface` (A8 or ARGB32) with a standard deviation of `deviation` pixels.
    static func apply(_ surface: OpaquePointer, deviation: Double) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        guard deviation > 0, deviation.isFinite, width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let box = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let radius = max(box / 2, 1)
        var line = [Int](repeating: 0, count: max(width, height) * channels)
        for _ in 0..<3 {
            for y in 0..<height { blurLine(data + y * stride, count: width, step: channels, channels: channels, radius: radius, &line) }
            for x in 0..<width { blurLine(data + x * channels, count: height, step: stride, channels: channels, radius: radius, &line) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One row or column: each value becomes the mean of the `2·radius + 1` around it, the
    /// picture being transparent beyond its edges.
    static func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, channels: Int, radius: Int, _ line: inout [Int]) {
        for index in 0..<count {
            for channel in 0..<channels { line[index * channels + channel] = Int(start[index * step + channel]) }
        }
        let window = 2 * radius + 1
        for channel in 0..<channels {
            var sum = 0
            for index in 0..<min(radius, count) { sum += line[index * channels + channel] }
            for index in 0..<count {
                let entering = index + radius, leaving = index - radius - 1
                if entering < count { sum += line[entering * channels + channel] }
                if leaving >= 0 { sum -= line[leaving * channels + channel] }
                start[index * step + channel] = UInt8(min(sum / window, 255))
            }
        }
    }
}
