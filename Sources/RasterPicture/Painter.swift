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
            if let shadow = item.shadow, shadow.clipDepth == depth { drawShadow(item, shadow) }
            path(clip)
            cairo_clip(cr)
        }
        if let shadow = item.shadow, shadow.clipDepth >= item.clips.count { drawShadow(item, shadow) }
        if item.opacity < 1 {
            cairo_push_group(cr)
            paint(item.drawing)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, item.opacity)
        } else {
            paint(item.drawing)
        }
    }

    /// A shadow: the item's silhouette (as opaque as what casts it) drawn on a surface of its
    /// own, blurred with a standard deviation of half the radius (the convention SVG's
    /// `feDropShadow` and CSS's `box-shadow` share, and kb's SVG uses), then painted in the
    /// shadow's colour, moved by its offset.
    func drawShadow(_ item: DisplayItem, _ shadow: Shadow) {
        // A radius past a hundred points is a faint wash whatever its size: capped, so that a
        // hostile radius cannot ask for a blur of millions of pixels.
        let deviation = min(max(shadow.radius, 0) / 2, Self.largestShadowDeviation)
        let pad = 3 * deviation + 1
        // Only what can reach the visible picture, beyond the blur's own reach, is drawn.
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let bounds = item.bounds
        let left = max(bounds.minX, x0 - shadow.offset.x - pad) - pad, top = max(bounds.minY, y0 - shadow.offset.y - pad) - pad
        let right = min(bounds.maxX, x1 - shadow.offset.x + pad) + pad, bottom = min(bounds.maxY, y1 - shadow.offset.y + pad) + pad
        guard right > left, bottom > top else { return }
        let region = Rect(x: left, y: top, width: right - left, height: bottom - top)
        var scale = 1.0, unused = 0.0
        cairo_user_to_device_distance(cr, &scale, &unused)
        // No larger than the picture itself can be.
        scale = min(scale, RasterPicture.maximumSide / max(region.width, 1), RasterPicture.maximumSide / max(region.height, 1))
        guard region.width.isFinite, region.height.isFinite, scale > 0 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32((region.width * scale).rounded(.up)), Int32((region.height * scale).rounded(.up)))
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, scale, scale)
        cairo_translate(maskContext, -region.minX, -region.minY)
        Painter(cr: maskContext).paint(item.drawing, silhouette: ColorValue(name: "shadow", red: 0, green: 0, blue: 0))
        cairo_destroy(maskContext)
        Blur.apply(mask!, deviation: deviation * scale)
        cairo_surface_set_device_scale(mask, scale, scale)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.opacity * item.opacity)
        cairo_mask_surface(cr, mask, region.minX + shadow.offset.x, region.minY + shadow.offset.y)
    }

    static let largestShadowDeviation = 50.0

    /// A material: what is already drawn behind the shape, blurred, seen through the shape,
    /// then the material's tint over it, blurred as much as the SVG's (`MaterialBlur`).
    func drawBackdrop(_ outline: Outline) {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(target)
        let pad = 3 * MaterialBlur.deviation
        var x0 = outline.rect.minX - pad, y0 = outline.rect.minY - pad, x1 = outline.rect.maxX + pad, y1 = outline.rect.maxY + pad
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let left = max(Int(x0.rounded(.down)), 0), top = max(Int(y0.rounded(.down)), 0)
        let right = min(Int(x1.rounded(.up)), Int(cairo_image_surface_get_width(target)))
        let bottom = min(Int(y1.rounded(.up)), Int(cairo_image_surface_get_height(target)))
        guard right > left, bottom > top, x0.isFinite, y0.isFinite else { return }
        var scale = 1.0, unused = 0.0
        cairo_user_to_device_distance(cr, &scale, &unused)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top))
        defer { cairo_surface_destroy(copy) }
        let copyContext = cairo_create(copy)!
        cairo_set_source_surface(copyContext, target, Double(-left), Double(-top))
        cairo_set_operator(copyContext, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copyContext)
        cairo_destroy(copyContext)
        Blur.apply(copy!, deviation: MaterialBlur.deviation * scale)
        var originX = Double(left), originY = Double(top)
        cairo_device_to_user(cr, &originX, &originY)
        cairo_surface_set_device_scale(copy, scale, scale)
        cairo_save(cr)
        path(outline)
        cairo_clip(cr)
        cairo_set_source_surface(cr, copy, originX, originY)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func paint(_ drawing: DisplayItem.Drawing, silhouette: ColorValue? = nil) {
        switch drawing {
        case .fill(let outline, let paint):
            if silhouette == nil, paint.isMaterial { drawBackdrop(outline) }
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
                                     size: SymbolGlyph.fontSize(in: rect, glyph: glyph), color: silhouette ?? color)
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
        case .path(let elements):
            for element in elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .curve(let to, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                case .close: cairo_close_path(cr)
                }
            }
        }
    }
}

extension ColorValue {
    /// The colour at `opacity`: a shadow is as opaque as what casts it.
    func at(_ opacity: Double) -> ColorValue {
        ColorValue(name: name, red: red, green: green, blue: blue, opacity: opacity)
    }
}
