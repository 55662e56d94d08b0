import Testing
@testable import KnowledgeBase

/// One concept a note names in several ways is one card (`LearnerTerms.conceptName`,
/// `TypoTwins`): on the user's seed notes kb made two cards of `onSubmit(_:)` and `.onSubmit`,
/// `Padding View` and `Padding`, `frame 모디파이어` and `Frame`, `@ViewBuiler` and
/// `@ViewBuilder` (issue 15: one card per concept).
@Suite struct ConceptNamesTests {
    /// An argument list of unlabelled arguments, a kind word after the name and the spaces
    /// between its words do not make another concept; a labelled argument list names one of
    /// the API's forms, and a kind word alone stays what it is.
    @Test func namesOfOneConcept() {
        #expect(LearnerTerms.conceptName("onSubmit(_:)") == "onsubmit")
        #expect(LearnerTerms.conceptName("`.onSubmit`") == "onsubmit")
        #expect(LearnerTerms.conceptName("`onSubmit(_:)` 수정자") == "onsubmit")
        #expect(LearnerTerms.conceptName("Padding View") == "padding")
        #expect(LearnerTerms.conceptName("frame 모디파이어") == "frame")
        #expect(LearnerTerms.conceptName("Environment property wrapper") == "environment")
        #expect(LearnerTerms.conceptName("@State Object") == "stateobject")
        #expect(LearnerTerms.conceptName("Container Views") == "container")
        #expect(LearnerTerms.conceptName("View Modifier") == "viewmodifier")
        #expect(LearnerTerms.conceptName(".frame(width:height:)") == "frame(width:height:)")
        #expect(LearnerTerms.conceptName("padding(_:_:)") == "padding")
        #expect(LearnerTerms.conceptName("State property") == "state")
        #expect(LearnerTerms.conceptName("property wrapper") == "propertywrapper")
    }

    /// Words written apart beside a marked name are two concepts (what a property wrapper is,
    /// and the attribute that declares one), as are a type and a member of one camel-case
    /// name, and a name said to be two kinds of thing; spellings of one mark, or a name and
    /// its modifier written together, are one.
    @Test func spellingsToldApart() {
        func apart(_ first: String, _ second: String) -> Bool {
            ConceptSpelling(first).isApart(from: ConceptSpelling(second))
        }
        #expect(apart("Property Wrapper", "@propertyWrapper"))
        #expect(apart("Layout priority", ".layoutPriority()"))
        #expect(apart(".environmentObject(_:)", "@EnvironmentObject"))
        #expect(apart("TextFieldStyle", ".textFieldStyle(_:)"))
        #expect(apart("커스텀 뷰", "커스텀 모디파이어"))
        #expect(apart("Environment property wrapper", "Environment modifier"))
        #expect(!apart("Frame", "frame"))
        #expect(!apart("Padding View", "Padding"))
        #expect(!apart("frame 모디파이어", ".frame"))
        #expect(!apart("@State Object", "@StateObject"))
        #expect(!apart("Fixed Size", "fixedSize"))
        #expect(!apart("padding", ".padding()"))
        #expect(!apart("State", "@State"))
    }

