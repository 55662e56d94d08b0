import Testing
@testable import KnowledgeBase

/// Shapes that FloeNotes and MeadNotes (two held-out corpora, labelled before kb ran on them:
/// course lessons and 100 Days logs in English, blog posts and TILs in Korean) showed kb
/// carding as junk or missing. Each junk form is no card; the concept beside it stays.
@Suite struct CourseAndTILShapesTests {
    /// The concepts of a whole note, read chapter by chapter as an import reads it.
    func concepts(_ markdown: String) -> [ParsedConcept] {
        NoteParser.parse(markdown, fileStem: "notes").chapters.flatMap(\.concepts)
    }

    func terms(_ markdown: String) -> [String] { concepts(markdown).map(\.term) }

    /// `## VStack - Vertical Stack` over `Arranges views vertically:` and its code: the
    /// sentence says what VStack does with its subject left out, and is the card's back.
    @Test func aLeadInThatSaysWhatTheHeadingsAPIDoesIsItsBack() {
        let found = concepts("""
            # Layout Basics

            ## VStack - Vertical Stack

            Arranges views vertically:
            ```swift
            VStack {
                Text("Top")
            }
            ```
            """)
        #expect(found.map { "\($0.term) → \($0.explanation)" } == ["VStack → Arranges views vertically."])
    }

