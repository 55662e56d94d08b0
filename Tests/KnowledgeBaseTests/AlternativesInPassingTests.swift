import Testing
@testable import KnowledgeBase

/// `AlternativesInPassing`: a name followed by `도 사용 가능` is an aside after the API a
/// sentence explains (SageNotes), no concept; a name the sentence explains stays.
@Suite struct AlternativesInPassingTests {
    @Test func anAlternativeMentionedAfterTheAPIIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # 리스트

            셀에 여백을 추가하려면 리스트에 임베딩된 요소에 `listRowInsets`을 추가한다. `padding`모디파이어도 사용 가능하다.

            `frame`은 뷰의 크기를 정하는 모디파이어다. `frame` 수식어도 사용할 수 있다.
            """) == ["리스트", "listRowInsets", "frame"])
    }
}
