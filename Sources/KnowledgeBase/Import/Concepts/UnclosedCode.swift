import Foundation

/// A backtick a note opens and never closes: `` `.disabled(_:)를 쓰면 `` marks
/// `.disabled(_:)`, ending where the Korean particle starts. Markdown reads the backtick as
/// a plain character, so the term would be lost; the paragraph is read again with the code
/// span closed before the particle.
enum UnclosedCode {
    /// `block` with each line's unclosed code span closed where its term ends, or `block`
    /// itself when every backtick has its partner.
    static func closed(_ block: MarkdownBlock) -> MarkdownBlock {
        // Most paragraphs hold no backtick, or an even number on every line.
        guard block.text.utf8.contains(UInt8(ascii: "`")) else { return block }
        var changed = false
        let lines = block.text.components(separatedByBytes: "\n").map { line -> String in
            guard let fixed = closedLine(line) else { return String(line) }
            changed = true
            return fixed
        }
        guard changed, let reread = MarkdownParser.parse(lines.joined(separator: "\n")).first, reread.kind == .paragraph else {
            return block
        }
        var result = block
        result.text = reread.text
        result.spans = reread.spans
        return result
    }

    /// The line with its last, unpaired backtick closed before the first Hangul letter or
    /// space after it (and before a colon glued to that letter); nil when no backtick is
    /// unpaired, or no term follows it.
    static func closedLine(_ line: Substring) -> String? {
        let ticks = line.indices.filter { line[$0] == "`" }
        guard ticks.count % 2 == 1, let open = ticks.last else { return nil }
        let start = line.index(after: open)
        var end = line[start...].firstIndex { $0.isWhitespace || $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true }
            ?? line.endIndex
        // `` `.waitForExistence():요소가 `` is a term, a colon, and its explanation.
        if end > start, line[line.index(before: end)] == ":", end != line.endIndex { end = line.index(before: end) }
        let term = line[start..<end]
        // Only a term glued to a Korean ending: an unpaired backtick before a space is a
        // typo of another kind, and what it marks cannot be told.
        guard !term.isEmpty, end != line.endIndex, !line[end].isWhitespace,
              term.contains(where: { $0.isLetter }), !term.contains(where: { $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true }) else {
            return nil
        }
        return String(line[..<end]) + "`" + String(line[end...])
    }
}
