/// `* episode : 현재 노출되고 있는 에피소드(let)`, `* isPlaying : 현재 재생중인지의 여부(var)`:
/// an entry that glosses a name and says whether it is declared `let` or `var` describes a
/// stored property of the note's own example, whose code the note may show only as a
/// picture; it is the example's, not a term to learn. An entry without the declaration's
/// keyword (`* isPresented : 시트를 띄울지 정하는 값`) is read as any entry is.
extension ConceptExtractor {
    static func isOwnPropertyGloss(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .colonDefinition, block.kind == .paragraph else { return false }
        let text = block.text.trimmingWhitespace.trimming(".")
        return text.hasSuffix("(let)") || text.hasSuffix("(var)")
    }
}
