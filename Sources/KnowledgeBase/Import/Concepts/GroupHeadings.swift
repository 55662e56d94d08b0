/// `### Text Modifiers` over `- `.font()`: Changes the text's font.` and `- `.foregroundColor()`:
/// …`, `## Commands` over `- `option + command + enter`: Show the Canvas.`: a heading that names,
/// in the plural, the group a glossary's entries belong to heads the list. Each entry says
/// what it is, as a card of its own; the group's name is explained by none of them, and a
/// card `Text Modifiers → .font(): Changes the text's font.` asks for a category with an
/// example of it. A plural heading over prose (`### Environment modifiers` over `Many
/// modifiers can be applied to containers …`) names what the prose explains, and stays; so
/// does a heading in the singular over an entry (`## .alert` over `` `.alert`: … ``), as
/// `ColonDefinitions`' lead-in line over a glossary is (`headsAGlossary`) for the paragraph.
extension ConceptExtractor {
    static func isGroupOverGlossary(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (The heading is the group's name and nothing else: `### WHY DOES SWIFTUI USES
        // STRUCT FOR VIEWS?` over `- First, because of performance: …` asks about its term.)
        guard concept.source == .heading, block.isHeading, isPluralName(concept.term) else { return false }
        let title = LearnerTerms.headingTitle(block.text).filter { !"`*_".contains($0) }
        guard title.lowercased() == concept.term.lowercased(),
              let first = concept.explanation.splitLines().first,
              let entry = MarkdownParser.parse(String(first)).first else { return false }
        return colonDefinition(entry) != nil
    }

    /// `Text Modifiers`, `Commands`, `Gestures`: a name whose last word is an English plural.
    static func isPluralName(_ term: String) -> Bool {
        guard let last = term.split(separator: " ").last, last.count >= 4, last.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return last.hasSuffix("s") && !last.hasSuffix("ss") && last.dropFirst().allSatisfy(\.isLowercase)
    }
}
