import Testing
@testable import KnowledgeBase

/// A paragraph that only asks what a thing is, answered by the paragraph after it.
@Suite struct AskedParagraphTests {
    let forms = ConceptDefinitionFormsTests()

    /// `` `@Binding`은 뭘까요? `` over its answer; `아래 코드에서 보이는 `@state`는 뭘까요??`:
    /// the words that point at the code are no part of the term, and `??` asks once.
    @Test func aQuestionAloneIsAnsweredByTheNextParagraph() {
        let found = forms.concepts("""
            아래 코드에서 보이는 `@state`는 뭘까요??

            구조체는 자신의 변수를 바꿀 수 없기 때문에 이 문제를 해결하려고 만들어졌습니다.

            `@Binding`은 무엇일까요?

            다른 뷰의 상태를 읽고 쓰는 연결이다.
            """)
        #expect(found.map(\.term) == ["@state", "@Binding"])
        #expect(found.map(\.explanation) == [
            "구조체는 자신의 변수를 바꿀 수 없기 때문에 이 문제를 해결하려고 만들어졌습니다.",
            "다른 뷰의 상태를 읽고 쓰는 연결이다.",
        ])
    }

    /// `2. Identifiable은 무엇인가 ?` (FjordNotes), one numbered question of a list, over an
    /// unindented paragraph that answers it: the item asks as a paragraph does.
    @Test func aNumberedQuestionIsAnsweredByTheParagraphUnderIt() {
        let found = forms.concepts("""
            1. KeyPath 문법 살펴보기

            2. Hashable은 무엇인가 ?

            값을 해시할 수 있게 하는 프로토콜로, Set과 Dictionary의 키가 된다.
            """)
        #expect(found.map(\.term) == ["Hashable"])
        #expect(found.map(\.explanation) == ["값을 해시할 수 있게 하는 프로토콜로, Set과 Dictionary의 키가 된다."])
    }

    /// `… 그럼 여기서 말하는 바인딩이란 뭘까?` ends a paragraph of other sentences: the note
    /// answers it further on, so the next paragraph is not its answer.
    @Test func aQuestionThatEndsAParagraphIsNotAnsweredByTheNextOne() {
        let found = forms.concepts("""
            `$` 싸인이 앞에 붙었다. 이는 값이 아닌 바인딩을 넘기는 것이다. 그럼 바인딩이란 뭘까?

            예제 앱에서 스테퍼는 주문 폼에 들어 있다.
            """)
        #expect(found.map(\.term) == [])
    }
}
