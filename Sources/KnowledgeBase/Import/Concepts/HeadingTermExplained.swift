import Foundation

/// The ways the text under a heading explains the heading's term without writing it as the
/// heading does: by its gloss (`GlossedHeadings`), spaced otherwise (`RespacedCompounds`), or
/// in a note-style clause that leaves it out as its subject (`OmittedSubjects`).
extension ConceptExtractor {
    /// `written` is the term as the heading writes it, before `LearnerTerms.kept` cleans it.
    static func explainsUnwritten(_ text: String, written: String) -> Bool {
        mentionsGlossedTerm(text, written) || mentionsRespaced(text, written) || describesOmittedSubject(text)
    }
}
