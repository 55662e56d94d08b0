import Testing
@testable import KnowledgeBase

/// The binding's `$` alone, as a sentence explains it (`ExplainedSigils`): with its kind word,
/// its name, as the Korean topic or subject, used before a name, or as the English subject.
/// A `$` glued to a name and a sentence that does without it are no card of `$`.
@Suite struct ExplainedSigilsTests {
    let forms = ConceptDefinitionFormsTests()

    /// `$는 바인딩을 나타내는 접두사` (BrookNotes): the topic; the sentence is the back.
    @Test func theSigilAsTheKoreanTopicIsTheTerm() {
        let found = forms.concepts("$는 바인딩을 나타내는 접두사")
        #expect(found.map(\.term) == ["$"])
        #expect(found.map(\.explanation) == ["$는 바인딩을 나타내는 접두사"])
        #expect(forms.terms("`$isToggleOn`처럼 **$가 붙으면 프로퍼티 래퍼 자체를 전달**한다.") == ["$"])
    }

    /// ``use the `$` symbol before the name`` (QuillNotes), ``You use the `$` prefix to access a
    /// binding`` and ``we use `$` before the variable name`` (SwellNotes, MistNotes), ``The dollar
    /// sign (`$`) passes a binding``: its kind word, a use before a name, its name glossed.
    @Test func theSigilNamedWithItsKindOrNameIsTheTerm() {
        #expect(forms.terms("When you need to bind its value, use the `$` symbol before the name of the variable.") == ["$"])
        #expect(forms.terms("You use the `$` prefix to access a binding to a state variable.") == ["$"])
        #expect(forms.terms("For two-way binding we use `$` before the variable name.") == ["$"])
        #expect(forms.terms("The dollar sign (`$`) passes a binding, not just the value.") == ["$"])
    }

    /// `$isOn` is the note's binding, not the sigil; `(no need to use the `$` prefix)` does
    /// without it; a price (`US$ 5`) is no sigil.
    @Test func aGluedOrUnusedSigilIsNoTerm() {
        #expect(forms.terms("Pass `$isOn` to the toggle.") == [])
        #expect(forms.terms("Pass the class into any subview that requires it (no need to use the `$` prefix).") == [])
        #expect(forms.terms("It costs US$ 5 a month.") == [])
    }
}
