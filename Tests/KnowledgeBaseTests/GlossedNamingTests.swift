import Testing
@testable import KnowledgeBase

/// A term named with its translation of two words or more in parentheses (EmberNotes'
/// `뷰 빌더(View Builder)라는 클로저`, FjordNotes' `역 제네릭 타입(reverse generic types)라고
/// 한다`): the noun phrase before the parentheses is the term.
@Suite struct GlossedNamingTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func aTermNamedWithItsTranslationIsFound() {
        let found = forms.concepts("`Image`, `Text`와 같은 컨텐트 뷰들은 뷰 빌더(View Builder)라는 클로저 안에 나열된다.")
        #expect(found.map { "\($0.term) → \($0.explanation)" } == [
            "뷰 빌더 → `Image`, `Text`와 같은 컨텐트 뷰들은 뷰 빌더(View Builder)라는 클로저 안에 나열된다.",
        ])
        #expect(ConceptExtractor.glossedNamings(inSentence: "불분명한 타입을 역 제네릭 타입(reverse generic types)라고 한다")
            == ["역 제네릭 타입"])
        #expect(ConceptExtractor.glossedNamings(inSentence: "이 과정을 레이아웃 패스(layout pass)라고 부른다") == ["레이아웃 패스"])
    }

    /// `라고` names only before a naming verb (`라고 설명한다` reports what someone says);
    /// a gloss in the same script is an aside, not a translation; a one-word translation is
    /// read by `namedTerms`, which does not split it.
    @Test func aReportOrAnAsideInParenthesesNamesNothing() {
        #expect(ConceptExtractor.glossedNamings(inSentence: "공식 문서(Apple Developer Documentation)라고 설명되어 있다") == [])
        #expect(ConceptExtractor.glossedNamings(inSentence: "뷰 빌더(여러 뷰를 묶는 것)라는 클로저 안에 나열된다") == [])
        #expect(ConceptExtractor.glossedNamings(inSentence: "레이아웃 패스(layout)라고 부른다") == [])
    }
}
