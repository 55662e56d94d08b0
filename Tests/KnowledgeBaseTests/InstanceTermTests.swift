import Testing
@testable import KnowledgeBase

/// Words that point at one thing in the text rather than name a concept: a generic word
/// after a determiner (`특정 기능`, `변화된 View`), a generic word's plural (`Types`), a
/// call with a string literal (`Text("B")`), and the label of an example's output.
@Suite struct InstanceTermTests {
    func kept(_ term: String) -> String? { LearnerTerms.kept(term, declared: [], title: "") }

    @Test func aGenericWordAfterADeterminerIsNoConcept() {
        #expect(kept("특정 기능") == nil)
        #expect(kept("변화된 View") == nil)
        #expect(kept("다른 뷰") == nil)
        // A determiner before a word that names something keeps it.
        #expect(kept("새로운 정체성") == "새로운 정체성")
    }

    /// `a **new struct**`, `the **original view**`, `detects **new instances**` (FernNotes,
    /// FrostNotes): the thing a sentence is about at that moment, not a concept.
    @Test func aGenericWordAfterAnEnglishDeterminerIsNoConcept() {
        #expect(kept("new struct") == nil)
        #expect(kept("original view") == nil)
        #expect(kept("new instances") == nil)
        #expect(kept("기존 객체") == nil)
        // (A name after `new` keeps it, and an instance's kind of member is a concept.)
        #expect(kept("new NavigationStack") == "new NavigationStack")
        #expect(kept("instance method") == "instance method")
    }

    /// `That's beacause ViewModifiers are Views` (MistNotes): a reason opens so, no name.
    @Test func aReasonsOpeningIsNoTerm() {
        #expect(kept("That's beacause ViewModifiers") == nil)
        #expect(kept("There’s a catch") == nil)
        #expect(kept("ViewModifiers") == "ViewModifiers")
    }

    @Test func aGenericWordsPluralIsNoConcept() {
        #expect(LearnerTerms.singular("types") == "type")
        #expect(LearnerTerms.singular("classes") == "class")
        #expect(LearnerTerms.singular("properties") == "property")
        #expect(LearnerTerms.singular("class") == "class")
        #expect(kept("Types") == nil)
        #expect(kept("Classes") == nil)
        #expect(kept("Bindings") == "Bindings")
    }

    @Test func aCallWithAStringLiteralIsAnExample() {
        #expect(kept("Text(\"B\")") == nil)
        #expect(kept("Text(verbatim:)") == "Text(verbatim:)")
    }

    @Test func theOutputOfAnExampleIsNoTerm() {
        let forms = ConceptDefinitionFormsTests()
        #expect(forms.terms("- Output: Logs 100 messages on load.") == [])
        #expect(forms.terms("- 출력: 버튼을 누를 때마다 숫자가 하나 오른다.") == [])
        #expect(forms.terms("- lineLimit: 보일 줄 수의 최대값.") == ["lineLimit"])
    }

    /// `Reason 1`, `Step 2`: a numbered label; `<이미지>` cut to `이미지>`: a piece of a
    /// placeholder; `Below is an example`: a word that points, no term; `겹쳐지`: a passive
    /// verb's stem.
    @Test func labelsPiecesPointersAndStemsAreNoTerms() {
        #expect(kept("Reason 1") == nil)
        #expect(kept("Step 2") == nil)
        #expect(kept("이미지>") == nil)
        #expect(kept("Binding<Int>") == "Binding<Int>")
        #expect(kept("Below") == nil)
        #expect(kept("사용") == nil)
        // `Your UI is reactive`: the reader's; `*Stripped down* version`: a participle.
        #expect(kept("Your UI") == nil)
        #expect(kept("Our views") == nil)
        #expect(kept("Stripped down") == nil)
        #expect(kept("Drop down") == "Drop down")
        // `## A. SceneDelegate.swift`: a file is named for the type it holds.
        #expect(kept("SceneDelegate.swift") == "SceneDelegate")
        #expect(LearnerTerms.isVerbStem("겹쳐지"))
        #expect(LearnerTerms.isVerbStem("밝혀지"))
        #expect(!LearnerTerms.isVerbStem("레이아웃"))
    }

    /// `공식문서 : A flexible space …` quotes the documentation under a label; `> 💡 **Overview**`
    /// titles a quote; `이전 UIKit을 사용할때에는` speaks of the past: none is a term.
    @Test func sourceLabelsQuoteTitlesAndThePastAreNoTerms() {
        let forms = ConceptDefinitionFormsTests()
        #expect(forms.terms("공식문서 : A flexible space that expands along the major axis of its stack.") == [])
        #expect(forms.terms("""
            > 💡 **Overview**
            >
            > The stack places each subview in front of the one before it.
            """) == [])
        #expect(kept("이전 UIKit") == nil)
        #expect(kept("이전") == nil)
    }

    /// A sentence that bolds four spans or more stresses words: they are no terms; one bold
    /// phrase in a sentence that explains it is.
    @Test func wordsASentenceStressesAreNoTerms() {
        let forms = ConceptDefinitionFormsTests()
        #expect(forms.terms("Here we look at **`@Bindable`** **slowly**, with **short examples** and **clear pictures**.") == [])
        #expect(forms.terms("A **preference key** carries a value up to the ancestors.") == ["preference key"])
    }
}
