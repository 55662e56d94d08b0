/// A layout as SVG, the way a preview canvas shows it: colours and shapes filled, text in a
/// proportional font at its size and baseline, images and placeholders outlined with their
/// names, on a white canvas the size of the layout's.
public enum SVGPicture {
    static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif"

    public static func render(_ result: LayoutResult) -> String {
        let size = result.canvas.size
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" \
            viewBox="0 0 \(n(size.width)) \(n(size.height))" font-family="\(fontFamily)">
            <rect width="\(n(size.width))" height="\(n(size.height))" fill="white" stroke="#d0d0d0"/>

            """
        for node in DrawingOrder.nodes(result.root) {
            out += element(node)
        }
        return out + "</svg>\n"
    }

    static func element(_ node: FrameNode) -> String {
        let f = node.frame
        var out = ""
        let opacity = node.effects.first { $0.name == "opacity" }?.value.flatMap(Double.init)
        let opacityAttribute = opacity.map { " opacity=\"\(n($0))\"" } ?? ""
        if let paint = node.paint {
            let fill = "fill=\"\(rgb(paint))\"" + (paint.opacity < 1 ? " fill-opacity=\"\(n(paint.opacity))\"" : "") + opacityAttribute
            let corner = node.effects.first { $0.name == "cornerRadius" }?.value.flatMap(Double.init)
            switch node.type {
            case "Circle":
                let radius = min(f.width, f.height) / 2
                out += "<circle cx=\"\(n(f.minX + f.width / 2))\" cy=\"\(n(f.minY + f.height / 2))\" r=\"\(n(radius))\" \(fill)/>\n"
            case "Ellipse":
                out += "<ellipse cx=\"\(n(f.minX + f.width / 2))\" cy=\"\(n(f.minY + f.height / 2))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\" \(fill)/>\n"
            default:
                let radius = node.type == "Capsule" ? min(f.width, f.height) / 2 : corner ?? 0
                out += "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
                    + (radius > 0 ? " rx=\"\(n(radius))\"" : "") + " \(fill)/>\n"
            }
        }
        if node.type == "Image" || (node.lines == nil && node.fontSize != nil) {
            let dashed = node.type == "Image" ? "" : " stroke-dasharray=\"4 3\""
            out += "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
                + "fill=\"none\" stroke=\"#8e8e93\"\(dashed)/>\n"
            if let label = node.label {
                out += "<text x=\"\(n(f.minX + f.width / 2))\" y=\"\(n(f.minY + f.height / 2 + 4))\" font-size=\"10\" "
                    + "text-anchor=\"middle\" fill=\"#8e8e93\">\(escaped(label))</text>\n"
            }
        }
        if let lines = node.lines, let fontSize = node.fontSize, let first = node.firstBaseline {
            let lineHeight = fontSize * (Font.ascender + Font.descender)
            let (anchor, x): (String, Double) = switch node.textAlignment {
            case .leading: ("start", f.minX)
            case .center: ("middle", f.minX + f.width / 2)
            case .trailing: ("end", f.maxX)
            }
            let color = node.foreground.flatMap { ColorValue.named[$0] }.map(rgb) ?? "black"
            let weight = node.bold ? " font-weight=\"600\"" : ""
            for (index, line) in lines.enumerated() {
                let baseline = index == lines.count - 1 ? node.lastBaseline ?? first : first + Double(index) * lineHeight
                out += "<text x=\"\(n(x))\" y=\"\(n(Rect.snap(baseline, scale: 3)))\" font-size=\"\(n(fontSize))\""
                    + "\(weight) text-anchor=\"\(anchor)\" fill=\"\(color)\"\(opacityAttribute)>\(escaped(line))</text>\n"
            }
        }
        return out
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

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
