import Testing
@testable import KnowledgeBase

/// An attribute a Korean sentence tells to declare (`DeclaredAttributes`; GaleNotes,
/// RiverNotes and GroveNotes on property wrappers).
@Suite struct DeclaredAttributesTests {
    /// `` `@ObservedObject`를 선언하여 ``, `@StateObject를 선언해주어`, `[[@Bindable]]을 선언할
    /// 때`: the attribute, with its sentence as the back.
    @Test func anAttributeASentenceTellsToDeclareIsATerm() {
        #expect(ConceptExtractorTests().concepts("""
            - 사용하는 View에서는 `@ObservedObject`를 선언하여 사용하며, 값이 변경될 때마다 View를 다시 그리게 됩니다.
            """).map { "\($0.term) → \($0.explanation)" } == [
                "@ObservedObject → 사용하는 View에서는 `@ObservedObject`를 선언하여 사용하며, 값이 변경될 때마다 View를 다시 그리게 됩니다.",
            ])
        #expect(ConceptExtractorTests().terms("3. 부모뷰인 ContentView에  @StateObject를 선언해주어 값을 전달해준다.") == ["@StateObject"])
        #expect(ConceptExtractor.declaredAttributes(MarkdownParser.parse("""
            - 바인딩 타입이 필요하다면 [[@Bindable]]을 선언할 때 써서 하면 된다.
            """)[0]).map(\.0) == ["@Bindable"])
    }

    /// A plain type the note declares (`CGFloat을 선언해`), a lower-case word after `@`, and
    /// `선언적` (declarative) name no attribute.
    @Test func aPlainNameOrTheDeclarativeStyleIsNoDeclaredAttribute() {
        for line in ["- State 변수로 CGFloat을 선언해 준다음 코드를 넣는다.", "메일 주소 @gmail을 선언한다.",
                     "@ViewBuilder는 UI를 선언적으로 정의한다."] {
            #expect(ConceptExtractor.declaredAttributes(MarkdownParser.parse(line)[0]).isEmpty, "\(line)")
        }
    }

    /// English: `Mark … with @Published so that …`, `you would create a @Binding in the child
    /// view` (MossNotes, QuillNotes); not where the sentence says not to, nor where a past
    /// form says what was done.
    @Test func anAttributeAnEnglishSentenceTellsToPutOnADeclarationIsATerm() {
        #expect(ConceptExtractorTests().terms("""
            * Mark some properties with @Published so that any views using the class get updated when they change
            """) == ["@Published"])
        #expect(ConceptExtractor.englishDeclaredAttribute(ConceptExtractor.unmarkedWords(
            "If the child view changes its value, you would create a @Binding in the child view.")) == "@Binding")
        for line in ["There is no need to create a @Binding in the child view.",
                     "If a parent view has declared a @State variable, pass it down.",
                     "Add a padding to the email field @gmail here."] {
            #expect(ConceptExtractor.englishDeclaredAttribute(ConceptExtractor.unmarkedWords(line)) == nil, "\(line)")
        }
    }
}
