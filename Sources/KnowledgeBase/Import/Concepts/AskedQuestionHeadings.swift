import Foundation

/// `### Q3. `GridItem` configuration?` over `**Answer:** Used in `LazyVGrid`. …`: an
/// interview question asks about the term its heading names, and the answer under it
/// explains that term, though it names it by `it` or not at all.
extension ConceptExtractor {
    /// Whether `heading` is a numbered question (`Q3. … ?`, `Q4) … ?`).
    static func isNumberedQuestion(_ heading: String) -> Bool {
        withoutQuestionNumber(LearnerTerms.headingTitle(heading))?.hasSuffix("?") == true
    }
}
