import Testing
@testable import KnowledgeBase

/// Glossaries a note writes without a heading per term: paragraphs that each open with a
/// name marked as code and a dash, and list items that name one or two APIs over the items
/// that explain them, with a colon, a gloss in parentheses, a kind word or the example's
/// code between.
@Suite struct GlossaryParagraphTests {
    let forms = ConceptDefinitionFormsTests()

    /// `` `@State` - State should hold … ``: a paragraph that opens with a name marked as
    /// code and a dash is that name's entry; the words after the dash are no term of their
    /// own (`@StateObject - StateObjects` was taken as the subject of `are`).
    @Test func aMarkedNameAndADashOpenAGlossaryParagraph() {
        let found = forms.concepts("""
            `@State` - State should hold the instantiation of a primitive.

            `@StateObject` - StateObjects are the same as state, but for objects.

            **Binding** – A binding passes a value to another view by reference.
            """)
        #expect(found.map(\.term) == ["@State", "@StateObject", "Binding"])
        #expect(found.map(\.explanation) == [
            "State should hold the instantiation of a primitive.",
            "StateObjects are the same as state, but for objects.",
            "A binding passes a value to another view by reference.",
        ])
    }

    /// Unmarked, the words before a dash in a paragraph are as often a sentence's start.
    @Test func unmarkedWordsBeforeADashAreNoEntry() {
        #expect(forms.terms("Different handlers - some of them keep state, some pass it on.") == [])
    }

    /// `- `HStack` and `VStack` (the most basic kinds of layouts):` over nested items: the
    /// colon and the gloss are not the term's words; the back is the nested items' text.
    @Test func namesOverNestedItemsDropTheirColonAndGloss() {
        let found = forms.concepts("""
            - `HStack` and `VStack` (the most basic kinds of layouts):
              - Stacks divide their offered space and then offer it to their subviews
            - `ZStack`:
              - Sizes itself to fit its subviews
            - `Grid` (e.g spread sheet, tables)
              - Allocates space to its views in all directions
            """)
        #expect(found.map(\.term) == ["HStack and VStack", "ZStack", "Grid"])
        #expect(found.map(\.explanation) == [
            "Stacks divide their offered space and then offer it to their subviews",
            "Sizes itself to fit its subviews",
            "Allocates space to its views in all directions",
        ])
    }

    /// `- `.background` view modifier:` over its example's code and the item that explains
    /// it: `view modifier` is one kind word, the dot stays, and the code is not the back.
    @Test func aModifierWithItsKindWordHeadsTheItemsAfterItsCode() {
        let found = forms.concepts("""
            - `.background` view modifier:
              ```swift
              Text("hello").background(Rectangle())
              ```
              - The rectangle is sized according to the text, unlike in a ZStack
            """)
        #expect(found.map(\.term) == [".background"])
        #expect(found.map(\.explanation) == ["The rectangle is sized according to the text, unlike in a ZStack"])
    }

    /// `* TextField의 생성자2`: a Korean word with its number glued on labels the second of
    /// several; `* Button의 생성자` over the text about it is about Button, how it is made.
    @Test func aKoreanLabelWithItsNumberGluedOnIsNoTerm() {
        let found = forms.concepts("""
            * TextField의 생성자2

              위의 생성자와 다른 점은 formatter를 받는다는 것이다.

            * Button의 생성자

              label 매개변수에 적용된 `@ViewBuilder`는 여러 하위 View를 반환하게 한다.
            """)
        #expect(found.map(\.term) == ["Button", "@ViewBuilder"])
    }

    /// `repeatCount, repeatForever: 반복 수준`: API names listed before a colon are each
    /// explained by it; `* 애니메이션 제어 :` over such entries names their group, and
    /// `Example of flexible views:` an example, neither a term.
    @Test func aGlossarysGroupAndItsListedNames() {
        let found = forms.concepts("""
            * 애니메이션 제어 :

                * delay : 시간(초) 만큼 애니메이션 지연
                * repeatCount, repeatForever: 반복 수준

            - Example of flexible views: `RoundedRectangle` or most shapes
            """)
        #expect(found.map(\.term) == ["delay", "repeatCount", "repeatForever"])
        #expect(found.map(\.explanation) == ["시간(초) 만큼 애니메이션 지연", "반복 수준", "반복 수준"])
    }

    /// `뷰와는 다르게 Body가 함수이다`: what a sentence compares its subject with is no topic.
    @Test func whatASentenceComparesWithIsNoTopic() {
        #expect(forms.terms("뷰와는 다르게 Body가 함수 이다. Content 매개변수에 수식해야 할 대상이 전달 된다.") == [])
    }

    /// `## 1. View Modifier` over text, in a chapter whose code writes `ViewModifier`: the
    /// heading spells that API's name, though numbered; `## 2. Getting Start` over a
    /// screenshot's folder `2.GettingStart~.assets` spells none.
    @Test func aNumberedHeadingThatSpellsAnAPIsNameNamesIt() {
        let found = forms.concepts("""
            # Lecture 7

            ## 1. View Modifier

            * 수식어를 커스터마이징 할 수 있는 기능

              ```swift
              public protocol ViewModifier {
                  func body(content: Self.Content) -> Self.Body
              }
              ```

            ## 2. Getting Start

            ![shot](2.GettingStart~.assets/shot.png)

            앱의 진입점을 먼저 살펴본다.
            """)
        #expect(found.map(\.term) == ["ViewModifier"])
        #expect(found.map(\.explanation) == ["수식어를 커스터마이징 할 수 있는 기능"])
    }

    /// `## ✅ 7. Model Configuration` over code that writes `ModelConfiguration(…)`: an
    /// emoji before the number leaves the heading numbered, and spelling the API; a lecture's
    /// `**#27 Transition**` still names its word.
    @Test func anEmojiBeforeAHeadingsNumberLeavesItNumbered() {
        let found = forms.concepts("""
            # Notes

            ## ✅ 7. Model Configuration

            To define configurations, you can use:

            ```swift
            .modelContainer(for: Task.self, configurations: [ModelConfiguration("MyContainer")])
            ```

            ## ✅ 8. Useful Imports

            Both frameworks are imported at the top of the file.
            """)
        #expect(found.map(\.term) == ["ModelConfiguration"])
        #expect(ConceptExtractor.headingTerms("**#27 Transition**") == ["Transition"])
        #expect(LearnerTerms.headingTitle("✅ 7. Model Configuration") == "Model Configuration")
        // `## Query ()`: a call typed with a space before its parentheses.
        #expect(ConceptExtractor.headingTerms("Query ()") == ["Query()"])
    }

    /// `- Creating a form: `Form` have a limit of 10 children`: a course's step names the
    /// one word it is about, spelled as the line's code spells it; a step about a phrase
    /// (`Adding a navigation bar`) names no term, nor does a title after the colon
    /// (`WeSplit: Wrap Up`).
    @Test func aCoursesStepNamesItsObject() {
        let found = forms.concepts("""
            - Creating a form: `Form` have a limit of 10 children.
            - Adding a navigation bar: Envolve the content with a navigation view.
            - WeSplit: Wrap Up
            """)
        #expect(found.map(\.term) == ["Form"])
        #expect(found.map(\.explanation) == ["`Form` have a limit of 10 children."])
    }

    /// `we need to use the `resizable()` modifier like this:` over code: the sentence says
    /// what the modifier is for before it points at the code, and keeps that; `As an example,
    /// we could create a list like this:` only introduces the example.
    @Test func aSentenceThatPointsAtCodeKeepsWhatItSays() {
        #expect(CardBack.complete("If you want the image resized, we need to use the `resizable()` modifier like this:")
                    == "If you want the image resized, we need to use the `resizable()` modifier.")
        #expect(CardBack.complete("Scroll views scroll. As an example, we could create a scrolling list of 100 text views like this:")
                    == "Scroll views scroll.")
        // `즉 공식문서를 요약하면` goes on into the summary after it.
        #expect(CardBack.complete("상태를 private로 선언합니다.\n즉 공식문서를 요약하면") == "상태를 private로 선언합니다.")
    }
}
