import Foundation

/// `HStack, VStack은 많이 쓰고 봤을것이다.`: a sentence that tells the reader they have surely
/// seen or used its names already (`봤을 것이다`, "you will have seen") recalls them before the
/// note's subject (GroveNotes, where `@ViewBuilder` follows); it explains none of them. A
/// sentence that says what a name does (`VStack은 뷰를 세로로 쌓는다`) stays.
extension ConceptExtractor {
    /// The endings of a sentence that says the reader already knows its names.
    static let familiarityEndings = ["봤을 것이다", "봤을것이다", "보았을 것이다", "보셨을 것이다", "들어봤을 것이다", "익숙할 것이다"]

    static func isFamiliarName(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (Most blocks hold none of the endings' verbs: looked for first, in the bytes.)
        guard ["봤을", "보았을", "보셨을", "익숙할"].contains(where: { block.text.containsBytes($0) }) else { return false }
        let name = concept.term.filter { $0 != "`" }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        return periodSentences(of: text).contains { sentence in
            let clause = sentence.trimmingWhitespace.trimming(".!")
            return familiarityEndings.contains { clause.hasSuffix($0) } && names(Substring(clause), name)
        }
    }
}
