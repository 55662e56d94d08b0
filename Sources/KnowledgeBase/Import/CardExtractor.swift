/// What kind of flashcard a card is, and so how it was made from the notes.
public enum CardKind: String, Codable, Sendable, CaseIterable {
    /// A concept's term on the front, its explanation on the back.
    case concept
    /// A question and answer block: `> Q) … A) …`.
    case question
    /// `front::back`, a multi-line front and back split by a `?` line, and the forward
    /// card of `front:::back`.
    case basic
    /// The backward card of `front:::back` (and of a `??` split).
    case reverse
    /// A sentence with one `==highlight==` or `{{cloze}}` hidden.
    case cloze
    /// A runnable example's code and a question about its layout; the engine's answer
    /// and picture on the back.
    case layout
}

/// A card read from a note, before it is stored.
struct ParsedCard: Equatable {
    let kind: CardKind
    let front: String
    let back: String
    let line: Int
    /// What makes the card the same card across imports. A card the note writes
    /// (`front::back`, a cloze) is its kind and text: editing the text makes a new card;
    /// moving it within the note or to another note does not. A concept card is its term
    /// (as `LearnerTerms.key` compares terms) in its note (`ofNote`: the file's name and
    /// title): its explanation may be reworded and keep the card's reviews. A layout card is
    /// its `LayoutCard.key`, given as `identityText`: its code, question and answer.
    let identity: String

    /// `apart`: the note cards the front's namesake too (`.environmentObject(_:)` and
    /// `@EnvironmentObject`), and did so first, so this card has an identity of its own.
    /// `writtenTerm`: the term as the note wrote it, where the front spells it otherwise.
    init(kind: CardKind, front: String, back: String, line: Int, ofNote note: String? = nil, apart: Bool = false,
         writtenTerm: String? = nil, identityText: String? = nil) {
        self.kind = kind
        self.front = front
        self.back = back
        self.line = line
        // (Only a concept card's identity reads its term: a layout card's front is code.)
        let term = writtenTerm ?? front
        let text = note.map { "\(kind.rawValue)\u{1F}\(apart ? LearnerTerms.conceptKey(term) + "\u{1E}" : LearnerTerms.key(term))\u{1F}\($0)" }
            ?? "\(kind.rawValue)\u{1F}\(identityText ?? front + "\u{1F}" + back)"
        identity = ContentHash.of(Array(text.utf8))
    }
}

/// Finds the flashcards in one chapter's blocks: explicit cards written in the note's own
/// syntax, cloze deletions, and a card per concept.
enum CardExtractor {
    /// A concept card's identity is its term as `LearnerTerms.key` compares terms, so that
    /// reviews of a card whose term a note spells `.padding()` or `padding` survive either
    /// spelling. Where a note cards two concepts of one key (`ConceptSpelling.isApart`), the
    /// one of its `concepts` it cards first keeps that identity (it was the note's one card
    /// of the term before kb told them apart), and the terms returned (as
    /// `LearnerTerms.conceptKey` writes them), the later ones, get their own.
    static func termsApart(_ concepts: [ParsedConcept]) -> Set<String> {
        var firstOfKey = Set<String>()
        var apart = Set<String>()
        for concept in concepts where concept.source != .question && !concept.explanation.isEmpty && concept.explanation != concept.term
            && !firstOfKey.insert(LearnerTerms.key(concept.term)).inserted {
            apart.insert(LearnerTerms.conceptKey(concept.term))
        }
        return apart
    }

