/// `1. **Parent Proposes Size for Child**` over what the parent proposes, `2. **Child Views
/// Choose Their Size:** Each child view …`: a list item titled in bold with a step of the
/// layout process (`layoutStep`: the parent proposes or places, the child chooses its size)
/// names that step in the note's own words, and the learner is asked it by that name. Such a
/// title is a clause, a subject with its verb and object: longer than the four words a term
/// has (`isTermLike`) and with the prepositions of a section title (`isSectionTitle`), so
/// `headingLikeTerm` and `colonDefinition` leave it. A bold title that states no step
/// (`**Multiple Modifiers for Different Effects**`) stays a section's title, no term.
extension ConceptExtractor {
    /// The step the bold title of the list item at `index` states, and what explains it: the
    /// text after the title's colon, else the text indented under the item, else the
    /// paragraph right after it (a numbered step whose explanation is not indented). Nil for
    /// any other block.
    static func titledLayoutStep(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        let block = blocks[index]
        let text = block.text.trimmingWhitespace
        guard block.listItem != nil, !text.contains("\n"), let title = block.spans.first, title.kind == .strong,
              text.hasPrefix(title.text) else { return nil }
        let term = title.text.trimming(": ")
        guard (3...8).contains(term.split(separator: " ").count), layoutStep(term) != nil else { return nil }
        var explanation = [String(text.dropFirst(title.text.count)).trimming(": ")].filter { !$0.isEmpty }
        if explanation.isEmpty { explanation = Array(blocks.textUnderItem(at: index).prefix(2)) }
        // (Not the next step's title: only a paragraph outside the list.)
        if explanation.isEmpty, index + 1 < blocks.count, blocks[index + 1].listItem == nil {
            explanation = blocks.proseTexts(from: index + 1, step: 1, atMost: 1)
        }
        return explanation.isEmpty ? nil : (term, explanation.joined(separator: "\n"))
    }
}
