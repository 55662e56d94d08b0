import Testing
@testable import KnowledgeBase

/// The terms a learner keeps, kind by kind of junk the notes showed.
struct LearnerTermsTests {
    @Test(arguments: ["사용하", "채택하", "준수하", "이루어지", "그려지", "가지", "따르", "바꾸", "띄우", "생성하",
                      "가진다", "가져서", "제안받", "비어있", "위와같", "나누", "적용되",
                      "이동하려", "위해서", "기억하자", "다행인것", "보여주", "떠오르", "만나"])
    func aVerbOrAdjectiveStemIsNoTerm(stem: String) {
        #expect(LearnerTerms.isVerbStem(stem))
        #expect(LearnerTerms.kept(stem, declared: [], title: "") == nil)
    }

    @Test(arguments: ["배치", "제안", "선택", "레이아웃 중립", "정렬", "이미지", "크기 제안", "픽셀 격자 반올림", "조건부 컴파일 블록"])
    func aNounIsNoStem(noun: String) {
        #expect(LearnerTerms.kept(noun, declared: [], title: "") == noun)
    }

    @Test(arguments: ["당신", "우리", "저희", "여러분", "너가", "we", "I"])
    func aPronounIsNoTerm(pronoun: String) {
        #expect(LearnerTerms.kept(pronoun, declared: [], title: "") == nil)
    }

    @Test(arguments: ["View", "SwiftUI", "body", "메서드", "크기", "코드", "프로세스", "struct", "init", "Double", "width",
                      "component", "parent view", "장점", "참고문서", "📒 Field Notes", "150 point", "너비",
                      // LarkNotes: a diary's `# 📒 필드 노트`, a plural of a generic word, a number.
                      "📒 필드 노트", "뷰들", "컴포넌트들", "숫자", "`.com`", ".net", "프로퍼티",
                      // RiverNotes: actions stressed in bold, a part, a degree.
                      "생성", "파괴", "일부", "수준", "문제상황", "컴파일러"])
    func aGenericWordOnItsOwnIsNoTerm(word: String) {
        #expect(LearnerTerms.kept(word, declared: [], title: "") == nil)
    }

    /// A section's title that names a facet of a thing or the kinds it comes in (FernNotes,
    /// FreshNotes, GroveNotes, MistNotes, MossNotes): the thing and its kinds are the concepts.
    @Test(arguments: ["Limitations of GeometryReader", "Considerations when using @EnvironmentObject",
                      "Some basics about SwiftUi", "Alignment Options", "Animation의 종류", "Types of Views"])
    func aFacetTitleIsNoTerm(title: String) {
        #expect(LearnerTerms.kept(title, declared: [], title: "") == nil)
    }

    /// (The options of a named API, a kind of one, and a thing's own limitation stay terms.)
    @Test(arguments: ["HStack alignment options", "Spring 애니메이션", "GeometryReader", "종류"])
    func aNamedThingIsNoFacetTitle(term: String) {
        #expect(!LearnerTerms.isFacetTitle(term.lowercased()))
    }

    /// `React: requires setCount()`, `StateFlow와의 차이점이라면 …` (EmberNotes, LarkNotes):
    /// another platform's framework, compared in passing, is no SwiftUI concept.
    @Test(arguments: ["React", "Jetpack Compose", "StateFlow", "Flutter"])
    func anotherPlatformsFrameworkIsNoTerm(name: String) {
        #expect(LearnerTerms.kept(name, declared: [], title: "") == nil)
    }

    @Test func aSwiftUIAPIIsNoOtherFramework() {
        #expect(LearnerTerms.kept("@StateObject", declared: [], title: "") == "@StateObject")
        #expect(LearnerTerms.kept("HStack alignment options", declared: [], title: "") == "HStack alignment options")
    }

    @Test(arguments: ["Day 27", "Day16", "Day 16 - 18", "week 2", "Week 3-4", "2024-01-01", "1일차", "2주차", "16 April", "3월 5일"])
    func aDateHeadingIsNoTerm(heading: String) {
        #expect(LearnerTerms.kept(heading, declared: [], title: "") == nil)
    }

