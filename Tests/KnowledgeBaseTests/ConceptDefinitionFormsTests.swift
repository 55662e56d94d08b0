import Testing
@testable import KnowledgeBase

/// Forms of definition that study notes write besides `X는 …이다`: glossary items with a
/// dash, a name set apart by `이란` before its kind, a topic with a comma after its
/// particle, a sigil glossed by its Korean name, and the framework's own interface quoted.
@Suite struct ConceptDefinitionFormsTests {
    func concepts(_ markdown: String) -> [ParsedConcept] {
        let blocks = MarkdownParser.parse(markdown)
        return ConceptExtractor.concepts(in: blocks, declared: LearnerTerms.declaredNames(in: blocks))
    }

    func terms(_ markdown: String) -> [String] { concepts(markdown).map(\.term) }

    /// `- push(_:): 경로를 …`: a colon inside the parentheses labels an argument; the
    /// definition's colon is the one after them (LarkNotes' router and RealNotes' modifier
    /// lists write API names so).
    @Test func aColonAfterAnArgumentListDefinesTheCall() {
        #expect(concepts("""
            - push(_:): 경로를 스택에 추가하여 새로운 화면으로 이동합니다.
            - navigationDestination(for:): 경로가 이동할 때마다 적절한 뷰를 보여줍니다.
            - shadow(color:radius:x:y:) : 불투명한 뷰에 그림자 효과를 주기위한 modifier.
            - pop（）: 스택에서 마지막 경로를 제거합니다.
            """).map { "\($0.term) → \($0.explanation)" } == [
                "push(_:) → 경로를 스택에 추가하여 새로운 화면으로 이동합니다.",
                "navigationDestination(for:) → 경로가 이동할 때마다 적절한 뷰를 보여줍니다.",
                "shadow(color:radius:x:y:) → 불투명한 뷰에 그림자 효과를 주기위한 modifier.",
                "pop（） → 스택에서 마지막 경로를 제거합니다.",
            ])
    }

    /// ``2. `placeSubviews(in:proposal:subviews:cache:)`: …``: a method named with all its
    /// labels is one name, longer than a term's forty characters (TideNotes' Layout
    /// protocol notes); a long span of words is still no term.
    @Test func aMethodWithAllItsLabelsIsOneTerm() {
        #expect(terms("2. `placeSubviews(in:proposal:subviews:cache:)`: 하위뷰들이 레이아웃 내 어디에서 떠야하는지 알려주는 용도")
            == ["placeSubviews(in:proposal:subviews:cache:)"])
        #expect(ConceptExtractor.isLabelledSignature("placeSubviews(in:proposal:subviews:cache:)"))
        #expect(ConceptExtractor.isLabelledSignature(".modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)"))
        #expect(!ConceptExtractor.isLabelledSignature("placeSubviews(in: bounds, proposal: p)"))
        #expect(!ConceptExtractor.isLabelledSignature("placeSubviews(in:proposal"))
        #expect(!ConceptExtractor.isLabelledSignature("sizeThatFits()"))
        #expect(!ConceptExtractor.isTermLike("the whole list of things that this long sentence goes on about"))
    }

    /// An API's name on a line of its own over the lines that say what it is, in one
    /// paragraph (PineNotes' glossary of property wrappers); a plain word or a second name
    /// on that line is no such glossary.
    @Test func aNameOnItsOwnLineOverItsExplanationIsDefined() {
        #expect(concepts("""
            @Binding
            상위 뷰가 가진 상태를 하위 뷰에서 사용하고 수정할 수 있게 해주는 파생 자료

            objectWillChange
            변경 직전에 구독자에게 알린다

            Example
            이 코드를 실행해 보자
            """).map { "\($0.term) → \($0.explanation)" } == [
                "@Binding → 상위 뷰가 가진 상태를 하위 뷰에서 사용하고 수정할 수 있게 해주는 파생 자료",
                "objectWillChange → 변경 직전에 구독자에게 알린다",
            ])
    }

    /// `struct TabView<SelectionValue, Content>: View where …` with no body: the
    /// documentation's Declaration quoted, so `TabView` is the API the note explains, not a
    /// name of its own code.
    @Test func aDeclarationWithoutABodyIsTheFrameworksInterface() {
        #expect(LearnerTerms.isBodilessDeclaration("struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable"))
        #expect(LearnerTerms.isBodilessDeclaration("@MainActor init(content: () -> Content)"))
        #expect(!LearnerTerms.isBodilessDeclaration("struct Card: View {\n    var body: some View { Text(\"a\") }\n}"))
        #expect(!LearnerTerms.isBodilessDeclaration("let tab = TabView()"))
        #expect(terms("""
            # TabView
            여러 child view 중 하나를 선택해서 보여주는 SwiftUI 컨테이너

            ```swift
            struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View
            ```
            """) == ["TabView"])
    }

    /// `- term - explanation`, with a hyphen, an en dash or an em dash spaced on both sides,
    /// is a glossary entry; a generic word is one when its explanation names it.
    @Test func aListItemWithADashIsAGlossaryEntry() {
        let found = concepts("""
            - frame - The rectangle a view occupies in its parent's coordinate space.
            - minLength – 스페이서가 최소한으로 차지하는 길이
            * size — The size the proposal leaves to the reader.
            """)
        #expect(found.map(\.term) == ["frame", "minLength", "size"])
        #expect(found.map(\.explanation) == [
            "The rectangle a view occupies in its parent's coordinate space.",
            "스페이서가 최소한으로 차지하는 길이",
            "The size the proposal leaves to the reader.",
        ])
        #expect(found.map(\.source) == [.colonDefinition, .colonDefinition, .colonDefinition])
    }

    /// A hyphen inside a word, a dash in a paragraph, a sentence cut at a dash and a dash
    /// inside code part no term from its explanation.
    @Test func otherDashesDefineNothing() {
        #expect(terms("- top-leading 정렬로 놓인다") == [])
        #expect(terms("frame - The rectangle a view occupies in its parent.") == [])
        #expect(terms("- There's also padding - but it adds space on every edge") == [])
        let codeWithADash = MarkdownParser.parse("- `a - b` is the distance between the two edges")
        #expect(ConceptExtractor.dashDefinition(codeWithADash[0]) == nil)
        #expect(terms("- size - The") == [])
    }

    /// `spacing이란 파라미터`: 이란 before a kind word names the term as 이라는 does. A
    /// Hangul adjective ending in 란 (`파란 뷰`) names nothing.
    @Test func aNameSetApartByIranBeforeItsKind() {
        #expect(terms("뷰 사이 간격을 정하는 spacing이란 파라미터의 기본 값은 nil이다.") == ["spacing"])
        #expect(terms("화면에 파란 뷰가 있고, 그 옆에 동그란 뷰가 있다.") == [])
    }

    /// `property wrapper란, …`: a comma after the topic particle sets the topic apart; an
    /// adverb before the topic is no part of it.
    @Test func aTopicWithACommaAfterItsParticle() {
        let found = concepts("그저 property wrapper란, 구현된 기능을 선언 하나로 다시 쓰게 해 주는 것이다.")
        #expect(found.map(\.term) == ["property wrapper"])
    }

    /// `달러($) 접두어는 …`: a sigil glossed after its Korean name is that sigil.
    @Test func aSigilGlossedByItsKoreanNameIsTheSigil() {
        #expect(terms("달러($) 접두어는 프로퍼티 래퍼가 내놓는 바인딩을 꺼낸다.") == ["$"])
        #expect(LearnerTerms.glossedSigil("달러($)") == "$")
        #expect(LearnerTerms.glossedSigil("상태(State) 프로퍼티") == nil)
        #expect(LearnerTerms.glossedSigil("Binding($x)") == nil)
    }

    /// The framework's interface quoted from its documentation declares the API the note
    /// explains, not the note's own code: `@State` stays a concept. A struct the note
    /// writes itself does not.
    @Test func aQuotedInterfaceIsNotTheNotesOwnCode() {
        let quoted = """
            ```swift
            @frozen @propertyWrapper struct State<Value>
            ```

            `@State`는 뷰가 소유하는 값을 저장하는 프로퍼티 래퍼다.
            """
        #expect(terms(quoted) == ["@State"])
        let own = """
            ```swift
            struct Badge: View { var body: some View { Text("1") } }
            ```

            `Badge`는 숫자를 보여 주는 뷰다.
            """
        #expect(terms(own) == [])
        #expect(LearnerTerms.isQuotedInterface("public struct HStack<Content> : View where Content : View"))
        #expect(!LearnerTerms.isQuotedInterface("struct Badge: View {}"))
    }
}

/// Where a note heads a term with what explains it: a definition list's `: ` line, a
/// nested list under a name, a relative clause after a name, a heading over an example.
@Suite struct HeadedDefinitionTests {
    let extractor = ConceptExtractorTests()

    func concepts(_ markdown: String) -> [ParsedConcept] { extractor.concepts(markdown) }

    func terms(_ markdown: String) -> [String] { extractor.terms(markdown) }

    /// `## View` over `: 화면을 채우는 요소` (a definition list as Pandoc and Obsidian
    /// write it): the `: ` line defines the heading's term, even a generic word, and only
    /// that line is its explanation.
    @Test func aDefinitionListLineDefinesTheHeadingsTerm() {
        let found = concepts("""
            ## View

            : 화면에 그려지는 모든 것의 단위

            - `padding`을 더한다
            """)
        #expect(found.first?.term == "View")
        #expect(found.first?.explanation == "화면에 그려지는 모든 것의 단위")
        #expect(ConceptExtractor.isDefinitionListLine(": 화면의 단위"))
        #expect(!ConceptExtractor.isDefinitionListLine(":)"))
    }

    /// A heading over inline code alone (`### Font` over `` `.font(.title)` ``) explains
    /// nothing; a heading over an example of a term (`@State의 예제`) is not its definition.
    @Test func aHeadingOverCodeOrAnExampleIsNoConcept() {
        #expect(terms("### Font\n\n`.font(.title)` `.font(.body)`") == [])
        let example = concepts("#### @Binding의 예제\n\n`@Binding`은 다른 뷰의 상태를 읽고 쓰는 프로퍼티 래퍼다.")
        #expect(example.map(\.term) == ["@Binding"])
        #expect(example.map(\.source) == [.markedTerm])
        #expect(ConceptExtractor.headingTerms("Layout Example") == [])
        #expect(ConceptExtractor.isCodeOnly("`.font(.title)` `.bold()`"))
        #expect(!ConceptExtractor.isCodeOnly("`.font(.title)`로 글꼴을 바꾼다"))
    }

    /// A list item that is one name in code over a nested list is explained by the nested
    /// items; a name with its kind word (`` `contentMode` 인자 ``) too. A plain word over
    /// nested items lists its kinds and heads nothing.
    @Test func aNameOverANestedListIsExplainedByIt() {
        let found = concepts("""
            - `sheet`
                - 새 화면이 아래에서 올라와 카드처럼 겹친다
            - `contentMode` 인자
                - 비율을 맞출 때 넘치게 할지 안에 맞출지 정한다
            - 정렬
                - leading
            """)
        #expect(found.map(\.term) == ["sheet", "contentMode"])
        #expect(found.map(\.explanation) == ["새 화면이 아래에서 올라와 카드처럼 겹친다", "비율을 맞출 때 넘치게 할지 안에 맞출지 정한다"])
    }

    /// ``named `body` ``, ``a `View` protocol, which …``: a sentence that gives a name, or
    /// says what it is in a relative clause, asks for it, even for a generic word.
    @Test func aNamedGenericWordIsAConcept() {
        #expect(terms("Every view has a computed property named `body` that returns its content.") == ["body"])
        #expect(terms("The struct conforms to a `View` protocol, which describes anything drawn on screen.") == ["View"])
    }

    /// Words that say what the text does with a term (`지정`, `설정`) and a kind word after
    /// it come off the term; a parameter is no concept on its own.
    @Test func taskAndKindWordsComeOffTheTerm() {
        #expect(LearnerTerms.kept("minLength 파라미터 지정", declared: [], title: "") == "minLength")
        #expect(LearnerTerms.kept("spacing 설정", declared: [], title: "") == "spacing")
        #expect(LearnerTerms.kept("파라미터", declared: [], title: "") == nil)
    }

    /// `` `VStack`, `HStack`에서 사용할 수 있다 `` says where a thing is used, not what is
    /// used; `` `A`와 `B`를 사용한다 `` uses both.
    @Test func aPlaceOfUseIsNoTerm() {
        #expect(terms("`Spacer`는 `VStack`, `HStack`에서 사용할 수 있습니다.") == ["Spacer"])
        #expect(terms("겹칠 때는 `overlay`와 `ZStack`을 사용한다.") == ["overlay", "ZStack"])
    }
}

/// A note that states the order of modifiers in a bold line of a callout, ending in the
/// nominal `됨`, with the example under it.
@Suite struct StatedModifierOrderTests {
    @Test func aBoldStatementWithANominalEndingHeadsItsExample() {
        let found = ConceptExtractorTests().concepts("""
            > [!important] **Modifiers 는 적힌 순서대로 적용됨**
            >
            > border가 padding보다 먼저 적용되어 경계선이 글자에 붙는다.
            """)
        #expect(found.map(\.term) == ["modifier 순서"])
        #expect(found.first?.explanation == "Modifiers 는 적힌 순서대로 적용됨\nborder가 padding보다 먼저 적용되어 경계선이 글자에 붙는다.")
        #expect(ConceptExtractor.modifierOrderTerm("Modifiers are applied in the order you write them.", aboutModifiers: false)
                == "modifier order")
    }
}

/// Sentences and lines that name what they explain without marking it as a definition.
@Suite struct UnmarkedDefinitionTests {
    let extractor = ConceptExtractorTests()

    /// `Spacer를 선언하면 …`: an API's name, unmarked, that a sentence opens by using; and
    /// `` `X`의 값을 `Y`로 설정하면 ``: setting a marked name's value.
    @Test func aSentenceThatOpensByUsingAnAPI() {
        #expect(extractor.terms("Divider를 추가하면 두 뷰 사이에 가는 선이 그어진다.") == ["Divider"])
        #expect(extractor.terms("`showsIndicators`의 값을 `false`로 설정하면 스크롤 막대가 사라진다.") == ["showsIndicators"])
        #expect(extractor.terms("그것을 추가하면 선이 그어진다.") == [])
        #expect(ConceptExtractor.usedAtOpening(["frame을", "지정하면", "크기가", "고정된다"]) == nil)
    }

    /// `Stack 이라는 개념이 필요하다`: a sentence that calls a generic word a concept.
    @Test func aWordCalledAConceptIsOne() {
        #expect(extractor.terms("여러 뷰를 하나로 돌려주려면 Stack 이라는 개념이 필요하다.") == ["Stack"])
        #expect(extractor.terms("여러 뷰를 하나로 돌려주려면 Stack이 필요하다.") == [])
        #expect(ConceptExtractor.isNamedAConcept("정렬", in: "정렬이라는 용어를 쓴다"))
    }

    /// `# Stack` over `… 배치할 때 사용할 수 있는 것`: text that ends on what kind of thing
    /// the heading's word is makes even a generic word a concept; a copula does not.
    @Test func aHeadingOverItsKindIsAConcept() {
        let found = extractor.concepts("# Stack\n\n**여러 뷰를 묶어서 배치할 때 사용할 수 있는 것**")
        #expect(found.map(\.term) == ["Stack"])
        #expect(found.first?.explanation == "여러 뷰를 묶어서 배치할 때 사용할 수 있는 것")
        #expect(ConceptExtractor.namesItsKind("뷰를 겹쳐 놓는 컴포넌트"))
        #expect(!ConceptExtractor.namesItsKind("화면에 글자를 보여 주는 것이다"))
        #expect(extractor.terms("# View\n\n화면에 그려지는 것들이 많이 쓰이는 이유이다.") == [])
    }

    /// `> 상태 프로퍼티` alone over the paragraph after the quote heads it, as a subtitle;
    /// a Korean word before a Korean kind word names a kind of it (`상태 프로퍼티`).
    @Test func aQuotedSubtitleHeadsTheParagraphUnderIt() {
        let found = extractor.concepts("> 상태 프로퍼티\n\n뷰가 가진 현재 값을 저장하는 가장 기본적인 상태다.")
        #expect(found.map(\.term) == ["상태 프로퍼티"])
        #expect(found.first?.explanation == "뷰가 가진 현재 값을 저장하는 가장 기본적인 상태다.")
        // The concept is the paragraph's, where a search for it finds what the note says.
        #expect(found.first?.line == 3)
        #expect(extractor.terms("> 이 문장은 인용일 뿐이다.\n\n다음 문단이다.") == [])
        #expect(LearnerTerms.kept("연산 프로퍼티", declared: [], title: "") == "연산 프로퍼티")
        #expect(LearnerTerms.kept("@State 프로퍼티", declared: [], title: "") == "@State")
    }
}

/// `the layout priority modifier lets …`: a modifier named in plain words as its
/// sentence's subject is the API of that name the note's code calls.
@Suite struct SpelledModifierTests {
    func terms(_ markdown: String) -> [String] {
        let blocks = MarkdownParser.parse(markdown)
        return ConceptExtractor.concepts(in: blocks).map(\.term)
    }

    @Test func aModifierSpelledInWordsIsTheAPIItsCodeCalls() {
        let note = """
            The layout priority modifier lets a view take its space before its siblings.

            ```swift
            Text("a").layoutPriority(1)
            ```
            """
        #expect(terms(note) == ["layoutPriority"])
        // Not the subject (`use the … modifier to`), or a name the code does not call.
        #expect(terms(note.replacingOccurrences(of: "lets a view take", with: "to let a view take")) == [])
        #expect(terms(note.replacingOccurrences(of: "layoutPriority(1)", with: "padding()")) == [])
        #expect(ConceptExtractor.isSubjectsVerb("fixes"))
        #expect(!ConceptExtractor.isSubjectsVerb("class"))
    }
}

/// Bold that stresses rather than names: a Korean noun made a verb by its ending, and the
/// words a `term: explanation` line stresses in its explanation.
@Suite struct StressedWordTests {
    let extractor = ConceptExtractorTests()

    @Test func aBoldNounMadeAVerbIsStressed() {
        #expect(extractor.terms("- 여섯 가지 크기 값이 **조합**되어 동작한다") == [])
        #expect(extractor.terms("- 부모가 먼저 **정렬**한 뒤 자식을 놓는다") == [])
        #expect(ConceptExtractor.isStressedKoreanPredicate("조합", opening: "", after: "되어 동작"))
        #expect(!ConceptExtractor.isStressedKoreanPredicate("레이아웃 중립", opening: "", after: "은 …"))
        // A lowercase English word made a verb the same way is stressed too.
        #expect(extractor.terms("`.tabItem()`은 iOS 18.1부터 **deprecated**되었습니다.") == [".tabItem()"])
    }

    /// `A는 **B**입니다`: bold words between the topic and the copula say what the topic is;
    /// a card of them would explain the topic, so they name nothing. Without a topic before
    /// them (`이것이 **레이아웃 중립**이다`) they may still be the term.
    @Test func boldBeforeTheCopulaAfterATopicSaysWhatTheTopicIs() {
        #expect(extractor.terms("TabView는 **서류함의 탭 인덱스**입니다. 각 탭을 누르면 해당 서류가 앞으로 나오죠.") == ["TabView"])
        #expect(ConceptExtractor.isStressedKoreanPredicate("현재 값", opening: "상태 프로퍼티는 뷰에 대한 ", after: "이다."))
        #expect(!ConceptExtractor.isStressedKoreanPredicate("레이아웃 중립", opening: "이것이 ", after: "이다."))
    }

    @Test func boldInADefinitionsExplanationNamesNothing() {
        let found = extractor.concepts("- **`ProposedViewSize`**: 크기만이 아닌 **의도**를 담은 제안")
        #expect(found.map(\.term) == ["ProposedViewSize"])
    }
}

/// A term spelled as the note's code and SwiftUI spell it.
@Suite struct TermSpellingTests {
    let extractor = ConceptExtractorTests()

    /// `### Hstack` over code that writes `HStack`: the card is `HStack`.
    @Test func aHeadingTakesTheCodesSpelling() {
        let note = """
            ### Hstack

            : 자식 뷰들을 가로로 이어 보여 준다

            ```swift
            HStack { Text("a") }
            ```
            """
        #expect(extractor.terms(note) == ["HStack"])
    }

    /// `스페이서(`Spacer`)는 …`: a Korean name glossed by a SwiftUI type's name is that type;
    /// a gloss in plain words keeps the Korean name.
    @Test func aKoreanNameGlossedByATypeIsTheType() {
        #expect(extractor.terms("스페이서(`Spacer`)는 빈 공간을 차지하는 뷰입니다.") == ["Spacer"])
        #expect(LearnerTerms.withoutGloss("레이아웃 중립(layout neutral)") == "레이아웃 중립")
        #expect(LearnerTerms.withoutGloss("상태(State)") == "State")
        #expect(LearnerTerms.withoutGloss("정렬(HTML)") == "정렬")
    }
}

/// `GeometryReader fills all the available space.`: an English sentence that opens on a
/// camelCase API doing something says how it behaves.
@Suite struct ActingAPITests {
    let extractor = ConceptExtractorTests()

    @Test func aCamelCaseAPIDoingSomethingIsExplained() {
        #expect(extractor.terms("GeometryReader fills all the space its parent offers.") == ["GeometryReader"])
        #expect(extractor.terms("The ZStack draws its children back to front.") == ["ZStack"])
        // A plural noun after the name is no verb; a plain capitalised word opens any sentence.
        #expect(extractor.terms("SwiftUI ViewModifiers wrap the view they modify.") == [])
        #expect(extractor.terms("Apple ships many views with every release.") == [])
    }

    /// `Spacer always takes all the space offered to it`: an adverb may stand before the
    /// verb, and a view's one-word name that plain prose seldom opens with is a name too.
    @Test func anAdverbBeforeTheVerbAndAOneWordViewName() {
        #expect(extractor.terms("Spacer always takes all the space offered to it and draws nothing.") == ["Spacer"])
        #expect(extractor.terms("GeometryReader simply fills all the space.") == ["GeometryReader"])
        #expect(extractor.terms("Picker shows one of its options.") == ["Picker"])
        // `Form`, `List`, `Text` open plain sentences as well as name views.
        #expect(extractor.terms("Form follows function in every design.") == [])
    }
}
