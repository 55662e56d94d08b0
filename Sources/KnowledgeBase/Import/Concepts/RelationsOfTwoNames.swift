import Foundation

/// `- View와 ViewModel의 관계는 N : 1이다.`: a relation word (`관계`, `차이`) after `A와 B의` is
/// the relation of those two; alone it names nothing (FjordNotes), and a card `관계 → …` asks
/// for a word the learner cannot tell from any other. `관계` written on its own
/// (`관계는 …`) stays.
extension ConceptExtractor {
    /// The words that name how two things relate.
    static let relationWords: Set<String> = ["관계", "차이", "차이점", "공통점", "비교"]

    static func isRelationOfTwoNames(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard relationWords.contains(concept.term) else { return false }
        let words = block.text.filter { $0 != "`" && $0 != "*" }.split(separator: " ")
        for (index, word) in words.enumerated() where index >= 1 && word.hasPrefix(concept.term) {
            // (`A와 B의 관계`: the word before is the second name with `의`, and a name with
            // `와` or `과` comes before it.)
            guard words[index - 1].hasSuffix("의") else { continue }
            if words[..<(index - 1)].contains(where: { $0.hasSuffix("와") || $0.hasSuffix("과") }) { return true }
        }
        return false
    }
}
