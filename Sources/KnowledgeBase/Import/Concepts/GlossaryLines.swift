import Foundation

/// `HStack: lays views horizontally` / `VStack: lays views vertically` / `ZStack: …` on the
/// lines of one paragraph: a glossary written without list marks. `colonDefinition` reads a
/// paragraph's first line only, so every entry after the first was lost; each is an entry
/// of its own, explained by its own line.
extension ConceptExtractor {
    /// The entries of a paragraph each of whose lines, two or more, is a `term: explanation`
    /// entry as `colonDefinition` reads it, with their lines; empty for any other paragraph.
    /// A paragraph with a line that is no entry (`Better control: …` over `Supports Codable
    /// types …`) is prose that labels its sentences, not a glossary.
    static func glossaryLines(_ block: MarkdownBlock) -> [(term: String, explanation: String, line: Int)] {
        let text = block.text
        guard case .paragraph = block.kind, text.utf8.contains(UInt8(ascii: "\n")) else { return [] }
        var entries: [(term: String, explanation: String, line: Int)] = []
        var lineStart = text.startIndex
        var line = block.startLine
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            guard let (term, explanation) = colonDefinition(lineBlock(of: block, lineStart..<lineEnd, line: line)) else { return [] }
            entries.append((term, explanation, line))
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
            line += 1
        }
        return entries
    }

    /// One line of `block` as a block of its own, its marked spans kept where they stand.
    private static func lineBlock(of block: MarkdownBlock, _ range: Range<String.Index>, line: Int) -> MarkdownBlock {
        var lineBlock = block
        let text = String(block.text[range])
        let utf8 = block.text.utf8
        lineBlock.text = text
        lineBlock.startLine = line
        lineBlock.endLine = line
        lineBlock.spans = block.spans.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }.map { span in
            let lower = text.utf8.index(text.startIndex, offsetBy: utf8.distance(from: range.lowerBound, to: span.range.lowerBound))
            let upper = text.utf8.index(lower, offsetBy: utf8.distance(from: span.range.lowerBound, to: span.range.upperBound))
            return InlineSpan(kind: span.kind, text: span.text, range: lower..<upper)
        }
        return lineBlock
    }
}
