#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layout as SVG, the way a preview canvas shows it: the display list's fills, strokes,
/// gradients, clips, shadows and text (in a proportional font at its size and baseline),
/// on a white canvas the size of the layout's.
public enum SVGPicture {
    static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', sans-serif"

    public static func render(_ result: LayoutResult, limit: Int = OutputBudget.defaultLimit) -> String {
        render(DisplayList(result), limit: limit)
    }

    /// The picture of the canvas, or of `area` of it (the canvas's points, shown at one
    /// CSS pixel a point). Past its output budget the drawings still undrawn are left out
    /// and a comment at the end counts them.
    /// `idPrefix` starts the name of every clip, gradient and filter the picture defines: a
    /// page holding several pictures gives each its own, so that none uses another's.
    public static func render(_ list: DisplayList, area: Rect? = nil, idPrefix: String = "",
                              limit: Int = OutputBudget.defaultLimit) -> String {
        let area = area ?? Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
        let size = area.size
        var definitions = Definitions(prefix: idPrefix)
        var body = ""
        var budget = OutputBudget(limit: limit)
        for item in list.items where budget.admits(after: body.utf8.count + definitions.text.utf8.count) {
            // What a material blurs is everything drawn before it: kept as a group to use again.
            if case .fill(_, let paint) = item.drawing, paint.isMaterial {
                definitions.backdrops += 1
                body = "<g id=\"\(idPrefix)backdrop\(definitions.backdrops)\">\n\(body)</g>\n"
            }
            body += element(item, &definitions)
        }
        if budget.leftOut > 0 {
            body += "<!-- \(budget.leftOut) more drawings left out: kb writes at most \(limit) bytes of SVG -->\n"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" \
            viewBox="\(n(area.minX)) \(n(area.minY)) \(n(size.width)) \(n(size.height))" font-family="\(fontFamily)">
            <rect x="\(n(area.minX))" y="\(n(area.minY))" width="\(n(size.width))" height="\(n(size.height))" fill="white" stroke="#d0d0d0"/>

            """ + (definitions.text.isEmpty ? "" : "<defs>\n\(definitions.text)</defs>\n") + body + "</svg>\n"
    }

    /// Clip paths, gradients and shadow filters, each defined once and named by number.
    struct Definitions {
        var prefix = ""
        var text = ""
        var count = 0
        /// How many groups of what is behind a material there are: the last is the current one.
        var backdrops = 0

        mutating func name(_ kind: String, _ content: (String) -> String) -> String {
            count += 1
            let id = "\(prefix)\(kind)\(count)"
            text += content(id)
            return id
        }
    }

    static func element(_ item: DisplayItem, _ definitions: inout Definitions) -> String {
        let attributes = item.opacity < 1 ? " opacity=\"\(n(item.opacity))\"" : ""
        var out = ""
        switch item.drawing {
        case .fill(let outline, let paint):
            if paint.stops.count > 1, case .angular? = paint.gradient?.kind {
                out = angular(paint, outline, attributes, &definitions)
            } else {
                out = backdrop(paint, outline, &definitions) + shape(outline, "\(fill(paint, outline.rect, &definitions))\(attributes)")
            }
        case .stroke(let outline, let color, let width):
            out = shape(outline, "fill=\"none\" stroke=\"\(rgb(color))\"\(alpha("stroke-opacity", color)) stroke-width=\"\(n(width))\"\(attributes)")
        case .text(let run):
            let anchor = switch run.alignment { case .leading: "start"; case .center: "middle"; case .trailing: "end" }
            let weight = run.bold ? " font-weight=\"600\"" : ""
            for line in run.lines {
                out += "<text x=\"\(n(line.x))\" y=\"\(n(line.baseline))\" font-size=\"\(n(run.fontSize))\"\(weight) "
                    + "text-anchor=\"\(anchor)\" fill=\"\(rgb(run.color))\"\(alpha("fill-opacity", run.color))\(attributes)>\(escaped(line.text))</text>\n"
            }
        case .placeholder(let rect, let label, let dashed):
            out = "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
                + "fill=\"none\" stroke=\"#8e8e93\"\(dashed ? " stroke-dasharray=\"4 3\"" : "")\(attributes)/>\n"
            if let label {
                let fitted = PlaceholderLabel.fitted(label, width: rect.width, fontSize: PlaceholderLabel.fontSize)
                let start = PlaceholderLabel.start(in: rect)
                out += "<text x=\"\(n(start.x))\" y=\"\(n(start.y))\" font-size=\"\(n(PlaceholderLabel.fontSize))\" "
                    + "text-anchor=\"start\" fill=\"#8e8e93\"\(attributes)>\(escaped(fitted))</text>\n"
            }
        case .symbol(let rect, let name, let glyph, let color):
            let size = SymbolGlyph.fontSize(in: rect, glyph: glyph)
            out = "<text x=\"\(n(rect.minX + rect.width / 2))\" y=\"\(n(rect.minY + rect.height / 2 + size * 0.35))\" font-size=\"\(n(size))\" "
                + "text-anchor=\"middle\" fill=\"\(rgb(color))\"\(attributes)><title>\(escaped(name))</title>\(escaped(glyph))</text>\n"
        case .safeArea(let rect):
            out = "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
                + "fill=\"\(rgb(SafeAreaTint.color))\" fill-opacity=\"\(n(SafeAreaTint.color.opacity))\"/>\n"
        }
        // Clips nest, the innermost applied first; the shadow is cast inside the clips outside it.
        let shadowDepth = min(item.shadow?.clipDepth ?? 0, item.clips.count)
        for depth in stride(from: item.clips.count, through: 0, by: -1) {
            if let shadow = item.shadow, depth == shadowDepth {
                let id = definitions.name("shadow") { id in
                    "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(n(shadow.offset.x))\" "
                        + "dy=\"\(n(shadow.offset.y))\" stdDeviation=\"\(n(shadow.radius / 2))\" flood-color=\"\(rgb(shadow.color))\" "
                        + "flood-opacity=\"\(n(shadow.color.opacity))\"/></filter>\n"
                }
                out = "<g filter=\"url(#\(id))\">\n\(out)</g>\n"
            }
            guard depth > 0 else { break }
            let clip = item.clips[depth - 1]
            let id = definitions.name("clip") { id in "<clipPath id=\"\(id)\">\(shape(clip, "").trimmingNewline)</clipPath>\n" }
            out = "<g clip-path=\"url(#\(id))\">\n\(out)</g>\n"
        }
        return out
    }

    static func shape(_ outline: Outline, _ attributes: String) -> String {
        let r = outline.rect
        let space = attributes.isEmpty ? "" : " "
        switch outline.form {
        case .ellipse where r.width == r.height:
            return "<circle cx=\"\(n(r.minX + r.width / 2))\" cy=\"\(n(r.minY + r.height / 2))\" r=\"\(n(r.width / 2))\"\(space)\(attributes)/>\n"
        case .ellipse:
            return "<ellipse cx=\"\(n(r.minX + r.width / 2))\" cy=\"\(n(r.minY + r.height / 2))\" rx=\"\(n(r.width / 2))\" ry=\"\(n(r.height / 2))\"\(space)\(attributes)/>\n"
        case .rectangle:
            let radius = outline.cornerRadius
            return "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
                + (radius > 0 ? " rx=\"\(n(radius))\"" : "") + "\(space)\(attributes)/>\n"
        case .path(let elements):
            let steps = elements.map { element -> String in
                switch element {
                case .move(let p): "M\(n(p.x)) \(n(p.y))"
                case .line(let p): "L\(n(p.x)) \(n(p.y))"
                case .curve(let to, let c1, let c2): "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(to.x)) \(n(to.y))"
                case .close: "Z"
                }
            }
            return "<path d=\"\(steps.joined(separator: " "))\"\(space)\(attributes)/>\n"
        }
    }

    /// A fill: a colour, a material's translucent tint, or a gradient across `rect` as the
    /// display list says it runs (in canvas points, so that a linear gradient's bands stand
    /// square to its line as SwiftUI draws them, whatever the frame's proportions).
    static func fill(_ paint: ColorValue, _ rect: Rect, _ definitions: inout Definitions) -> String {
        guard paint.stops.count > 1 else { return "fill=\"\(rgb(paint))\"" + alpha("fill-opacity", paint) }
        let geometry = paint.gradient ?? .topToBottom
        var stops = geometry.stops(paint.stops)
        let id = definitions.name("gradient") { id in
            let element: String
            switch geometry.kind {
            case .linear(let start, let end):
                let a = GradientGeometry.point(start, in: rect), b = GradientGeometry.point(end, in: rect)
                element = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" "
                    + "x2=\"\(n(b.x))\" y2=\"\(n(b.y))\">"
            case .radial(let center, let startRadius, let endRadius):
                // SVG's stops run from the centre: the start radius moves them out.
                let c = GradientGeometry.point(center, in: rect), outer = max(endRadius, 0.001), inner = min(max(startRadius, 0), outer)
                stops = stops.map { ((inner + $0.location * (outer - inner)) / outer, $0.color) }
                element = "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(outer))\">"
            case .elliptical(let center, let startFraction, let endFraction):
                let outer = max(endFraction, 0.001), inner = min(max(startFraction, 0), outer)
                stops = stops.map { ((inner + $0.location * (outer - inner)) / outer, $0.color) }
                element = "<radialGradient id=\"\(id)\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(outer))\">"
            case .angular:
                element = "<linearGradient id=\"\(id)\">"
            }
            let close = element.hasPrefix("<linear") ? "</linearGradient>" : "</radialGradient>"
            return element + stops.map { stop in
                "<stop offset=\"\(n(stop.location))\" stop-color=\"\(rgb(stop.color))\"" + alpha("stop-opacity", stop.color) + "/>"
            }.joined() + close + "\n"
        }
        return "fill=\"url(#\(id))\""
    }

    /// Under a material: what is drawn behind it, blurred, seen through its shape (the
    /// raster picture's blur, as `feGaussianBlur`). Nothing under anything else.
    static func backdrop(_ paint: ColorValue, _ outline: Outline, _ definitions: inout Definitions) -> String {
        guard paint.isMaterial, definitions.backdrops > 0 else { return "" }
        let behind = "\(definitions.prefix)backdrop\(definitions.backdrops)"
        let clip = definitions.name("clip") { id in "<clipPath id=\"\(id)\">\(shape(outline, "").trimmingNewline)</clipPath>\n" }
        let blur = definitions.name("blur") { id in
            "<filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(n(MaterialBlur.deviation))\"/></filter>\n"
        }
        return "<g clip-path=\"url(#\(clip))\"><use href=\"#\(behind)\" filter=\"url(#\(blur))\"/></g>\n"
    }

    /// An angular gradient: SVG has none, so wedges of one colour each about its centre,
    /// clipped to the shape.
    static func angular(_ paint: ColorValue, _ outline: Outline, _ attributes: String, _ definitions: inout Definitions) -> String {
        guard let geometry = paint.gradient else { return "" }
        let (center, radius, wedges) = geometry.wedges(in: outline.rect, paint.stops)
        let clip = definitions.name("clip") { id in "<clipPath id=\"\(id)\">\(shape(outline, "").trimmingNewline)</clipPath>\n" }
        var out = "<g clip-path=\"url(#\(clip))\"\(attributes)>\n"
        for wedge in wedges {
            let a = wedge.from * .pi / 180, b = wedge.to * .pi / 180
            let color = GradientGeometry.color(at: 0.5, [(0, wedge.start), (1, wedge.end)])
            // A hairline of the same colour closes the seams antialiasing leaves between wedges.
            out += "<path d=\"M\(n(center.x)) \(n(center.y))L\(n(center.x + radius * cos(a))) \(n(center.y + radius * sin(a)))"
                + "L\(n(center.x + radius * cos(b))) \(n(center.y + radius * sin(b)))Z\" fill=\"\(rgb(color))\" stroke=\"\(rgb(color))\" "
                + "stroke-width=\"0.5\"\(alpha("fill-opacity", color))/>\n"
        }
        return out + "</g>\n"
    }

    static func alpha(_ attribute: String, _ color: ColorValue) -> String {
        color.opacity < 1 ? " \(attribute)=\"\(n(color.opacity))\"" : ""
    }

    static func n(_ value: Double) -> String { value.isFinite ? value.pointText : "0" }

    static func rgb(_ color: ColorValue) -> String {
        "rgb(\(Int((color.red * 255).rounded())),\(Int((color.green * 255).rounded())),\(Int((color.blue * 255).rounded())))"
    }

    /// Text safe inside XML or HTML: `&`, `<`, `>` and `"` as entities.
    public static func escaped(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
    }
}

/// How much a material blurs what is behind it: a standard deviation in points. Apple
/// publishes no figure for its materials; this is kb's choice, the same in every picture.
public enum MaterialBlur {
    public static let deviation = 10.0
}

/// The tint that shows the bands of a device's screen outside the safe area.
public enum SafeAreaTint {
    public static let color = ColorValue(name: "safeArea", red: 0.2, green: 0.5, blue: 1, opacity: 0.08)
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }

    var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
