import Foundation

/// `AspectModifier can be anything that conforms to the ViewModifier protocol.`: a name the
/// note says "can be anything" (that conforms, that is a view) stands for any type of a kind
/// (MistNotes, after `.modifier(AspectModifier(2/3))`); the kind (`ViewModifier`) is the
/// concept, and a card `AspectModifier → …` asks for a placeholder. A name the sentence
/// says something of (`AspectModifier is the modifier aspectRatio uses`) stays.
extension ConceptExtractor {
    /// Words that say a name stands for anything of a kind.
    static let placeholderMarks = [" can be anything", " could be anything", " may be anything", "는 무엇이든", "은 무엇이든"]

    static func isPlaceholderName(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        return placeholderMarks.contains { text.containsBytes(concept.term + $0) }
    }
}
