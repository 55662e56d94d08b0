import Foundation

/// `HStack: lays views horizontally` / `VStack: lays views vertically` / `ZStack: …` on the
/// lines of one paragraph: a glossary written without list marks. `colonDefinition` reads a
/// paragraph's first line only, so every entry after the first was lost; each is an entry
/// of its own, explained by its own line.
extension ConceptExtractor {
    /// The entries of a paragraph each of whose lines, two or more, is a `term: explanation`
    /// entry (`glossaryEntry`), with their lines; empty for any other paragraph.
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
            guard let (term, explanation) = glossaryEntry(lineBlock(of: block, lineStart..<lineEnd, line: line)) else { return [] }
            entries.append((term, explanation, line))
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
            line += 1
        }
        return entries
    }

    /// `- UsingImages` or `- TheTasks : VStack, HStack, ZStack` over lines `.resizable : 화면
    /// 크기에 맞게 …`, `VStack : y축` (a learner's list of a sample project's parts, DuneNotes):
    /// a list item whose first line is a project's name (one camel-case word, unmarked) that
    /// labels the two or more `term : explanation` entries on the lines under it, alone or over
    /// the names the entries explain. The label is no concept; each entry is. Nil for a block
    /// of another shape: an API's name over its parts (`- @AppStorage` over `isDarkMode : …`)
    /// is the concept its lines explain, and a plain label (`- 개발 환경` over `macOS :
    /// Sonoma`, `- 참고 영상` over `WWDC23 : …`) lists facts, not concepts.
    static func labelledGlossary(_ block: MarkdownBlock) -> [(term: String, explanation: String, line: Int)]? {
        let text = block.text
        guard case .paragraph = block.kind, block.listItem != nil, let firstEnd = text.firstIndex(of: "\n") else { return nil }
        let label = (text[..<firstEnd].split(separator: ":", maxSplits: 1).first ?? "").trimmingWhitespace
        guard isASCIIName(label), label.first?.isUppercase == true, label.dropFirst().contains(where: \.isUppercase),
              block.spans.allSatisfy({ $0.range.lowerBound >= firstEnd }) else { return nil }
        let entries = glossaryLines(lineBlock(of: block, text.index(after: firstEnd)..<text.endIndex, line: block.startLine + 1))
        guard entries.count >= 2, !entries.contains(where: { isCodeOnly($0.explanation) }) else { return nil }
        if let (_, explanation) = glossaryEntry(lineBlock(of: block, text.startIndex..<firstEnd, line: block.startLine)) {
            let names = explanation.split(separator: ",").map { $0.trimmingWhitespace.filter { $0 != "`" } }
            guard names.count >= 2, names.allSatisfy({ writtenAPIName($0) != nil || isASCIIName($0) && $0.first?.isUppercase == true }) else {
                return nil
            }
        }
        return entries
    }

    /// A glossary's `term : explanation` line as `colonDefinition` reads it, or an API's name
    /// glossed in a Korean word (`VStack : y축`, `Divider() : 구분선`), which a glossary's other
    /// lines show to be an entry, not a label's value.
    static func glossaryEntry(_ line: MarkdownBlock) -> (String, String)? {
        if let entry = colonDefinition(line) { return entry }
        let parts = line.text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let term = parts[0].trimmingWhitespace, gloss = parts[1].trimmingWhitespace
        let written = term.filter { $0 != "`" }
        guard gloss.unicodeScalars.contains(where: LearnerTerms.isHangul), term.count >= 3, writtenAPIName(term) == written else {
            return nil
        }
        return (written, gloss)
    }

    /// One line of `block` as a block of its own, its marked spans kept where they stand.
    static func lineBlock(of block: MarkdownBlock, _ range: Range<String.Index>, line: Int) -> MarkdownBlock {
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
