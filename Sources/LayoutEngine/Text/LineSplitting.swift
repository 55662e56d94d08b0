extension StringProtocol {
    /// The text's lines: the pieces between its line feeds, exactly as
    /// `split(separator: "\n", omittingEmptySubsequences: omittingEmpty)` gives them, found
    /// byte by byte. A line feed is a Character of its own except right after a carriage
    /// return (`\r\n` is one Character, which such a split keeps whole), so the bytes tell
    /// where the lines end without the grapheme breaking that splitting by Character pays on
    /// every letter of a Korean sentence; an import splits every block and snippet into
    /// lines many times.
    package func splitLines(omittingEmpty: Bool = true) -> [SubSequence] {
        let lineFeeds: [Int]? = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") && ($0 == 0 || bytes[$0 - 1] != UInt8(ascii: "\r")) }
        }
        guard let lineFeeds else { return split(separator: "\n", omittingEmptySubsequences: omittingEmpty) }
        var lines: [SubSequence] = []
        var lineStart = 0
        for end in lineFeeds + [utf8.count] {
            if !omittingEmpty || end > lineStart {
                let start = utf8.index(startIndex, offsetBy: lineStart)
                lines.append(self[start..<utf8.index(start, offsetBy: end - lineStart)])
            }
            lineStart = end + 1
        }
        return lines
    }
}
