extension TypoRepairs {
    /// `source` with each `}` alone on its line that closes nothing made a comment, and the
    /// lines; nil when there is none. A note that shows part of a body (its markdown broke
    /// the code where a blank line ended an indented block, or the learner copied from the
    /// middle of a view) keeps the braces of the code around it: `        }` before the first
    /// view, `    }` and `}` after the last. Run without them, the part shows what it shows.
    static func commentingUnopenedClosers(_ source: String) -> (code: String, lines: [Int])? {
        let inText = MultilineStrings.lineIndices(in: source)
        var depth = 0
        return repairingLines(of: source) { index, lines in
            guard !inText.contains(index) else { return nil }
            let line = lines[index]
            if line.trimmingWhitespace == "}" && depth == 0 { return line.replacingOccurrences(of: "}", with: "// }") }
            depth = max(0, depth + braceChange(line))
            return nil
        }
    }

    /// How many `{` the line opens less the `}` it closes, outside string literals and its
    /// comment.
    static func braceChange(_ line: String) -> Int {
        var code = outsideStrings(line).code
        if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
        return code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
    }
}
