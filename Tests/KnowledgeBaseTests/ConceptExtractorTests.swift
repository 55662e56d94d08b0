import Testing
@testable import KnowledgeBase

@Suite struct ConceptExtractorTests {
    func concepts(_ markdown: String) -> [ParsedConcept] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown))
    }

    func terms(_ markdown: String) -> [String] { concepts(markdown).map(\.term) }

    @Test func markedTermsInSentencesThatExplainThem() {
        let found = concepts("""
            * container인 `Group`은 무언가를 수행하는 것이 아님.
            * 이번 챕터에서는 **container views** 에 대해서 배울 것입니다.
            """)
        #expect(found.map(\.term) == ["Group", "container views"])
        #expect(found.map(\.source) == [.markedTerm, .markedTerm])
        #expect(found[0].explanation == "container인 `Group`은 무언가를 수행하는 것이 아님.")
        #expect(found.map(\.line) == [1, 2])
    }

    /// A marked term is the topic of its sentence, what a sentence tells how to use, or
    /// named by its kind; one used in passing is not.
    @Test func markedTermsAreTheTopicOrWhatASentenceTellsHowToUse() {
        #expect(terms("binding이 필요하면 `@State`, 둘 사이라면 `@Binding`을 쓴다. `$x`는 binding이다.")
            == ["@State", "@Binding", "$x"])
        #expect(terms("`layoutPriority`수정자를 사용하여 우선순위를 바꾼다.") == ["layoutPriority"])
        #expect(terms("`.clipped()`를 적용하면 넘친 부분이 잘린다. 뷰에 `.clipped()`를 붙이고 본다.") == [".clipped()"])
        #expect(terms("그 다음 `.clipped()`를 적용하면 넘친 부분이 잘린다.") == [])
        #expect(terms("`.zIndex(1)`을 지정하면 그 뷰가 위에 그려진다.") == [".zIndex(1)"])
        #expect(terms("모서리가 잘린 것은 `.clipped()`를 적용하기 때문입니다.") == [])
        #expect(terms("The `@StateObject` property wrapper works like `@State`.") == ["@StateObject"])
        #expect(terms("SwiftUI has something called the `attribute graph`, which holds more.") == ["attribute graph"])
        // What a goal (…려면) asks to use is the means to it; the span used in passing is not.
        #expect(terms("비율을 지키려면 `.aspectRatio(contentMode: .fit)`를 `resizable` 다음에 붙인다.")
            == [".aspectRatio(contentMode: .fit)"])
        #expect(terms("Since the `VStack` is the root view, it gets the screen.") == [])
        #expect(terms("Proposing _nil_ means the _ideal size_ of the view.") == ["ideal size"])
        #expect(terms("**User** > (interact) > **Action** > (mutate) > **State**") == [])
    }

    /// `X(이)라고 한다` and `X라는 변수` name X wherever they stand in the sentence: the term
    /// is the noun phrase before the ending, not the sentence's subject.
    @Test func aKoreanNamingEndingNamesThePhraseBeforeIt() {
        #expect(terms("자식을 먼저 재는 부모는 흔히 상향식 측정이라고 한다.") == ["상향식 측정"])
        #expect(terms("이 값은 내부 여백이라고 부르며 테두리 안쪽을 뜻한다.") == [])
        #expect(terms("이 값은 내부 여백이라고 부릅니다.") == ["내부 여백"])
        // `라고 통칭하고`: calls them all so.
        #expect(terms("SwiftUI에서는 이런 외부 이벤트들을 Publisher라고 통칭하고 Combine에서 발생된다.") == ["Publisher"])
        #expect(terms("크기 정보를 담은 proxy라는 변수를 클로저가 받는다.") == ["proxy"])
        // `X라는` before anything but a kind of name describes an example.
        #expect(terms("MyDemoApp라는 새 프로젝트를 만든다.") == [])
        #expect(terms("ScrollView, LazyHGrid eager라는 단어는 붙지 않는다.") == ["eager"])
        // A clause before the ending is no noun phrase.
        #expect(terms("화면에 보여야 한다라고 말했다.") == [])
    }

    /// `…쓰는 것이 X이다`, `…볼 점은 바로 X입니다`: the sentence names the phrase it ends on.
    @Test func aSentenceEndingOnWhatItPointsToNamesIt() {
        #expect(terms("값을 한곳에 모을 때 쓰는 것이 @Environment 속성이다.") == ["@Environment"])
        #expect(terms("여기서 눈여겨볼 점은 바로 view identity입니다.") == ["view identity"])
        #expect(terms("중요한 것은 화면을 다시 그리는 것이다.") == [])
        // `…것은 X이다` judges (`쓰는 것은 과하다`), and names nothing.
        #expect(terms("열거형을 쓰는 것은 과잉이다.") == [])
        #expect(terms("남는 것이 없다.") == [])
    }

    /// A compound noun phrase a sentence ending in its use tells to use is a term; one
    /// word, or what is implemented, is not.
    @Test func aCompoundPhraseASentenceTellsToUseIsATerm() {
        #expect(terms("이럴 때는 지연 로딩 목록을 사용하여 해결한다.") == ["지연 로딩 목록"])
        #expect(terms("이럴 때는 목록을 사용하여 해결한다.") == [])
        #expect(terms("지연 로딩 목록을 구현할 때는 List를 쓴다.") == [])
        // A lower camel case name glued to its kind is code.
        #expect(terms("머리글을 고정하려면 pinnedRows매개변수를 이용") == ["pinnedRows"])
        #expect(terms("UIKit에서는 clipsToBounds를 켜야 했지만 여기선 이 수정자를 사용") == [])
    }

    /// A short sentence about a generic word is about what it says the word is.
    @Test func aShortSentenceAboutAGenericWordNamesItsPredicate() {
        #expect(terms("SwiftUI는 반응형이다.") == ["반응형"])
        #expect(terms("SwiftUI는 정말 반응형이다.") == ["반응형"])
        #expect(terms("SwiftUI는 뷰를 다시 그리는 프레임워크이다.") == [])
        #expect(terms("Grid는 반응형이다.") == [])
    }

    /// A term misspelled later in the chapter (two letters swapped) is the same concept.
    @Test func aMisspelledRepeatIsNoSecondConcept() {
        #expect(terms("`ProgressViewStyle`은 진행 표시의 모양을 정한다. `ProgressVeiwStyle`은 프로토콜이다.")
            == ["ProgressViewStyle"])
    }

    /// A one-line code block that sets a property, explained by the sentence after it.
    @Test func aCodeLineExplainedByTheNextSentenceIsATerm() {
        let found = concepts("```swift\nstopOnFirstError = true\n```\n\n이는 첫 오류에서 실행을 멈춘다.\n")
        #expect(found.map(\.term) == ["stopOnFirstError"])
        #expect(found.first?.explanation == "이는 첫 오류에서 실행을 멈춘다.")
        #expect(terms("```swift\nlet x = Foo { 1 }\n```\n\n이는 예시다.\n") == [])
        #expect(terms("```swift\nstopOnFirstError = true\n```\n\n실행해 보자.\n") == [])
    }

    /// A topic pointed back to (`이 쿼리는`, `해당 뷰는`) is the example of the sentences
    /// before, not a term; the same word opening its sentence is.
    @Test func aTopicPointedBackToIsNoTerm() {
        #expect(terms("이 필터는 버튼만 남긴다.") == [])
        #expect(terms("해당 목록은 세 줄을 보여준다.") == [])
        #expect(terms("필터는 조건에 맞는 요소만 남긴다.") == ["필터"])
    }

    /// A list item that is a noun phrase alone, with its explanation indented under it,
    /// heads that text; a task or a clause heads nothing.
    @Test func aListItemThatHeadsTheTextUnderItIsATerm() {
        let found = concepts("""
            * Grid의 Spacing

              행과 열 사이의 거리를 정한다.

            * 데이터 읽기

              파일에서 값을 가져온다.

            * 테스트를 하려면

              타깃을 추가한다.

            * Grid의 Spacing 바꾸기
            """)
        #expect(found.map(\.term) == ["Grid의 Spacing"])
        #expect(found.first?.explanation == "행과 열 사이의 거리를 정한다.")
        #expect(found.first?.line == 1)
    }

    /// A backtick opened and never closed marks the term up to the Korean ending glued
    /// to it; an unpaired backtick before a space marks nothing that can be told.
    @Test func anUnclosedBacktickEndsAtTheParticle() {
        #expect(terms("* `.hidden()를 사용하면 뷰가 자리만 차지한다.") == [".hidden()"])
        let found = concepts("* `.onAppear(perform:):뷰가 나타날 때 한 번 불린다.")
        #expect(found.map(\.term) == [".onAppear(perform:)"])
        #expect(found.first?.explanation == "뷰가 나타날 때 한 번 불린다.")
        #expect(terms("* 값이 `0 이면 숨긴다.") == [])
        #expect(UnclosedCode.closedLine("`a`와 `.hidden()를 쓴다") == "`a`와 `.hidden()`를 쓴다")
        #expect(UnclosedCode.closedLine("`a`와 `b`를 쓴다") == nil)
    }

    /// An API name written without backticks (`.clipped()를`, `@Namespace는`) is read as
    /// code, and kept where a marked one would be.
    @Test func anAPINameWithoutBackticksIsReadAsCode() {
        #expect(terms("이럴 때는 .clipped()를 사용하면 된다.") == [".clipped()"])
        #expect(terms("@Namespace는 두 뷰를 하나로 잇는 이름 공간이다.") == ["@Namespace"])
        #expect(terms("값은 .center, .leading 중 하나다.") == [])
        #expect(UnclosedCode.markedAPINames("이때 .frame(maxWidth:)를 쓴다") == "이때 `.frame(maxWidth:)`를 쓴다")
        #expect(UnclosedCode.markedAPINames("끝. 다음 줄") == nil)
        #expect(UnclosedCode.markedAPINames("`.a`는 이미 표시") == nil)
        // The bold of the same paragraph stays a term.
        #expect(terms("* @Namespace 속성으로 **애니메이션 짝**을 만든다.") == ["애니메이션 짝"])
        // A call written bare in prose, its parentheses paired (`clipShape(Circle())을`,
        // `cornerRadius(_:antialiased:) :`); a word and its gloss (`ZStack(겹침)`) is no call.
        #expect(UnclosedCode.markedAPINames("clipShape(Circle())을 추가한다") == "`clipShape(Circle())`을 추가한다")
        #expect(UnclosedCode.markedAPINames("ZStack(겹침)은 뷰를 쌓는다") == nil)
        #expect(UnclosedCode.markedAPINames("f(x) and (a)") == nil)
        #expect(UnclosedCode.markedAPINames("So Ellipse().fill(x) fills it") == nil)
        // An acronym's gloss, a version and a plural's `(s)` are no arguments.
        #expect(UnclosedCode.markedAPINames("MVVM(Model-View-ViewModel) 패턴과 Swift(5.9)") == nil)
        #expect(UnclosedCode.markedAPINames("Select the item(s) first") == nil)
        #expect(terms("2. cornerRadius(_:antialiased:) : 뷰의 모서리를 둥글게 한다.") == ["cornerRadius(_:antialiased:)"])
    }

    /// `**Step 4** <br>` over a translated tutorial's step: the step's number is no part of
    /// the back.
    @Test func aStepsNumberIsNoPartOfTheBack() {
        let found = ConceptExtractor.concepts(in: MarkdownParser.parse("""
            # Notes

            **Step 4** <br>
            clipShape(Circle())을 추가하여 이미지에 원형 모양을 적용한다.
            """))
        #expect(found.map { "\($0.term) → \($0.explanation)" } == ["clipShape(Circle()) → `clipShape(Circle())`을 추가하여 이미지에 원형 모양을 적용한다."])
        #expect(ConceptExtractor.isStepLabel("2단계") && ConceptExtractor.isStepLabel("Step 12") && !ConceptExtractor.isStepLabel("Step up"))
    }

    /// A generic subject gives way to the term its sentence marks, or owns (`의`), but not
    /// to one that only names a place (`에서`).
    @Test func aGenericSubjectGivesWayToATermNotToAPlace() {
        #expect(terms("SwiftUI는 `@Environment` 값을 위에서 아래로 전한다.") == ["@Environment"])
        #expect(terms("SwiftUI는 `@Environment` 에서 값을 읽는다.") == [])
        #expect(terms("`spacing`의 기본값은 8이다.") == ["spacing"])
    }

    /// A heading's name is explained by text that spells it out (`lazy grid` under
    /// `LazyVGrid`); an API's name heads the text under it in any case, a plain word
    /// (`Graphics`) only then.
    @Test func aHeadingsAPINameSpelledOutInTheTextIsExplained() {
        #expect(terms("## LazyVGrid\n\n보이는 칸만 만드는 lazy grid이고, 스크롤할 때 나머지를 만든다.\n") == ["LazyVGrid"])
        #expect(terms("## LazyVGrid\n\n보이는 칸만 만든다. 스크롤할 때 나머지를 만든다.\n") == ["LazyVGrid"])
        #expect(terms("## Graphics\n\n보이는 칸만 만든다. 스크롤할 때 나머지를 만든다.\n") == [])
        #expect(ConceptExtractor.camelCaseWords("@FocusState") == ["Focus", "State"])
    }

    /// A Latin topic a Korean word modifies (`기존의 Grid는`) is a thing of an example.
    @Test func aModifiedTopicIsNoTerm() {
        #expect(terms("기존의 Grid는 모든 칸을 한번에 만든다.") == [])
        #expect(terms("Grid는 모든 칸을 한번에 만든다.") == ["Grid"])
        #expect(terms("일반적인 Grid는 모든 칸을 한번에 만든다.") == [])
        #expect(terms("컨테이너인 Grid는 모든 칸을 한번에 만든다.") == ["Grid"])
    }

    /// `… X(번역)이다` introduces X with its translation.
    @Test func aTermWithItsTranslationAtTheEndIsIntroduced() {
        #expect(terms("테두리 안쪽의 빈 공간은 inset(안쪽 여백)이다.") == [])
        #expect(terms("테두리 안쪽의 빈 공간은 inset(여백)이다.") == ["inset"])
        #expect(terms("화면의 빈 곳은 여백(margin)입니다.") == ["여백"])
        #expect(terms("화면의 빈 곳은 여백(더 큰 영역)입니다.") == [])
    }

    /// `X의 Y` over text about X: the heading names a property of what the text explains.
    @Test func aHeadingOfAPropertyIsExplainedByTextAboutItsOwner() {
        #expect(terms("## 그리드의 간격\n\n그리드는 칸 사이를 8포인트 띄운다.\n") == ["그리드의 간격", "그리드"])
        #expect(terms("## 그리드의 간격\n\n칸 사이를 8포인트 띄운다.\n") == [])
        #expect(terms("## 그리드의 간격을 넓히는 방법\n\n그리드는 칸 사이를 8포인트 띄운다.\n") == ["그리드"])
    }

    /// A bold or colon line that titles a step (a gerund, a preposition) heads no concept;
    /// a comparison, a rule stated as a title or an API name does.
    @Test func aLineThatTitlesAStepIsNoTerm() {
        #expect(ConceptExtractor.isSectionTitle("Handling Many Nested Stacks"))
        #expect(ConceptExtractor.isSectionTitle("Look at several examples"))
        #expect(!ConceptExtractor.isSectionTitle("Stacks Share Their Width"))
        #expect(!ConceptExtractor.isSectionTitle("Padding vs frame sizes"))
        #expect(!ConceptExtractor.isSectionTitle("Using matchedGeometryEffect Twice"))
        #expect(terms("1. **Handling Many Nested Stacks**:\n   - Deep nesting costs little.\n") == [])
        #expect(terms("1. **Stacks Share Their Width**:\n   - Each child gets a share.\n") == ["Stacks Share Their Width"])
    }

    /// A heading that titles a step (a gerund) or a list of links to read names no
    /// concept; one joined by `and` names each side.
    @Test func aHeadingOfAStepOrOfReadingIsNoTerm() {
        #expect(terms("## Adjusting Grid Spacing\n\nGrid spacing sets the gap between cells.\n") == [])
        #expect(terms("## Further reading\n\nreading about layout helps.\n") == [])
        #expect(terms("_More reading list:_\n\n- a link\n") == [])
        #expect(terms("## Overlay and Background\n\nOverlay draws on top; background draws behind.\n")
            == ["Overlay", "Background"])
    }

    /// A term with a parenthesis it does not close is a piece of an expression; a Hangul
    /// verb stem after a term (`X 붙이는`) is no part of it.
    @Test func aPieceOfAnExpressionOrAVerbStemIsNoTerm() {
        #expect(LearnerTerms.kept("minValue : maxValue)", declared: [], title: "") == nil)
        #expect(LearnerTerms.kept("@Published 붙이", declared: [], title: "") == nil)
        #expect(LearnerTerms.kept("frame(width:)", declared: [], title: "") == "frame(width:)")
    }

    @Test func colonDefinitions() {
        let found = concepts("""
            * modifier: UIKit의 프로퍼티 설정에 대응하는 것
            * container views : StackView와 비슷한 그릇
            * 1) **firstTextBaseline** : 맨 위의 text 기준으로 정렬
            * tip: 이건 개념이 아니다
            * Reference: https://example.com
            """)
        #expect(found.filter { $0.source == .colonDefinition }.map(\.term)
            == ["modifier", "container views", "firstTextBaseline"])
        #expect(found.first?.explanation == "UIKit의 프로퍼티 설정에 대응하는 것")
        // A sentence cut at a colon, or a title after it, is no definition.
        #expect(terms("- VStack. VStack(spacing: 20).  Same 10 view limit") == [])
        #expect(terms("- can add a header: on to a section for a label") == [])
        #expect(terms("Views and modifiers: Introduction") == [])
        #expect(terms("- `View` protocol: The basic protocol that must be adopted by anything you draw") == ["View protocol"])
    }

    /// A heading's term is a concept when the text under it names it, defines it by its
    /// kind, or the note's code uses it; not a word that only heads the text.
    @Test func aHeadingIsAConceptWhereTheTextUnderItExplainsIt() {
        #expect(terms("## Graphics\n\nSwiftUI has some built in shapes.\n") == [])
        #expect(terms("## Leaf Views\n\nViews that have no subviews.\n") == ["Leaf Views"])
        #expect(terms("# ZStack\n\n> 한 화면에서 뷰를 겹쳐 표현할 때 사용하는 컴포넌트\n") == ["ZStack"])
        #expect(terms("# Spacer\n\n간격을 띄운다.\n\n```swift\nSpacer()\n```\n") == ["Spacer"])
    }

    /// With a generic word as the subject, the sentence is about the term it marks.
    @Test func aGenericSubjectGivesWayToTheMarkedTerm() {
        #expect(terms("Text는 `lineLimit`으로 최대 줄 수를 정한다.") == ["lineLimit"])
        #expect(terms("SwiftUI는 `@State`가 바뀌면 뷰를 다시 그린다.") == ["@State"])
        #expect(terms("View는 화면의 한 부분이다.") == [])
    }

    /// `` ### `.task()` - Async-Aware View Modifier ``: the API's name, then what it is;
    /// `### Use of scrollTargetBehavior(.viewAligned):` names the API the section is about.
    @Test func aHeadingOfAnAPINameWithItsKindOrItsUseNamesTheAPI() {
        #expect(ConceptExtractor.headingTerms("### `.task()` - Async-Aware View Modifier") == [".task()"])
        #expect(ConceptExtractor.headingTerms("### Use of scrollTargetBehavior(.viewAligned):") == ["scrollTargetBehavior(.viewAligned)"])
        // A step that uses an API (by its name or by its kind word: `minLength 파라미터 사용`,
        // LarkNotes) is about the API where the text under it names it, and names no term
        // where it does not.
        #expect(ConceptExtractor.headingTerms("#### TabView 사용") == ["TabView"])
        #expect(ConceptExtractor.headingTerms("## GeometryReader의 활용") == ["GeometryReader"])
        #expect(ConceptExtractor.headingTerms("### 1.minLength 파라미터 사용") == ["minLength"])
        #expect(ConceptExtractor.headingTerms("### 2. frame modifier 활용") == ["frame"])
        #expect(ConceptExtractor.headingTerms("## Custom modifier 활용") != ["Custom"])
        // PineNotes' copy of a documentation page: its section labels, an example's title
        // and a Korean step with no API's name written apart name nothing.
        for label in ["> ### Declaration", "### 특징", "### 지원 플랫폼", "### Example: strokeBorder", "### fill과 함께 사용하기", "### 함께 사용하기"] {
            #expect(ConceptExtractor.headingTerms(label) == [], "\(label)")
        }
        #expect(terms("#### TabView 사용\n\n문제 : VStack을 쓰면 Tab이 잘린다.\n\n원인 : TabView는 SubView에 대해서 동일한 사이즈를 제공한다.")
            == ["TabView"])
        #expect(concepts("### 1.minLength 파라미터 사용\n\n```swift\nSpacer(minLength: 10)\n```\n\nminLength 값만큼 Spacer의 여백을 최소 보장한다.")
            .map { "\($0.term) → \($0.explanation)" } == ["minLength → minLength 값만큼 Spacer의 여백을 최소 보장한다."])
        #expect(terms("#### TabView 사용\n\n이 화면은 예제로 만들었다.") == [])
        // (A Korean word is no API: with an action's noun at its end the heading is a step,
        // as `코드에 적용` is in SageNotes, and names nothing.)
        #expect(ConceptExtractor.headingTerms("## 스택 사용") == [])
        #expect(ConceptExtractor.headingTerms("## 스택 정렬") == ["스택 정렬"])
        // Two APIs joined by the dash are compared, as before the rule.
        #expect(ConceptExtractor.headingTerms("## `@State` - `@Binding` 차이") == ["`@State` - `@Binding` 차이"])
        #expect(ConceptExtractor.headingTerms("## HStack - VStack") == ["HStack - VStack"])
        #expect(terms("""
            ### `.onAppear()` - Standard View Modifier
            - Performs **synchronous** actions when a view appears
            """) == [".onAppear()"])
    }

    /// A bold adjective before its noun stresses the description (`Performs **synchronous**
    /// actions`); a name inside an article's title (`"Understanding When to Use .task() vs
    /// .onAppear"`) is no term of the sentence.
    @Test func aStressedAdjectiveOrANameInATitleIsNoTerm() {
        #expect(terms("- Handles **asynchronous** operations seamlessly") == [])
        #expect(terms("- **Spacer** fills the space left.") == ["Spacer"])
        #expect(terms("This project accompanies the article **\"Understanding When to Use .task() vs .onAppear in SwiftUI\"** on a blog.") == [])
        #expect(terms("Read the full article: [Understanding When to Use .task() vs .onAppear in SwiftUI](https://example.com/a)") == [])
        #expect(terms("- The reason why `@State` *property wrapper* only works with structs.").contains("property wrapper") == false)
        #expect(ConceptExtractor.isInTitle("Understanding When to Use "))
        #expect(!ConceptExtractor.isInTitle("In SwiftUI, "))
        #expect(!ConceptExtractor.isInTitle("Then Use "))
        #expect(terms("**Pro Tip** `LazyVStack`은 화면에 보일 때만 뷰를 만든다.").contains("LazyVStack"))
        #expect(terms("Then Use `GeometryReader` to read the size the parent offers.") == ["GeometryReader"])
        #expect(!ConceptExtractor.isInTitle("To keep the corners round we use the "))
    }

    /// A label's value (`**Current Status:** Done ✅`), a pointer to a link, a workbook's or a
    /// problem report's labels, a lecture's number, a declaration of the note's own
    /// property and a note to oneself are no concepts.
    @Test func labelsAndNotesToSelfAreNoConcepts() {
        #expect(terms("**Current Status:**  Done ✅") == [])
        #expect(terms("- **Build Status**: Passing") == [])
        #expect(terms("- Build Status: Passing") == [])
        #expect(terms("- [`NavigationStack`](https://developer.apple.com/documentation/swiftui/navigationstack): 화면 스택 관리")
            == ["NavigationStack"])
        #expect(terms("- `ZStack`: [겹쳐서 쌓는 스택](https://example.com/z)") == ["ZStack"])
        #expect(terms("- See the docs: [겹쳐서 쌓는 스택](https://example.com/z)") == [])
        #expect(terms("- `.fit`: 맞추기 위해 줄임") == [".fit"])
        #expect(terms("- `.fill`: fills the frame") == [".fill"])
        #expect(terms("- `role`: 버튼의 의미를 정한다 (cancel, destructive)") == ["role"])
        #expect(terms("목표: `.animation()` 수식어를 사용하여 사각형의 위치 변경에 애니메이션을 적용합니다.") == [])
        #expect(terms("**현재 상황**\n- 상단에 Tab을 이용해 볼 수 있는 컨텐츠를 변경하고 있습니다.") == [])
        #expect(terms("## 강의 1, 2\nswiftUI 에서는 객체지향의 개념인 슈퍼클래스라는 개념이 없다. 함수형 프로그래밍에 기반을 두고 있기 때문이다")
            == ["슈퍼클래스"])
        #expect(LearnerTerms.isLectureNumber("5강") && LearnerTerms.isLectureNumber("Lecture 3"))
        #expect(!LearnerTerms.isLectureNumber("강의") && !LearnerTerms.isLectureNumber("5강의 요약"))
        #expect(terms("- `@State` private var imageOffset: CGSize = `.zero` 선언").contains("@State private var imageOffset") == false)
        #expect(terms("- DispatchQueue\n  - 공부하자") == [])
        #expect(LearnerTerms.isNoteToSelf("나중에 알아보자") && !LearnerTerms.isNoteToSelf("남는 공간을 차지한다"))
    }

    /// A sentence that leads into the items after it (`` `animatableData` is a read/write
    /// property: ``) explains its term with them; a subordinate clause (`While X is …,`)
    /// defines nothing.
    @Test func aSentenceThatLeadsIntoItemsIsExplainedByThem() {
        let found = concepts("""
            - `animatableData` is a read/write property:
              - When the animation system writes to it, it tells the shape what to draw
              - When it reads it, it finds the start and end points
              - A third item
            """)
        #expect(found.map(\.term) == ["animatableData"])
        #expect(found.first?.explanation == """
            `animatableData` is a read/write property:
            When the animation system writes to it, it tells the shape what to draw
            When it reads it, it finds the start and end points
            """)
        #expect(terms("While `GeometryReader` is extremely powerful, it also has a few limitations:\n\n- Infinite size: it asks for all the space") == ["Infinite size"])
    }

    /// `2.1 @State` over pasted bullets heads them as `### @State` would; the next section's
    /// numbered title ends the text under it; a numbered title of words names nothing.
    @Test func aNumberedSectionTitleOfAPIsHeadsTheTextUnderIt() {
        let found = concepts("""
            2.1 @State

            \t•\t역할: View 내부에서 상태를 저장하고 관리
            \t•\t특징: 값이 변경되면 해당 View가 자동으로 다시 렌더링

            2.3 @ObservedObject와 ObservableObject

            \t•\t역할: 클래스 객체의 상태 변화를 감지하고 View를 업데이트

            2.4 Swift 5.9 업데이트

            새 기능이 많다.
            """)
        #expect(found.map(\.term) == ["@State", "@ObservedObject", "ObservableObject"])
        #expect(found.map(\.line) == [1, 6, 6])
        #expect(found[0].explanation == "역할: View 내부에서 상태를 저장하고 관리\n특징: 값이 변경되면 해당 View가 자동으로 다시 렌더링")
        #expect(found[1].explanation == "역할: 클래스 객체의 상태 변화를 감지하고 View를 업데이트")
        #expect(ConceptExtractor.sectionTitle("2.1 @State") == "@State")
        #expect(ConceptExtractor.sectionTitle("2. @State") == nil)
    }

    /// `TARGETS - Restart(앱이름) 에서 변경가능`: Xcode's panes with a dash between each, and
    /// where a setting is found, explain no name.
    @Test func aPathOfXcodesPanesIsNoDefinition() {
        #expect(terms("""
            - 앱의 방향회전을 고정시키는 방법
              - TARGETS - Restart(앱이름) 에서 변경가능, 두가지 방법 존재
                1. General - Deployment Info 옵션에서 설정가능
            """).contains { ["TARGETS", "General"].contains($0) } == false)
        #expect(ConceptExtractor.isMenuPath("Restart - Info - LaunchScreen 에서 설정가능"))
        #expect(!ConceptExtractor.isMenuPath("View 위에 다른 뷰를 겹친다"))
    }

    /// `Group {} 여러뷰를 …`: an API's name with empty braces or parentheses, then what it
    /// does, introduces it; a declaration's colon (`var body: some View {}`) defines nothing.
    @Test func aNameWrittenAsAnEmptyCallIsIntroducedByTheWordsAfterIt() {
        let found = concepts("""
            Group {} 여러뷰를 하나의 단위로 묶을 수 있음

            ZStack {}
            스크린 - 사용자 방향 순서로 view를 결합하는 기능을 수행
            """)
        #expect(found.map(\.term) == ["Group", "ZStack"])
        #expect(found.map(\.explanation) == ["여러뷰를 하나의 단위로 묶을 수 있음", "스크린 - 사용자 방향 순서로 view를 결합하는 기능을 수행"])
        #expect(terms("Group {}") == [])
        #expect(terms("shape() and more") == [])
        #expect(terms("var body: some View {}\nsome View는 View처럼 행동하는 무언가라는 뜻이다.").contains("var body") == false)
        #expect(terms("`var body: some View`: the view's content, computed each time") == ["var body: some View"])
    }

    /// A paragraph that ends in a comma runs on into the next: the back holds both.
    @Test func aParagraphEndingInACommaRunsOnIntoTheNext() {
        let found = concepts("""
            `navigationDestination(for:destination:)` 모디파이어로 뷰를 데이터 타입과 연결후,

            같은 타입의 데이터를 표시하는 `NavigationLink` 를 초기화 함
            """)
        #expect(found.map(\.term) == ["navigationDestination(for:destination:)"])
        #expect(found.first?.explanation == """
            `navigationDestination(for:destination:)` 모디파이어로 뷰를 데이터 타입과 연결후,
            같은 타입의 데이터를 표시하는 `NavigationLink` 를 초기화 함
            """)
        // An item's comma does not run into the next item, nor a paragraph's into a quote.
        let items = concepts("- `@State`는 뷰가 가진 값을 저장하고,\n- `@Binding`은 다른 뷰의 값을 쓴다.")
        #expect(items.map(\.term) == ["@State", "@Binding"])
        // (The item's half sentence alone explains nothing: its card has no back.)
        #expect(items.map(\.explanation) == ["", "`@Binding`은 다른 뷰의 값을 쓴다."])
        #expect(concepts("`Spacer`는 남는 공간을 차지하고,\n\n> 인용문: 전혀 다른 이야기다.").allSatisfy { !$0.explanation.contains("인용문") })
    }

    /// `` `Character` 타입은 … `` names Character once, as its name.
    @Test func aNameAndItsKindWordOnOneLineAreOneConcept() {
        #expect(terms("`Character` 타입은 하나의 문자 단위를 나타냄.") == ["Character"])
        #expect(terms("재귀 열거형은 `indirect` 키워드를 사용해 정의 가능하다.") == ["indirect"])
        #expect(LearnerTerms.withoutKindWord("layout 프로토콜") == "layout")
        #expect(LearnerTerms.withoutKindWord("타입") == "타입")
    }

    /// `X란 …` says the sentence defines X: even a generic word is its term (a note's
    /// opening `SwiftUI란 UIKit 위에서 빌드되는 프레임워크로 …`), where `X는 …` is not.
    @Test func aGenericWordASentenceDefinesWithRanIsTheTerm() {
        #expect(terms("SwiftUI란 UIKit 위에서 빌드되는 프레임워크로 선언형 구조를 가집니다.") == ["SwiftUI"])
        #expect(terms("`View`란 화면에 그려지는 것을 나타내는 프로토콜이다.") == ["View"])
        #expect(terms("SwiftUI는 UIKit 위에서 빌드되는 프레임워크로 선언형 구조를 가집니다.") == [])
        #expect(terms("SwiftUI란 `@State`가 바뀌면 뷰를 다시 그리는 프레임워크이다.") == ["SwiftUI"])
    }

    @Test func topicSentencesInKoreanAndEnglish() {
        #expect(terms("레이아웃이란 스크린 위의 바운드를 정하는 문제이다.") == ["레이아웃"])
        #expect(terms("HStack과 VStack은 둘 다 container view이며 같은 방식으로 행동합니다.") == ["HStack", "VStack"])
        #expect(terms("여기서 FocusState는 iOS15부터 사용가능한 프로퍼티 래퍼이다.") == ["FocusState"])
        #expect(terms("A Spacer is a flexible view.") == ["Spacer"])
        #expect(terms("우선순위가 높은 자식이 먼저 공간을 받는다.") == [])
        #expect(terms("이는 자원 낭비처럼 보일 수 있다.") == [])
        // A Korean word before the topic makes it one thing of an example.
        #expect(terms("원의 지름은 너비의 절반인 100pt이다.") == [])
        // An English topic is defined by its class, or is an API name.
        #expect(terms("A binding is a two-way conduit.") == ["binding"])
        #expect(terms("The problem is the horizontal alignment.") == [])
        #expect(terms("children are centered in the parent.") == [])
        // A glossary's label and colon open the entry: the subject is the name after them,
        // one card, not `@State: @State`.
        #expect(terms("**`@State`**: `@State` is a value that can change over time.") == ["@State"])
        #expect(terms("Note: `@State` is a value that can change over time.") == ["@State"])
        // (A colon inside a call is an argument's, no label's.)
        #expect(terms("`.frame(maxWidth: .infinity` is not `.frame(width: .infinity`.") == [])
    }

    /// A heading's term explained again by the paragraph under it, or a paragraph whose
    /// sentences name the same term twice, is one concept: one search hit, one card.
    @Test func aTermExplainedTwiceByTheSameTextIsOneConcept() {
        let underHeading = concepts("""
            ## layoutPriority

            `layoutPriority`는 순서를 바꾸는 modifier이다.

            우선순위가 높은 자식이 먼저 공간을 받는다.
            """)
        #expect(underHeading.map(\.term) == ["layoutPriority"])
        #expect(underHeading.map(\.source) == [.heading])
        #expect(underHeading.map(\.line) == [1])
        #expect(underHeading.first?.explanation
            == "`layoutPriority`는 순서를 바꾸는 modifier이다.\n우선순위가 높은 자식이 먼저 공간을 받는다.")

        let twoSentences = concepts("Text는 글자에 맞는 크기를 고른다.\nText는 제안보다 커질 수 없다.")
        #expect(twoSentences.map(\.term) == ["Text"])
        #expect(twoSentences.map(\.line) == [1])

        // Explained by two different paragraphs, the term stays two concepts.
        let apart = concepts("`Spacer`는 남은 공간을 차지한다.\n\n`Spacer`는 축 방향으로만 늘어난다.")
        #expect(apart.filter { $0.term == "Spacer" }.map(\.line) == [1, 3])
    }

    @Test func questionsAndAnswers() {
        let found = concepts("""
            > * Q) 제안과 제약의 차이는?
            > * A) 제안은 강제하지 않는다.

            Q: What does frame do?
            A: It proposes a size.
            """)
        #expect(found.map(\.term) == ["제안과 제약의 차이는?", "What does frame do?"])
        #expect(found.map(\.explanation) == ["제안은 강제하지 않는다.", "It proposes a size."])
        #expect(found.map(\.source) == [.question, .question])
    }

    @Test func headingsThatNameConcepts() {
        #expect(ConceptExtractor.headingTerms("The ZStack") == ["ZStack"])
        #expect(ConceptExtractor.headingTerms("1. HStack & VStack") == ["HStack", "VStack"])
        #expect(ConceptExtractor.headingTerms("The HStack and the VStack") == ["HStack", "VStack"])
        #expect(ConceptExtractor.headingTerms("3. GeometryReader View") == ["GeometryReader View"])
        #expect(ConceptExtractor.headingTerms("Layout priority") == ["Layout priority"])
        #expect(ConceptExtractor.headingTerms("7. Introducing Stacks & Containers") == [])
        #expect(ConceptExtractor.headingTerms("요약") == [])
        #expect(ConceptExtractor.headingTerms("ZStack과의 차이점은?") == ["ZStack과의 차이점"])
        // A step or a question names what it is about; a gerund before a noun is a kind.
        #expect(ConceptExtractor.headingTerms("Creating a Form") == ["Form"])
        #expect(ConceptExtractor.headingTerms("Using SceneDelegate") == ["SceneDelegate"])
        #expect(ConceptExtractor.headingTerms("What is state") == ["state"])
        #expect(ConceptExtractor.headingTerms("Rendering Modifiers") == ["Rendering Modifiers"])
        #expect(ConceptExtractor.headingTerms("# Why modifier order matters (modifier의 순서가 중요한 이유)") == ["modifier order"])
        // Where a thing matters is no part of it; why a thing is used for another asks about
        // that use, unless the other is the thing's own (`its`).
        #expect(ConceptExtractor.headingTerms("Why Binding Direction Matters in Forms") == ["Binding Direction"])
        #expect(ConceptExtractor.headingTerms("Why do layouts use grids for columns?") == ["grids for columns"])
        #expect(ConceptExtractor.headingTerms("Why does a list use `id` for its rows?") == [])
        #expect(ConceptExtractor.headingTerms("Why we use it") == [])
        // The Korean reason a thing is needed or used is about that thing; a reason without
        // one (`늦어진 이유`) is not.
        #expect(ConceptExtractor.headingTerms("iOS에서 상태 관리가 필요한 이유") == ["상태 관리"])
        #expect(ConceptExtractor.headingTerms("`LazyVGrid`를 쓰는 이유") == ["LazyVGrid"])
        #expect(ConceptExtractor.headingTerms("화면이 늦게 뜬 이유") == [])
        #expect(ConceptExtractor.headingTerms("이 글을 쓰게 된 이유") == [])
        #expect(ConceptExtractor.headingTerms("예시 1") == [])
        // `How X works` is the question; a Korean step (`X 값 주기`) is about the API it uses.
        #expect(ConceptExtractor.headingTerms("How layout works in SwiftUI") == ["How layout works in SwiftUI"])
        #expect(ConceptExtractor.headingTerms("How it all works together for us") == [])
        #expect(ConceptExtractor.headingTerms("padding 값 주기") == ["padding"])
        #expect(ConceptExtractor.headingTerms("`ViewModifier` 사용하기") == ["ViewModifier"])
        #expect(ConceptExtractor.headingTerms("SF-Symbol 넣기") == ["SF-Symbol"])
        // (A step with no API's name is what to do, not a term: `이미지 넣기`.)
        #expect(ConceptExtractor.headingTerms("이미지 넣기") == [])
        #expect(ConceptExtractor.headingTerms("Horizontal ScrollView 만들기") == ["Horizontal ScrollView"])
        // A remark after a dash is no part of the term; `Etc` heads leftovers.
        #expect(ConceptExtractor.headingTerms("@Property Wrapper - 복습해야지요") == ["@Property Wrapper"])
        #expect(ConceptExtractor.headingTerms("Etc") == [])
        // A heading that asks what a thing is names it, whatever its number.
        #expect(ConceptExtractor.headingTerms("01 `.padding`이란?") == [".padding"])
        #expect(ConceptExtractor.headingTerms("1-1 상태란?") == ["상태"])
        #expect(ConceptExtractor.headingTerms("Binding이란 무엇인가?") == ["Binding"])
    }

    /// A heading that asks what a thing is, or that is an API's name, heads the text under
    /// it though the text never repeats the name; a platform's name or a heading of two
    /// APIs over text that names one of them does not.
    @Test func aHeadingThatAsksOrNamesAnAPIHeadsTheTextUnderIt() {
        let asked = concepts("# 1-1 상태란?\n\n→ 화면에 영향을 주는 값\n")
        #expect(asked.map(\.term) == ["상태"])
        #expect(asked.first?.explanation == "→ 화면에 영향을 주는 값")
        #expect(terms("### @Published\n\n- 값이 바뀌면 알린다\n") == ["@Published"])
        #expect(terms("### HStack & VStack\n\n가장 덜 유연한 뷰부터 공간을 받는다.\n") == ["HStack", "VStack"])
        #expect(terms("### iOS14\n\n구분선이 기본으로 없어졌다.\n") == [])
        #expect(terms("#### LazyVGrid and LazyHGrid\n\nA LazyVGrid first measures its columns.\n") == ["LazyVGrid"])
    }

    /// A question heading the text under it asks about its subject: a noun phrase, owned
    /// with 의 at most, before 이/가/은/는 and a short predicate.
    @Test func aQuestionThatHeadsTheTextUnderItAsksAboutItsSubject() {
        let found = concepts("""
            * 과연 뷰의 그리기 순서가 중요한가?

              대부분 중요하지 않지만, 겹칠 때는 중요하다.
            """)
        #expect(found.map(\.term) == ["뷰의 그리기 순서"])
        #expect(found.first?.explanation == "대부분 중요하지 않지만, 겹칠 때는 중요하다.")
        #expect(ConceptExtractor.headingTerms("Spacer는 언제 쓰나요?") == ["Spacer"])
        #expect(ConceptExtractor.askedTopic("화면을 다시 그리면 느려질까?") == nil)
        #expect(ConceptExtractor.askedTopic("ZStack과의 차이점은?") == nil)
    }

    /// A marked term used as the means of what its sentence does (`X을 사용하여`,
    /// `X를 준수하면`) is what the sentence explains; a value of the example's own is not.
    @Test func aMarkedTermUsedAsTheMeansIsExplained() {
        #expect(terms("`ScrollView` 안에 `LazyVStack` 을 사용하여 구분선을 없앨 수 있다.") == ["LazyVStack"])
        #expect(terms("목록의 `struct`가 `Identifiable`를 준수하면 id를 적지 않아도 된다.") == ["Identifiable"])
        #expect(terms("`geometry.size.width`를 사용하여 왼쪽 칸의 너비를 화면에 맞춘다.") == [])
        #expect(terms("`var`를 사용하여 값을 바꾼다.") == [])
        // After a goal (…려면), what the sentence tells to use is the means to it.
        #expect(terms("화면 비율로 그리려면 `GeometryReader`로 크기를 읽어야 한다.") == ["GeometryReader"])
        #expect(terms("그리고 `GeometryReader`로 크기를 읽었다.") == [])
        #expect(terms("이 문제를 해결하려면 다음과 같이 `VStack`의 끝에 `Spacer`를 추가해준다.") == [])
        // An unmarked compound phrase as well: `SwiftUI의 설정 전달 체계를 사용하여 …`.
        #expect(terms("SwiftUI의 설정 전달 체계를 사용하여 높이를 위로 알린다.") == ["설정 전달 체계"])
        #expect(terms("이미 둥근 모서리를 사용하여 틀을 그렸다.") == ["둥근 모서리"])
        #expect(terms("아래는 기존 뷰에 내장 수정 도구를 사용하여 새 틀을 만든 것이다.") == [])
    }

    /// A heading over a numbered list names the process its steps explain, though the
    /// steps don't repeat its words; an outline of heads (`1. **Performance**:`) is no steps.
    @Test func aHeadingOverNumberedStepsIsExplainedByThem() {
        let found = concepts("""
            ### 측정 과정
            1. 부모가 자식에게 쓸 수 있는 공간을 알린다.
            2. 자식이 자기 크기를 고른다.
               - 부모는 그 선택을 따른다.
            3. 부모가 자식을 놓는다.
            """)
        #expect(found.map(\.term) == ["측정 과정"])
        #expect(found.first?.explanation == "1. 부모가 자식에게 쓸 수 있는 공간을 알린다.\n2. 자식이 자기 크기를 고른다.\n3. 부모가 자식을 놓는다.")
        let howItWorks = concepts("""
            ## How drawing works

            Drawing takes two steps:
            1. The parent offers a canvas.
            2. The child paints into it.
            """)
        #expect(howItWorks.map(\.term) == ["How drawing works"])
        // An API marked as code is what the text under the heading explains.
        #expect(ConceptExtractor.howItWorks("How `GeometryReader` Works") == "GeometryReader")
        #expect(ConceptExtractor.howItWorks("How layout works in SwiftUI") == "How layout works in SwiftUI")
        #expect(howItWorks.first?.explanation == "Drawing takes two steps:\n1. The parent offers a canvas.\n2. The child paints into it.")
        #expect(terms("""
            ### 측정 과정
            - 부모가 공간을 알린다.
            - 자식이 크기를 고른다.
            """) == [])
        #expect(terms("""
            ## Habits
            1. **Speed**:
               - Values are cheap.
            2. **Safety**:
               - Nothing is shared.
            """) == ["Speed", "Safety"])
    }

    /// A modifier with a comment of words beside it, or on the lines right above it, is
    /// explained by that comment, once; a modifier the chapter's prose explains keeps the
    /// prose's card, and code commented out or a marker explains nothing.
    @Test func aModifierExplainedByACommentBesideItIsATerm() {
        let found = concepts("""
            ```swift
            Text("안녕")
                .lineLimit(1) // 넘치는 글자는 잘리고 한 줄에 머문다
                .overlay(Capsule().stroke(Color.gray)) // 테두리를 두른다
                // 글자 사이를
                // 조금 벌린다
                .kerning(2)
                .padding() // .padding(8)
                .opacity(0.5) // MARK: - 흐리게
                .lineLimit(2) // 두 줄까지 보여 준다
            ```
            """)
        #expect(found.map(\.term) == [".lineLimit", ".overlay", ".kerning"])
        #expect(found.map(\.explanation) == ["`.lineLimit(1)`: 넘치는 글자는 잘리고 한 줄에 머문다",
                                              "`.overlay(Capsule().stroke(Color.gray))`: 테두리를 두른다",
                                              "`.kerning(2)`: 글자 사이를 조금 벌린다"])
        #expect(found.map(\.line) == [3, 4, 7])
        #expect(found.map(\.source) == [.codeComment, .codeComment, .codeComment])
        #expect(terms("""
            `kerning`은 글자 사이의 간격을 정한다.

            ```swift
            Text("a").kerning(2) // 글자 사이를 벌린다
            ```
            """) == ["kerning"])
        // A comment above a line that builds a view is about the view, not a modifier.
        #expect(terms("```swift\n// 배경 그림을 가져온다\nImage(\"sky\").resizable()\n```\n") == [])
        #expect(terms("```bash\nls -la .build(1) // 목록을 본다\n```\n") == [])
    }

    /// A naming ending written apart from its term (`X 이라는 개념`, `X 라고 불리는`) names it
    /// as the glued one does; an English word the note calls a concept (`X 개념으로`) is one.
    @Test func aNamingEndingWrittenApartOrAConceptWordNamesTheTerm() {
        #expect(terms("목록이 길 때는 LazyList 라는 뷰를 쓴다.") == ["LazyList"])
        #expect(terms("AppKit에는 *NSSplitController* 라고 불리는 타입이 있다.") == ["NSSplitController"])
        #expect(terms("값을 나눠 쓰는 copy 개념으로 이해하면 쉽다.") == ["copy"])
        // Not before a word that is no kind of name, nor a Korean subject of study.
        #expect(terms("여기서는 Pie 라는 새 그룹을 만든다.") == [])
        #expect(terms("이번 주에는 레이아웃 개념을 배운다.") == [])
        #expect(terms("이 장은 view 개념으로 시작한다.") == [])
    }

    /// A sigil a sentence tells to attach to a name (`$`, `@`, `#`), in code, in bold or with
    /// its name read aloud beside it, is a term; other symbols, and a sigil only mentioned,
    /// are not.
    @Test func aSigilASentenceTellsToAttachIsATerm() {
        #expect(terms("값을 바꾸려면 `$`를 붙여 바인딩으로 넘긴다.") == ["$"])
        #expect(terms("이름 앞에 샵(#)을 붙이면 컴파일러 지시문이 된다.") == ["#"])
        #expect(terms("속성 앞에 **@(골뱅이)**를 붙이면 래퍼가 적용된다.") == ["@"])
        #expect(terms("- `$` : 값을 읽고 쓰는 바인딩을 만든다.") == ["$"])
        #expect(terms("끝에 `%`를 붙여 비율로 쓴다.") == [])
        #expect(terms("가격에는 $가 들어간다.") == [])
        #expect(terms("`$`를 지우고 다시 붙인 코드") == [])
    }

    /// An attribute a sentence tells to attach is a term too, with its particle written
    /// apart or not; a lower-case word after `@` is no attribute. When the chapter explains
    /// the attribute elsewhere (`State란 무엇일까요?`), that passage is its concept.
    @Test func anAttributeASentenceTellsToAttachIsATerm() {
        #expect(terms("그 프로퍼티에 `@Published` 를 붙여주세요.") == ["@Published"])
        #expect(terms("주입받을 프로퍼티에 @Binding을 붙이면 된다.") == ["@Binding"])
        #expect(terms("값 앞에 `$` 를 붙인다.") == ["$"])
        #expect(terms("이메일 주소에 @gmail을 붙인다.") == [])
        let found = concepts("""
            하지만 `buttonState` 에 `@State` 를 붙이면 컴파일 에러가 사라집니다.

            그럼 State란 무엇일까요?! 뷰가 가진 상태를 저장하는 프로퍼티입니다.
            """)
        #expect(found.map(\.term) == ["State"])
        #expect(found.map(\.line) == [3])
    }

    /// An API a short sentence says is also a view (`Shape도 뷰이다`) is what the sentence
    /// teaches, even of a view every note shows; a pronoun or a longer sentence with `도` is not.
    @Test func anAPIASentenceSaysIsAlsoAViewIsATerm() {
        #expect(terms("- SwiftUI에서는 Shape도 뷰이다") == ["Shape"])
        #expect(terms("Color도 View입니다.") == ["Color"])
        #expect(terms("이것도 뷰이다.") == [])
        #expect(terms("Text도 뷰이다.") == ["Text"])
        #expect(terms("- `Spacer`도 뷰입니다.") == ["Spacer"])
        #expect(terms("이 예제에서는 버튼을 누르면 Shape도 다시 그려진다.") == [])
    }

    /// A back that opens by pointing at the situation before it (`이 때`, `그럴 때`) starts
    /// with the paragraph or list item that states the situation, past a picture; not past a
    /// heading, and not when the two would not fit in one back.
    @Test func aBackThatPointsAtTheSituationBeforeItStartsWithIt() {
        let found = concepts("""
            하지만 실제로 if else를 body 내부에 표현하면 오류가 난다.

            이 때 사용하는 것이 `@ViewBuilder` 속성이다.
            """)
        #expect(found.map(\.term) == ["@ViewBuilder"])
        #expect(found.first?.explanation == "하지만 실제로 if else를 body 내부에 표현하면 오류가 난다.\n이 때 사용하는 것이 `@ViewBuilder` 속성이다.")
        let item = concepts("""
            - 다만 .bottom으로 명시하면 정렬이 잘 안 된 것처럼 보이는 문제가 있다.

            ![](picture.png)

            - 이 때는 `.lastTextBaseline`를 사용하면 된다.
            """)
        #expect(item.first?.explanation == "다만 .bottom으로 명시하면 정렬이 잘 안 된 것처럼 보이는 문제가 있다.\n이 때는 `.lastTextBaseline`를 사용하면 된다.")
        let underHeading = concepts("""
            ## 정렬

            이 때는 `.lastTextBaseline`를 사용하면 된다.
            """)
        #expect(underHeading.first?.explanation == "이 때는 `.lastTextBaseline`를 사용하면 된다.")
        // One sentence that tells how to do what the paragraph before wants done answers it.
        let answer = concepts("""
            근데 이 방법은 불편하다. 일반 수정자처럼 `.`을 이용해서 호출하면 더 좋아보일 것이다.

            `View` extension을 이용해 메서드를 생성하면 된다.
            """)
        #expect(answer.map(\.term) == ["View extension"])
        #expect(answer.first?.explanation == """
            근데 이 방법은 불편하다. 일반 수정자처럼 `.`을 이용해서 호출하면 더 좋아보일 것이다.
            `View` extension을 이용해 메서드를 생성하면 된다.
            """)
        // A paragraph that says more than the answer stands alone.
        #expect(concepts("""
            근데 이 방법은 불편하다.

            메서드가 필요하다. `View` extension을 이용해 메서드를 생성하면 된다.
            """).first?.explanation == "메서드가 필요하다. `View` extension을 이용해 메서드를 생성하면 된다.")
        let long = String(repeating: "아주 긴 설명이 이어진다. ", count: 30)
        #expect(concepts("\(long)\n\n이 때 사용하는 것이 `@ViewBuilder` 속성이다.").first?.explanation
                == "이 때 사용하는 것이 `@ViewBuilder` 속성이다.")
    }

    /// A sentence that announces SwiftUI's layout steps before a numbered list is the
    /// layout process, named for what the steps are (Apple, WWDC19 "Building Custom Views
    /// with SwiftUI": the parent proposes a size, the child chooses its own, the parent
    /// places it). Steps of something else, a sentence that announces nothing, or a list
    /// that is not right after it, are not.
    @Test func announcedLayoutStepsAreTheLayoutProcess() {
        let rules = concepts("""
            - SwiftUI는 parent view와 child view의 사이즈를 결정하기 위해 다음의 규칙을 따릅니다.
              1. parent view는 가능한 frame을 결정합니다.
              2. parent view는 child view에게 size를 제안합니다.
            """)
        #expect(rules.map(\.term) == ["레이아웃 규칙"])
        #expect(rules.first?.explanation == """
            SwiftUI는 parent view와 child view의 사이즈를 결정하기 위해 다음의 규칙을 따릅니다.
            1. parent view는 가능한 frame을 결정합니다.
            2. parent view는 child view에게 size를 제안합니다.
            """)
        #expect(rules.first?.line == 1)
        #expect(terms("""
            먼저 layout이 그려지는 방식은 다음을 따른다.

            1. 가능한 공간이 주어진다.
            2. 각 view가 본인의 사이즈를 결정한다.
            """) == ["레이아웃 과정"])
        #expect(terms("""
            Every layout happens in three simple steps:

            1. A parent proposes a size for its child.
            2. The child chooses its own size.
            """) == ["layout process", "proposed size", "child chooses its size"])
        #expect(terms("""
            Layout Procedure

            1. Parent proposes a size for child : Parent는 Child에게 size를 제안
            2. Child chooses its own size : Child는 자신의 size를 결정함
            """) == ["layout process", "크기 제안", "자식이 크기를 결정"])
        #expect(terms("""
            앱을 배포하는 과정은 다음과 같다.

            1. 인증서를 만든다.
            2. 앱을 올린다.
            """) == [])
        #expect(terms("""
            레이아웃은 어렵다.

            1. 부모가 크기를 제안한다.
            2. 자식이 크기를 결정한다.
            """) == ["크기 제안", "자식이 크기를 결정"])
        // Under a heading that names the layout, the heading's card holds the steps.
        #expect(terms("""
            ## How layout works in SwiftUI

            All SwiftUI layout happens in three simple steps:

            1. A parent view proposes a size for its child.
            2. The child then chooses its own size.
            """) == ["How layout works in SwiftUI", "proposed size", "child chooses its size"])
        // Rules announced first under a heading about layout are that heading's, though the
        // sentence names no layout itself (the seeds' `### Layout for container views`); a
        // heading about something else leaves the rules unannounced.
        let containers = concepts("""
            ### Layout for container views

            - container view의 경우 하나 이상의 child view를 포함하며 다음과 같은 규칙을 따릅니다.
              1. container view는 child view에게 크기를 제안합니다.
              2. child view는 제안을 기초로 크기를 정합니다.
            """)
        #expect(containers.map(\.term).first == "Layout for container views")
        #expect(containers.first?.line == 3)
        #expect(containers.first?.explanation == """
            container view의 경우 하나 이상의 child view를 포함하며 다음과 같은 규칙을 따릅니다.
            1. container view는 child view에게 크기를 제안합니다.
            2. child view는 제안을 기초로 크기를 정합니다.
            """)
        // (A lecture's or a diary's heading names no layout rules: `레이아웃 규칙`.)
        #expect(concepts("""
            ### Lecture 6 - Layout

            - container view의 경우 다음과 같은 규칙을 따릅니다.
              1. 부모 뷰가 자식 뷰에게 크기를 제안한다.
              2. 자식 뷰가 자신의 크기를 정한다.
            """).map(\.term).first == "레이아웃 규칙")
        #expect(!terms("""
            ### Deploying the app

            - 배포는 다음과 같은 규칙을 따릅니다.
              1. 인증서를 만든다.
              2. 앱을 올린다.
            """).contains("Deploying the app"))
    }

    /// Each step of the layout process a numbered list states is a card of its own, named
    /// for the step (Apple, WWDC19 "Building Custom Views with SwiftUI": the parent proposes
    /// a size, the child chooses its size, the parent places the child), its back the step
    /// with the bullets under it; only a list that states both the proposal and the choice.
    @Test func eachLayoutStepIsAConcept() {
        let korean = concepts("""
            - 부모와 자식의 크기는 이렇게 정해진다.
              1. 부모 뷰는 쓸 수 있는 공간을 결정한다.
              2. 부모 뷰는 자식 뷰에게 크기를 제안한다.
                 - 자식의 크기를 정해 주는 것이 아니다.
              3. 부모의 제안에 따라 자식 뷰가 크기를 선택한다.
              4. 부모 뷰는 자식 뷰를 감싸도록 자기 크기를 조정한다.
              5. 부모가 자식을 자기 좌표 공간에 배치한다.
            - 이 과정은 뷰 계층 끝까지 반복된다.
            """)
        #expect(korean.map(\.term) == ["크기 제안", "자식이 크기를 선택", "배치"])
        #expect(korean.map(\.line) == [3, 5, 7])
        // The bullet under the step joins its back; the bullet after the list does not.
        #expect(korean.map(\.explanation) == [
            "부모 뷰는 자식 뷰에게 크기를 제안한다.\n자식의 크기를 정해 주는 것이 아니다.",
            "부모의 제안에 따라 자식 뷰가 크기를 선택한다.",
            "부모가 자식을 자기 좌표 공간에 배치한다.",
        ])
        // The child's choice is named with the note's verb; `조정한다` is no `정한다`.
        #expect(terms("""
            1. 부모가 자식에게 자기 사이즈를 알려준다.
            2. 자식이 자신의 크기를 정한다.
            3. 부모가 자기 크기를 조정한다.
            """) == ["크기 제안", "자식이 크기를 결정"])
        let english = concepts("""
            1. A parent view proposes a size for its child.
            2. Based on that information, the child chooses its own size and the parent must respect that choice.
            3. The parent then positions the child in its coordinate space.
            """)
        #expect(english.map(\.term) == ["proposed size", "child chooses its size", "placement"])
        // A step that opens on the one before is read after it, so its back says what "that" is.
        #expect(english.map(\.explanation) == [
            "A parent view proposes a size for its child.",
            "A parent view proposes a size for its child.\n"
                + "Based on that information, the child chooses its own size and the parent must respect that choice.",
            "The parent then positions the child in its coordinate space.",
        ])
        #expect(concepts("""
            1. 부모가 자식에게 크기를 제안한다.
            2. 이를 바탕으로 자식이 자기 크기를 결정한다.
            """).map(\.explanation) == ["부모가 자식에게 크기를 제안한다.", "부모가 자식에게 크기를 제안한다.\n이를 바탕으로 자식이 자기 크기를 결정한다."])
        // A stack's own algorithm proposes to its children without a parent as subject.
        #expect(terms("""
            1. 스택은 받은 크기를 나눈다.
            2. 스택은 자식 중 하나에게 크기를 제안한다.
            3. 자식이 크기를 선택한다.
            """) == [])
        // A term the step marks that is not the step's own leaves the step its card.
        #expect(terms("""
            1. 부모가 자식에게 크기를 제안한다.
            2. 자식이 `frame`으로 자기 크기를 결정한다.
            """).contains("자식이 크기를 결정"))
        // A step that marks its own term is carded under that term, once.
        #expect(terms("""
            1. 부모가 자식에게 크기를 **제안**한다.
            2. 자식이 자기 크기를 선택한다.
            """) == ["제안", "자식이 크기를 선택"])
        // A proposal without the child's choice is no list of the layout process.
        #expect(terms("""
            1. 부모가 자식에게 크기를 제안한다.
            2. 부모가 자식을 배치한다.
            """) == [])
    }

    /// A term written again with other spaces or case in the same chapter is the same
    /// concept: its card is the first definition.
    @Test func aTermWrittenWithOtherSpacesIsOneConcept() {
        let found = concepts("""
            `zIndex`는 겹친 뷰의 앞뒤 순서를 정하는 modifier이다.

            **Z index**는 값이 클수록 앞에 그려진다.
            """)
        #expect(found.map(\.term) == ["zIndex"])
        #expect(found.map(\.line) == [1])
    }

    /// The kinds a sentence divides a thing into are concepts each, named without their
    /// glosses; a division into counted parts names the parts, and a sentence that divides
    /// nothing into named kinds names none.
    @Test func theKindsASentenceDividesIntoAreConcepts() {
        let kinds = concepts("""
            SwiftUI는 데이터를 크게 원천 자료(source of truth)와 파생 자료(derived value)로 구분합니다.

            이름처럼 원천자료는 그 자체로 본질이고 파생자료는 원천자료에서 나온다.

            다음 절에서는 뷰를 본다.
            """)
        #expect(kinds.map(\.term) == ["원천 자료", "파생 자료"])
        // The next paragraph speaks of the kinds (written without the space): it explains them.
        #expect(kinds.first?.explanation == """
            SwiftUI는 데이터를 크게 원천 자료(source of truth)와 파생 자료(derived value)로 구분합니다.
            이름처럼 원천자료는 그 자체로 본질이고 파생자료는 원천자료에서 나온다.
            """)
        #expect(terms("스택은 수직 스택과 수평 스택 두 가지로 나뉜다.") == ["수직 스택", "수평 스택"])
        #expect(terms("화면을 두 부분으로 나눈다.") == [])
        #expect(terms("이 둘을 구분하기 위해 이름을 붙인다.") == [])
    }

    /// A bold item that titles a section is about what it says a step uses: `Using the
    /// Ternary Operator` heads the text about the ternary operator; another title names nothing.
    @Test func aSectionTitleIsAboutWhatItUses() {
        let ternary = concepts("""
            2. **Using the Ternary Operator**:
               - The ternary operator picks one of two values by a condition.
            """)
        #expect(ternary.map(\.term) == ["Ternary Operator"])
        #expect(ternary.map(\.explanation) == ["The ternary operator picks one of two values by a condition."])
        #expect(ConceptExtractor.usedSubject("Using Stacks With Spacers") == "Stacks")
        #expect(ConceptExtractor.usedSubject("Use Stacks") == nil)
        #expect(terms("""
            1. **Handling Complex View Hierarchies**
               - Break the body into smaller views.
            """) == [])
    }

    /// That a modifier returns a new view (Apple, "Configuring views") is a card in the
    /// note's words where a sentence about modifiers says it, with the paragraph that goes
    /// on about them; making a view of one's own, or a new view structure, is not it.
    @Test func aModifierReturnsANewView() {
        let korean = concepts("""
            * 과연 modifier가 효율적인가?

              모든 modifier는 새로운 `View`를 리턴하고 있는데, 이 프로세스가 효율적인가에 대한 의문이 생긴다.

              SwiftUI는 modifier를 호출할 때마다 새로운 `View`에 이전 `View`를 포함한다.
            """)
        // The question over it asks about modifiers, and is a card of its own.
        #expect(korean.map(\.term) == ["modifier", "modifier는 새로운 View를 리턴"])
        #expect(korean.dropFirst().map(\.explanation) == ["""
            모든 modifier는 새로운 `View`를 리턴하고 있는데, 이 프로세스가 효율적인가에 대한 의문이 생긴다.
            SwiftUI는 modifier를 호출할 때마다 새로운 `View`에 이전 `View`를 포함한다.
            """])
        #expect(terms("SwiftUI의 수식어는 원래의 뷰를 수식하는 새로운 뷰를 반환한다. 뷰를 직접 바꾸지 않는다.")
            == ["수식어", "수식어는 새로운 뷰를 반환"])
        #expect(terms("Each modifier returns a new view. The view it is called on stays as it was.") == ["modifiers return a new view"])
        // Alone, the sentence would be the card's front again.
        #expect(terms("Each modifier returns a new view.") == [])
        #expect(ConceptExtractor.newViewTerm("Custom modifiers can return a whole new view structure.") == nil)
        #expect(ConceptExtractor.newViewTerm("A modifier's body returns a new ViewModifier.") == nil)
        #expect(ConceptExtractor.newViewTerm("버튼을 누르면 새로운 뷰를 반환한다.") == nil)
    }

    /// `X을 이용해 …` tells what X is used for, as `X을 이용하여 …` does: X is its means.
    @Test func whatANoteUsesAsTheMeansIsTheConcept() {
        #expect(terms("- drawing group을 이용해 전체 쉐입을 하나의 NSView로 그려 성능 문제 최적화") == ["drawing group"])
        #expect(terms("`.textFieldStyle(_:)`을 이용해 textfield 스타일을 지정할 수 있다.") == [".textFieldStyle(_:)"])
        #expect(terms("코드를 이용해 화면을 그린다.") == [])
    }

    /// The last step of layout, rounding to whole pixels (WWDC19 "Building Custom Views with
    /// SwiftUI"), is a card where a note states it; rounding a number or a corner is not.
    @Test func roundingToPixelsIsTheLastLayoutStep() {
        let korean = concepts("4. SwiftUI는 좌표를 근처 픽셀에 딱 맞게 반올림 한다. 안티앨리어싱되지 않는다.")
        #expect(korean.map(\.term) == ["픽셀 반올림"])
        #expect(korean.map(\.explanation) == ["SwiftUI는 좌표를 근처 픽셀에 딱 맞게 반올림 한다. 안티앨리어싱되지 않는다."])
        #expect(terms("When it comes to rendering, SwiftUI rounds off any pixels to their nearest values.") == ["pixel rounding"])
        #expect(ConceptExtractor.pixelRounding("소수점 첫째 자리에서 반올림한다.") == nil)
        #expect(ConceptExtractor.pixelRounding("A rounded corner of 8 pixels softens the card.") == nil)
        #expect(ConceptExtractor.pixelRounding("Each pixel of the image is drawn.") == nil)
    }

    /// A bold item that titles a section and marks one name as code is about that name;
    /// a colon after the name defines it in the same line instead, and a generic name or
    /// two names title nothing.
    @Test func aBoldTitleIsAboutTheNameItMarksAsCode() {
        let wrapped = concepts("""
            3. **Underlying Use of `ModifiedContent`**
               - Each modifier wraps the view in a `ModifiedContent` struct.
            """)
        #expect(wrapped.map(\.term) == ["ModifiedContent"])
        #expect(wrapped.map(\.explanation) == ["Each modifier wraps the view in a `ModifiedContent` struct."])
        #expect(terms("- **`.frame` : Stack의 Frame을 직접 지정해주고 싶을 경우**") == [".frame"])
        #expect(terms("""
            1. **Indicates Conformance to the `View` Protocol**
               - The body returns some type that conforms to it.
            """) == [])
        #expect(terms("""
            1. **Compare `HStack` and `VStack`**
               - One lays out in a row, the other in a column.
            """) == [])
    }

    /// The order of modifiers is a concept where a note says it matters (Apple, "Configuring
    /// views": "the order of modifiers matters"): in a sentence about modifiers, a sentence
    /// with its example, or a heading over code that applies
    /// modifiers; not in a table of contents, nor a sentence that only says it matters
    /// sometimes without naming modifiers.
    @Test func theOrderOfModifiersIsAConceptWhereANoteSaysItMatters() {
        let korean = concepts("modifier: 원래 뷰를 감싸는 새 뷰를 돌려주는 메서드. 그래서 순서가 결과를 바꾼다.")
        #expect(korean.map(\.term) == ["modifier", "modifier 순서"])
        // A question that names the order is carded under its own words, once.
        #expect(terms("""
            * modifier의 적용 순서가 중요한가?

              대부분의 경우에는 NO이지만, 일단은 YES이다.
            """) == ["modifier의 적용 순서"])
        #expect(concepts("""
            * 수정자를 붙이는 순서에 따라 결과가 달라질까?

              그렇다. 배경을 먼저 칠하면 패딩은 칠해지지 않는다.
            """).map { [$0.term, $0.explanation] } == [["수정자 순서", "수정자를 붙이는 순서에 따라 결과가 달라질까?\n그렇다. 배경을 먼저 칠하면 패딩은 칠해지지 않는다."]])
        #expect(concepts("""
            Modifiers have order.

            E.g. `text.padding().border()` is wider than `text.border().padding()`.

            Each modifier returns a new view.
            """).filter { $0.term == "modifier order" }.map(\.explanation) == ["Modifiers have order.\nE.g. `text.padding().border()` is wider than `text.border().padding()`."])
        #expect(terms("""
            ### 순서를 고려해야 한다

            ```swift
            Text("hi")
                .padding()
                .background(Color.green) // 패딩까지 배경이 칠해진다
            ```
            """) == ["modifier 순서", ".background"])
        // Its back is the heading with the code as written, which shows the order.
        #expect(concepts("""
            ### 순서를 고려해야 한다

            ```swift
            Text("hi")
                .background(Color.green)
                .padding() // 아래처럼 배경 먼저, 그 다음 패딩
            ```
            """).first?.explanation == "순서를 고려해야 한다\nText(\"hi\")\n    .background(Color.green)\n    .padding() // 아래처럼 배경 먼저, 그 다음 패딩")
        #expect(terms("""
            - Views and modifiers
            - Why modifier order matters
            """) == [])
        #expect(terms("뷰든 modifiers를 적용할 수 있다. 나중에 알게 되겠지만 가끔은 순서가 중요하다.") == [])
        // `border` holds no `order`.
        #expect(terms("The border modifier is important.") == [])
        #expect(terms("### 순서를 고려해야 한다\n\n```swift\nlet a = 1\n```") == [])
    }

    /// An API's name a sentence ends by telling to use, after a goal (`…려면`, `…려고 하면`,
    /// `…다면`), is the means to it, marked or not; a plain word, a sentence without a goal
    /// or one that leads into code is not.
    @Test func anAPINameUsedForAGoalIsATerm() {
        #expect(terms("줄 사이를 넓히려면 lineSpacing을 사용한다.") == ["lineSpacing"])
        #expect(terms("> 위에 겹쳐 그리려고 하면 ZStack 이용") == ["ZStack"])
        #expect(terms("글자 사이를 넓히려면 modifiers 사용.") == [])
        #expect(terms("이 줄에는 lineSpacing을 사용한다.") == [])
        #expect(terms("넓히려면 다음과 같이 lineSpacing을 사용한다.") == [])
    }

    /// A comment above a call that names it (`아래 X를 …`) points at that call: it explains
    /// it. One that points elsewhere without naming it does not.
    @Test func aCommentAboveACallThatNamesItExplainsIt() {
        let found = concepts("""
            ```swift
            Circle()
                // 아래 blur(radius:)를 붙이면 가장자리가 뿌옇게 번진다
                .blur(radius: 3)
            ```
            """)
        #expect(found.map(\.term) == [".blur"])
        #expect(found.map(\.explanation) == ["`.blur(radius: 3)`: 아래 blur(radius:)를 붙이면 가장자리가 뿌옇게 번진다"])
        #expect(found.map(\.line) == [4])
        #expect(terms("```swift\nCircle()\n    // 아래 줄은 위 예제와 같다\n    .blur(radius: 3)\n```\n") == [])
        #expect(terms("```swift\nCircle()\n    // 아래처럼 쓰면 흐려진다\n    .blur(radius: 3)\n```\n") == [])
    }

    /// A comment that names a member its line reads before the call (`opacity` of
    /// `AnyTransition.opacity.animation(…)`) is about that member; one that names the call's
    /// arguments (`Circle`) is about the call.
    @Test func aCommentAboutAnotherPartOfItsLineExplainsNoCall() {
        #expect(terms("""
            ```swift
            RoundedRectangle(cornerRadius: 30)
                .transition(.asymmetric(
                    insertion: .move(edge: .bottom),
                    removal: AnyTransition.opacity.animation(.easeInOut))) // 끝 - opacity 효과
            ```
            """) == [])
        #expect(terms("```swift\nImage(\"a\")\n    .clipShape(Circle()) // Circle Shape를 사용하여 이미지를 잘라 낸다\n```\n") == [".clipShape"])
        #expect(ConceptExtractor.namesMember("끝 - opacity", of: "AnyTransition.opacity"))
        #expect(!ConceptExtractor.namesMember("Circle로 자른다", of: "Image(\"a\")"))
    }

    /// A quality (…성, …력) that a sentence ranks things by with `가장` and an adjective of
    /// degree is a concept of the note, glossed or not; `가장` before a plain adjective or
    /// adverb, or with praise (`좋은`), ranks no quality.
    @Test func aQualityASentenceRanksByIsATerm() {
        #expect(terms("목록 중 가장 확장성이 낮은 구조부터 고친다.") == ["확장성"])
        #expect(terms("- 표는 가장 많은 재사용성을 가진 구성이다.") == ["재사용성"])
        #expect(terms("입력 중에서는 반응력(누른 뒤 답하는 속도)이 가장 높은 요소가 버튼이다.") == ["반응력"])
        // Praise is no measure: the sentence is about the list, not the quality.
        #expect(terms("목록 중에서는 표가 가장 확장성이 좋은 구조다.") == [])
        #expect(terms("가장 먼저 그린 뷰가 가장 작은 뷰다.") == [])
        #expect(terms("가장 가능성이 높은 답을 고른다.") == [])
        #expect(terms("확장성이 낮은 구조는 가장 늦게 고친다.") == [])
        // An English word measured by degree (`X 정도`) is a quality too; a number or `어느` is not.
        #expect(terms("목록마다 reusable 정도가 다르다.") == ["reusable"])
        #expect(terms("10 정도가 알맞고 어느 정도는 줄여도 된다.") == [])
    }

    /// `X이라고 할 수 있다` names X as `X이라고 한다` does; a term with its translation in
    /// parentheses before a topic particle is the term the sentence introduces.
    @Test func aSentenceCallingOrGlossingATermNamesIt() {
        #expect(terms("위의 예제는 양방향 연결이라고 할 수 있습니다.") == ["양방향 연결"])
        #expect(terms("이걸 잘 쓰라고 할 때가 많다.") == [])
        #expect(terms("공유 자료 원본(single source of truth)은 한 곳에서만 고쳐야 한다는 뜻입니다.") == ["공유 자료 원본"])
        #expect(terms("부모가 고른 크기(size)는 바뀌지 않는다.") == [])
        // Glosses before `과` name no glossed topic; the sentence divides data into two kinds.
        #expect(terms("데이터는 원본(source)과 사본(copy)으로 나뉜다.") == ["원본", "사본"])
    }

    @Test func customThings() {
        #expect(terms("또는 커스텀 정렬 조건을 구현할 수도 있다.") == ["커스텀 정렬"])
        #expect(terms("커스텀 정렬은 새 기준선을 만든다.") == ["커스텀 정렬"])
        #expect(terms("`body`만 가진 커스텀 뷰가 그렇다.") == [])
        #expect(terms("다양한 모디파이어로 커스텀 가능") == [])
    }

    @Test func tableRowsDefineTerms() {
        #expect(terms("""
            | term | meaning |
            | --- | --- |
            | `Spacer` | takes the free space |
            """) == ["Spacer"])
    }

    /// A clause or a condition is no term, wherever it is marked: a learner looks up the
    /// thing, not `X가 … 사용될 때`. A question is asked as it is, and the layout steps keep
    /// the names kb gives them.
    @Test func clausesAndConditionsAreNoTerms() {
        #expect(terms("""
            - 배경으로 사용될 때: 자식의 크기를 따른다.
            - `minWidth` 생략 시: 이미지의 원래 너비를 쓴다.
            - 값을 하나만 주면 **최댓값은 자식으로부터 상속**된다.
            - 전환하면 **레이아웃 변경을 애니메이션**으로 처리한다.
            """) == [])
        #expect(LearnerTerms.isClause("max는 자식으로부터 상속"))
        #expect(LearnerTerms.isClause("Color가 background로 사용될 때"))
        #expect(LearnerTerms.isClause("layoutPriority()를 비율 지정에 활용"))
        #expect(!LearnerTerms.isClause("modifier의 적용 순서"))
        #expect(!LearnerTerms.isClause("같이 바인딩"))
        #expect(!LearnerTerms.isClause("ScrollView 크기"))
    }

    /// Labels over a list (`핵심:`, `Here:`), ordinals and words that join sentences are no
    /// terms, nor a colour an example uses.
    @Test func labelsOrdinalsAndColoursAreNoTerms() {
        #expect(terms("""
            핵심:

            - 부모가 크기를 제안한다.

            Here:

            - the parent owns the value.

            첫번째: `@State var text`를 보면 문자열을 선언했다.

            - `Color.red`가 ScrollView 안에서 10pt 높이를 갖는 이유가 이것이다.
            """) == [])
    }

    /// Lowercase English a sentence uses as its verb or predicate is only stressed.
    @Test func stressedVerbsAndPredicatesAreNoTerms() {
        #expect(terms("""
            This is **mandatory**.

            The parent **owns** the data, but the child can **control** it.

            A child **cannot exist alone**.

            **Binding** is a two-way connection to a value.
            """) == ["Binding"])
    }

    /// An identifier with its words spelled out in parentheses is the identifier, and a
    /// kind word after an API's name (`함수`) only says what it is.
    @Test func spelledOutGlossesAndKindWordsAreLeftOff() {
        #expect(terms("- VStack(Vertical Stack)은 자식들을 수직으로 배열하는 뷰이다.") == ["VStack"])
        #expect(LearnerTerms.withoutGloss("Implicitly (automatic animations)") == "Implicitly")
        #expect(LearnerTerms.withoutGloss("Source Of Truth (SOT)") == "Source Of Truth (SOT)")
        #expect(terms("Swift의 ***type(of:)*** 함수는 값의 타입을 출력한다.") == ["type(of:)"])
        #expect(terms("### ContentSize, ContentOffset 확인\n\n`contentOffset`으로 스크롤 위치를 알 수 있다.")
                .contains("ContentOffset"))
    }

    /// The note's own code (a sum, a call with arguments on its variables, an argument on
    /// its own) is no API's name; a property of a proxy the note explains is.
    @Test func theNotesOwnExpressionsAreNoTerms() {
        #expect(terms("""
            - `anchor: .center`: 계산한 점이 뷰의 중심임을 명시한다.
            - `subview.sizeThatFits(.unspecified)`: 자식 뷰의 이상적인 크기를 조회한다.
            - `bounds.midX / midY` 더하기: 컨테이너 중앙을 기준으로 배치한다.
            - `$count.animation()`: 값이 바뀌면 애니메이션을 적용한다.
            - `geometry.size`: 컨테이너의 크기를 알려준다.
            """) == ["geometry.size"])
    }

    /// A Korean heading that asks when a thing is used is about that thing, even a word as
    /// generic as `Stack`.
    @Test func aHeadingAskingWhenAThingIsUsedIsAboutIt() {
        let found = concepts("""
            ## Stack은 어떨 때 쓸까?

            body는 뷰를 하나만 리턴해야 한다. 그럴 때 쓰는 것이 Stack이다.
            """)
        #expect(found.map(\.term) == ["Stack"])
        #expect(found.first?.line == 1)
        #expect(ConceptExtractor.koreanWhen("GeometryReader는 언제 사용할까?") == "GeometryReader")
        #expect(ConceptExtractor.koreanWhen("언제 쓸까?") == nil)
    }

    /// ``a `X` object, which …``: a relative clause explains the name it follows; a mention
    /// without an article (``when we have `ScrollView`, which …``) does not.
    @Test func aRelativeClauseExplainsTheNameBeforeIt() {
        #expect(terms("The closure gets a `GeometryProxy` object, which provides the size of the container.")
                == ["GeometryProxy"])
        #expect(terms("When we have `ScrollView`, which becomes the proposed size anyway, nothing changes.") == [])
    }

    /// Lines of a quote are its sentences: the second says modifiers return a new view, the
    /// first says more, so the card has a back that explains it.
    @Test func aNewViewSentenceOnItsOwnLineOfAQuoteIsACard() {
        let found = concepts("""
            > SwiftUI는 부모와 콘텐츠에 따라 레이아웃이 정해진다 </br>
            > UIKit과 달리 SwiftUI의 수식어는 뷰를 직접 바꾸지 않고 새로운 뷰를 반환 </br>
            """)
        #expect(found.map(\.term) == ["수식어는 새로운 뷰를 반환"])
    }

    /// `스크롤 뷰는 … 뷰다`: a kind of view named by the Korean noun before `뷰`, which the
    /// sentence says is a view, is its topic, as `ScrollView는` would be; a sentence that
    /// tells what such a view does in an example, a word that only describes (`기본적인`) or
    /// points back (`이`) makes no topic.
    @Test func aKindOfViewNamedInKoreanIsATopic() {
        #expect(terms("스크롤 뷰는 이름처럼 스크롤을 할 수 있는 뷰다.") == ["스크롤 뷰"])
        #expect(terms("컨테이너 뷰는 자식들을 담는 뷰입니다.") == ["컨테이너 뷰"])
        #expect(terms("프레임 뷰는 텍스트에 크기를 제안한다.") == [])
        #expect(terms("기본적인 뷰는 내용만큼 크기를 갖는 뷰다.") == [])
        #expect(terms("이 뷰는 내용만큼 크기를 갖는 뷰다.") == [])
        // `스택`, `부모` before `뷰` name no kind a learner looks up.
        #expect(terms("부모 뷰는 자식을 감싸는 뷰다.") == [])
    }

    /// An attribute named with its kind word (`어노테이션`, `속성`, `attribute`) is the
    /// means or topic of its sentence as with `프로퍼티`.
    @Test func anAttributesKindWordLeavesItTheTerm() {
        #expect(terms("@State 어노테이션을 이용하여 데이터를 바인딩하는 방법을 알아본다.") == ["@State"])
        #expect(terms("`@escaping` 속성을 부여하지 않으면 에러가 발생한다. 그래서 `@escaping` 속성은 함수를 밖에서 쓰게 해 준다.")
                == ["@escaping"])
    }

    /// A heading's term is explained by the text under it that defines it by its kind
    /// (`… 적응하는 특성`), though the text does not name it.
    @Test func aDefinitionByKindExplainsTheHeadingsTerm() {
        let neutral = concepts("""
            ## Layout neutrality(레이아웃 중립성)

            뷰가 크기 차원 중 일부에 대해 특별한 선호 없이 다른 뷰에 맞춰 적응하는 특성
            """)
        #expect(neutral.map(\.term) == ["Layout neutrality"])
    }

    /// A sentence in bold that opens with a name explains the name, as a plain sentence
    /// does; a bold title that marks one name (`**Underlying Use of `ModifiedContent`**`)
    /// heads the text under it.
    @Test func aBoldSentenceExplainsTheNameItOpensWith() {
        let found = concepts("**`@State` keeps a value the view owns.**")
        #expect(found.map(\.term) == ["@State"])
        #expect(found.first?.explanation == "`@State` keeps a value the view owns.")
    }
}
