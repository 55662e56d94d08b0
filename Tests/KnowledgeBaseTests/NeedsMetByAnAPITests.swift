import Testing
@testable import KnowledgeBase

/// `NeedsMetByAnAPI`: a part of the app whose sentence leads by an arrow to the API that
/// does it (TideNotes) is no concept; the API is. A subject whose arrow leads to what follows
/// from it stays.
@Suite struct NeedsMetByAnAPITests {
    @Test func aPartOfTheAppMetByAnAPIIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # 커스텀 뷰

            **리더보드는 투표수와 득표율을 보여줌 -> `Grid` 를 사용한다.**

            - 그리드는 행과 열로 뷰를 배치하는 컨테이너 -> 표를 만들 때 좋다.
            """) == ["커스텀 뷰", "Grid", "그리드"])
    }
}