    /// A name that opens on the word or ends in it is still a term: a week's or a day's
    /// name is only the period and its number.
    @Test func aNameWithAPeriodsWordStaysATerm() {
        #expect(LearnerTerms.kept("Weekday 2", declared: [], title: "") == "Weekday 2")
        #expect(LearnerTerms.kept("weekOfYear", declared: [], title: "") == "weekOfYear")
    }

    @Test(arguments: [("AspectVGrid라", "AspectVGrid"), ("container들", "container"), ("Spacer만큼", "Spacer"),
                      ("TextField같", "TextField"), ("`GridItem`이란", "GridItem"), ("ZStack로", "ZStack"),
                      ("@ViewBuilder라", "@ViewBuilder"), ("# Conditional modifiers", "Conditional modifiers")])
    func aGluedEndingIsCleaned(glued: String, term: String) {
        #expect(LearnerTerms.kept(glued, declared: [], title: "") == term)
    }

    /// A kind word after an API's name, even misspelt by a letter, is no part of the term.
    @Test(arguments: [("@main auttribute", "@main"), ("@main attribute", "@main"), (".padding modifer", ".padding"),
                      ("Layout protocl", "Layout protocl")])
    func aMisspeltKindWordAfterAnAPIIsDropped(term: String, kept: String) {
        #expect(LearnerTerms.kept(term, declared: [], title: "") == kept)
    }

    /// A title about the notes themselves, keys pressed together, a direction after a
    /// circled step number and a Swift keyword are no terms.
    @Test(arguments: ["SwiftUI-Note", "iOS TIL", "SwiftUI 스터디", "SwiftUI 강의 정리", "iOS-Handbook", "option cmd p", "⌘ + click", "① 위", "④ 왼쪽", "let"])
    func aNotebookTitleAShortcutOrADirectionIsNoTerm(term: String) {
        #expect(LearnerTerms.kept(term, declared: [], title: "") == nil)
    }

    /// `listRowSeparator모디파이어`: a Korean kind word glued to a name, however long, is no
    /// part of it (SageNotes); a name's own Korean word after a space stays.
    @Test func aGluedKindWordIsNoPartOfTheName() {
        #expect(LearnerTerms.withoutGluedEnding("listRowSeparator모디파이어") == "listRowSeparator")
        #expect(LearnerTerms.withoutGluedEnding("padding모디파이어도") == "padding")
        #expect(LearnerTerms.withoutGluedEnding("AspectVGrid라") == "AspectVGrid")
        #expect(LearnerTerms.withoutGluedEnding("레이아웃 중립") == "레이아웃 중립")
    }

    /// A study log's labels and words of its story (SageNotes: `**과제: …**`, `시작은 언제나
    /// …`, `… 것이 일반적이다`), a tutorial's level (ReedNotes: `Difficulty: **Beginner**`) and a
    /// direction alone (WrenNotes: `## Horizontal`) are no terms.
    @Test(arguments: ["과제", "시작", "일반적", "소감", "느낀 점", "문제점", "Beginner", "Challenging", "Horizontal"])
    func aStudyLogsLabelIsNoTerm(word: String) {
        #expect(LearnerTerms.kept(word, declared: [], title: "") == nil)
    }

    /// A modifier called with the note's own text is the modifier (LarkNotes'
    /// `.navigationTitle("SwiftUI")`); a view called so is the example's value.
    @Test func aModifierCalledWithTheNotesTextIsTheModifier() {
        #expect(LearnerTerms.kept(".navigationTitle(\"SwiftUI\")", declared: [], title: "") == ".navigationTitle")
        #expect(LearnerTerms.kept("Text(\"B\")", declared: [], title: "") == nil)
    }

    /// A call with the note's own binding is the API it calls; the note's own closure or
    /// variable, named with its kind, is the note's own name.
    @Test func aCallWithTheNotesBindingIsItsAPI() {
        #expect(LearnerTerms.kept(".alert(isPresented: $showsAlert)", declared: [], title: "") == ".alert")
        #expect(LearnerTerms.kept(".frame(width: 100)", declared: [], title: "") == ".frame(width: 100)")
        #expect(LearnerTerms.kept("centerPosition 클로저", declared: ["centerposition"], title: "") == nil)
        #expect(LearnerTerms.kept("command", declared: [], title: "") == "command")
    }

