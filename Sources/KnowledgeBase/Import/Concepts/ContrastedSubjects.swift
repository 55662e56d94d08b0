/// `- HStack은 가능한 모든 공간을 사용하지만, LazyVGrid는 필요한 만큼만 사용함`, `일반적으로
/// ViewModifier는 하위뷰에 적용되지만, padding은 해당뷰에만 적용됨`: a sentence that sets its
/// subject against a second one (`X는 …지만, Y는 …`, `X는 … 반면, Y는 …`) is said for the
/// second: its news is how Y differs, and X's half is the background Y differs from, half a
/// clause that explains X where the note explains it. A card `HStack → … LazyVGrid는 …` asks
/// for one thing and answers with another. A sentence that goes on about its own subject
/// (`X는 …지만, 사용하기 쉽다`: no second subject) is read as any sentence is.
extension ConceptExtractor {
    static func isContrastedSubject(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .topicSentence,
              contrastMarkers.contains(where: block.text.containsBytes) else { return false }
        let lines = block.text.splitLines(omittingEmpty: false)
        let offset = concept.line - block.startLine
        guard lines.indices.contains(offset) else { return false }
        // The sentence may go on over the block's next lines (`… 알 수 있는 반면,` / `불투명한 타입은 …`).
        let text = lines[offset...].joined(separator: " ").filter { !"`*".contains($0) }
        guard let found = text.range(of: concept.term.filter { !"`*".contains($0) }),
              let particle = text[found.upperBound...].first, "은는이가".contains(particle) else { return false }
        let sentence = String(text[found.upperBound...].prefix { $0 != "." })
        return contrastMarkers.contains { marker in
            sentence.byteRanges(of: marker).contains { range in
                opensWithASubject(sentence[range.upperBound...].split(separator: " "))
            }
        }
    }

    /// Whether a clause opens with its topic: a name and its particle (`LazyVGrid는`,
    /// `padding은`), after at most one word that describes it (`불투명한 타입은`). A verb that
    /// describes what follows (`많이 쓰이는 뷰다`, `…있는`) is no topic, though it ends in `는`.
    static func opensWithASubject(_ words: [Substring]) -> Bool {
        func isTopic(_ word: Substring) -> Bool {
            word.count >= 2 && (word.hasSuffix("은") || word.hasSuffix("는"))
                && !verbModifierEndings.contains { word.hasSuffix($0) }
        }
        guard let first = words.first else { return false }
        if isTopic(first) { return true }
        return words.count >= 2 && ["한", "된", "인", "운"].contains { first.hasSuffix($0) } && isTopic(words[1])
    }

    /// Endings of a verb or adjective that describes the noun after it (`하는`, `있는`).
    static let verbModifierEndings = ["하는", "되는", "있는", "없는", "않는", "이는", "지는", "리는", "기는", "주는", "보는"]

    /// The joints of a Korean sentence that contrast what comes before with what follows:
    /// `…지만,` (but), `… 반면,` (whereas).
    static let contrastMarkers = ["지만,", "반면,", "반면에"]
}
