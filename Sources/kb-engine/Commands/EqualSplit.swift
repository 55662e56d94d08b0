extension PictureQuestions {
    /// Every child of the first stack given the same flexibility, `.frame(maxWidth:
    /// .infinity)` (`maxHeight` in a VStack): the picture of a learner who thinks a stack
    /// splits its space equally rather than offering it to its least flexible children
    /// first (objc.io, Thinking in SwiftUI, "Stacks": the stack "sorts the children by
    /// their flexibility" and proposes the remaining space divided by the remaining
    /// children). Nil when the code sets a layout priority, or unless the stack holds two
    /// views or more and nothing else, each starting on a line of its own: a picture that
    /// left one of them unsplit (an `if`, a `;`, a view a lower-case name stands for)
    /// would be no equal split, whatever the card calls it.
    static func splittingEqually(_ code: String) -> String? {
        // With a priority the picture would mix two misconceptions; the priority's own is enough.
        guard !code.contains(".layoutPriority("), code.contains("HStack") || code.contains("VStack") else { return nil }
        var lines = code.splitLines(omittingEmpty: false).map(String.init)
        guard let open = lines.firstIndex(where: { line in
            let text = line.trimmingWhitespace
            return (text.hasPrefix("HStack") || text.hasPrefix("VStack")) && text.hasSuffix("{")
        }) else { return nil }
        let axis = lines[open].trimmingWhitespace.hasPrefix("HStack") ? "maxWidth" : "maxHeight"
        // The stack's statements, line by line: a view starts on a line at the stack's level
        // (no bracket of an argument list open) and ends on the last line before the next
        // statement or the stack's `}`, its modifiers, arguments and closures with it.
        // Brackets inside strings and comments do not count; blank lines and comments are
        // no statements (taken for one, they made a lone Toggle's stack a stack of two).
        var braces = 1, brackets = 0
        var childEnds: [Int] = []
        var view: Int?  // where the view being read starts
        var statementEnd: Int?  // its last line so far
        func endView() {
            if let start = view, let end = statementEnd, end >= start { childEnds.append(end) }
        }
        for index in (open + 1)..<lines.count {
            guard let text = StatementLine.code(of: lines[index]) else { return nil }
            if text.isEmpty { continue }
            if braces == 1, brackets == 0, !text.hasPrefix("."), !text.hasPrefix("}"), !text.hasPrefix(")") {
                endView()
                guard text.first?.isUppercase == true, !text.contains(";") else { return nil }
                view = index
            }
            for character in text {
                switch character {
                case "{": braces += 1
                case "}": braces -= 1
                case "(", "[": brackets += 1
                case ")", "]": brackets -= 1
                default: break
                }
            }
            if braces <= 0 { break }
            if braces == 1 && brackets == 0 { statementEnd = index }
        }
        endView()
        guard childEnds.count >= 2 else { return nil }
        for end in childEnds.reversed() {
            let indent = String(lines[end].prefix { $0 == " " || $0 == "\t" })
            lines.insert(indent + "    .frame(\(axis): .infinity)", at: end + 1)
        }
        return lines.joined(separator: "\n")
    }
}

/// A line of code as a scan for statements reads it.
enum StatementLine {
    /// The line's code without the text of its string literals and without its comment,
    /// trimmed: `Text("}") // a brace` reads `Text("")`. Nil for a line that opens a
    /// string or a comment going on past it (`"""`, `/*` left open), which a line-by-line
    /// scan cannot follow.
    static func code(of line: String) -> String? {
        var code = ""
        var inString = false
        var escaped = false
        var characters = line.trimmingWhitespace[...]
        while let character = characters.popFirst() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                    code.append(character)
                }
                continue
            }
            if character == "\"" {
                if characters.hasPrefix("\"\"") { return nil }
                inString = true
            } else if character == "/" && characters.first == "/" {
                break
            } else if character == "/" && characters.first == "*" {
                guard let close = characters.range(of: "*/") else { return nil }
                characters = characters[close.upperBound...]
                continue
            }
            code.append(character)
        }
        return inString ? nil : code.trimmingWhitespace
    }
}