    @Test func aNameTheNotesCodeDeclaresIsNoTerm() {
        let blocks = MarkdownParser.parse("""
            ```swift
            struct ContentView: View {
                @FocusState private var nameFieldFocused: Bool
                let image = Image("a")
                var body: some View { EventInfoBadge() }
            }
            enum Field { case name }
            ```
            """)
        let declared = LearnerTerms.declaredNames(in: blocks)
        #expect(declared == ["contentview", "namefieldfocused", "field", "name"])
        #expect(LearnerTerms.kept("ContentView", declared: declared, title: "") == nil)
        #expect(LearnerTerms.kept("nameFieldFocused", declared: declared, title: "") == nil)
        #expect(LearnerTerms.kept("image", declared: declared, title: "") == "image")
    }

    /// The code's names written apart (`Badge Row` for `BadgeRow`) or with two letters
    /// swapped (`BadgeRwo`) are still the code's; a swapped generic word is generic.
    @Test func aNameWrittenApartOrMisspelledIsTheNameItself() {
        let declared: Set<String> = ["badgerow", "scoreboardview"]
        #expect(LearnerTerms.kept("Badge Row", declared: declared, title: "") == nil)
        #expect(LearnerTerms.kept("scoreboard view", declared: declared, title: "") == nil)
        #expect(LearnerTerms.kept("BadgeRwo", declared: declared, title: "") == nil)
        #expect(LearnerTerms.kept("SwfitUI", declared: [], title: "") == nil)
        #expect(LearnerTerms.kept("Compnoent", declared: [], title: "") == nil)
        // Two swaps, or a word under six letters, are other words.
        #expect(LearnerTerms.kept("BdagеRwo", declared: declared, title: "") == "BdagеRwo")
        #expect(LearnerTerms.kept("Badge", declared: declared, title: "") == "Badge")
        #expect(LearnerTerms.isTransposition(of: "hstakc", in: ["hstack"]))
        #expect(!LearnerTerms.isTransposition(of: "hstack", in: ["hstack"]))
        // A piece typed twice: the same name, misspelled; a different name is not.
        #expect(LearnerTerms.isStutter(of: "navigatitionlink", in: ["navigationlink"]))
        #expect(!LearnerTerms.isStutter(of: "navigationlink", in: ["navigationlink"]))
        #expect(!LearnerTerms.isStutter(of: "lazyhstack", in: ["lazyvstack"]))
        #expect(!LearnerTerms.isStutter(of: "stackstack", in: ["stack"]))
        // A piece left out inside: the note's own `focusedField` written `focusField`; a name
        // that only adds to the end of Apple's (`GeometryReaderEx`) leaves Apple's a term.
        #expect(LearnerTerms.kept("focusField", declared: ["focusedfield"], title: "") == nil)
        #expect(LearnerTerms.isDroppedPiece(of: "focusfield", in: ["focusedfield"]))
        #expect(!LearnerTerms.isDroppedPiece(of: "geometryreader", in: ["geometryreaderex"]))
        #expect(!LearnerTerms.isDroppedPiece(of: "focusedfield", in: ["focusedfield"]))
        #expect(LearnerTerms.kept("GeometryReader", declared: ["geometryreaderex"], title: "") == "GeometryReader")
        // The code's type with `View` written after it is the type.
        #expect(LearnerTerms.kept("AspectVGrid View", declared: ["aspectvgrid"], title: "") == nil)
    }

    /// A `…View` type that is none of Apple's is a tutorial's own, declared in the note
    /// or not.
    @Test func aTutorialsOwnViewIsNoTerm() {
        #expect(LearnerTerms.kept("ScoreBoardView", declared: [], title: "") == nil)
        #expect(LearnerTerms.kept("ScrollView", declared: [], title: "") == "ScrollView")
        #expect(LearnerTerms.kept("TupleView", declared: [], title: "") == "TupleView")
        #expect(LearnerTerms.kept("GeometryReader", declared: [], title: "") == "GeometryReader")
    }

    @Test func aPropertyOfTheNotesOwnVariableIsNoTerm() {
        #expect(LearnerTerms.kept("scoreBoard.total", declared: ["scoreboard"], title: "") == nil)
        #expect(LearnerTerms.kept("proxy.size", declared: ["scoreboard"], title: "") == "proxy.size")
        #expect(LearnerTerms.kept(".padding", declared: ["scoreboard"], title: "") == ".padding")
    }

