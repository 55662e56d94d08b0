import Testing
@testable import KnowledgeBase

/// `` `addSubview`와 같은 메소드 `` (EmberNotes), `such as font(), …` (GaleNotes), `**ScrollView**와
/// 함께 사용될 때` (BrookNotes): a name written as an instance of a kind, or as its subject's
/// company, is no concept of that sentence (`InstancesOfAKind`); the topic of `X 같은 경우`
/// and a name used as another is stay cards.
extension RejectedConceptsTests {
    @Test func aNameWrittenAsAnInstanceOfAKindIsNoConcept() {
        #expect(terms("""
            # Views

            또한 뷰 계층을 표현하는데 `addSubview`와 같은 메소드를 사용하지 않는다.

            - **ScrollView**와 함께 사용될 때 유용

            * SwiftUI gives us a range of built-in modifiers, such as font(), background(), and clipShape().

            * withAnimation : animation 수식어는 특정 뷰에 한정되어 동작한다. withAnimation 같은 경우 여러뷰에 적용이 가능하다.
            """) == ["withAnimation"])
    }

    @Test func anInstanceFollowsItsNameOrFollowsSuchAs() {
        let korean = MarkdownParser.parse("`VStack`과 같은 컨테이너는 자식을 배치한다.")[0]
        #expect(ConceptExtractor.isNamedAsAnInstance(candidate(.markedTerm, "VStack"), in: korean))
        #expect(!ConceptExtractor.isNamedAsAnInstance(candidate(.markedTerm, "컨테이너"), in: korean))
        let english = MarkdownParser.parse("Containers like `VStack` place their children.")[0]
        #expect(ConceptExtractor.isNamedAsAnInstance(candidate(.markedTerm, "VStack"), in: english))
        #expect(!ConceptExtractor.isNamedAsAnInstance(candidate(.markedTerm, "Containers"), in: english))
    }
}