    /// `note` names the note (file name and title) that concept cards belong to; `apart`,
    /// the terms (`LearnerTerms.conceptKey`) whose namesake the note carded first.
    static func cards(in blocks: [MarkdownBlock], concepts: [ParsedConcept], note: String = "",
                      apart: Set<String> = []) -> [ParsedCard] {
        var cards: [ParsedCard] = []
        for block in blocks where block.kind == .paragraph {
            cards += explicitCards(block)
            cards += clozeCards(block)
        }
        // A line that holds a card its writer made needs no concept card besides, nor does
        // a concept explained by such lines (a heading over `front::back` cards).
        let writtenLines = Set(cards.map(\.line))
        for concept in concepts where !concept.explanation.isEmpty && concept.explanation != concept.term
            && (concept.source == .question || !writtenLines.contains(concept.line)
                // (Code's `==` and `{{` are Swift's, no card markup.)
                && (concept.isShownCode || !hasCardMarkup(concept.explanation))) {
            let kind: CardKind = concept.source == .question ? .question : .concept
            cards.append(ParsedCard(kind: kind, front: concept.term, back: concept.explanation, line: concept.line,
                                    ofNote: kind == .concept ? note : nil, apart: apart.contains(LearnerTerms.conceptKey(concept.term)),
                                    writtenTerm: concept.writtenTerm))
        }
        var seen = Set<String>()
        return cards.filter { seen.insert($0.identity).inserted }
    }

