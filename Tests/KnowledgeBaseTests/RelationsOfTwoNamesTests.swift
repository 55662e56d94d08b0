import Testing
@testable import KnowledgeBase

/// `RelationsOfTwoNames`: a relation word after `A와 B의` (FjordNotes) is no concept alone; the
/// word the text explains on its own stays.
@Suite struct RelationsOfTwoNamesTests {
    @Test func aRelationWithoutItsNamesIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # MVVM

            - View와 ViewModel의 관계는 N : 1이다.

            # 관계

            - 관계는 두 모델 사이의 연결이다.
            """) == ["MVVM", "관계"])
    }
}
