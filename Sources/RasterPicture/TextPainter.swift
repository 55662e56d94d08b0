import CPangoCairo
import LayoutEngine

/// Text through pango in the layout engine's fonts: Inter for Latin, Noto Sans CJK KR for
/// Hangul and Han (fontconfig falls back to it for what Inter lacks). Hinting is off so that
/// a line is as wide as the engine measured it.
struct TextPainter {
    let cr: OpaquePointer
    static let family = "Inter, Noto Sans CJK KR"

    /// A line whose anchor (its start, centre or end) is at `x` and whose baseline is at `baseline`.
    func show(_ text: String, x: Double, baseline: Double, size: Double, bold: Bool, alignment: TextAlignment, color: ColorValue) {
        withLayout(text, size: size, bold: bold) { layout, width, ascent, _ in
            let left = switch alignment {
            case .leading: x
            case .center: x - width / 2
            case .trailing: x - width
            }
            cairo_move_to(cr, left, baseline - ascent)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// A line centred on (`x`, `middle`): a placeholder's name, a symbol's glyph.
    func show(_ text: String, x: Double, middle: Double, size: Double, color: ColorValue) {
        withLayout(text, size: size, bold: false) { layout, width, _, height in
            cairo_move_to(cr, x - width / 2, middle - height / 2)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            pango_cairo_show_layout(cr, layout)
        }
    }

    func withLayout(_ text: String, size: Double, bold: Bool,
                    _ body: (_ layout: OpaquePointer, _ width: Double, _ ascent: Double, _ height: Double) -> Void) {
        guard !text.isEmpty, size > 0, size.isFinite, let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        let font = pango_font_description_from_string(Self.family)
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        // The engine measures semibold and bolder with Inter's semibold widths.
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_SEMIBOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        body(layout, Double(logical.width) / scale, Double(pango_layout_get_baseline(layout)) / scale, Double(logical.height) / scale)
    }
}
