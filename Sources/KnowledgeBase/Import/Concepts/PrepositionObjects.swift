/// `* For **lightweight** information (NEVER for documents)`, `- We break the Other views down
/// by **feature**.`, `` For `@ObservedObject` property wrapper we just remove it ``: an English
/// name marked right after `for` or `by` is what the sentence is for, or the measure it goes
/// by; the sentence explains something else (storing small data, how to group views, what
/// the migration changes). A name marked after `to`, `with` or `using` (`conform to
/// `ObservableObject` protocol`, `using `GeometryReader``) is often the means the sentence
/// explains, and stays a card.
extension ConceptExtractor {
    static func isAPrepositionsObject(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .markedTerm, ["for ", "For ", "by ", "By ", "FOR ", "BY "].contains(where: block.text.containsBytes),
              let (before, _) = surroundings(of: concept, in: block) else { return false }
        let words = before.lowercased().split(separator: " ")
        guard let last = words.last, before.last == " " else { return false }
        return ["for", "by"].contains(last)
    }
}
