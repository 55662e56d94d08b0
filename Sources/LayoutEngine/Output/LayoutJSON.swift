/// The layout JSON of ARCHITECTURE.md: the canvas, then the root view and every layout
/// node under it, in canvas coordinates, children in declaration order. Keys keep that
/// order and numbers are written as points are (`46`, `20.333`), so the text is stable
/// for tests and diffs. Past its output budget the nodes still unwritten are left out,
/// the JSON stays whole, and `"omittedNodes"` after the root counts them.
public enum LayoutJSON {
    public static func encode(_ result: LayoutResult, limit: Int = OutputBudget.defaultLimit) -> String {
        var out = "{\n  \"canvas\": {\"width\": \(number(result.canvas.size.width)), \"height\": \(number(result.canvas.size.height))},\n"
        out += "  \"root\": "
        var budget = OutputBudget(limit: limit)
        write(result.root, indent: "  ", into: &out, &budget)
        if budget.leftOut > 0 { out += ",\n  \"omittedNodes\": \(budget.leftOut)" }
        out += "\n}\n"
        return out
    }

    /// Several results, as `kb run CHAPTER --json` prints a chapter's examples.
    public static func encode(_ results: [LayoutResult]) -> String {
        "[\n" + results.map { encode($0).trimmingTrailingNewline }.joined(separator: ",\n") + "\n]\n"
    }

    static func write(_ node: FrameNode, indent: String, into out: inout String, _ budget: inout OutputBudget) {
        let inner = indent + "  "
        out += "{\n"
        out += "\(inner)\"type\": \(string(node.type)),\n"
        out += "\(inner)\"label\": \(node.label.map(string) ?? "null"),\n"
        let frame = node.frame
        out += "\(inner)\"frame\": {\"x\": \(number(frame.minX)), \"y\": \(number(frame.minY)), "
            + "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))},\n"
        if let lines = node.lines {
            out += "\(inner)\"lines\": [\(lines.map(string).joined(separator: ", "))],\n"
            out += "\(inner)\"firstBaseline\": \(number(node.firstBaseline ?? 0)),\n"
            out += "\(inner)\"lastBaseline\": \(number(node.lastBaseline ?? 0)),\n"
        }
        var written = 0
        for child in node.children {
            guard budget.admits(after: out.utf8.count) else {
                budget.leaveOut(child.flattened().count - 1)
                continue
            }
            out += written == 0 ? "\(inner)\"children\": [\n" : ",\n"
            out += inner + "  "
            write(child, indent: inner + "  ", into: &out, &budget)
            written += 1
        }
        out += written == 0 ? "\(inner)\"children\": []\n" : "\n\(inner)]\n"
        out += "\(indent)}"
    }

    static func number(_ value: Double) -> String { value.isFinite ? value.pointText : "0" }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
