import Testing
@testable import KnowledgeBase

/// A study repository's README often describes its app beside the notes: its features, how
/// it works, how to run it. Those sections name no concept a learner looks up.
@Suite struct ProjectSectionTests {
    func terms(_ markdown: String) -> [String] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown)).map(\.term)
    }

    /// The terms of a whole note, read chapter by chapter as an import reads it.
    func importedTerms(_ markdown: String) -> [String] {
        NoteParser.parse(markdown, fileStem: "readme").chapters.flatMap(\.concepts).map(\.term)
    }

    @Test func whatAProjectSectionListsIsNoConcept() {
        #expect(terms("""
            # Demo

            ## ✨ Features

            - **Live Cat Facts Stream**: Demonstrates `.task()` modifier with continuous data streaming
            - **Clean Architecture**: Simple, educational code structure

            ## 🔧 How It Works

            1. **Home View**: Simple navigation starting point

            ## 🏃‍♂️ Running the Project

            1. Clone this repository

            ## 🚀 What You'll Learn

            ### `.task()` - Async-Aware View Modifier
            - Handles asynchronous operations seamlessly
            """) == [".task()"])
    }

    /// A section runs to the next heading of its level or higher; headings under it are in
    /// it, though an import reads each as a chapter of its own.
    @Test func aProjectSectionEndsAtTheNextHeadingOfItsLevel() {
        let note = """
            ## Features
            - **Stream**: streams facts from the network
            ### Offline
            - **Cache Layer**: keeps the facts for later
            ## Requirements
            - iOS 15 or later, and Xcode 13
            ## Spacer
            `Spacer`는 남는 공간을 차지하는 뷰이다.
            """
        #expect(ConceptExtractor.projectSectionBlocks(MarkdownParser.parse(note)) == [0, 1, 2, 3, 4, 5])
        #expect(importedTerms(note) == ["Spacer"])
    }

    /// One section of such a title is a study note's own text (a book's `## Getting started`):
    /// a README has several.
    @Test func oneSectionOfAProjectTitleIsANotesOwnText() {
        let note = """
            # Chapter 3

            ## Getting started

            - **Declarative syntax**: you say what the view shows, not how to draw it
            """
        #expect(ConceptExtractor.projectSectionBlocks(MarkdownParser.parse(note)).isEmpty)
        #expect(importedTerms(note) == ["Declarative syntax"])
    }
}
