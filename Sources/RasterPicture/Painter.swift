import CPangoCairo
import LayoutEngine
#if canImport(Glibc)
import Glibc
#endif

/// Paints display items on a cairo context whose user space is the canvas in points.
struct Painter {
    let cr: OpaquePointer

    func draw(_ item: DisplayItem) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        for (depth, clip) in item.clips.enumerated() {
            if let shadow = item.shadow, shadow.clipDepth == depth { drawShadow(item.drawing, shadow, opacity: item.opacity) }
            path(clip)
            cairo_clip(cr)
        }
        if let shadow = item.shadow, shadow.clipDepth >= item.clips.count { drawShadow(item.drawing, shadow, opacity: item.opacity) }
        if item.opacity < 1 {
            cairo_push_group(cr)
            paint(item.drawing)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, item.opacity)
        } else {
            paint(item.drawing)
        }
    }

    /// A shadow: the item's silhouette (as opaque as what casts it) in the shadow's colour, moved by its offset and
    /// spread over its radius by painting it at points around a circle of that radius,
    /// each with a share of the colour (cairo composites; kb writes no blur of its own).
    func drawShadow(_ drawing: DisplayItem.Drawing, _ shadow: Shadow, opacity: Double) {
        cairo_push_group(cr)
        paint(drawing, silhouette: ColorValue(name: "shadow", red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue))
        let pattern = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(pattern) }
        let spread = max(shadow.radius, 0) / 2
        let offsets: [(Double, Double)] = spread == 0 ? [(0, 0)]
            : [(0, 0)] + Self.compass.map { (spread * $0.0, spread * $0.1) }
        for (dx, dy) in offsets {
            cairo_save(cr)
            cairo_translate(cr, shadow.offset.x + dx, shadow.offset.y + dy)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, shadow.color.opacity * opacity / Double(offsets.count))
            cairo_restore(cr)
        }
    }

    /// Eight directions a unit apart from the centre.
    static let compass: [(Double, Double)] = [(1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071), (-1, 0), (-0.7071, -0.7071),
                                              (0, -1), (0.7071, -0.7071)]

    func paint(_ drawing: DisplayItem.Drawing, silhouette: ColorValue? = nil) {
        switch drawing {
        case .fill(let outline, let paint):
            path(outline)
            if let silhouette { set(silhouette.at(paint.opacity)) } else { fill(paint, outline.rect) }
            cairo_fill(cr)
        case .stroke(let outline, let color, let width):
            guard width > 0 else { return }
            path(outline)
            set(silhouette?.at(color.opacity) ?? color)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        case .text(let run):
            let text = TextPainter(cr: cr)
            for line in run.lines {
                text.show(line.text, x: line.x, baseline: line.baseline, size: run.fontSize, bold: run.bold,
                          alignment: run.alignment, color: silhouette?.at(run.color.opacity) ?? run.color)
            }
        case .placeholder(let rect, let label, let dashed):
            let gray = ColorValue(name: "placeholder", red: 0.557, green: 0.557, blue: 0.576)
            path(Outline(rect: rect))
            set(silhouette ?? gray)
            cairo_set_line_width(cr, 1)
            if dashed { cairo_set_dash(cr, [4, 3], 2, 0) }
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            if let label {
                let size = PlaceholderLabel.fontSize
                let start = PlaceholderLabel.start(in: rect)
                TextPainter(cr: cr).show(PlaceholderLabel.fitted(label, width: rect.width, fontSize: size), x: start.x, baseline: start.y,
                                         size: size, bold: false, alignment: .leading, color: silhouette ?? gray)
            }
        case .symbol(let rect, _, let glyph, let color):
            TextPainter(cr: cr).show(glyph, x: rect.minX + rect.width / 2, middle: rect.minY + rect.height / 2,
                                     size: SymbolGlyph.fontSize(in: rect), color: silhouette ?? color)
        case .safeArea(let rect):
            path(Outline(rect: rect))
            set(SafeAreaTint.color)
            cairo_fill(cr)
        }
    }

    /// A colour, a material's tint, or a gradient across `rect` as the display list says it
    /// runs: along its line, in circles or ellipses about its centre, or around it (a mesh of
    /// wedges, cairo having no angular gradient).
    func fill(_ paint: ColorValue, _ rect: Rect) {
        guard paint.stops.count > 1 else { return set(paint) }
        let geometry = paint.gradient ?? .topToBottom
        let stops = geometry.stops(paint.stops)
        let pattern: OpaquePointer
        switch geometry.kind {
        case .linear(let start, let end):
            let a = GradientGeometry.point(start, in: rect), b = GradientGeometry.point(end, in: rect)
            pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
        case .radial(let center, let startRadius, let endRadius):
            let c = GradientGeometry.point(center, in: rect)
            pattern = cairo_pattern_create_radial(c.x, c.y, max(startRadius, 0), c.x, c.y, max(endRadius, 0))
        case .elliptical(let center, let startFraction, let endFraction):
            // Circles in a space where the frame is a unit square: ellipses on the canvas.
            let c = GradientGeometry.point(center, in: rect)
            pattern = cairo_pattern_create_radial(0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 1 / max(rect.width, 0.001), 0, 0, 1 / max(rect.height, 0.001),
                              -c.x / max(rect.width, 0.001), -c.y / max(rect.height, 0.001))
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular:
            pattern = cairo_pattern_create_mesh()
            let (center, radius, wedges) = geometry.wedges(in: rect, paint.stops, count: 72)
            for wedge in wedges {
                let a = wedge.from * .pi / 180, b = wedge.to * .pi / 180
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, center.x, center.y)
                cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a), center.y + radius * sin(a))
                cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(b), center.y + radius * sin(b))
                cairo_mesh_pattern_line_to(pattern, center.x, center.y)
                for (corner, color) in [wedge.start, wedge.start, wedge.end, wedge.end].enumerated() {
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.opacity)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity)
        }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    func set(_ color: ColorValue) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    /// The outline as cairo's current path: a rectangle with rounded corners, or an ellipse.
    func path(_ outline: Outline) {
        let r = outline.rect
        cairo_new_path(cr)
        guard r.width > 0, r.height > 0 else { return }
        switch outline.form {
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, r.minX + r.width / 2, r.minY + r.height / 2)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
        case .rectangle:
            let radius = outline.cornerRadius
            guard radius > 0 else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
            cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
            cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
            cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        }
    }
}

extension ColorValue {
    /// The colour at `opacity`: a shadow is as opaque as what casts it.
    func at(_ opacity: Double) -> ColorValue {
        ColorValue(name: name, red: red, green: green, blue: blue, opacity: opacity)
    }
}
