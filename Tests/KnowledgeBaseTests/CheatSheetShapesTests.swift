import Testing
@testable import KnowledgeBase

/// Shapes of cheat sheets and reference notes that KelpNotes and PierNotes (held-out corpora,
/// labelled before kb ran on them) showed kb carding as junk, or missing: each junk form
/// is no card, and the concept beside it stays.
@Suite struct CheatSheetShapesTests {
    func found(_ markdown: String) -> [ParsedConcept] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown))
    }

    func terms(_ markdown: String) -> [String] {
        found(markdown).map(\.term)
    }

    /// `## Basic Elements` over items that open with their members' code heads a list, as a
    /// glossary's group does (`GroupHeadings`); the member an item explains stays a card.
    @Test func aPluralHeadingOverMembersCodeIsNoCard() {
        #expect(terms("""
            ## Basic Elements

            - A `Spacer()` will take up the remaining space between two elements.
            - `Image("ImageName")`
            - `Text("Hello World")`
            """) == ["Spacer()"])
        #expect(terms("""
            ### Text Modifiers

            - `.font(.subheadline)`
            - `.lineSpacing(4)`
            """) == [])
        // (`Canvas`, `Focus`: names that end in an `s` of their own are no plurals.)
        #expect(!ConceptExtractor.isPluralName("Canvas") && !ConceptExtractor.isPluralName("Focus"))
        #expect(ConceptExtractor.isPluralName("Text Modifiers"))
        // Over prose, the plural heading names what the prose explains.
        #expect(terms("""
            ### Environment Modifiers

            Environment modifiers apply to a container and every view inside it, unless a child sets its own.
            """) == ["Environment Modifiers"])
    }

    /// `## Getting Started` over the steps of a new project names a tutorial's section.
    @Test func gettingStartedIsNoTerm() {
        #expect(terms("""
            ## Getting Started

            1. New Xcode Project
            2. Select Single View App
            3. Start writing code in `ContentView.swift`
            """) == [])
        #expect(ConceptExtractor.headingTerms("## 시작하기") == [])
    }

    /// `- dash:` left empty over `- dashPhase:` is one of a list of names, and the last of
    /// them no head of the outer list's next item: neither is carded with another's text.
    @Test func anEmptyLabelExplainsNothing() {
        let concepts = found("""
            # Shapes

            - `.stroke(style: StrokeStyle(lineWidth: 2, dash: [5]))`

              - lineWidth: width of line
              - lineJoin:
              - dash:
              - dashPhase:

            - `.trim(from: 0.2, to: 1)`: lets you trim a Circle() so only 80% of it shows
            """)
        #expect(concepts.map(\.term) == ["lineWidth", ".trim"])
        // (A sentence that ends in a colon, `For example:`, explains its label.)
        #expect(terms("""
            # Views

            - **Spacer**:
              - A flexible space that expands along the major axis of its containing stack. For example:
              - `HStack { Text("A"); Spacer(); Text("B") }`
            - **Divider**:
              - A visual element that separates content with a thin line.
            """) == ["Spacer", "Divider"])
        #expect(concepts.map(\.explanation) == ["width of line", "lets you trim a Circle() so only 80% of it shows"])
    }

    /// `- Layout` over links to articles, and `WWDC 19 - [a talk's title](…)`: a reading
    /// list's group and its entry name what the readings are about.
    @Test func aReadingListsGroupIsNoTerm() {
        #expect(terms("""
            # Resources

            - Layout
              - kean.blog > [SwiftUI Layout System](https://kean.blog/post/swiftui-layout-system)
              - WWDC 19 - [Building Custom Views with SwiftUI](https://developer.apple.com/videos/play/wwdc2019/237/)
            """) == [])
        // An item over text that explains it stays.
        #expect(terms("""
            # Notes

            - GeometryReader
              - a container view that gives its content the size and coordinates proposed to it
              - [GeometryReader to the Rescue](https://swiftui-lab.com/geometryreader-to-the-rescue/)
            """) == ["GeometryReader"])
    }

    /// `- `VStack` Vertical Stack`, `- `.blur(radius: 20)` for directing focus`: an API's code
    /// and what it is, with no verb, is that API's card (`CodeLedGlosses`); code alone, and a
    /// name of the note's own in lower case, are not.
    @Test func codeAndWhatItIsMakeACard() {
        let concepts = found("""
            ### Types of Stacks

            - `VStack` Vertical Stack
            - `ZStack` Depth Stack (3D). Arranged from rear to front.
            - `.blur(radius: 20)` for directing focus (very performant on iOS)
            - `.lineSpacing(4)`
            - `counter` Current Count
            """)
        #expect(concepts.map(\.term) == ["VStack", "ZStack", ".blur(radius: 20)"])
        #expect(concepts.map(\.explanation) == ["`VStack` Vertical Stack", "`ZStack` Depth Stack (3D). Arranged from rear to front.",
                                                "`.blur(radius: 20)` for directing focus (very performant on iOS)"])
        #expect(ConceptExtractor.glossedCodeName("@State") == "@State")
        #expect(ConceptExtractor.glossedCodeName("Text(\"Hi\") + x") == nil)
    }

    /// `### Property Wrapper: `State``: the kind of thing before the colon, the API marked as
    /// code after it, is that API's heading; an example's label is not.
    @Test func aKindThenCodeHeadingNamesTheCode() {
        #expect(ConceptExtractor.headingTerms("### Property Wrapper: `State`") == ["State"])
        #expect(ConceptExtractor.headingTerms("## Modifier: `.padding()`") == [".padding()"])
        #expect(ConceptExtractor.headingTerms("## Example: `strokeBorder`") == [])
        #expect(ConceptExtractor.headingTerms("## Step 2: `let total = a + b`") == [])
        #expect(ConceptExtractor.headingTerms("Step 1: `VStack`") == [])
        // A step's name, then after a dash the API it is.
        #expect(ConceptExtractor.headingTerms("2. Appearance - `onAppear()`") == ["onAppear()"])
        #expect(ConceptExtractor.headingTerms("1. Creation (Birth) - `init()`") == ["init()"])
        #expect(ConceptExtractor.headingTerms("3. Updates - `body`") == ["body"])
        #expect(ConceptExtractor.headingTerms("Chapter notes - `let x = 1`") != ["let x = 1"])
        // (Marked so, even a word of Swift's own is the section's card.)
        #expect(terms("""
            ### 1. Creation (Birth) - `init()`
            This happens when your view is first made.

            ### 3. Updates - `body`
            This happens every time your view needs to change.
            """) == ["init()", "body"])
    }

    /// `- data type:` over `- Int`, `- String`, …: a label over a list of names names their
    /// group (`NamesUnderALabel`); a setting over the values it takes stays.
    @Test func aLabelOverNamesIsNoCard() {
        let group = ParsedConcept(term: "data type", explanation: "Int\nString\nDouble\nBool", line: 3, source: .colonDefinition)
        let values = ParsedConcept(term: "alignment", explanation: ".leading\n.center", line: 3, source: .colonDefinition)
        let sentence = ParsedConcept(term: "data type", explanation: "what kind of value a property holds", line: 3, source: .colonDefinition)
        let block = MarkdownParser.parse("- data type:")[0]
        #expect(ConceptExtractor.isLabelOverNames(group, in: block))
        #expect(!ConceptExtractor.isLabelOverNames(values, in: block))
        #expect(!ConceptExtractor.isLabelOverNames(sentence, in: block))
    }

    /// `### 2.3. `GeometryReader``, `### 1.1. `protocol``: a numbered heading whose words are
    /// marked as code names them, a word of Swift's own included (RidgeNotes' CS193p notes);
    /// a numbered heading of plain words is a section's title.
    @Test func aNumberedHeadingOfCodeNamesIt() {
        #expect(ConceptExtractor.headingTerms("2.3. `GeometryReader`") == ["`GeometryReader`"])
        #expect(ConceptExtractor.headingTerms("1.2. `protocol extension`") == ["`protocol extension`"])
        #expect(ConceptExtractor.headingTerms("2. Basic Structure") == [])
        #expect(ConceptExtractor.headingTerms("6. Dependency Injection with `@Environment`") == [])
        #expect(ConceptExtractor.headingTerms("1. `@State` with Structs") == [])
        #expect(ConceptExtractor.headingTerms("Demo") == [])
        #expect(terms("""
            ### 1.1. `protocol`

            - A `protocol` is sort of a "stripped-down" `struct` / `class`
            """) == ["protocol"])
    }

    /// `## Spacer expands as much as it can following the axis.`: a sentence heading whose
    /// subject is an API the code uses heads the text about it (`APISentenceHeadings`);
    /// `GeometryReader itself` is GeometryReader.
    @Test func aSentenceHeadingAboutAnAPINamesIt() {
        let concepts = found("""
            ## Spacer expands as much as it can following the axis.

            In an HStack it pushes the views apart.

            ```swift
            HStack { Text("A"); Spacer(); Text("B") }
            ```

            ## Everything changes when the screen rotates.

            The views are laid out again.
            """)
        #expect(concepts.map(\.term) == ["Spacer"])
        #expect(concepts.first?.explanation == "Spacer expands as much as it can following the axis.\nIn an HStack it pushes the views apart.")
        #expect(ConceptExtractor.apiSubjectOfSentence("Text is a view that shows a string.", codeWords: []) == nil)
        #expect(ConceptExtractor.apiSubjectOfSentence("WHY DOES SWIFTUI USES STRUCT FOR VIEWS?", codeWords: ["WHY"]) == nil)
        // (Over code alone the sentence says no more than its title: no card.)
        #expect(terms("""
            ## Spacer expands as much as it can following the axis.

            ```swift
            HStack { Text("A"); Spacer(); Text("B") }
            ```
            """) == [])
        #expect(ConceptExtractor.apiSubjectOfSentence("Text is a view that shows a string.", codeWords: ["Text"]) == "Text")
        #expect(LearnerTerms.withoutTrailingWord("GeometryReader itself") == "GeometryReader")
    }

    /// `## Showing alert messages` over code that calls `.alert(…)`: the step is about the
    /// modifier (`StepModifiers`); a step whose noun the code calls no modifier of is not.
    @Test func aStepOverTheModifierItShowsNamesIt() {
        let concepts = found("""
            ## Showing alert messages

            Alerts exist as another modifier on a view, which binds to a piece of state.

            ```swift
            Button("Show Alert") { isShowingAlert = true }
                .alert("Important message", isPresented: $isShowingAlert) { }
            ```

            ## Creating views in a loop

            Each element gets its own row in the stack below.

            ```swift
            VStack { ForEach(0..<3) { Text("\\($0)") } }
            ```
            """)
        #expect(concepts.map(\.term) == [".alert"])
        #expect(concepts.first?.explanation == "Alerts exist as another modifier on a view, which binds to a piece of state.")
        #expect(ConceptExtractor.stepModifier("Presenting a sheet", code: [".sheet(isPresented: $shown) { Text(\"A\") }"]) == ".sheet")
    }

    /// `**Today's Progress**:` and `**Thoughts**:` under every day of a learning log are its
    /// form (`TemplateLabels`), `## Day 3: HN` a day's title; `## Day 12: GeometryReader` names
    /// the API it was spent on, and a label a note writes once or twice stays a card.
    @Test func aLogsFormAndItsDaysAreNoTerms() {
        let log = (1...3).map { day in
            "## Day \(day): Practice\n\n**Today's Progress**: built screen \(day) of the app.\n\n**Thoughts**: the canvas reloads slowly today.\n\n"
        }.joined() + "**Binding**: a two-way connection to state another view owns.\n"
        #expect(NoteParser.parse("# Log\n\n" + log, fileStem: "log").chapters.flatMap(\.concepts).map(\.term) == ["Binding"])
        #expect(ConceptExtractor.headingTerms("Day 3: HN") == [])
        #expect(ConceptExtractor.headingTerms("Day 12: GeometryReader") == ["GeometryReader"])
        #expect(ConceptExtractor.headingTerms("How to Run") == [])
    }

    /// `some이란 키워드`: a name called a keyword is a concept, the clause before it (`코드처럼`,
    /// `… 것이 아닌`) no part of it; a type a tutorial says it makes (`User라는 구조체를 만들고`)
    /// is the tutorial's own, no concept.
    @Test func aNameCalledAKindIsAConceptUnlessTheTutorialMakesIt() {
        #expect(terms("""
            # T

            아래의 코드처럼 some이란 키워드를 추가하면 에러가 사라진다.
            """) == ["some"])
        #expect(terms("""
            # T

            먼저 User라는 구조체를 만들고 이름과 나이를 저장한다.
            """) == [])
    }
}
