/// `- Implicit Animation` over nested items that say what it is (`- One is an implicit
/// animation where we're going to just mark a View.`): an English outline names a concept
/// on its item and explains it in the items under it, as `explainedListHead` reads a Korean
/// one. A plain phrase over items that do not name it (`- Getting started` over steps, `-
/// Layout` over `- leading`, `- center`) lists its parts or kinds, and names no term.
extension ConceptExtractor {
    /// The English term the list item at `index` names, when the items nested under it are
    /// sentences and the first of them names it; nil otherwise.
    static func explainedEnglishListHead(at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let block = blocks[index]
        guard let item = block.listItem, index + 1 < blocks.count else { return nil }
        // (Most items have no items nested under them: they are known to be no head before
        // their text is lowercased and split into words.)
        let nested = blocks[(index + 1)...].prefix { $0.outerListItem == item && $0.listItem != item }
            .compactMap(\.proseText).prefix(2)
        guard !nested.isEmpty else { return nil }
        let term = block.text.trimmingWhitespace
        let words = term.lowercased().split(separator: " ").map(String.init)
        // (One to three words of letters, a noun phrase: no verb opens it, no gerund of a task.)
        guard (1...3).contains(words.count), term.count >= 3, let first = words.first, let last = words.last,
              words.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") } }),
              !imperativeVerbs.contains(first), !taskVerbs.contains(first), !first.hasSuffix("ing"),
              !headingStopWords.contains(last), !LearnerTerms.isGenericSubject(term), isTermLike(term) else { return nil }
        // (`- Modifiers` over `- Some modifiers are involved in the layout process. Examples:`:
        // a sentence that opens a list with its colon introduces its kinds.)
        guard let explanation = nested.first, nested.allSatisfy({ $0.split(separator: " ").count >= 4 }),
              mentions(explanation, term), !explanation.hasSuffix(":") else { return nil }
        return term
    }
}
