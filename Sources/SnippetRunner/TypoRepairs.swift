/// Typos a note's code makes that stop Swift's parser but not a reader: a call left open
/// before its modifiers (`Text("Hello"` over `.lineLimit(3)`), and brackets typed in full
/// width by a Korean or Japanese input method (`｝`). kb runs the code repaired and says
/// where, so the learner sees the picture the note meant and can fix the note.
enum TypoRepairs {
    /// `source` with each line that leaves a `(` open, ends on a finished argument (a
    /// string, a number, a name or a `)`), and is followed by a modifier line, closed at its
    /// end; and the lines closed. Nil when no line is.
    static func closingCalls(_ source: String) -> (code: String, lines: [Int])? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var closed: [Int] = []
        for index in lines.indices {
            let open = unclosedParentheses(lines[index])
            let trimmed = lines[index].trimmingWhitespace
            guard open > 0, let last = trimmed.last, last == "\"" || last == ")" || last.isLetter || last.isNumber else { continue }
            let next = lines[(index + 1)...].first { !$0.trimmingWhitespace.isEmpty }?.trimmingWhitespace
            // Only a modifier line after it says the call was meant to end there: a next line
            // of arguments (`alignment: .center,`) goes on with the call, and a lone line is
            // an unfinished one (`Classifier`).
            guard let next, next.hasPrefix(".") else { continue }
            lines[index] += String(repeating: ")", count: open)
            closed.append(index + 1)
        }
        return closed.isEmpty ? nil : (lines.joined(separator: "\n"), closed)
    }

    /// How many `(` of `line` stay open, outside string literals.
    static func unclosedParentheses(_ line: String) -> Int {
        var depth = 0
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: break
            }
        }
        return inString ? 0 : depth
    }

    static let fullWidth: [Character: Character] = ["｛": "{", "｝": "}", "（": "(", "）": ")", "［": "[", "］": "]"]

    /// `source` with brackets typed in full width made ASCII, and the lines that had one;
    /// nil when none has.
    static func asciiBrackets(_ source: String) -> (code: String, lines: [Int])? {
        guard source.contains(where: { fullWidth[$0] != nil }) else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let changed = lines.indices.filter { lines[$0].contains { fullWidth[$0] != nil } }.map { $0 + 1 }
        return (String(source.map { fullWidth[$0] ?? $0 }), changed)
    }
}