    /// `### The Data Flow in SwiftUI`, `SwiftUI's Form is a container …`: the framework as the
    /// place or the owner is no part of the term; `How layout works in SwiftUI` keeps it.
    /// The card keeps the identity of the words the note wrote, as an earlier kb carded them.
    @Test func theFrameworkAsPlaceOrOwnerIsNoPartOfTheTerm() throws {
        #expect(terms("""
            # Layout

            ## How layout works in SwiftUI

            Layout works in three steps: the parent proposes a size, the child chooses its size, the parent places it.
            """) == ["How layout works in SwiftUI"])
        let form = try #require(NoteParser.parse("# Day 16\n\nSwiftUI's Form is a container that styles the views it contains.\n",
                                                 fileStem: "notes").chapters.flatMap(\.cards).first)
        #expect(form.front == "Form")
        #expect(form.identity == ParsedCard(kind: .concept, front: "SwiftUI's Form", back: "", line: 3, ofNote: "notes\u{1F}Day 16").identity)
        #expect(terms("""
            # Data Binding

            ### The Data Flow in SwiftUI

            In SwiftUI the flow of data is one way, from the source of truth down to the views.
            """) == ["Data Flow"])
        #expect(terms("""
            # Day 16

            SwiftUI's Form is a container that applies platform-appropriate styling to the views it contains.
            """) == ["Form"])
    }

    /// A course lesson's frame (`## What You'll Learn`, `> **Quick Summary:** …`), `Nota
    /// Bene:`, a learner's praise (`* Nice grid layout:`) and a link to another note with
    /// what it covers are no terms.
    @Test func aLessonsFramePraiseAndLinksToOtherNotesAreNoCards() {
        #expect(terms("""
            # Layout Basics

            > **Quick Summary:** SwiftUI uses stacks and alignment to compose layouts.

            ## What You'll Learn

            - walk through the application of stacks for layouts

            Nota Bene: it's common to use the model type as the base type of the path.

            * Nice grid layout:
                * Computed properties for readable titles

            - [apple-uikit-lifecycle](apple-uikit-lifecycle.md) - UIKit 과의 공존
            """) == [])
        // A link to an API's documentation is that API's glossary entry; `Examples of usage:`
        // over code says nothing of List; a comment that starts with `let` may be words.
        #expect(terms("""
            # TIL

            - [`LazyVGrid`](https://developer.apple.com/documentation/swiftui/lazyvgrid) - A container view that arranges its children in a grid.
            """) == ["LazyVGrid"])
        #expect(concepts("# Lists\n\n## List\n\nExamples of usage:\n\n```swift\nList { Text(\"a\") }\n```\n").map(\.explanation) == [""])
        #expect(terms("""
            # Frames

            ```swift
            Text("a")
                .frame(maxWidth: .infinity) // let the parent decide the width
            ```
            """) == [".frame"])
    }

    /// `## Creating Pickers in a form` over text that writes `Picker(…)` inside a sentence is
    /// about Picker; `## Adding a navigation bar` over `Navigation bars get added …` names
    /// no API (a capital that opens a sentence says nothing).
    /// (`## Spring animation` over `.spring()` is no step: its first word is a noun.) The card
    /// keeps the identity of the heading's words, as an earlier kb carded it.
    @Test func aStepsObjectIsTheAPITheTextWritesInsideASentence() throws {
        #expect(terms("""
            # Animations

            ## Spring animation

            A spring animation overshoots and settles.

            ```swift
            Circle().animation(.spring(), value: x)
            ```
            """) == ["Spring animation"])
        let picker = try #require(NoteParser.parse("# Day 17\n\n## Creating Pickers in a form\nWe create a picker using Picker(label:selection:content).\n",
                                                   fileStem: "notes").chapters.flatMap(\.cards).first)
        #expect(picker.front == "Picker")
        #expect(picker.identity == ParsedCard(kind: .concept, front: "Creating Pickers in a form", back: "", line: 3,
                                              ofNote: "notes\u{1F}Day 17").identity)
        #expect(terms("""
            # Day 17

            ## Creating Pickers in a form
            To interact with a Picker placed inside a Form we need to wrap it in a NavigationView.
            We create a picker using Picker(label:selection:content), the selection is a binding.
            """) == ["Picker"])
        #expect(terms("""
            # Day 16

            ## Adding a navigation bar

            Navigation bars get added to views wrapped in a navigation view.
            """) == [])
    }

    /// `State` on its own line over `When you declare a property as a @State, …` names the
    /// attribute the lines under it write (RimeNotes' Scrumdinger log); `**Description**:`
    /// and `Input:` label the facets of a log's entry, whose heading names the API.
    @Test func aWordOverItsAttributeAndAnEntrysFacets() {
        #expect(terms("""
            # notes

            State
            When you declare a property as a @State, you create a source of truth within your view.
            """) == ["@State"])
        #expect(terms("""
            # Learning Logs

            ### 3. `Dictionary(uniqueKeysWithValues:)`
            - **Description**:
              A Swift dictionary initializer that creates a new dictionary from a sequence of key-value pairs.
            - **How It Works**:
                - Input: It takes a sequence (like an `Array` or `Range`) as input
                - Output: It converts this sequence into a dictionary
            """) == ["Dictionary(uniqueKeysWithValues:)"])
    }

    /// `… a structure that conforms to the App protocol`, `객체가 Identifiable protocol을 채택했다면
    /// …`: a structure the sentence declares conforming, or what conforming asks, teaches the
    /// protocol (`App protocol`: `App` alone is a word every note uses); `some View` read as
    /// `"one specific type that conforms to the View protocol"`, or `View 프로토콜을 따르는 어떠한
    /// 타입`, names it in passing (the card is `some View`'s).
    @Test func aStructureConformingToAProtocolTeachesIt() {
        #expect(terms("""
            # notes

            You create a SwiftUI app by declaring a structure that conforms to the App protocol.
            """) == ["App protocol"])
        #expect(terms("""
            # TIL

            - 객체가 Identifiable protocol을 채택했다면 내부 property에 id를 추가 하여야 한다.
            """) == ["Identifiable"])
        #expect(terms("""
            # TIL

            - This means "one specific type that conforms to the View protocol, but we don't want to say what."
            - some View는 View 프로토콜을 따르는 어떠한 한가지 타입을 가리킨다.
            """) == ["some View"])
    }

    /// `서버로부터 이미지를 가져온다면 AsyncImage 사용 가능`: a condition naming a task, then the
    /// name the sentence says to use, is the task's API, unmarked as it is.
    @Test func theAPIAKoreanSentenceSaysToUseForATaskIsATerm() {
        #expect(terms("""
            # SwiftUI Concepts

            - 서버로부터 이미지를 가져온다면 AsyncImage 사용 가능
            - 이미지를 그리면서 Picker와 ForEach를 함께 보여준다
            """) == ["AsyncImage"])
    }
}
