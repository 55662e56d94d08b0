import Testing
@testable import KnowledgeBase

/// A sentence that counts the kinds of a thing and lists them by their API names
/// (RiverNotes' `` `HStack`, `VStack`, `ZStack`의 세 종류가 있다 ``) introduces each kind.
@Suite struct CountedKindsTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func apiNamesCountedAsKindsAreEachATerm() {
        let found = forms.concepts("""
            여러 View를 배치하기 위해서는 Stack View로 묶어야 한다.
            `HStack`, `VStack`, `ZStack`의 세 종류가 있다.
            """)
        #expect(found.map { "\($0.term) @\($0.line)" } == ["HStack @2", "VStack @2", "ZStack @2"])
        #expect(found.map(\.explanation) == Array(repeating: """
            여러 View를 배치하기 위해서는 Stack View로 묶어야 한다.
            `HStack`, `VStack`, `ZStack`의 세 종류가 있다.
            """, count: 3))
        #expect(ConceptExtractor.countedKinds(inSentence: "`size`의 경우 `.fixed`, `.flexible`, `.adaptive` 세 가지가 있다")
            == [".fixed", ".flexible", ".adaptive"])
        #expect(ConceptExtractor.countedKinds(inSentence: "`HStack`과 `VStack` 두 가지가 있다") == ["HStack", "VStack"])
    }

    /// Plain words before a count name ways or cases, not terms; a list that holds fewer or
    /// more names than the sentence counts is no list of the kinds; unmarked names are none.
    @Test func plainWordsOrAMiscountedListAreNoKinds() {
        #expect(ConceptExtractor.countedKinds(inSentence: "RenderingMode에는 template, original 두가지가 있다") == [])
        #expect(forms.terms("SwiftUI에서 뷰 위에 뷰를 쌓는 방법에는 크게 두가지가 있다.") == [])
        #expect(ConceptExtractor.countedKinds(inSentence: "이를 해결하는 방법은 두가지가 있습니다") == [])
        #expect(ConceptExtractor.countedKinds(inSentence: "`VStack`, `ZStack`의 세 종류가 있다") == [])
        #expect(ConceptExtractor.countedKinds(inSentence: "`HStack`, `VStack`, `ZStack`의 여러 종류가 있다") == [])
    }

    /// A list item that counts kinds has them explained by the items under it (RealNotes'
    /// `6. RenderingMode에는 .template, .orignal 두가지가 있다` over `template: …`): those
    /// card them, with their own explanation.
    @Test func aListItemsKindsAreCardedByTheItemsUnderIt() {
        let found = forms.concepts("""
            6. RenderingMode에는 `.template`, `.orignal` 두가지가 있다.
                1. template: 이미지의 불투명 영역이 가진 본래의 색을 무시하고, 원하는 색으로 변경합니다.
            """)
        #expect(found.map { "\($0.term) @\($0.line)" } == ["template @2"])
    }
}
