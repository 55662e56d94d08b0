import Testing
@testable import KnowledgeBase

/// `VersionQualifiers`: a word followed by `버전` or `version` says which version of another
/// thing a sentence is about (BrookNotes), no concept; a word the sentence explains stays.
@Suite struct VersionQualifiersTests {
    @Test func aVersionsQualifierIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Stack

            - **Lazy** 버전의 스택은 보이지 않는 뷰를 생성하지 않음

            # Grid

            - **Lazy**는 화면에 보이는 뷰만 먼저 만든다는 뜻이다.
            """) == ["Grid", "Lazy"])
    }
}
