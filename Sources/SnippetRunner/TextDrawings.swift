/// Notes draw the view tree of their code in text right after it, in the same code block
/// (`// View tree` over lines of `|` and `---` with the views' names between). The drawing
/// is no Swift; the code above it is the example, so it runs without the drawing, and kb
/// says which lines it left out.
enum TextDrawings {
    /// The snippet's code before a drawing at its end, and the first line (1-based) of the
    /// drawing; nil when no drawing follows the code. A drawing is at least two lines drawn
    /// only with `|`, `-`, `_`, `/`, `\`, `+` and digits; it starts after the last blank line
    /// above its first such line, so the names over it (`HStack`) belong to it, and nothing
    /// after it is code.
    static func codeBefore(_ source: String) -> (code: String, drawingLine: Int)? {
        let lines = source.splitLines(omittingEmpty: false)
        guard let first = lines.firstIndex(where: isDrawn), lines[first...].filter(isDrawn).count >= 2 else { return nil }
        var start = first
        while start > 0, !lines[start - 1].allSatisfy(\.isWhitespace) { start -= 1 }
        guard start > 0, !lines[start...].contains(where: looksLikeCode) else { return nil }
        return (lines[..<start].joined(separator: "\n"), start + 1)
    }

    static let drawingCharacters = Set("|-_/\\+0123456789 ")

    /// A line drawn with lines, not written: `    |           |`, `   -------`, `  1 | 10`.
    static func isDrawn(_ line: Substring) -> Bool {
        line.contains { $0 == "|" || $0 == "-" } && line.allSatisfy { drawingCharacters.contains($0) || $0 == "\t" }
    }

    /// A line of code rather than a name in a drawing: a call, a block, an assignment.
    static func looksLikeCode(_ line: Substring) -> Bool {
        line.contains { "(){}=".contains($0) }
    }
}
