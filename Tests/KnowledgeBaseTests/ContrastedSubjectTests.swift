import Testing
@testable import KnowledgeBase

/// `- HStack은 가능한 모든 공간을 사용하지만, LazyVGrid는 …` (LarkNotes), `일반적으로
/// ViewModifier는 하위뷰에 적용되지만, padding은 …`: the subject a sentence sets against a
/// second one is no concept of that sentence (`ContrastedSubjects`); a sentence that goes on
/// about its own subject stays its card.
extension RejectedConceptsTests {
    /// A concept the extraction found on a block's first line, to try one rule on.
    func candidate(_ source: ConceptSource, _ term: String) -> ParsedConcept {
        ParsedConcept(term: term, explanation: "", line: 1, source: source)
    }

    @Test func theSubjectAnotherIsSetAgainstIsNoConcept() {
        #expect(terms("""
            # Grid

            - HStack은 가능한 모든 공간을 사용하지만, LazyVGrid는 필요한 만큼만 사용함.
            - 일반적으로 ViewModifier는 하위뷰에 적용되지만, padding은 해당뷰에만 적용됨.
            - LazyVStack은 보이는 뷰만 만들지만, 스크롤이 빠르다.
            """) == ["LazyVStack"])
    }

    /// (The sentence goes on over the list item's next line.)
    @Test func aContrastMayEndOnTheNextLine() {
        let block = MarkdownParser.parse("""
            - 제네릭은 함수 외부에서 해당 타입을 알 수 있는 반면,
            불투명한 타입은 외부에서 정확하게 알 수 없다.
            """)[0]
        #expect(ConceptExtractor.isContrastedSubject(candidate(.topicSentence, "제네릭"), in: block))
        #expect(!ConceptExtractor.isContrastedSubject(candidate(.topicSentence, "불투명한 타입"), in: block))
    }

    /// (A verb that describes the noun after it ends in `는` too, and opens no second subject.)
    @Test func aSecondSubjectIsANameAndItsParticle() {
        #expect(ConceptExtractor.opensWithASubject(["LazyVGrid는", "필요한", "만큼만"]))
        #expect(ConceptExtractor.opensWithASubject(["불투명한", "타입은", "외부에서"]))
        #expect(!ConceptExtractor.opensWithASubject(["많이", "쓰이는", "뷰다"]))
        #expect(!ConceptExtractor.opensWithASubject(["화면에", "보이는", "뷰만"]))
        #expect(!ConceptExtractor.opensWithASubject(["자주", "사용하는", "뷰다"]))
    }
}