    /// The note's first explanation is the card; a later one in its chapter joins the back,
    /// one in another chapter stays a passage (`StateObject` under `State Object`).
    @Test func oneCardPerConcept() {
        let cards = conceptCards("""
            # Forms

            ## Submitting a form

            `onSubmit(_:)` 수정자는 사용자가 키보드의 완료 버튼을 누를 때 실행할 동작을 정한다.

            `.onSubmit`은 TextField가 포커스를 가진 동안에만 불린다.

            ## Layout views

            - **Padding View**는 자식에게 제안할 크기에서 패딩만큼 뺀 크기를 제안한다.
            - **Padding**은 자식이 고른 크기에 패딩을 더해 부모에게 알린다.
            - **State Object**는 뷰가 처음 만들어질 때 한 번만 생성되는 관찰 가능한 객체다.

            ## Owning objects

            `StateObject`는 뷰가 다시 그려져도 같은 인스턴스를 유지한다.
            """)
        #expect(cards.map(\.front) == ["onSubmit(_:)", "Layout views", "Padding View", "State Object"])
        #expect(cards[0].back == """
            `onSubmit(_:)` 수정자는 사용자가 키보드의 완료 버튼을 누를 때 실행할 동작을 정한다.
            `.onSubmit`은 TextField가 포커스를 가진 동안에만 불린다.
            """)
        #expect(cards[2].back == """
            Padding View는 자식에게 제안할 크기에서 패딩만큼 뺀 크기를 제안한다.
            Padding은 자식이 고른 크기에 패딩을 더해 부모에게 알린다.
            """)
    }

    /// A card's identity stays its term's `LearnerTerms.key`: reviews of a card once called
    /// `onSubmit(_:)` stay with it. (`TypoTwinsTests` checks the identity of a respelt term.)
    @Test func identityIsTheKeptTermsKey() throws {
        let card = try #require(conceptCards("""
            # Forms

            `onSubmit(_:)` 수정자는 사용자가 키보드의 완료 버튼을 누를 때 실행할 동작을 정한다.

            `.onSubmit`은 TextField가 포커스를 가진 동안에만 불린다.
            """).first)
        #expect(card.identity == ParsedCard(kind: .concept, front: "onSubmit(_:)", back: "", line: 3, ofNote: "note\u{1F}Forms").identity)
    }
}

/// A name a note misspells with a letter or two left out, or one too many, beside the name
/// it writes more often is that name (`TypoTwins`).
@Suite struct TypoTwinsTests {
    @Test func lettersLeftOutInside() {
        #expect(TypoTwins.isTypo("ViewBuiler", of: "ViewBuilder"))
        #expect(TypoTwins.isTypo("propetyWrapper", of: "propertyWrapper"))
        #expect(TypoTwins.isTypo("AppStorage", of: "AppStoreage"))
        // A capital or a digit starts a word of another name; a word before the name, or a
        // letter at its end, makes another name.
        #expect(!TypoTwins.isTypo("LazyStack", of: "LazyVStack"))
        #expect(!TypoTwins.isTypo("easeOut", of: "easeInOut"))
        #expect(!TypoTwins.isTypo("rotationEffect", of: "rotation3DEffect"))
        #expect(!TypoTwins.isTypo("Dismiss", of: "onDismiss"))
        #expect(!TypoTwins.isTypo("scaleToFill", of: "scaledToFill"))
        #expect(!TypoTwins.isTypo("hasValue", of: "hashValue"))
        #expect(!TypoTwins.isTypo("PlayView", of: "PlayerView"))
        #expect(!TypoTwins.isTypo("Toggle", of: "Toggles"))
        #expect(!TypoTwins.isTypo("Stack", of: "Stacks"))
    }

    @Test func onlyCamelCaseNames() {
        #expect(TypoTwins.writtenName("`@propetyWrapper`") == "propetyWrapper")
        #expect(TypoTwins.writtenName(".scaledToFit()") == "scaledToFit")
        #expect(TypoTwins.writtenName("Section") == nil)
        #expect(TypoTwins.writtenName("though") == nil)
        #expect(TypoTwins.writtenName("@State") == nil)
    }

    /// `@propetyWrapper`, explained once beside code that writes `@propertyWrapper` twice,
    /// is carded under the right spelling, with the identity of the term as written: which
    /// spelling the note writes more often may change, and the learner's reviews stay;
    /// easeOut and easeInOut stay two cards.
    @Test func theCardTakesTheNotesSpelling() throws {
        let cards = NoteParser.parse("""
            # Property wrappers

            `@propetyWrapper`는 프로퍼티의 값을 저장하고 읽는 방식을 정의하는 타입에 붙이는 속성이다.

            ```swift
            @propertyWrapper
            struct Clamped {
                var wrappedValue: Int
            }
            ```

            Clamped처럼 `@propertyWrapper`를 붙인 타입은 `wrappedValue`를 가져야 한다.

            ## Animations

            - `easeOut`: 빠르게 시작해서 천천히 끝나는 애니메이션
            - `easeInOut`: 천천히 시작해서 빨라졌다가 천천히 끝나는 애니메이션
            """, fileStem: "note").chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["@propertyWrapper", "easeOut", "easeInOut"])
        let written = ParsedCard(kind: .concept, front: "`@propetyWrapper`", back: "", line: 3, ofNote: "note\u{1F}Property wrappers")
        #expect(try #require(cards.first).identity == written.identity)
    }

    /// A shorter spelling needs to be written twice as often to be the front's: letters are
    /// left out more often than added (SwellNotes writes `EnironmentObject` three times beside
    /// `EnvironmentObject` twice, and the card stays `@EnvironmentObject`).
    @Test func theShorterSpellingNeedsTwiceAsMany() {
        let concepts = [[ParsedConcept(term: "@EnvironmentObject", explanation: "…", line: 1, source: .markedTerm)]]
        let text = "EnironmentObject EnironmentObject EnironmentObject EnvironmentObject EnvironmentObject"
        #expect(TypoTwins.rightSpellings(in: concepts, text: text) == [:])
        let more = text + " EnironmentObject"
        #expect(TypoTwins.rightSpellings(in: concepts, text: more) == ["EnvironmentObject": "EnironmentObject"])
        #expect(TypoTwins.respelt("`@ToupleView`", rightSpellings: ["ToupleView": "TupleView"]) == "`@TupleView`")
    }
}
