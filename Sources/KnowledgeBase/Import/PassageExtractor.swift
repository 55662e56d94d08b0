/// What kind of block a passage is.
public enum PassageKind: String, Codable, Sendable, CaseIterable {
    case heading, paragraph
    /// A list item's own paragraph, without the items nested in it.
    case item
    /// A table row, its cells joined by ` | `.
    case row
    /// A paragraph of a block quote.
    case quote
}

/// A passage read from a note, before it is stored.
struct ParsedPassage: Equatable {
    var kind: PassageKind
    var text: String
    var startLine: Int
    var endLine: Int
}

/// Cuts one chapter's blocks into passages: every heading, paragraph, list item, table row
/// and quote, in order, and the text of an HTML block (notes copied from the web wrap
/// prose in `<aside>` or `<details>`). Code and rules are not passages (code is a
/// snippet), nor is a paragraph that only shows images, nor HTML that holds no text.
enum PassageExtractor {
    static func passages(in blocks: [MarkdownBlock]) -> [ParsedPassage] {
        blocks.compactMap { block in
            let kind: PassageKind
            switch block.kind {
            case .heading: kind = .heading
            case .paragraph: kind = block.listItem != nil ? .item : block.blockQuote != nil ? .quote : .paragraph
            case .tableRow: kind = .row
            case .html:
                let text = textOfHTML(block.text)
                return text.isEmpty ? nil : ParsedPassage(kind: .paragraph, text: text, startLine: block.startLine, endLine: block.endLine)
            case .code, .thematicBreak: return nil
            }
            // A paragraph that only shows images says nothing to search for.
            guard kind == .heading || block.proseText?.isEmpty == false else { return nil }
            let text = block.text.trimmingWhitespace
            return text.isEmpty ? nil : ParsedPassage(kind: kind, text: text, startLine: block.startLine, endLine: block.endLine)
        }
    }

    /// The text of HTML: its tags and comments left out, its lines trimmed, blank lines
    /// dropped.
    static func textOfHTML(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            let isComment = rest[open...].hasPrefix("<!--")
            let closing = isComment ? rest[open...].range(of: "-->")?.upperBound
                : rest[open...].firstIndex(of: ">").map { rest.index(after: $0) }
            guard let closing else {
                rest = rest[rest.endIndex...]
                break
            }
            text += " "
            rest = rest[closing...]
        }
        text += rest
        return text.splitLines().map { $0.trimmingWhitespace }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The passage that explains `concept`: the one at its line, or the one after it when
    /// that passage only names the term (`` - `@EnvironmentObject` `` over the item that
    /// explains it, `**(1) ObservedObject란?**` over its answer).
    static func passage(explaining concept: ParsedConcept, in passages: [ParsedPassage]) -> Int? {
        guard let index = passage(explaining: concept.line, in: passages) else { return nil }
        let next = index + 1
        guard passages[index].kind != .heading, next < passages.count, passages[next].kind != .heading,
              onlyNames(passages[index].text, concept.term) else { return index }
        return next
    }

    /// Whether `text` says nothing but `term`, give or take its marks, a list number and a
    /// question's ending (`(1) ObservedObject란?`).
    static func onlyNames(_ text: String, _ term: String) -> Bool {
        let letters = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let said = letters(text), named = letters(term)
        guard !named.isEmpty, let range = said.range(of: named) else { return false }
        let rest = said[..<range.lowerBound] + said[range.upperBound...]
        return rest.allSatisfy(\.isNumber) || ["란", "이란"].contains(rest.filter { !$0.isNumber })
    }

    /// The passage that explains what stands at `line`: the passage holding the line, or,
    /// for a heading (whose term the paragraphs under it explain), the passage after it.
    static func passage(explaining line: Int, in passages: [ParsedPassage]) -> Int? {
        guard let index = passages.firstIndex(where: { $0.startLine <= line && line <= $0.endLine }) else { return nil }
        if passages[index].kind == .heading, index + 1 < passages.count, passages[index + 1].kind != .heading {
            // `**Answer:**` alone labels the passage after it, which is the explanation.
            let labelOnly = ConceptExtractor.droppingAnswerLabel(passages[index + 1].text)?.isEmpty == true
            return labelOnly && index + 2 < passages.count && passages[index + 2].kind != .heading ? index + 2 : index + 1
        }
        return index
    }
}
