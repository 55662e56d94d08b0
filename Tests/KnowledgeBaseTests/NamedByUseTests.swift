import Testing
@testable import KnowledgeBase

/// Terms a note names by what it does with them: a name with its kind word over the items
/// that explain it, a name a sentence opens by using or by setting something with, a
/// heading written as a sentence, and the names a language feature requires.
@Suite struct NamedByUseTests {
    let forms = ConceptDefinitionFormsTests()

    /// `` - `task` 수정자 `` over nested items: a plain word marked as code, with its kind
    /// word, heads what the items say of it (the card's back is their text, not the head's);
    /// `키워드` is a kind word as `인자` is.
    @Test func aMarkedWordWithItsKindWordHeadsTheNestedItems() {
        let found = forms.concepts("""
            - `task` 수정자
                - 화면이 처음 보일 때 비동기 작업을 시작한다.
            - `await` 키워드
                - 결과가 올 때까지 기다린다는 것을 나타낸다.
            """)
        #expect(found.map(\.term) == ["task", "await"])
        #expect(found.map(\.explanation) == ["화면이 처음 보일 때 비동기 작업을 시작한다.", "결과가 올 때까지 기다린다는 것을 나타낸다."])
    }

    /// ``We present new views using `NavigationLink` ``: what we do, then the API that does
    /// it at the sentence's end (MossNotes' summary). A use in passing, with more after it,
    /// or without a subject of ours, names nothing.
    @Test func whatWeDoUsingAnAPINamesIt() {
        #expect(forms.terms("We present new views using `NavigationLink`") == ["NavigationLink"])
        #expect(forms.terms("You can wrap views using `Group`.") == ["Group"])
        #expect(forms.terms("We lay it out using `VStack` and more.") == [])
        #expect(forms.terms("It is laid out using `VStack`.") == [])
    }

    /// `NavigationLink를 통해 …를 나타내고`, `withAnimation 을 사용해서 … 효과를 줌`: a sentence
    /// that opens with an API's name as the means of what it does explains the API, whatever
    /// its ending and whether or not it marks the name (GaleNotes, BrookNotes). A plain word
    /// (`offset을 통해`) may be any word.
    @Test func aSentenceOpeningWithTheAPIItUsesExplainsIt() {
        #expect(forms.terms("NavigationLink를 통해 destination이 될 View를 나타내고, 버튼의 UI를 label 부분에 구현한다.") == ["NavigationLink"])
        #expect(forms.terms("withAnimation 을 사용해서 화면 전환간 부드러운 효과를 줌") == ["withAnimation"])
        #expect(forms.terms("`@SceneBuilder` 를 통해서 여러 Scene을 조합해서 하나의 Body를 생성하는 어트리뷰트") == ["@SceneBuilder"])
        #expect(forms.terms("offset을 통해 뷰를 옮긴다.") == [])
        // A product's name is written in camel case too, and names no API.
        #expect(forms.terms("ChatGPT를 통해 정리한 내용입니다.") == [])
        #expect(forms.terms("iPhone을 통해 확인했다.") == [])
        #expect(forms.terms("YouTube를 통해 배운 것을 적는다.") == [])
        #expect(ConceptExtractor.readsAsAPIName("UIImage"))
        #expect(ConceptExtractor.readsAsAPIName("onAppear"))
        #expect(!ConceptExtractor.readsAsAPIName("macOS"))
    }

    /// ``If you want to avoid conflicts …, use `@Attribute(.unique)` ``, ``To react to a value,
    /// use `.onChange(of:)` ``: a marked name with its arguments' labels or values is used
    /// for the purpose the sentence opens with (FernNotes' SwiftData notes). A plain word is no
    /// such name, and a use without a purpose names nothing.
    @Test func aMarkedCallWithArgumentsUsedForAPurposeIsExplained() {
        #expect(forms.terms("If you want to avoid conflicts in your model data, use `@Attribute(.unique)`.") == ["@Attribute(.unique)"])
        #expect(forms.terms("To react to a value, use `.onChange(of:)`.") == [".onChange(of:)"])
        #expect(forms.terms("To react to a value, use onChange here.") == [])
        #expect(forms.terms("It is easy, use `.onChange(of:)` and more.") == [])
    }

