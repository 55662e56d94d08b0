import LayoutEngine

/// Text wrapped in terminal cells (LayoutEngine's `TextWidth`: Hangul, CJK and emoji take
/// two cells, combining marks none), so wrapped Korean lines end where the terminal's do.
package enum TerminalText {
    package static func cells(_ text: some StringProtocol) -> Int { TextWidth.cells(text) }

    /// `text` in lines of at most `width` cells, broken at spaces, and inside a word only
    /// when the word alone is wider than a line. Line breaks in the text are kept, and so is
    /// each line's indentation (code on a card), repeated on the lines it wraps into.
    package static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            let expanded = paragraph.replacingOccurrences(of: "\t", with: "    ")
            let body = expanded.drop { $0 == " " }
            // An indentation wider than half the line is not kept: the text would be a column.
            let indent = String(repeating: " ", count: min(expanded.count - body.count, max(width, 4) / 2))
            return WordWrap.lines(body, width: Double(max(width - indent.count, 4))) { Double(cells($0)) }
                .map { $0.isEmpty ? $0 : indent + $0 }
        }
    }

    /// `text` cut to at most `cells` cells, ending in `…` when cut.
    package static func clipped(_ text: String, cells limit: Int) -> String {
        guard cells(text) > limit else { return text }
        return limit > 0 ? part(of: text, cells: limit - 1) + "…" : ""
    }

    /// The longest start of `text` (its end, `fromEnd`) that takes at most `cells` cells.
    package static func part(of text: String, cells limit: Int, fromEnd: Bool = false) -> String {
        var kept: [Character] = []
        var used = 0
        for character in fromEnd ? Array(text.reversed()) : Array(text) {
            let width = cells(String(character))
            guard used + width <= limit else { break }
            kept.append(character)
            used += width
        }
        return String(fromEnd ? kept.reversed() : kept)
    }

    /// `text` without its terminal escape sequences (colours), for measuring it.
    package static func withoutEscapes(_ text: some StringProtocol) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
