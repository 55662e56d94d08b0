import Testing
@testable import KnowledgeBase

/// `FamiliarNames`: names in a sentence that says the reader has surely seen them
/// (GroveNotes) are no concepts; a sentence that says what a name does keeps its card.
@Suite struct FamiliarNamesTests {
    @Test func namesTheReaderHasSeenAreNoTerms() {
        #expect(RejectedConceptsTests().terms("""
            # @ViewBuilder

            HStack, VStack은 많이 쓰고 봤을것이다.

            ZStack은 뷰를 겹쳐서 쌓는 컨테이너 뷰이다.
            """) == ["@ViewBuilder", "ZStack"])
    }
}