    @Test(arguments: ["Stack", "Stack view", "SwiftUI Button", "SwiftUI View", "SwiftUI에서의 View", "파일명", "이니셜라이저"])
    func aStackOrTheFrameworksNameWithAGenericWordIsNoTerm(term: String) {
        #expect(LearnerTerms.kept(term, declared: [], title: "") == nil)
    }

    @Test(arguments: ["Text View", "부모View", "자식 뷰", "텍스트뷰", "content view"])
    func aGenericWordWithViewAfterItIsGeneric(term: String) {
        let bare = term.lowercased()
        #expect(LearnerTerms.genericWords.contains(LearnerTerms.withoutViewWord(bare))
            || LearnerTerms.genericSubjects.contains(LearnerTerms.withoutViewWord(bare)))
    }

    @Test func aKindOfModifierNamedByAPlainWordKeepsItsKind() {
        #expect(LearnerTerms.kept("Environment modifier", declared: [], title: "") == "Environment modifier")
        #expect(LearnerTerms.kept(".padding modifier", declared: [], title: "") == ".padding")
        #expect(LearnerTerms.kept("@Published property wrapper", declared: [], title: "") == "@Published")
    }

    /// The cases of the note's own enum (BrookNotes' `drink`) and a camel-case property a
    /// sentence declares in inline code (RiverNotes' `` `@State var isFaceUp` ``) are the
    /// tutorial's own; a `switch` over the cases, a binding and a required property are not.
    @Test func anEnumsCasesAndAnInlineDeclarationAreTheNotesOwn() {
        #expect(LearnerTerms.enumCases(in: "enum FastFoodMenuItem {\n    case hamburger\n    case drink(String, ounces: Int)\n}") == ["hamburger", "drink"])
        #expect(LearnerTerms.enumCases(in: "switch item {\ncase .drink: print(\"drink\")\ncase let x: print(x)\n}") == [])
        #expect(LearnerTerms.enumCases(in: "enum E { case a }\nswitch e { case .b: break; case let c: break }") == ["a"])
        #expect(LearnerTerms.inlineDeclarations(in: "- `@State var isFaceUp` 로 바꾼다") == ["isfaceup"])
        #expect(LearnerTerms.inlineDeclarations(in: "`var animatableData: Double` 를 구현한다. `var offset`도") == [])
        let blocks = MarkdownParser.parse("- `@State var isFaceUp`\n    - isFaceUp을 바꿀 수 있다\n")
        #expect(LearnerTerms.kept("isFaceUp", declared: LearnerTerms.declaredNames(in: blocks), title: "") == nil)
    }

    /// `count 변수는 …` (BrookNotes): a lower-case name the text calls a variable is the
    /// tutorial's own; an API's member called a property, and an attribute, are not.
    @Test func aNameTheTextCallsAVariableIsTheNotesOwn() {
        #expect(LearnerTerms.isCalledAVariable("count", in: "count 변수는 @State로 선언되어 View의 상태를 유지"))
        #expect(LearnerTerms.isCalledAVariable("isOn", in: "The `isOn` variable holds the toggle's state."))
        #expect(!LearnerTerms.isCalledAVariable("isStoredInMemoryOnly", in: "It's isStoredInMemoryOnly property is a boolean value"))
        #expect(!LearnerTerms.isCalledAVariable("@State", in: "@State 변수는 뷰가 소유한다"))
        #expect(ConceptDefinitionFormsTests().terms("- count 변수는 @State로 선언되어 View의 상태를 유지") == [])
    }

    /// `Started project **Memorize**` (MistNotes): the project the note builds is its own;
    /// a name the text only mentions near the word is not.
    @Test func theProjectTheNoteBuildsIsItsOwn() {
        #expect(LearnerTerms.isCalledAProject("Memorize", in: "Started project **Memorize**"))
        #expect(LearnerTerms.isCalledAProject("Memorize", in: "Memorize 프로젝트를 만든다"))
        #expect(!LearnerTerms.isCalledAProject("ScrollView", in: "The project uses ScrollView for the list."))
        #expect(ConceptDefinitionFormsTests().terms("* Started project **Memorize**") == [])
    }

    /// A function in an extension of View is the tutorial's own modifier; a function
    /// quoted elsewhere is as often Apple's API.
    @Test func aModifierTheNotesCodeMakesIsNoTerm() {
        let own = MarkdownParser.parse("```swift\nextension View {\n    func cardShadow() -> some View { shadow(radius: 2) }\n}\n```\n")
        #expect(LearnerTerms.declaredNames(in: own) == ["cardshadow"])
        let quoted = MarkdownParser.parse("```swift\nfunc layoutPriority(_ value: Double) -> some View\n```\n")
        #expect(LearnerTerms.declaredNames(in: quoted) == [])
    }

    @Test func anAPIsValueIsTheAPI() {
        #expect(LearnerTerms.kept("@Environment value", declared: [], title: "") == "@Environment")
        #expect(LearnerTerms.kept("default value", declared: [], title: "") == "default value")
    }

    @Test func aLongTitleIsNoTermAndAOneWordTitleIs() {
        #expect(LearnerTerms.kept("Sweet SwiftUI", declared: [], title: "sweet swiftui") == nil)
        #expect(LearnerTerms.kept("ZStack", declared: [], title: "zstack") == "ZStack")
    }

    @Test func termsAreTheSameConceptWhateverTheirMarksCaseOrPlural() {
        #expect(LearnerTerms.key("Container views") == LearnerTerms.key("`container view`"))
        #expect(LearnerTerms.key(".scaledToFit()") == "scaledtofit")
        #expect(LearnerTerms.key("@State") == LearnerTerms.key("State"))
        #expect(LearnerTerms.key("Layout priority") != LearnerTerms.key("layoutPriority"))
    }

    @Test func aTermIsCardedOnceInANote() {
        let note = NoteParser.parse("""
            # Notes

            `Spacer`는 남는 공간을 차지하는 뷰이다.

            ## Again

            `Spacer`는 스택 안에서 공간을 밀어낸다.
            """, fileStem: "n")
        let cards = note.chapters.flatMap(\.cards).filter { $0.kind == .concept && $0.front == "Spacer" }
        #expect(cards.map(\.back) == ["`Spacer`는 남는 공간을 차지하는 뷰이다."])
    }

    @Test(arguments: [("proxy(대리인)", "proxy"), ("레이아웃 중립(layout neutral)", "레이아웃 중립"), ("cf) overlay", "overlay"),
                      ("ContentView 자체", nil), ("@State 프로퍼티", "@State"),
                      (".padding modifier", ".padding"), ("@Published property wrapper", "@Published"),
                      (".frame(width:)", ".frame(width:)")] as [(String, String?)])
    func aTermIsCleanedOfGlossesAsidesAndTrailingWords(written: String, term: String?) {
        #expect(LearnerTerms.kept(written, declared: ["contentview"], title: "") == term)
    }

    /// `**UIHostingController 구조**`, `**Coordinator 클래스 정의**` (RiverNotes, EmberNotes): an
    /// API's name and a word for its structure or definition is the name; a phrase before
    /// the word, and a part of the example's code (`toggle 부분`), stay whole.
    @Test func anAspectWordAfterAnAPIsNameIsLeftOff() {
        #expect(LearnerTerms.kept("UIHostingController 구조", declared: [], title: "") == "UIHostingController")
        #expect(LearnerTerms.kept("Coordinator 클래스 정의", declared: [], title: "") == "Coordinator 클래스")
        #expect(LearnerTerms.withoutAspectWord("커스텀 뷰 정의") == nil)
        #expect(LearnerTerms.withoutAspectWord("environment value 정의") == nil)
        #expect(LearnerTerms.withoutAspectWord("흐름 구조") == nil)
        #expect(LearnerTerms.withoutAspectWord("toggle 부분") == nil)
    }

    @Test(arguments: ["there exist alignment", "with respect", "(the widths", "scaleToFill → 기본값"])
    func aClauseIsNoTerm(clause: String) {
        #expect(LearnerTerms.kept(clause, declared: [], title: "") == nil)
    }

    /// `Text` as the subject of a sentence under another heading is no concept; under a
    /// heading that names it, it is.
    @Test func aGenericSubjectIsAConceptOnlyWhereItsHeadingNamesIt() {
        let elsewhere = ConceptExtractor.concepts(in: MarkdownParser.parse("## Preview\n\n`Text`는 command-click으로 바꿀 수 있다.\n"))
        #expect(!elsewhere.map(\.term).contains("Text"))
        let named = ConceptExtractor.concepts(in: MarkdownParser.parse("## Text는 줄을 바꾼다\n\n`Text`는 제안된 너비에 맞춰 줄을 바꾼다.\n"))
        #expect(named.map(\.term).contains("Text"))
    }

    /// The missed kinds: a line that heads the list under it, a numbered bold item, a
    /// call with typed arguments in a `term: explanation` line.
    @Test func aLineThatHeadsTheTextUnderItIsATerm() {
        let sizing = ConceptExtractor.concepts(in: MarkdownParser.parse("Sizing:\n  - parent proposes size to children\n"))
        #expect(sizing.map(\.term) == ["Sizing"])
        #expect(sizing.first?.explanation == "parent proposes size to children")
        let numbered = ConceptExtractor.concepts(in: MarkdownParser.parse("1. **alignment**\n\n자식을 교차 축에서 맞추는 기준이다.\n"))
        #expect(numbered.first?.term == "alignment")
        let call = ConceptExtractor.concepts(in: MarkdownParser.parse(
            "- `adaptive(minimum: CGFloat, maximum: CGFloat)` : 최소값과 최대값 사이로 가장 많이 배치한다.\n"))
        #expect(call.first?.term == "adaptive")
    }

    /// A call-out box's `:::info` line is no card markup: the heading's term is a card.
    @Test func aCallOutBoxLeavesTheConceptItsCard() {
        let note = NoteParser.parse("# coordinateSpace\n\n`coordinateSpace`는 좌표 공간에 이름을 붙인다.\n\n:::info\nname:은 deprecated되었음.\n:::\n",
                                    fileStem: "c")
        let cards = note.chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["coordinateSpace"])
        #expect(cards.first?.back == "`coordinateSpace`는 좌표 공간에 이름을 붙인다.\nname:은 deprecated되었음.")
    }

    /// A tutorial's boxes (`> 💡 **비유**: …`), a figure's caption (`> 📊 **그림 2**: …`), a
    /// phrase naming some of a kind (`주요 detent 옵션:`, `각종 메소드를`), a reason's clause
    /// (`… 가능하기 때문이다`), a project's name (`# IOS_async_image`) and a credit's lead-in
    /// (`Original code created by:`) are no terms.
    @Test(arguments: ["비유", "흔한 오해", "실무 팁", "선수 지식", "알고 계셨나요?", "Did you know?", "Pro tip",
                      "그림 2", "Figure 3", "표 1", "주요 detent 옵션", "각종 메소드", "다양한 modifier",
                      "가능하기 때문", "IOS_async_image", "SwiftUI_Study", "SwiftUIStudy", "iOSNotes", "ConySwiftUITutorials",
                      "Original code created by", "Inspired by"])
    func aBoxLabelACaptionOrAProjectNameIsNoTerm(label: String) {
        #expect(LearnerTerms.kept(label, declared: [], title: "") == nil)
    }

    /// What these rules leave: a preview provider's name, a name opening with an underscore,
    /// a word that only starts like a quantifier.
    @Test(arguments: ["ContentView_Previews", "_printChanges()", "주요소", "여러 줄 텍스트", "StudyCard", "Step Into"])
    func namesLikeThemStayTerms(term: String) {
        #expect(LearnerTerms.kept(term, declared: [], title: "") != nil)
    }

    /// `` `@State` 프로퍼티 래퍼 (property wrapper)는 … ``: the name with its kind words and
    /// without them are one term on one line, as `` `Character` 타입 `` and `Character` are.
    @Test func aNameWithItsWrapperWordsIsTheName() {
        #expect(LearnerTerms.withoutKindWord("@state 프로퍼티 래퍼") == "@state")
        #expect(LearnerTerms.withoutKindWord("@published property wrapper") == "@published")
        #expect(LearnerTerms.withoutKindWord("property wrapper") == "property wrapper")
        #expect(LearnerTerms.withoutKindWord("프로퍼티 래퍼") == "프로퍼티 래퍼")
        #expect(LearnerTerms.koreanSingular("뷰들") == "뷰")
        #expect(LearnerTerms.koreanSingular("들") == "들")
        #expect(LearnerTerms.kept("모디파이어들", declared: [], title: "") == "모디파이어들")
    }
}
