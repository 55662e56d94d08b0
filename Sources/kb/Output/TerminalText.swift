import LayoutEngine

/// Text wrapped in terminal cells (LayoutEngine's `TextWidth`: Hangul, CJK and emoji take
/// two cells, combining marks none), so wrapped Korean lines end where the terminal's do.
enum TerminalText {
    static func cells(_ text: some StringProtocol) -> Int { TextWidth.cells(text) }

    /// `text` in lines of at most `width` cells, broken at spaces, and inside a word only
    /// when the word alone is wider than a line. Line breaks in the text are kept.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            WordWrap.lines(paragraph, width: Double(max(width, 4))) { Double(cells($0)) }
        }
    }
}
