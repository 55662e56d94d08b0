/// Notes leave code out with `...` (or `....`): a line of its own inside a view or a type, an
/// argument (`rgb: ...,`), or a whole body (`struct ContentView: View {...}`). A line of
/// only `:` or `⋮` is the same gap written downwards, as a listing that goes on. Before
/// parsing, such a line becomes a comment, such an argument a call to `_kbEllipsis()`,
/// which runs as an empty view, and such a body an empty one; each is reported.
enum Ellipses {
    static let marker = "_kbEllipsis"

    static func replace(_ source: String) -> (source: String, lines: [Int]) {
        // Most snippets leave nothing out: one pass over the bytes finds that out.
        guard mayHoldEllipsis(source) || holdsVerticalEllipsis(source) else { return (source, []) }
        var lines: [Int] = []
        var output: [String] = []
        // (A `:` inside a multi-line string literal is its text.)
        let inText = MultilineStrings.lineIndices(in: source)
        for (offset, line) in source.splitLines(omittingEmpty: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inText.contains(offset), let closing = closingAfterEllipsis(trimmed) ?? (verticalEllipses.contains(trimmed) ? "" : nil) {
                output.append(String(line).replacingOccurrences(of: trimmed, with: closing + "// …"))
                lines.append(offset + 1)
                continue
            }
            var text = String(line)
            // Most lines of a snippet that leaves something out hold no ellipsis: the patterns
            // below (a regular expression among them) are read only on those that do.
            guard mayHoldEllipsis(text) else {
                output.append(text)
                continue
            }
            // (Both patterns end on a closing brace: a line without one, as most are, is not
            // matched against them, each of which builds its regular expression anew.)
            let closesBrace = text.utf8.contains(UInt8(ascii: "}"))
            // `struct ContentView: View {...}`, `Form { ...   }`: a body left out is an empty one.
            if closesBrace, text.utf8.contains(UInt8(ascii: "{")), text.contains(emptyBody) {
                text = text.replacing(emptyBody, with: "{}")
                lines.append(offset + 1)
            }
            // `ForEach(items) { item in ... }`: a closure's body left out after its parameters
            // is a view left out, as an argument is.
            if closesBrace, text.contains(leftOutClosureBody) {
                text = text.replacing(leftOutClosureBody, with: " in \(marker)() }")
                lines.append(offset + 1)
            }
            for pattern in [": ...", "(...", ", ...", ": …", "(…"] where text.contains(pattern) {
                let replacement = pattern.replacingOccurrences(of: "...", with: "\(marker)()").replacingOccurrences(of: "…", with: "\(marker)()")
                let replaced = leftOutArguments(pattern, in: text, replacement: replacement)
                if replaced != text {
                    text = replaced
                    lines.append(offset + 1)
                }
            }
            output.append(text)
        }
        return (output.joined(separator: "\n"), lines)
    }

    /// What a line of only an ellipsis keeps when it becomes a comment, or nil for another
    /// line: `...`, `…`, `....` (a learner's dots are not counted) and `...,` keep nothing;
    /// `...}` (the body left out, then its end) keeps its brace.
    static func closingAfterEllipsis(_ trimmed: String) -> String? {
        let dots = trimmed.prefix { $0 == "." || $0 == "…" }
        guard dots.contains("…") || dots.count >= 3 else { return nil }
        switch trimmed.dropFirst(dots.count).trimmingCharacters(in: .whitespaces) {
        case "", ",": return ""
        case "}": return "} "
        default: return nil
        }
    }

    /// `text` with each `pattern` that leaves an argument out replaced: one the argument's
    /// end follows (`rgb: ...,`, `(...)`), not a range written from nothing (`in: ...Date()`,
    /// a one-sided range up to a date).
    static func leftOutArguments(_ pattern: String, in text: String, replacement: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let found = rest.range(of: pattern) {
            let next = rest[found.upperBound...].first { $0 != " " }
            let endsArgument = next == nil || next == "," || next == ")" || next == "]" || next == "}"
            result += rest[..<found.lowerBound] + (endsArgument ? replacement : pattern)
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    /// A body of only `...` or `…`, spaced or not.
    static var emptyBody: Regex<Substring> { /\{\s*(?:\.\.\.|…)\s*\}/ }

    /// A closure's `in` followed by only `...` or `…` up to its closing brace.
    static var leftOutClosureBody: Regex<Substring> { /\s+in\s+(?:\.\.\.|…)\s*\}/ }

    /// Lines that stand for code left out, written downwards.
    static let verticalEllipses: Set<String> = [":", "⋮", "︙"]

    /// Whether a line of `source` is a vertical ellipsis alone: one pass over the bytes for
    /// a `:` line, as most snippets hold none.
    static func holdsVerticalEllipsis(_ source: String) -> Bool {
        var onlyColon: Bool? = nil  // nil: nothing but blanks yet on this line
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                if onlyColon == true { return true }
                onlyColon = nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            case UInt8(ascii: ":"): onlyColon = onlyColon == nil
            default: onlyColon = false
            }
        }
        return onlyColon == true || source.containsBytes("⋮") || source.containsBytes("︙")
    }

    /// Whether `source` holds `...` or `…` anywhere.
    static func mayHoldEllipsis(_ source: String) -> Bool {
        var dots = 0
        var afterE2 = 0  // bytes of `…` (E2 80 A6) seen so far
        for byte in source.utf8 {
            dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
            if dots == 3 { return true }
            switch (afterE2, byte) {
            case (_, 0xE2): afterE2 = 1
            case (1, 0x80): afterE2 = 2
            case (2, 0xA6): return true
            default: afterE2 = 0
            }
        }
        return false
    }
}
