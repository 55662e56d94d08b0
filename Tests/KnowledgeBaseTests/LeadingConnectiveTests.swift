import Testing
@testable import KnowledgeBase

/// `isPressed 대신 trigeer라는 메서드` (FjordNotes) carded `대신 trigeer`: a term that starts with
/// a connective of its clause is no concept (`LeadingConnectives`); one that holds the word
/// later stays.
extension RejectedConceptsTests {
    @Test func aTermStartingWithAConnectiveIsNoConcept() {
        let block = MarkdownParser.parse("A")[0]
        #expect(ConceptExtractor.startsWithAConnective(candidate(.topicSentence, "대신 trigeer"), in: block))
        #expect(!ConceptExtractor.startsWithAConnective(candidate(.topicSentence, "뷰 대신 레이어"), in: block))
        #expect(!ConceptExtractor.startsWithAConnective(candidate(.topicSentence, "대신"), in: block))
    }

    @Test func theClauseOfAConnectiveGivesNoCard() {
        #expect(terms("""
            # ButtonStyle

            - Configuration 타입에 isPressed 대신 trigeer라는 메서드가 주어져 버튼 이벤트 발생 시점을 직접 결정할 수 있다.
            """) == ["ButtonStyle"])
    }
}
