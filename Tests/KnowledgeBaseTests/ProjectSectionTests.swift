import Testing
@testable import KnowledgeBase

/// A study repository's README often describes its app beside the notes: its features, how
/// it works, how to run it. Those sections name no concept a learner looks up.
@Suite struct ProjectSectionTests {
    func terms(_ markdown: String) -> [String] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown)).map(\.term)
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

    /// A section runs to the next heading of its level or higher; headings under it are in it.
    @Test func aProjectSectionEndsAtTheNextHeadingOfItsLevel() {
        let blocks = MarkdownParser.parse("""
            ## Features
            - **Stream**: streams facts
            ### Offline
            - **Cache**: keeps facts
            ## Spacer
            `Spacer`는 남는 공간을 차지하는 뷰이다.
            """)
        #expect(ConceptExtractor.projectSectionBlocks(blocks) == [0, 1, 2, 3])
        #expect(terms("## Spacer\n`Spacer`는 남는 공간을 차지하는 뷰이다.") == ["Spacer"])
    }
}