    /// ``따라서 Form에 modifier로 `.navigationTitle("SwiftUI")`를 추가하면 타이틀이 나타난다``: a
    /// sentence that opens with where and how (`Form에`, `modifier로`) or a linking adverb
    /// (`따라서`) before using the span still opens with its use (LarkNotes); a modifier called
    /// with the note's own text is the modifier. A step of a walkthrough (`마지막으로 Text에`)
    /// or a situation (`이때`) is not.
    @Test func aUseAfterWhereAndHowOpensTheSentence() {
        #expect(forms.terms("따라서 Form에 modifier로 `.navigationTitle(\"SwiftUI\")`를 추가하면 타이틀이 나타난다.") == [".navigationTitle"])
        #expect(forms.terms("뷰에 `.clipped()`를 적용하면 넘치는 부분이 잘린다.") == [".clipped()"])
        #expect(forms.terms("마지막으로 Text에 `.clipped()`를 적용하면 넘치는 부분이 잘린다.") == [])
        #expect(forms.terms("이때 `.clipped()`를 적용하면 넘치는 부분이 잘린다.") == [])
        #expect(SubjectPosition.isAdjunctsOnly("따라서 Form에 modifier로 "))
        #expect(!SubjectPosition.isAdjunctsOnly("그 다음 "))
    }

    /// ``` `Identifiable`프로토콜은 `id`속성을 구현해야 하고, … ```: a clause that opens with its
    /// topic is about it; a span after the topic up to the clause's comma is what it says of
    /// the topic (SageNotes' list notes). Spans joined before the topic, and a topic of a
    /// clause after the comma, are terms.
    @Test func aSpanAfterTheTopicIsNoSecondTerm() {
        #expect(forms.terms("`Identifiable`프로토콜은 `id`속성을 구현해야 하고, 해당 속성은 해셔블 프로토콜을 채택한 타입이어야 한다.") == ["Identifiable"])
        #expect(forms.terms("`ForEach`는 주로 `SectionedList`, 셀 삭제 및 이동을 구현할때 사용된다.") == ["ForEach"])
        #expect(Set(forms.terms("`HStack`과 `VStack`은 뷰를 나란히 놓는다.")) == ["HStack", "VStack"])
        #expect(forms.terms("`@State`는 한 뷰에서만 쓴다면, `@ObservedObject`는 여러 뷰가 나눠 쓰는 객체를 받는다.") == ["@State", "@ObservedObject"])
    }

    /// `editMode로 바뀌는 부분에 …`: after an object or a means, `는` is a verb's ending that
    /// describes the next noun (SageNotes); the verb is no topic. `SwiftUI에서 레이아웃은` is.
    @Test func aVerbAfterItsObjectIsNoTopic() {
        #expect(forms.terms("editMode로 바뀌는 부분에 애니메이션이 있으면 좋을 것 같았다.") == [])
        #expect(forms.terms("SwiftUI에서 레이아웃은 부모가 크기를 제안하는 과정이다.") == ["레이아웃"])
    }

    /// `ScrollView가 나타날 때, …`: the subject of a clause of time or case says when the
    /// sentence holds, not what the name is (SageNotes' steps); `Spacer가 …한다` says what it is.
    @Test func aSubjectOfAClauseOfTimeIsNoTopic() {
        #expect(forms.terms("2. ScrollView가 나타날 때, 원하는 위치로 옮긴다.") == [])
        #expect(forms.terms("Text가 길어질 경우 줄이 바뀐다.") == [])
        #expect(forms.terms("Spacer가 남는 공간을 모두 차지한다.") == ["Spacer"])
    }

