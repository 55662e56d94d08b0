import Foundation

/// `You are going to use stacks *a lot* in SwiftUI`, `A gesture that happens **all at once**`:
/// a marked phrase made only of words that say how much, how often or when (with the articles
/// and prepositions that join them) is stress on a sentence's degree or timing, not a name; no
/// learner looks it up. A phrase with any other word (`**all views**`, `*at least one*`) is
/// read as any marked phrase is.
extension ConceptExtractor {
    static func isStressedAdverb(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .markedTerm || concept.source == .topicSentence else { return false }
        let words = concept.term.lowercased().split(separator: " ")
        return words.count >= 2 && words.allSatisfy { degreeAndTimeWords.contains(String($0)) }
    }

    /// Words of degree, frequency and time, and the articles and prepositions of their phrases
    /// (`a lot`, `all at once`, `a little bit`, `over and over again`).
    static let degreeAndTimeWords: Set<String> = [
        "a", "an", "all", "at", "in", "and", "over", "lot", "lots", "once", "twice", "bit", "little", "much", "more", "less",
        "only", "always", "never", "often", "again", "together", "first", "last", "least", "most", "very", "too",
    ]
}
