/// `### Radial Layout과의 차이` under a section about another layout: the heading compares
/// the section's subject with one other thing (`X과의 차이`, the difference from X), so
/// neither X nor the phrase is the term it explains; X is explained in its own section.
/// A comparison of two things it names (`ZStack과 overlay의 차이점`, `onAppear vs task`)
/// stays a concept.
extension ConceptExtractor {
    static func isOneSidedComparison(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard case .heading = block.kind else { return false }
        let heading = LearnerTerms.headingTitle(block.text).trimming(".?!:")
        return ["과의 차이", "와의 차이", "과의 차이점", "와의 차이점"].contains { heading.hasSuffix($0) }
    }
}