    /// `` `Circle`, `Ellipse`, `Capsule` 등 기본 shape는 `InsettableShape`를 준수합니다 ``: names
    /// listed with 등 before a noun are examples of what the sentence is about (PineNotes);
    /// listed with 등을 they are used, as a list with 을 is (GaleNotes).
    @Test func namesListedAsExamplesAreNoTerms() {
        #expect(forms.terms("- `Circle`, `Ellipse`, `Capsule` 등 기본 shape 대부분은 `InsettableShape`를 준수합니다.") == ["InsettableShape"])
        #expect(SubjectPosition.isUsed(after: ", `size`, `safeAreaInsets`등을 이용한다", sentence: "`frame(in:)`, `size`, `safeAreaInsets`등을 이용한다"))
        #expect(!SubjectPosition.isUsed(after: ", `Ellipse` 등 기본 shape는 준수한다", sentence: "`Circle`, `Ellipse` 등 기본 shape는 준수한다"))
    }

    /// `## 코드에 적용`, `## 검색기능 구현` over what they do: a Korean heading that ends in an
    /// action's noun, with no API's name, is a step, no term (SageNotes).
    @Test func aKoreanHeadingOfAStepNamesNoTerm() {
        #expect(forms.terms("## 코드에 적용\n\n1. 스크롤 뷰를 리더로 감싼다.\n2. 원하는 위치로 옮긴다.") == [])
        #expect(forms.terms("## 검색기능 구현\n\n목록 위에 검색창이 붙는다.") == [])
    }