    /// Whether the text holds `::`, `==` or `{{`: one pass over its bytes.
    static func hasCardMarkup(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == previous, byte == UInt8(ascii: ":") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "{") {
                return true
            }
            previous = byte
        }
        return false
    }

    // MARK: front::back, front:::back, and ? lines

    static func explicitCards(_ block: MarkdownBlock) -> [ParsedCard] {
        // Most paragraphs hold neither `::` nor a line that starts with `?`.
        guard hasCardMarkup(block.text) || block.text.containsBytes("\n?") else { return [] }
        let lines = block.text.components(separatedByBytes: "\n")
        if let split = lines.firstIndex(where: { $0.trimmingWhitespace == "?" || $0.trimmingWhitespace == "??" }) {
            let front = lines[..<split].joined(separator: "\n").trimmingWhitespace
            let back = lines[(split + 1)...].joined(separator: "\n").trimmingWhitespace
            guard !front.isEmpty, !back.isEmpty else { return [] }
            let card = ParsedCard(kind: .basic, front: front, back: back, line: block.startLine)
            let both = lines[split].trimmingWhitespace == "??"
            return both ? [card, ParsedCard(kind: .reverse, front: back, back: front, line: block.startLine)] : [card]
        }
        let allSeparators = block.text.byteRanges(of: "::")
        guard !allSeparators.isEmpty else { return [] }
        var cards: [ParsedCard] = []
        var offset = 0
        for line in lines {
            defer { offset += 1 }
            let separators = allSeparators.filter { range in
                range.lowerBound >= line.startIndex && range.upperBound <= line.endIndex
                    && !block.spans.contains { $0.kind == .code && $0.range.overlaps(range) }
                    && !isInsideCloze(range, of: line)
            }
            guard let first = separators.first else { continue }
            // `:::` is three colons: two ranges of `::` found one after the other.
            let isTriple = line.base[first.upperBound...].hasPrefix(":")
            let backStart = isTriple ? line.base.index(after: first.upperBound) : first.upperBound
            let front = String(line[line.startIndex..<first.lowerBound]).trimmingWhitespace
            let back = String(line.base[backStart..<line.endIndex]).trimmingWhitespace
            guard !front.isEmpty, !back.isEmpty, !back.hasPrefix(":"), !isLogseqProperty(front) else { continue }
            let lineNumber = block.startLine + offset
            cards.append(ParsedCard(kind: .basic, front: front, back: back, line: lineNumber))
            if isTriple { cards.append(ParsedCard(kind: .reverse, front: back, back: front, line: lineNumber)) }
        }
        return cards
    }

    /// `logseq.order-list-type:: number`, `collapsed:: true`, `id:: 64f1…`: Logseq writes a
    /// block's properties with the card separator; they are the outliner's settings, no card.
    static func isLogseqProperty(_ front: String) -> Bool {
        guard front.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || "._-".utf8.contains($0) })
        else { return false }
        return front.hasPrefix("logseq.") || front.hasPrefix("card-") || logseqProperties.contains(front)
    }

    /// The block properties Logseq itself writes.
    static let logseqProperties: Set<String> = [
        "id", "collapsed", "heading", "background-color", "template", "template-including-parent", "hl-page", "hl-color",
        "ls-type", "hl-type", "hl-stamp", "query-table", "query-properties", "query-sort-by", "query-sort-desc",
    ]

    /// Whether `range` lies in an open `{{…}}`, as the `::` of `{{c1::answer}}` does.
    static func isInsideCloze(_ range: Range<String.Index>, of line: Substring) -> Bool {
        let before = line.base[line.startIndex..<range.lowerBound]
        guard let open = before.lastByteRange(of: "{{") else { return false }
        guard let close = before.lastByteRange(of: "}}") else { return true }
        return close.lowerBound < open.lowerBound
    }

    // MARK: Cloze deletions

    /// A deletion in a sentence: the text hidden, and the range it takes marks included.
    struct Deletion {
        var answer: String
        var range: Range<String.Index>
    }

    /// One card per `==highlight==` or `{{cloze}}` (`{{c1::cloze}}` too) of each sentence:
    /// the sentence with that one hidden as `[…]` on the front, and whole, the answer in
    /// `**`, on the back.
    static func clozeCards(_ block: MarkdownBlock) -> [ParsedCard] {
        guard block.text.utf8.contains(UInt8(ascii: "=")) || block.text.utf8.contains(UInt8(ascii: "{")) else { return [] }
        var cards: [ParsedCard] = []
        var offset = 0
        for line in block.text.components(separatedByBytes: "\n") {
            defer { offset += 1 }
            for sentence in ConceptExtractor.sentences(in: line) {
                let deletions = self.deletions(in: sentence, spans: block.spans)
                for hidden in deletions.indices {
                    let front = render(sentence, deletions) { index, deletion in index == hidden ? "[…]" : deletion.answer }
                    let back = render(sentence, deletions) { index, deletion in index == hidden ? "**\(deletion.answer)**" : deletion.answer }
                    cards.append(ParsedCard(kind: .cloze, front: front.trimmingWhitespace, back: back.trimmingWhitespace,
                                            line: block.startLine + offset))
                }
            }
        }
        return cards
    }

    static func deletions(in sentence: Substring, spans: [InlineSpan]) -> [Deletion] {
        var deletions: [Deletion] = []
        for (open, close) in [("==", "=="), ("{{", "}}")] {
            let text = sentence.base
            var cursor = sentence.startIndex
            while let start = text[cursor..<sentence.endIndex].range(of: open),
                  let end = text[start.upperBound..<sentence.endIndex].range(of: close) {
                cursor = end.upperBound
                let whole = start.lowerBound..<end.upperBound
                guard !spans.contains(where: { $0.kind == .code && $0.range.overlaps(whole) }) else { continue }
                var answer = String(text[start.upperBound..<end.lowerBound])
                if open == "{{", let marker = answer.range(of: "::"), answer[..<marker.lowerBound].first == "c" {
                    answer = String(answer[marker.upperBound...])
                }
                answer = answer.trimmingWhitespace
                guard !answer.isEmpty, !answer.contains("\n") else { continue }
                deletions.append(Deletion(answer: answer, range: whole))
            }
        }
        return deletions.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    static func render(_ sentence: Substring, _ deletions: [Deletion], _ replace: (Int, Deletion) -> String) -> String {
        var result = ""
        var cursor = sentence.startIndex
        for (index, deletion) in deletions.enumerated() where deletion.range.lowerBound >= cursor {
            result += sentence.base[cursor..<deletion.range.lowerBound]
            result += replace(index, deletion)
            cursor = deletion.range.upperBound
        }
        return result + sentence.base[cursor..<sentence.endIndex]
    }
}
