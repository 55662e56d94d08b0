import Testing
@testable import KnowledgeBase

/// `MisspeltTwins`: a long name the block wrote before with one more letter inside it is a
/// typo of that name (FjordNotes), no second card; a plural's singular and two names a letter
/// apart stay.
@Suite struct MisspeltTwinsTests {
    @Test func aMisspeltRepeatOfANameIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # List

            - RandomAccessCollection : RandomAccesCollection 프로토콜을 준수하는 데이터 제공
            """) == ["RandomAccessCollection"])
    }

    @Test func theTypoLacksOneLetterBeforeTheLast() {
        #expect(ConceptExtractor.isOneLetterInsideLonger("RandomAccessCollection", than: "RandomAccesCollection"))
        #expect(ConceptExtractor.isOneLetterInsideLonger("AnyTransition", than: "AnyTansition"))
        #expect(!ConceptExtractor.isOneLetterInsideLonger("Modifiers", than: "Modifier"))
        #expect(!ConceptExtractor.isOneLetterInsideLonger("HStack", than: "VStack"))
        #expect(!ConceptExtractor.isOneLetterInsideLonger("LazyVGrid", than: "LazyGrid"))
    }
}
