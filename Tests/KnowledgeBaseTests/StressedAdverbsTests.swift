import Testing
@testable import KnowledgeBase

/// `StressedAdverbs`: a marked phrase of degree or timing words (FjordNotes, OakNotes) is no
/// term; a marked phrase with a noun is read as any is.
@Suite struct StressedAdverbsTests {
    @Test func stressOnHowMuchOrWhenIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Gestures

            * A gesture that happens **all at once** (eg. Taps)
            * A gesture that happens continuously is a **drag gesture**.
            """) == ["Gestures", "drag gesture"])
    }

    @Test func degreeAndTimeWordsMakeTheWholePhrase() {
        let concept = { (term: String) in ParsedConcept(term: term, explanation: "", line: 1, source: .markedTerm) }
        let block = MarkdownParser.parse("x")[0]
        #expect(ConceptExtractor.isStressedAdverb(concept("a lot"), in: block))
        #expect(ConceptExtractor.isStressedAdverb(concept("All at once"), in: block))
        #expect(!ConceptExtractor.isStressedAdverb(concept("all views"), in: block))
        #expect(!ConceptExtractor.isStressedAdverb(concept("once"), in: block))
        #expect(!ConceptExtractor.isStressedAdverb(concept("at least one"), in: block))
    }
}