    /// `### 옵셔널 선언`, `### Enum 상태 확인` over how it is done: declaring, reaching or
    /// checking a thing is a step of the text (BrookNotes, FreshNotes), whose words are no
    /// term; an API's name alone before the noun is (`### ContentSize, ContentOffset 확인`).
    @Test func aHeadingThatDeclaresOrChecksAPhraseNamesNoTerm() {
        #expect(forms.terms("### 옵셔널 선언\n\n옵셔널 타입을 선언하려면 `T?` 문법을 사용") == [])
        #expect(forms.terms("### 옵셔널 값 접근\n\n옵셔널의 값을 접근할 때는 `if let`을 사용") == [])
        #expect(forms.terms("### Enum 상태 확인\n\n상태마다 다른 일을 하도록 분기할 수 있다.") == [])
        #expect(forms.terms("### ContentSize, ContentOffset 확인\n\nContentSize는 스크롤 되는 콘텐츠 전체의 크기다. ContentOffset은 스크롤 위치다.")
            == ["ContentSize", "ContentOffset"])
    }

    /// ``Basically `.toolbar(content:)` is used so that …``: an adverb that opens the sentence
    /// stands before its subject (WrenNotes); a phrase in passing does not.
    @Test func anOpeningAdverbStandsBeforeTheSubject() {
        #expect(forms.terms("Basically `.toolbar(content:)` is used so that we can have a consistent navigation bar.") == [".toolbar(content:)"])
        #expect(forms.terms("Also, `Spacer` takes all the space it can.") == ["Spacer"])
        #expect(forms.terms("Yesterday `Spacer` took all my time.") == [])
    }

    /// `스크롤하기 위해선 `ScrollViewReader`를 사용해 …`, `쪼개 Stack 뷰를 이용해 …`: a goal's
    /// clause and a verb before an API's name with its kind word are no part of a used noun
    /// phrase (SageNotes); `조건부 컴파일 블록을 사용하여` stays one.
    @Test func aUsedPhraseStopsAtAGoalOrAnAPIName() {
        #expect(forms.terms("프로그래밍적으로 스크롤하기 위해선 `ScrollViewReader`를 사용해 스크롤 뷰를 감싸야 한다.") == ["ScrollViewReader"])
        #expect(forms.terms("차근차근 쪼개 Stack 뷰를 이용해 합쳐 캘린더를 구성했다.") == [])
        #expect(forms.terms("이때 조건부 컴파일 블록을 사용하여 해결한다.") == ["조건부 컴파일 블록"])
    }

    /// `# Navigation` over its table of contents (`* [Navigation bar](#navigation-bar)`): the
    /// links name what comes later and explain nothing (WrenNotes); a heading's text skips
    /// them. `Observe an object: …` is a step's label, and `## Horizontal` a direction alone.
    @Test func aTableOfContentsAnInstructionOrADirectionExplainsNothing() {
        #expect(forms.terms("""
            # Navigation
            * [Navigation bar](#navigation-bar)
            	* [Creating a ToolbarItem](#creating-a-toolbaritem)
            * [Modals](#modals)

            ## Navigation bar
            In SwiftUI, creating a navigation bar is a little bit different.
            """) == ["Navigation bar"])
        #expect(forms.terms("##### @ObservableObject\nObserve an object: ObservableObject without retaining.") == ["@ObservableObject"])
        #expect(ConceptExtractor.isInstruction("Create a view"))
        #expect(!ConceptExtractor.isInstruction("Observable object"))
        #expect(forms.terms("## Horizontal\n.horizontal, LazyHGrid, and (rows: ) are the required changes") == [])
    }

    /// ``we annotate it with `@ViewBuilder` ``, ``mark the class with `@Observable` ``: marking
    /// a declaration with an attribute for a purpose uses it as `use` does (MistNotes); a
    /// value filled in (``filled it with `Color.red` ``) is no attribute.
    @Test func anAttributeADeclarationIsMarkedWithIsExplained() {
        #expect(forms.terms("To allow View declaration inside a var or func code, we annotate it with `@ViewBuilder`.") == ["@ViewBuilder"])
        #expect(forms.terms("To make it observable, mark the class with `@Observable`.") == ["@Observable"])
        #expect(forms.terms("We filled it with `Color.red` today.") == [])
    }

    /// ``there is a `UIHostingController,` which is a bridge …``: a comma inside the span
    /// still sets off the relative clause that explains it, and is no part of the name
    /// (SwellNotes).
    @Test func aCommaInsideTheSpanSetsOffItsRelativeClause() {
        #expect(forms.terms("Behind our content view there is a `UIHostingController,` which is a bridge between UIKit and SwiftUI.") == ["UIHostingController"])
    }

    /// `offset 수정자를 사용하면 …`: a name before its kind word, which the sentence opens by
    /// using, even lowercase. Without the kind word a lowercase word is no API's name.
    @Test func aNameUsedWithItsKindWordIsExplained() {
        #expect(forms.terms("offset 수정자를 사용하면 뷰가 그려지는 위치만 옮겨진다.") == ["offset"])
        #expect(forms.terms("onAppear modifier를 쓰면 뷰가 보일 때 코드가 실행된다.") == ["onAppear"])
        #expect(forms.terms("offset을 사용하면 뷰가 옮겨진다.") == [])
    }

    /// `padding으로 여백을 줄 수 있다`: a name the sentence sets something with is what the
    /// sentence explains; one it does something else with is not.
    @Test func aNameASentenceSetsSomethingWithIsExplained() {
        #expect(forms.terms("padding으로 안쪽 여백을 줄 수 있다.") == ["padding"])
        #expect(forms.terms("lineLimit으로 보일 줄 수를 지정할 수 있습니다.") == ["lineLimit"])
        #expect(forms.terms("Xcode로 앱을 실행해 볼 수 있다.") == [])
    }

    /// `### spacing으로 간격을 설정할 수 있습니다.`: a heading written as a sentence that
    /// sets something with a name, or glosses its topic, says what that name is; a title
    /// does not, nor does a heading that states a rule about a plain topic (the text under
    /// it explains more).
    @Test func aHeadingWrittenAsASentenceExplainsItsTopic() {
        let found = forms.concepts("""
            ### spacing으로 자식 사이 간격을 설정할 수 있습니다.
            ```swift
            HStack(spacing: 8) { Text("a") }
            ```
            ### Grid(격자)는 행과 열로 뷰를 놓는 컨테이너다
            ### 간격 설정하기
            ### Form은 설정 화면에 가장 흔히 쓰이는 컨테이너다
            """)
        #expect(found.map(\.term) == ["spacing", "Grid"])
        #expect(found.map(\.explanation) == ["spacing으로 자식 사이 간격을 설정할 수 있습니다.", "Grid(격자)는 행과 열로 뷰를 놓는 컨테이너다"])
        #expect(found.map(\.line) == [1, 5])
    }

    /// `body라는 프로퍼티`: a sentence that names a word with its kind asks for it, even a
    /// generic word, as ``named `body` `` does in English.
    @Test func aWordNamedWithItsKindIsAConcept() {
        #expect(forms.terms("- View 프로토콜\n    - body라는 프로퍼티를 가지며 화면에 보일 내용을 돌려준다.") == ["body"])
        #expect(forms.terms("body는 화면에 보일 내용을 돌려준다.") == [])
        #expect(forms.terms("init에서 content라는 함수를 그대로 저장하면 오류가 난다.") == [])
    }

    /// ``Use `LazyVStack` to …``: an instruction to use a name says what it is for;
    /// ``"Lazy" means …`` says what a quoted word is.
    @Test func anEnglishInstructionOrMeaningExplainsItsName() {
        #expect(forms.terms("Use `LazyHGrid` to lay out rows that scroll sideways.") == ["LazyHGrid"])
        #expect(forms.terms("- Use `LazyVStack` / `LazyHStack` to build rows only as they appear.") == ["LazyVStack"])
        #expect(forms.terms("Add `padding` when the text touches the edge.") == [])
        #expect(forms.terms("\"Eager\" means every row is built before it shows.") == ["Eager"])
        #expect(forms.terms("\"it\" means the view.") == [])
    }

    /// `#### `scaledToFit()`:` over the text that explains it, even inside a list item: a
    /// heading that is an API's call names what the text under it explains.
    @Test func aHeadingThatCallsAnAPIIsExplainedByTheTextUnderIt() {
        #expect(ConceptExtractor.headingTerms("`aspectRatio()`:") == ["`aspectRatio()`"])
        let found = forms.concepts("""
            - #### `aspectRatio()`:
              Keeps the shape of the content while it grows.
            """)
        // The card's term drops the marks of code (`LearnerTerms.kept`).
        #expect(found.map(\.term) == ["aspectRatio()"])
        #expect(found.map(\.explanation) == ["Keeps the shape of the content while it grows."])
    }

    /// `- **부모가 주는 공간을 모두 채우는 뷰**(Expand to fill …)` over examples: a bold
    /// Korean phrase glossed in English names a kind the note introduces, even as a clause
    /// over its noun; the gloss and the items under it are its back.
    @Test func aBoldPhraseGlossedInEnglishOverItemsIsAConcept() {
        let found = forms.concepts("""
            - **부모가 주는 공간을 모두 채우는 뷰**(Views that fill their parent)
                - 예: Color, Rectangle
            - **크기를 고르는 중이다**(choosing)
                - 예: Text
            """)
        #expect(found.map(\.term) == ["부모가 주는 공간을 모두 채우는 뷰"])
        #expect(found.map(\.explanation) == ["Views that fill their parent\n예: Color, Rectangle"])
    }

    /// `- View Modifier` over `- ViewModifier 프로토콜`: an API's name spelled in words heads
    /// the items that write it as Swift does; a plain word over items lists its kinds.
    @Test func anAPINameSpelledInWordsHeadsTheItemsUnderIt() {
        #expect(forms.terms("""
            - Layout Priority
                - layoutPriority 수정자로 먼저 공간을 받는다
            - View Modifier
                - ViewModifier 프로토콜을 따르는 타입이 뷰를 감싼다
            - Alignment Kinds
                - leading
            """) == ["View Modifier"])
    }

    /// `### font(_:)`, `### resizable(capInsets:resizingMode:)`: a heading that names a
    /// function as Apple's documentation titles its page heads the text under it, which
    /// need not repeat the name; a call that passes a value does not.
    @Test func aHeadingThatNamesAFunctionBySignatureIsExplained() {
        #expect(ConceptExtractor.calledName("font(_:)") == "font")
        #expect(ConceptExtractor.calledName("resizable(capInsets:resizingMode:)") == "resizable")
        #expect(ConceptExtractor.calledName("aspectRatio( :contentMode:)") == "aspectRatio")
        #expect(ConceptExtractor.calledName("`.clipped()`") == "clipped")
        #expect(ConceptExtractor.calledName("frame(width: 40)") == nil)
        let found = forms.concepts("""
            ### font(_:)
            글자의 모양과 크기를 정한다.

            ### frame(width: 40)
            폭을 40으로 둔다.
            """)
        #expect(found.map(\.term) == ["font(_:)"])
        #expect(found.map(\.explanation) == ["글자의 모양과 크기를 정한다."])
    }

    /// An outline's items: an API's name as Swift writes it, two joined by `and`, or a type
    /// named with its kind head the items under them; a group of views or modifiers (`Leaf
    /// Views` in a table of contents) does not.
    @Test func anAPINameHeadsTheOutlineItemsUnderIt() {
        let found = forms.concepts("""
            - GeometryReader
                - offers its whole space to its content
            - LazyHStack and LazyVStack
                - rows are built only when they appear
            - Layout protocol
                - sizeThatFits, placeSubviews
            - Leaf Views
                - Text
            """)
        #expect(found.map(\.term) == ["GeometryReader", "LazyHStack and LazyVStack", "Layout"])
        #expect(found.map(\.explanation) == ["offers its whole space to its content", "rows are built only when they appear", "sizeThatFits, placeSubviews"])
    }

    /// `## Label: Show Text and Icon` over its example: a cheat sheet's heading names an API
    /// and says what it is for; a step or a note before a colon names none.
    @Test func aHeadingThatSaysWhatAnAPIIsForIsExplained() {
        #expect(ConceptExtractor.headingDefinition("Step 1: Define Layout") == nil)
        #expect(ConceptExtractor.headingDefinition("Summary: what stacks do") == nil)
        let found = forms.concepts("""
            ## Toggle: Switch a Setting On and Off
            ```swift
            Toggle("Wi-Fi", isOn: $isOn)
            ```
            ## Step 2: Use in ScrollView
            """)
        #expect(found.map(\.term) == ["Toggle"])
        #expect(found.map(\.explanation) == ["Switch a Setting On and Off"])
    }

    /// `private(set) var projectedValue` in a property wrapper the note writes: the name is
    /// the language feature's, which the note explains, not the tutorial's own.
    @Test func aNameALanguageFeatureRequiresIsNotTheNotesOwn() {
        let blocks = MarkdownParser.parse("""
            ```swift
            @propertyWrapper struct Clamped {
                var wrappedValue: Int
                var projectedValue: Bool
                var lastValue: Int
            }
            ```
            """)
        #expect(LearnerTerms.declaredNames(in: blocks) == ["clamped", "lastvalue"])
    }

    /// `## Property Wrapper란 무엇인가?` in a note titled `Property Wrapper`: the note asks
    /// what its subject is, so the title's words are the concept; a title the note does
    /// not ask about names no card.
    @Test func aTitleTheNoteAsksAboutIsAConcept() {
        let asked = NoteParser.parse("""
            # Property Wrapper

            ## Property Wrapper란 무엇인가?
            - 프로퍼티에 읽고 쓰는 규칙을 붙여 주는 타입이다.
            """, fileStem: "wrapper")
        #expect(asked.chapters.flatMap(\.cards).filter { $0.kind == .concept }.map(\.front) == ["Property Wrapper"])
        let titled = NoteParser.parse("""
            # Sweet SwiftUI

            ## Sweet SwiftUI
            이 책은 레이아웃을 다룬다.
            """, fileStem: "book")
        #expect(titled.chapters.flatMap(\.cards).filter { $0.kind == .concept }.map(\.front) == [])
    }

    /// `**(2) EnvironmentObject란?**` alone on its line asks what the name is, as the heading
    /// `## EnvironmentObject란?` does: the name is the term (without `란?` or the item's
    /// number), explained by the text under the line.
    @Test func aBoldLineThatAsksWhatANameIsHeadsTheTextUnderIt() {
        let found = forms.concepts("""
            **(2) EnvironmentObject란?**

            상위 뷰가 넣어 둔 객체를 하위 뷰 어디서나 꺼내 쓰게 해 주는 property wrapper이다.
            """)
        #expect(found.map(\.term) == ["EnvironmentObject"])
        #expect(found.map(\.explanation) == ["상위 뷰가 넣어 둔 객체를 하위 뷰 어디서나 꺼내 쓰게 해 주는 property wrapper이다."])
        #expect(found.map(\.line) == [1])
        #expect("(3) Stack의 정렬".droppingListNumber == "Stack의 정렬")
        #expect("(a) 정렬".droppingListNumber == "(a) 정렬")
    }

    /// `X를 사용해서 … 수 있다` anywhere in a sentence, and `use the X() modifier` or
    /// `using X()`: the sentence says what the API is for. A plain lowercase word
    /// (`offset을 사용해서`) may be any word, and a sentence that says no ability is a step.
    @Test func aSentenceThatSaysWhatANameIsUsedForExplainsIt() {
        #expect(forms.terms("여러 줄일 때는 lineSpacing을 사용해서 줄 사이를 넓힐 수 있다.") == ["lineSpacing"])
        #expect(forms.terms("화면이 좁으면 .minimumScaleFactor를 이용하여 글자를 줄일 수도 있습니다.") == [".minimumScaleFactor"])
        #expect(forms.terms("그림을 모서리까지 채우려면 offset을 사용해서 옮길 수 있다.") == [])
        #expect(forms.terms("여기서는 lineSpacing을 사용해서 줄 사이를 넓혔다.") == [])
        // Through it, or by adding or applying it (`통해`, `추가하여`, `적용해`).
        #expect(forms.terms("- scaleEffect를 통해 크기를 키우는 애니메이션을 만들 수 있습니다.") == ["scaleEffect"])
        #expect(forms.terms("- blendMode를 적용해 두 색을 섞을 수 있다.") == ["blendMode"])
        #expect(forms.terms("To keep the corners round we use the clipShape() modifier on the card.") == ["clipShape()"])
        #expect(forms.terms("The row can grow to the container's width using containerRelativeFrame() on it.") == ["containerRelativeFrame()"])
        #expect(forms.terms("The row grows with containerRelativeFrame() on it.") == [])
        // A name marked as code that the sentence says to use, with or without its kind word.
        #expect(forms.terms("To read the size the parent offers, we need to use the `GeometryReader` view.") == ["GeometryReader"])
        #expect(forms.terms("To read the size the parent offers, we need to use the GeometryReader view.") == [])
        // After a purpose that opens the sentence, a name marked as code needs no kind word,
        // and a second one joined by `and` serves the purpose too; in passing it does not.
        #expect(forms.terms("If we want to avoid this, we can use `LazyVStack` and `LazyHStack`")
            == ["LazyVStack", "LazyHStack"])
        #expect(forms.terms("To share state between views, use `@Binding`, `@ObservableObject`, etc.") == ["@Binding"])
        #expect(forms.terms("In order to wrap more rows, use `Group`.") == ["Group"])
        #expect(forms.terms("Here we use `LazyVStack` and `LazyHStack` in a list.") == [])
        #expect(forms.terms("To the left we use `Spacer` in the row.") == [])
        // The kind word may come before the name; after a purpose and its comma, the name
        // may be the main clause's subject.
        #expect(forms.terms("To disable tapping in a view, you can use the modifier `allowsHitTesting`") == ["allowsHitTesting"])
        #expect(forms.terms("Here we use the modifier and `Spacer` together.") == [])
        #expect(forms.terms("If you want to change the frame of a tap gesture, `contentShape` allows you to do that.")
            == ["contentShape"])
        #expect(forms.terms("When the frame changes, `contentShape` allows you to do that.") == [])
        // A particle typed apart, and a note's short `가능` for `수 있다`; a longer code
        // span before the particle names no API.
        #expect(forms.terms("- repeatForever() 를 통해 반복가능") == ["repeatForever()"])
        #expect(forms.terms("`UITableView.appearance().separatorStyle = .none` 을 사용해 구분선을 제거할 수 있습니다.") == [])
    }

    /// `` - `environmentObject(_:)` `` over nested items: a function named by its signature
    /// heads what the items say of it.
    @Test func aSignatureOverNestedItemsHeadsThem() {
        let found = forms.concepts("""
            - `onSubmit(of:_:)`
                - 키보드의 return 키를 누르면 실행할 동작을 정한다
            """)
        #expect(found.map(\.term) == ["onSubmit(of:_:)"])
        #expect(found.map(\.explanation) == ["키보드의 return 키를 누르면 실행할 동작을 정한다"])
    }
}
