import Testing
@testable import KnowledgeBase

/// Headings that count their sections in forms `ChapterHeading` does not read as numbers,
/// and headings that name a kind of an API the chapter's code uses.
@Suite struct SectionCounterTests {
    let forms = ConceptDefinitionFormsTests()

    /// `# **#9 @ViewBuilder**`: a lecture's number after `#` is no part of the term.
    @Test func aNumberAfterAHashCountsLectures() {
        #expect(ConceptExtractor.headingTerms("**#9 @ViewBuilder**") == ["@ViewBuilder"])
        #expect(ConceptExtractor.headingTerms("#27 Transition") == ["Transition"])
        // `#` with no number after it is no counter.
        #expect(ConceptExtractor.withoutHashNumber("#Hashtags") == "#Hashtags")
    }

    /// `## C. Preview Content`, `## 가. 상태`: a letter that counts sections.
    @Test func aLetterCountsSections() {
        #expect(ConceptExtractor.headingTerms("C. Preview Content") == ["Preview Content"])
        #expect(ConceptExtractor.headingTerms("D) Canvas") == ["Canvas"])
        #expect(ConceptExtractor.withoutHashNumber("가. 상태") == "상태")
        // A word that opens with a capital and a dot is no counter: `A.I. tools`.
        #expect(ConceptExtractor.withoutHashNumber("A.I. tools") == "A.I. tools")
    }

    /// `## Asymmetric Transition` over text that does not name it, in a chapter whose code
    /// writes `.asymmetric(…)`: the code's name with its kind, capitalised as Swift names
    /// kinds, heads the text. `## Basic Layout` names no name of the code.
    @Test func aCodeNameWithItsKindHeadsTheText() {
        let found = forms.concepts("""
            # Transition

            ## Asymmetric Transition
            - 트랜지션의 시작과 끝을 다르게 설정할 수 있음

            ```swift
            Rectangle().transition(.asymmetric(insertion: .opacity, removal: .slide))
            ```

            ## Basic Layout
            - 화면을 위에서 아래로 나눈다
            """)
        #expect(found.map(\.term) == ["Asymmetric Transition"])
        #expect(found.map(\.explanation) == ["트랜지션의 시작과 끝을 다르게 설정할 수 있음"])
    }
}
