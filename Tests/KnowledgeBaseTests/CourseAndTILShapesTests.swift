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
    @Test func theFrameworkAsPlaceOrOwnerIsNoPartOfTheTerm() {
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
    }

    /// `## Creating Pickers in a form` over text that writes `Picker(…)` inside a sentence is
    /// about Picker; `## Adding a navigation bar` over `Navigation bars get added …` names
    /// no API (a capital that opens a sentence says nothing).
    @Test func aStepsObjectIsTheAPITheTextWritesInsideASentence() {
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
