/// The frames as a table a learner reads: type (indented by depth), label, x, y, width,
/// height, in points. Past its output budget the frames still unlisted are left out and
/// a last line counts them.
public enum FrameTable {
    public static func render(_ result: LayoutResult, limit: Int = OutputBudget.defaultLimit) -> String {
        var budget = OutputBudget(limit: limit)
        var size = 0
        let listed = result.root.flattened().filter { entry in
            guard budget.admits(after: size) else { return false }
            // The cells and the spaces between them; the padding that aligns the columns is not counted.
            size += entry.depth * 2 + (entry.node.label?.utf8.count ?? 0) + entry.node.type.utf8.count + 40
            return true
        }
        // A label is quoted as the JSON writes it: `Text("One\nTwo")`'s line break as `\n`,
        // which printed as it is would start a row of the table with the text's second line.
        let rows = listed.map { entry -> [String] in
            let frame = entry.node.frame
            return [String(repeating: "  ", count: entry.depth) + entry.node.type, entry.node.label.map(LayoutJSON.string) ?? "",
                    frame.minX.pointText, frame.minY.pointText, frame.width.pointText, frame.height.pointText]
        }
        let header = ["type", "label", "x", "y", "w", "h"]
        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { TextWidth.cells($0[column]) }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - TextWidth.cells(cell))
                return column >= 2 ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n") + "\n"
            + (budget.leftOut > 0 ? "… \(budget.leftOut) more frames left out: kb lists at most \(limit) bytes of frames\n" : "")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// How many terminal cells text takes: Hangul and CJK two, combining marks none.
public enum TextWidth {
    public static func cells(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + cells($1) }
    }

    public static func cells(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        // An emoji drawn as an emoji by default (Unicode's Emoji_Presentation: ❌ ✅ ⭐ ⚡,
        // as a note's heading writes them) takes two cells, as terminals draw it: counted
        // as one, the quiz's header line ran one cell past a 100-column terminal and wrapped.
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
