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
        #expect(ConceptExtractor.withoutSectionCounter("#Hashtags") == "#Hashtags")
    }

    /// `## C. Preview Content`, `## 가. 상태`: a letter that counts sections.
    @Test func aLetterCountsSections() {
        #expect(ConceptExtractor.headingTerms("C. Preview Content") == ["Preview Content"])
        #expect(ConceptExtractor.headingTerms("D) Canvas") == ["Canvas"])
        #expect(ConceptExtractor.withoutSectionCounter("가. 상태") == "상태")
        // A word that opens with a capital and a dot is no counter: `A.I. tools`.
        #expect(ConceptExtractor.withoutSectionCounter("A.I. tools") == "A.I. tools")
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

    /// `### How ScrollView lets us work with scrolling data`, `### Pushing new views onto the
    /// stack using NavigationLink`: a course's step done with an API, or how an API helps, is
    /// about the API when the text under it names it; `Resizing images using GeometryReader`
    /// over text about images leaves the card to the sentence that explains the reader.
    @Test func aStepDoneWithAnAPIIsAboutTheAPI() {
        #expect(ConceptExtractor.apiOfAStep("How ScrollView lets us work with scrolling data") == "ScrollView")
        #expect(ConceptExtractor.apiOfAStep("Pushing new views onto the stack using NavigationLink") == "NavigationLink")
        #expect(ConceptExtractor.apiOfAStep("Working with hierarchical Codable data") == nil)
        #expect(ConceptExtractor.apiOfAStep("How layout works in SwiftUI") == nil)
        let found = forms.concepts("""
            # Day 39

            ### Resizing images to fit the screen using GeometryReader
            * When we create an `Image` view, it sizes itself to its contents.
            * So a picture of 1000x500 makes an image of that size.
            * To make the image 80% of the screen we need to use the `GeometryReader` view.

            ### How ScrollView lets us work with scrolling data
            * `ScrollView` allows us to create scroll views of anything.
            """)
        #expect(found.map(\.term) == ["GeometryReader", "ScrollView"])
        #expect(found.map(\.explanation) == ["To make the image 80% of the screen we need to use the `GeometryReader` view.",
                                              "`ScrollView` allows us to create scroll views of anything."])
    }
}
