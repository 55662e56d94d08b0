extension TypoRepairs {
    /// `source` with the `{` it leaves open at its end closed after its last line, and that
    /// line; nil when every `{` is closed, or when a block was left open before the end. A
    /// note often stops copying a view before its last `}`s (`NavigationView {` over the
    /// form, without the brace that closes it, SleetNotes; `HStack {` over three texts,
    /// RealNotes): every line after such a `{` is indented past the line that opened it. A
    /// line back at that indentation, or further left, ended the block without its `}`, in
    /// the middle, where kb cannot tell what it held: that stays an error (`UnclosedBrace`);
    /// so does a `{` the last line opens, over nothing.
    static func closingOpenBlocks(_ source: String) -> (code: String, lines: [Int])? {
        let inText = MultilineStrings.lineIndices(in: source)
        let lines = source.splitLines(omittingEmpty: false).map(String.init)
        var open: [(indentation: Int, line: Int)] = []  // each line whose `{` is open
        var lastCodeLine = 0
        var statementIndentation = 0
        var previous = ""
        for (index, line) in lines.enumerated() where !inText.contains(index) {
            let trimmed = line.trimmingWhitespace
            guard !trimmed.isEmpty, !trimmed.hasPrefix("//") else { continue }
            // (`VStack(alignment: .leading,` over `       spacing: 8) {`: a line that goes on
            // with the arguments before it is indented as the statement it continues.)
            let continues = previous.hasSuffix(",") || previous.hasSuffix("(")
            if !continues { statementIndentation = indentationWidth(of: line) }
            let indentation = statementIndentation
            previous = trimmed
            // A line that is not a closer, as far left as a still open `{` line, ended its block.
            if !continues, !trimmed.hasPrefix("}"), !trimmed.hasPrefix(")"), let innermost = open.last, indentation <= innermost.indentation {
                return nil
            }
            lastCodeLine = index + 1
            let change = braceChange(line)
            if change > 0 {
                open += Array(repeating: (indentation, index + 1), count: change)
            } else if change < 0 {
                // (A `}` further left than its `{` line closes an outer block: the inner one
                // was left open before it.)
                guard open.count >= -change, trimmed.hasPrefix("}") ? indentation >= open[open.count + change].indentation : true
                else { return nil }
                open.removeLast(-change)
            }
        }
        // (`var body: some View {` alone opens a body it never shows: no view to run.)
        guard let innermost = open.last, innermost.line < lastCodeLine else { return nil }
        let closers = open.reversed().map { String(repeating: " ", count: $0.indentation) + "}" }
        return ((lines + closers).joined(separator: "\n"), [lastCodeLine])
    }

    /// The columns of a line's leading whitespace, a tab counting four.
    static func indentationWidth(of line: String) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }
}
