import Testing
@testable import KnowledgeBase

/// `For **lightweight** information` (OakNotes), `break the Other views down by **feature**`
/// (QuillNotes): a name marked right after `for` or `by` is no concept of its sentence
/// (`PrepositionObjects`); one marked after `to` stays a card.
extension RejectedConceptsTests {
    @Test func aNameMarkedAfterForOrByIsNoConcept() {
        #expect(terms("""
            # Persistence

            * For **lightweight** information (NEVER for documents)
            - We break the Other views down by **feature**.
            - To monitor the changes of a class, you make a class conform to `ObservableObject` protocol.
            """) == ["ObservableObject"])
    }

    @Test func theObjectOfForOrByIsTheWordRightAfterIt() {
        let block = MarkdownParser.parse("For `@ObservedObject` property wrapper we just remove it, as `@State` is kept for `count`.")[0]
        #expect(ConceptExtractor.isAPrepositionsObject(candidate(.markedTerm, "@ObservedObject"), in: block))
        #expect(ConceptExtractor.isAPrepositionsObject(candidate(.markedTerm, "count"), in: block))
        #expect(!ConceptExtractor.isAPrepositionsObject(candidate(.markedTerm, "@State"), in: block))
        #expect(!ConceptExtractor.isAPrepositionsObject(candidate(.topicSentence, "@ObservedObject"), in: block))
    }
}
