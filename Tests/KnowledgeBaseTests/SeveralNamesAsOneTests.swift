import Testing
@testable import KnowledgeBase

/// `Flexible, Adaptive UI` (FreshNotes), `NavigationStack/NavigationSplitView` (UnseenNotes),
/// `Embed in HStack|VStack|List` (ValeNotes): a term that lists several things is no concept
/// (`SeveralNamesAsOne`); code with a comma in its brackets and the halves of one measure
/// stay one term.
extension RejectedConceptsTests {
    @Test func aTermThatListsSeveralThingsIsNoConcept() {
        #expect(terms("""
            # Layout

            - **Flexible, Adaptive UI**: For cases where UI elements need to change size based on the parent container.
            - **`.flexible(min, max)`**: Takes available space (standard grid).

            | 값 | 뜻 |
            | --- | --- |
            | Ideal width/height | 뷰가 원하는 선호 공간 |
            """) == [".flexible(min, max)", "Ideal width/height"])
    }

    @Test func severalNamesAreJoinedByACommaOrBetweenCapitalisedNames() {
        let block = MarkdownParser.parse("A")[0]
        #expect(ConceptExtractor.isSeveralNamesAsOne(candidate(.topicSentence, "NavigationStack/NavigationSplitView"), in: block))
        #expect(ConceptExtractor.isSeveralNamesAsOne(candidate(.topicSentence, "Embed in HStack|VStack|List"), in: block))
        #expect(ConceptExtractor.isSeveralNamesAsOne(candidate(.topicSentence, "Controller, Layout"), in: block))
        #expect(!ConceptExtractor.isSeveralNamesAsOne(candidate(.topicSentence, "isPresented/item"), in: block))
        #expect(!ConceptExtractor.isSeveralNamesAsOne(candidate(.topicSentence, "_ConditionalContent<A, B>"), in: block))
    }
}
