/// A fence line inside code (```` ```swift ````): the note opened a second code block
/// without closing the first, so CommonMark reads the second fence as code (a closing
/// fence takes no info string, CommonMark 0.31 §4.5). The code on both sides is the
/// writer's; the fence line is markup.
enum StrayFences {
    /// `source` with each line that is only a fence blanked, so that line numbers stay.
    static func blanked(_ source: String) -> String {
        guard source.utf8.contains(UInt8(ascii: "`")) else { return source }
        let lines = source.splitLines(omittingEmpty: false)
        guard lines.contains(where: isFence) else { return source }
        return lines.map { isFence($0) ? "" : String($0) }.joined(separator: "\n")
    }

    /// Three or more backticks or tildes, then at most a language name.
    static func isFence(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let mark = text.first, mark == "`" || mark == "~" else { return false }
        let marks = text.prefix { $0 == mark }
        guard marks.count >= 3 else { return false }
        let info = String(text.dropFirst(marks.count)).trimmingWhitespace
        return info.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "+" }
    }
}
