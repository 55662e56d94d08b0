import Testing
@testable import KnowledgeBase

/// Headings that count the members of a set over the list of them (FjordNotes' SwiftUI
/// principles and data flow).
@Suite struct CountedSetHeadingTests {
    let forms = ConceptDefinitionFormsTests()

    /// `### SwiftUI의 4가지 원칙` over four items, each explained by bullets under it: the set
    /// is the term, its members the back.
    @Test func aCountedSetOverItsListIsCarded() {
        let found = forms.concepts("""
            ### SwiftUI의 4가지 원칙

            - 선언형
               - 무엇을 하는지에 초점을 둔다.
            - 자동화
               - 많은 기능이 자동으로 수행된다.
            - 조합
            - 일관성

            <br />
            """)
        #expect(found.first?.term == "SwiftUI의 4가지 원칙")
        #expect(found.first?.explanation == "1. 선언형\n2. 자동화\n3. 조합\n4. 일관성")
        #expect(ConceptExtractor.countedMembers("데이터 흐름의 2가지 원칙") == 2)
        #expect(ConceptExtractor.countedMembers("레이아웃의 세 가지 규칙") == 3)
        #expect(ConceptExtractor.countedMembers("The Three Rules of Layout") == 3)
    }

    /// A list of another length than the count, and a heading that counts nothing, name no
    /// set.
    @Test func aListOfAnotherLengthIsNoCountedSet() {
        #expect(forms.terms("""
            ### SwiftUI의 4가지 원칙

            - 선언형
            - 자동화
            """) == [])
        #expect(ConceptExtractor.countedMembers("SwiftUI 원칙") == nil)
        #expect(ConceptExtractor.countedMembers("iOS 17 changes") == nil)
        #expect(ConceptExtractor.countedMembers("iOS 7 changes") == nil)
    }
}
