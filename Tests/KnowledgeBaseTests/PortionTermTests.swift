import Testing
@testable import KnowledgeBase

/// `toggle 부분은 …` (UnseenNotes), `영역 전부를 …` (DawnNotes): a part or an amount of
/// something the note shows is no concept (`PortionTerms`); a term that only contains such
/// a word (`부분 값`, a kind of proposal) stays a card, as does the heading over the steps.
extension RejectedConceptsTests {
    @Test func aPartOfSomethingTheNoteShowsIsNoConcept() {
        #expect(terms("""
            # Layout System

            1. 부모 뷰는 자식 뷰에게 제안할 크기를 정한다.
            2. 그 다음 Text는 전달 받은 영역 전부를 사용할 수 있다.

            설명해보자면, toggle 부분은 버튼을 누를 때 실행되는 코드가 된다.

            | 제안 | 뜻 |
            | --- | --- |
            | 부분 값 | 가로만 정하고 세로는 자식이 정한다 |
            """) == ["Layout System", "부분 값"])
    }
}
