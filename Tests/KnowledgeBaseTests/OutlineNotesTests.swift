import Testing
@testable import KnowledgeBase

/// Notes written as outlines: a heading per API with the same facets under each
/// (`**Purpose:**`, `**Sizing:**`), lecture notes in nested bullets, a blog post's closing
/// sections. The terms are the APIs the headings and items name, not the facets' labels.
@Suite struct OutlineNotesTests {
    func cards(_ markdown: String) -> [String] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown)).map { "\($0.term) → \($0.explanation)" }
    }

    /// The terms of a whole note, read chapter by chapter as an import reads it.
    func importedTerms(_ markdown: String) -> [String] {
        NoteParser.parse(markdown, fileStem: "lecture").chapters.flatMap(\.concepts).map(\.term)
    }

    /// `## HStack/VStack` and `## Lazy Stacks (LazyHStack, LazyVStack)` name two APIs each;
    /// `**Purpose:**` and `**Sizing:**` are facets of them, and the words the facet's text
    /// stresses (`*currently visible*`) are no terms either.
    @Test func aFacetsLabelIsNoTermAndTheHeadingNamesTheAPIs() {
        #expect(cards("""
            ## HStack/VStack
            `HStack` (horizontal stack) and `VStack` (vertical stack) are fundamental layout containers in SwiftUI.

            ## Lazy Stacks (LazyHStack, LazyVStack)
            *   **Purpose:** Designed for performance when displaying a large number of items.
            *   **Sizing:** Lazy stacks scrunch down to the size of their *currently visible* content.
            """) == [
                "HStack → `HStack` (horizontal stack) and `VStack` (vertical stack) are fundamental layout containers in SwiftUI.",
                "VStack → `HStack` (horizontal stack) and `VStack` (vertical stack) are fundamental layout containers in SwiftUI.",
                "LazyHStack → Purpose: Designed for performance when displaying a large number of items.\n"
                    + "Sizing: Lazy stacks scrunch down to the size of their currently visible content.",
                "LazyVStack → Purpose: Designed for performance when displaying a large number of items.\n"
                    + "Sizing: Lazy stacks scrunch down to the size of their currently visible content.",
            ])
        // `Sizing:` over the rules it lists is the note's topic, not a facet.
        #expect(cards("""
            # Layout

            Sizing:
              - parent proposes size to children
              - children return their actual size
            """).map { $0.prefix { $0 != " " } } == ["Sizing"])
        // Labels over a list of a thing's qualities name none: `Key properties:`.
        #expect(cards("""
            # Animations

            Key properties:
            - `offset` is the position relative to where the view starts.
            """).map { $0.prefix { $0 != " " } } == ["offset"])
    }

    /// `- Spacer()` over what it does, and `- @State` over a question and the items that
    /// answer it: the item's nested text explains the call or the name.
    @Test func anItemThatNamesACallOrAsksAQuestionUnderIt() {
        #expect(cards("""
            ## 2-5: Buttons

            - 카드를 추가하고 빼는 버튼을 달거야.
              - Spacer()
                - minLength 설정 가능
                - default는 기기마다 다르다

            ## 2-3. @State

            - @State
              - 붙이지 않았다면?
                - struct인 view의 stored property를 변경 불가능 - self는 immutable이므로
            """) == [
                "Spacer() → minLength 설정 가능\ndefault는 기기마다 다르다",
                "@State → 붙이지 않았다면?\nstruct인 view의 stored property를 변경 불가능 - self는 immutable이므로",
            ])
    }

    /// A function the note's code writes out, named in camel case, is the tutorial's own;
    /// what it prints is the example's value. A protocol's required method is a concept.
    @Test func theCodesOwnFunctionsAndPrintedTextAreNoTerms() {
        let names = LearnerTerms.declaredNames(in: MarkdownParser.parse("""
            ```swift
            struct DemoView: View {
                var body: some View {
                    Text("hello").gesture(gestureSingleTap())
                }
                func gestureSingleTap() -> some Gesture {
                    TapGesture().onEnded { print("tap once") }
                }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding()
                }
            }
            ```

            ```swift
            func layoutPriority(_ value: Double) -> some View
            Button("Pop to root") { path.removeAll() }
            ```
            """))
        #expect(names == ["demoview", "gesturesingletap", "taponce"])
        // What the code shows may be the topic's name: `Text("Safe Area")`.
        #expect(LearnerTerms.spokenLiterals(in: "Text(\"Safe Area\").padding()\nprint(\"tap once\")") == ["taponce"])
    }

    /// `부모가 **다른** 객체를 넘겨도`, `identity를 **다르게** 만드는`, `막아주는 것`, `빌리는 쪽`:
    /// a determiner, an adverb and verb stems are no terms.
    @Test func determinersAdverbsAndStemsAreNoTerms() {
        for word in ["다른", "다르게", "같게", "막아주", "빌리"] {
            #expect(LearnerTerms.kept(word, declared: [], title: "") == nil, "\(word)")
        }
        #expect(LearnerTerms.kept("단방향 데이터 흐름", declared: [], title: "") == "단방향 데이터 흐름")
    }

    /// `## Source Code` and `## Supports Me` end a blog post: what they say (the app the
    /// writer sells) names no concept, even as the post's only such section; a lesson's
    /// `## Source Code` before its other sections holds its code and what it explains.
    @Test func aBlogPostsClosingSectionsNameNoConcept() {
        #expect(importedTerms("""
            # Discover Observation

            ## Observable

            `@Observable` is a macro that makes a model's properties observable.

            ## Source Code

            You can find the source code on [Github](https://github.com).

            ## Supports Me

            You can support me by downloading my Mac App named [FilerApp](https://example.com). FilerApp is a Finder extension.
            """) == ["Observable"])
        #expect(importedTerms("""
            # Lesson

            ## Source Code

            `ZStack` overlays its children.

            ## Recap

            Views stack.
            """) == ["ZStack"])
    }

    /// `## Stack` over text that names it and counts its kinds is a concept, though `stack`
    /// alone is a generic word; `### ForEach(data:, contents:)` names an initializer with
    /// its labels, written as Swift writes them; the kinds counted by their API names are concepts of their own
    /// (`CountedKinds`). A heading whose text counts kinds without naming it (`해결 과정`) is none.
    @Test func aHeadingWhoseTextCountsItsKindsOrAnInitializersLabels() {
        #expect(cards("""
            ## Stack

            여러 View를 ContentView 안에 배치하기 위해서는 Stack View로 묶어야 한다.<br>
            `HStack`, `VStack`, `ZStack`의 세 종류가 있다.

            ### ForEach(data:, contents:)

            `data`가 `Identifiable`할 때 사용 가능.

            ### 해결 과정

            뷰 위에 뷰를 쌓는 방법에는 크게 두가지가 있다.
            """).map { $0.components(separatedBy: " → ")[0] } == ["Stack", "HStack", "VStack", "ZStack", "ForEach(data:contents:)"])
    }

    /// `Understanding @Binding in SwiftUI` names `@Binding`; `1. Define a SwiftData Model` is
    /// a step; `Note:` and `A` are no part of the name after them; `SwiftUI's TextField has
    /// evolved:` is a sentence, not a term; capitals in bold shout (`**ALL**`, `**CRUD**`),
    /// and a heading in capitals is words (`CUSTOM MODIFIERS`).
    @Test func englishLabelsArticlesClausesAndCapitals() {
        #expect(cards("""
            ## Understanding @Binding in SwiftUI

            `@Binding` lets a child view write its parent value.

            > ⚠️ Note: `@AppStorage` is not secure.

            ### 1. Define a SwiftData Model

            > 🔒 A `modelContainer` is where your app data is stored.

            SwiftUI's `TextField` has evolved: it now grows along a vertical axis.

            Then **ALL** of the children views can **CRUD** the state; **MVVM**: Model, View, ViewModel.

            ### CUSTOM MODIFIERS

            - Custom modifiers let us reuse a group of modifiers.

            ## MVVM 패턴

            MVVM 패턴은 모델과 뷰를 나눈다.
            """).map { $0.components(separatedBy: " → ")[0] } == [
                "@Binding", "@AppStorage", "modelContainer", "TextField", "MVVM", "custom modifiers", "MVVM 패턴",
            ])
        // A rule named by what it says is a term; a passive is a sentence.
        #expect(LearnerTerms.kept("Structs are value types", declared: [], title: "") == "Structs are value types")
        #expect(LearnerTerms.kept("Properties Are Applied Sequentially", declared: [], title: "") == nil)
        #expect(LearnerTerms.kept("First, because of performance", declared: [], title: "") == nil)
    }

    /// `# Sheet?` asks what a sheet is, and the text under it answers though it never says
    /// `sheet`; `# Why?` asks nothing a card could name. `` `ViewBuilder` 안에서는 … `` states
    /// a rule of what holds inside the name.
    @Test func aNameAskedAloneAndARuleOfWhatHoldsInsideIt() {
        #expect(cards("""
            # Sheet?
            modal presentations 방법중 하나이기에 HIG에서 제공한 Modality의 특징을 지키도록 합니다.

            # Why?
            The parent owns the model and manages its memory.

            # Really?
            It is the same view.

            # ViewBuilder

            - `ViewBuilder` 안에서는 조건문, 리스트, 지역 변수만 사용 가능
            """).map { $0.components(separatedBy: " → ")[0] } == ["Sheet", "ViewBuilder"])
    }
}
