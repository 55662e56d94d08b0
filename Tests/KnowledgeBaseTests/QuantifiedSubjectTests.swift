import Testing
@testable import KnowledgeBase

/// `* 모든 변경사항은 …`, `모든 State 변경은 …`, `모든 childView들은 …` (TideNotes, FjordNotes,
/// BlindNotes): a rule for every one of its subjects is no concept of them
/// (`QuantifiedSubjects`); the sentence about the one thing, and the one about each in turn,
/// stay cards.
extension RejectedConceptsTests {
    @Test func aRuleForEveryOneOfItsSubjectsIsNoConcept() {
        #expect(terms("""
            # Data Flow

            * 모든 변경사항은 항상 View hierarchy를 통해 아래로 이동한다.
            * 변경사항은 부모 뷰에서 자식 뷰로 전달된다.

            Store는 앱의 상태를 한곳에서 관리하는 객체이다. 모든 State 변경은 Store를 통해 이루어진다.

            contentView의 모든 childView들은 contentView의 EnvironmentObject에 접근할 수 있다.

            각 ModifiedContent는 원래 뷰와 적용할 변경을 함께 담는 뷰이다.
            """) == ["변경사항", "Store", "ModifiedContent"])
    }

    /// (A claim named by its words, `modifier는 새로운 View를 리턴`, is the claim's card,
    /// whoever it holds for: its name is followed by the rest of the sentence, not by a
    /// subject's particle.)
    @Test func aQuantifiedSubjectIsANameFollowedByItsParticle() {
        func concept(_ term: String) -> ParsedConcept { ParsedConcept(term: term, explanation: "", line: 1, source: .topicSentence) }
        let block = MarkdownParser.parse("모든 modifier는 새로운 View를 리턴한다는 점이 중요하다.")[0]
        #expect(ConceptExtractor.isQuantifiedSubject(concept("modifier"), in: block))
        #expect(!ConceptExtractor.isQuantifiedSubject(concept("modifier는 새로운 View를 리턴"), in: block))
        #expect(!ConceptExtractor.isQuantifiedSubject(concept("View"), in: block))
    }
}
