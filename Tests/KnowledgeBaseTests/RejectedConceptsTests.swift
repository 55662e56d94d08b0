import Testing
@testable import KnowledgeBase

/// Forms of text that read like a concept and are none (`RejectedConcepts`): each rule's
/// card is gone, and the neighbouring form a learner keeps stays a card. Each form is one
/// the labelled corpora of real notes (`Tests/Fixtures/*Notes`) showed kb carding as junk.
@Suite struct RejectedConceptsTests {
    func terms(_ markdown: String) -> [String] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown)).map(\.term)
    }

    /// `| Push | `path.append(item)` |`: a task and the code for it (FernNotes, SwellNotes);
    /// a row whose first cell is the API its code calls or a name written as code writes it,
    /// or whose answer is words, stays.
    @Test func aCheatSheetTaskAnsweredByCodeIsNoTerm() {
        #expect(terms("""
            # Navigation

            | Action | Code |
            | --- | --- |
            | **Push** | `path.append(item)` |
            | **Present modal** | `.sheet(isPresented:)` or `.fullScreenCover` |
            | Expanding input | `TextField` with `.vertical` |
            | alert | `.alert(isPresented:)` |
            | sheet | 아래에서 올라오는 모달 |
            | UIHostingController | `UIHostingController(rootView:)` |
            """) == ["alert", "sheet", "UIHostingController"])
    }

    @Test func aTaskIsWordsAsProseWritesThem() {
        #expect(ConceptExtractor.isPlainWords("**Present modal**"))
        #expect(ConceptExtractor.isPlainWords("Push"))
        #expect(!ConceptExtractor.isPlainWords("UILabel"))
        #expect(!ConceptExtractor.isPlainWords("@State"))
        #expect(!ConceptExtractor.isPlainWords("구체적 값 (e.g. 300×200)"))
    }

    @Test func codeOnlyAnswersAreCodeSpansAndJoiningWords() {
        #expect(ConceptExtractor.codeOnlyAnswer("`.sheet(isPresented:)` or `.fullScreenCover`") == ".sheet(isPresented:) .fullScreenCover ")
        #expect(ConceptExtractor.codeOnlyAnswer("`TextField` with `.vertical`") == "TextField .vertical ")
        #expect(ConceptExtractor.codeOnlyAnswer("`TextField` for short input") == nil)
        #expect(ConceptExtractor.codeOnlyAnswer("아래에서 올라오는 모달") == nil)
    }

    /// `viewModel.shuffle() // …`: a comment on a call on the example's own value (MistNotes,
    /// FernNotes, SwellNotes); a modifier's comment, on a view, on `self` or on a
    /// `ViewModifier`'s `content`, stays a card.
    @Test func aCommentedCallOnAValueIsNoModifier() {
        #expect(terms("""
            # Cards

            ```swift
            Button("Shuffle") {
                viewModel.shuffle() // We are changing the position of the cards
                animal.isOwned.toggle() // Accessing the current instance and updating values
            }
            Text("Important")
                .layoutPriority(100) // Users must be able to read the entire text
            self.modifier(Watermark(text: text)) // the modifier modifier lets us apply any modifier to a view
            ```

            ```swift
            struct Title: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding() // 사방에 기본 여백을 준다
                }
            }
            ```
            """) == [".layoutPriority", ".modifier", ".padding"])
    }

    @Test func aValuePathStartsWithAValueNotATypeOrSelf() {
        #expect(ConceptExtractor.isValuePath("animal.isOwned"))
        #expect(!ConceptExtractor.isValuePath("self"))
        #expect(!ConceptExtractor.isValuePath("content"))
        #expect(!ConceptExtractor.isValuePath("titleView"))
        #expect(!ConceptExtractor.isValuePath("Text(\"Important\")"))
        #expect(!ConceptExtractor.isValuePath(""))
    }

    /// `### Radial Layout과의 차이` under another layout's section (FreshNotes): the difference
    /// from one other thing; a heading comparing two things it names stays a concept.
    @Test func aOneSidedComparisonHeadingIsNoTerm() {
        #expect(terms("""
            # Custom Layouts

            ## EqualWidthHStack

            모든 자식 뷰가 같은 너비를 갖는 HStack이다.

            ### Radial Layout과의 차이

            Radial Layout은 원 위에 배치하지만 EqualWidthHStack은 한 줄로 배치한다.

            ### ZStack과 overlay의 차이점

            ZStack은 자식들의 크기로 자신의 크기를 정하고, overlay는 원래 뷰의 크기를 따른다.
            """) == ["EqualWidthHStack", "Radial Layout", "ZStack과 overlay의 차이점", "ZStack"])
    }

    /// `- 문제상황: Card가 너무 많아서 …` (RiverNotes, BrookNotes): a problem report names the
    /// writer's own project; the solution's line, and a glossary's `Error:`, are read as any
    /// line is.
    @Test func aProblemReportNamesNoTerm() {
        #expect(terms("""
            # Lecture 2

            - 문제상황: Card가 너무 많아서 버튼이 보이지 않음
            - 발생한 에러: Referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'
            - 원인 : TabView는 SubView에 대해서 동일한 사이즈를 제공한다.
            - 해결: `ScrollView`는 내용이 화면보다 길 때 스크롤할 수 있게 하는 뷰이다.
            - Error: 실패를 나타내는 값이 따르는 프로토콜
            """) == ["ScrollView", "Error"])
    }

    /// `- 예: **Image**는 고정된 크기를 선호, …` (BrookNotes), `e.g. .aspectRatio(2/3) is …`
    /// (MistNotes), a line of a paragraph: an example's instances; a sentence that explains
    /// its term by an example stays.
    @Test func anExampleLinesNamesAreNoTerms() {
        #expect(terms("""
            # Stacks

            - 예: **Image**는 고정된 크기를 선호, **RoundedRectangle**은 제공된 모든 공간을 사용
            - 예를 들어 `lineWidth`가 `20`이면 path 안쪽으로 `10`, 바깥쪽으로 `10`이 그려지는 방식입니다.

            They are turning right around and calling a function in View called modifier.
            e.g. .aspectRatio(2/3) is likely something like .modifier(AspectModifier(2/3))
            """) == ["lineWidth"])
    }

    /// `* episode : 현재 노출되고 있는 에피소드(let)` (TideNotes): the example's own stored
    /// property; an entry without `let` or `var` stays.
    @Test func aGlossOfTheExamplesPropertyIsNoTerm() {
        #expect(terms("""
            # Data Flow

            * episode : 현재 노출되고 있는 에피소드(let)
            * isPlaying : 현재 재생중인지의 여부(var)
            * isPresented : 시트를 띄울지 정하는 값
            """) == ["isPresented"])
    }

    /// `- Azam Sharp - Deep Dive into … [go](…)` (SwellNotes): a reading list's author; an
    /// entry that explains its name, or whose link says what it shows, stays.
    @Test func aReadingListsAuthorIsNoTerm() {
        #expect(terms("""
            # Resources

            - Azam Sharp - Deep Dive into Environment in SwiftUI [go](https://azamsharp.com/2024/11/18/deep-dive-into-environment-in-swiftui.html)
            - MVVM - a pattern that keeps the model apart from the view ([Diagram](https://github.com/Pondorasti/Stanford-CS193p/blob/master/MVVM.png))
            - Environment - values a view reads from its ancestors, [link](https://developer.apple.com/documentation/swiftui/environment)
            """) == ["MVVM", "Environment"])
    }
}
