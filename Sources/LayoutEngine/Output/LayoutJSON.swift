/// The layout JSON of ARCHITECTURE.md: the canvas, then the root view and every layout
/// node under it, in canvas coordinates, children in declaration order. Keys keep that
/// order and numbers are written as points are (`46`, `20.333`), so the text is stable
/// for tests and diffs. Past its output budget the nodes still unwritten are left out,
/// the JSON stays whole, and `"omittedNodes"` after the root counts them.
public enum LayoutJSON {
    /// The document; `fields` (each value already JSON) go between the canvas and the root:
    /// the snippet an example comes from, the example a fragment edits.
    public static func encode(_ result: LayoutResult, fields: [(key: String, json: String)] = [],
                              limit: Int = OutputBudget.defaultLimit) -> String {
        var out = "{\n  \"canvas\": {\"width\": \(number(result.canvas.size.width)), \"height\": \(number(result.canvas.size.height))},\n"
        for field in fields { out += "  \(string(field.key)): \(field.json),\n" }
        out += "  \"root\": "
        var budget = OutputBudget(limit: limit)
        write(result.root, indent: "  ", into: &out, &budget)
        if budget.leftOut > 0 { out += ",\n  \"omittedNodes\": \(budget.leftOut)" }
        out += "\n}\n"
        return out
    }

    /// Several results, as `kb run CHAPTER --json` prints a chapter's examples.
    public static func encode(_ results: [LayoutResult]) -> String { array(results.map { encode($0) }) }

    /// Documents already encoded, as one array.
    public static func array(_ documents: [String]) -> String {
        "[\n" + documents.map(\.trimmingTrailingNewline).joined(separator: ",\n") + "\n]\n"
    }

    static func write(_ node: FrameNode, indent: String, into out: inout String, _ budget: inout OutputBudget) {
        let inner = indent + "  "
        out += "{\n"
        out += "\(inner)\"type\": \(string(node.type)),\n"
        out += "\(inner)\"label\": \(node.label.map(string) ?? "null"),\n"
        out += "\(inner)\"frame\": \(frame(node.frame)),\n"
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

    /// `{"x": 46, "y": 75, "width": 108, "height": 50}`
    public static func frame(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    /// The frames an edit changed, one object a line: type, label, and the frame before and
    /// after (null when the view is new or gone).
    public static func changes(_ changes: [FrameChanges.Change], indent: String) -> String {
        guard !changes.isEmpty else { return "[]" }
        let items = changes.map { change in
            indent + "  {\"type\": \(string(change.type)), \"label\": \(change.label.map(string) ?? "null"), "
                + "\"before\": \(change.before.map(frame) ?? "null"), \"after\": \(change.after.map(frame) ?? "null")}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n\(indent)]"
    }

    static func number(_ value: Double) -> String { value.isFinite ? value.pointText : "0" }

    public static func string(_ text: String) -> String {
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
