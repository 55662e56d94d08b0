/// `- Configuration 타입에 isPressed 대신 trigeer라는 메서드가 주어져 …` carded `대신 trigeer`: a
/// term whose first word is a connective of the sentence (`대신`, instead of; `또한`, also; `즉`,
/// that is) took a word that belongs to the clause, not to the name; the name alone is
/// carded, if at all, where it is explained. A term that only contains such a word later
/// (`뷰 대신 …`) is read as any term is.
extension ConceptExtractor {
    static func startsWithAConnective(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard let first = concept.term.split(separator: " ").first, concept.term.contains(" ") else { return false }
        return sentenceConnectives.contains(String(first))
    }

    /// Korean words that join a clause to what was said before it.
    static let sentenceConnectives: Set<String> = ["대신", "또한", "그리고", "하지만", "그러나", "따라서", "그래서", "즉", "게다가", "한편"]
}
