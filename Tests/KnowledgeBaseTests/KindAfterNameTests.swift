import Testing
@testable import KnowledgeBase

/// A kind word right after an API's name is that API's: the sentence uses the API and
/// says nothing of the kind (LarkNotes, TideNotes).
@Suite struct KindAfterNameTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func aKindWordAfterAnAttributeIsNoTerm() {
        #expect(!forms.terms("따라서 `@Binding` 프로퍼티 래퍼를 이용하여 프로퍼티를 선언하고 바인딩을 전달").contains("프로퍼티 래퍼"))
        #expect(!forms.terms("@ObjectBinding property wrapper를 사용해 두 개를 연결할 수 있다.").contains("property wrapper"))
        #expect(ConceptExtractor.isKindOfNameBefore("modifier", in: "`.padding` modifier를 붙인다"))
    }

    /// (A kind named by its instance, `` `@Binding` 이라는 프로퍼티 래퍼 ``, or defined on its
    /// own line is the kind's concept; a name before other words is no kind's.)
    @Test func aKindNamedOtherwiseStaysATerm() {
        #expect(!ConceptExtractor.isKindOfNameBefore("프로퍼티 래퍼", in: "`@Binding` 이라는 프로퍼티 래퍼를 이용해 해결한다."))
        #expect(!ConceptExtractor.isKindOfNameBefore("Property Wrapper", in: "Property Wrapper: 변화가 생기면 값을 읽거나 새로 쓸 수 있다."))
        #expect(!ConceptExtractor.isKindOfNameBefore("@Binding", in: "`@Binding` 프로퍼티 래퍼를 이용하여"))
        // (HeldOutNotes names the kind first, then each wrapper with it.)
        #expect(!ConceptExtractor.isKindOfNameBefore("속성 래퍼", in: "`@State`, `let`과 같은 속성 래퍼를 사용합니다. `@State` 속성 래퍼는 값을 관리합니다."))
        #expect(forms.terms("Property Wrapper: 변화가 생기면 값을 읽거나 새로 쓸 수 있다.") == ["Property Wrapper"])
    }
}
