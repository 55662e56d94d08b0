import Testing
@testable import KnowledgeBase

/// `- label은 왜 function일까?` (RiverNotes), `` `@StateObject`의 클로저는 … 어느 시점에 실행되는가 ``:
/// a line that asks why, when or how about its subject is no concept (`ReasonQuestions`); a
/// line that asks what it is stays a card.
extension RejectedConceptsTests {
    @Test func aQuestionForOneFactOfItsSubjectIsNoConcept() {
        #expect(terms("""
            # Lecture 2

            - label은 왜 function일까?
              - ViewBuilder이기 때문에 여러 뷰를 넣을 수 있다.

            **(1) ObservedObject란?**

            외부에서 주입받는 객체를 관찰하는 프로퍼티 래퍼이다.
            """) == ["ObservedObject"])
    }

    @Test func factQuestionsAskWhyWhenWhereOrHow() {
        func asks(_ line: String) -> Bool {
            ConceptExtractor.isAskedForAFact(candidate(.topicSentence, "X"), in: MarkdownParser.parse(line)[0])
        }
        #expect(asks("- X의 클로저는 정확히 body 첫 호출의 어느 시점에 실행되는가"))
        #expect(asks("When does X run its closure?"))
        #expect(!asks("X는 뭘까요??"))
        #expect(!asks("However, X runs once?"))
        #expect(!asks("X는 왜 필요한지 알아보자."))
    }
}
