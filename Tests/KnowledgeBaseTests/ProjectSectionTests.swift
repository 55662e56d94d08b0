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

    /// `### 관련` over links to related notes, then `### 출처`: the sections a note ends with
    /// name other notes and sources; each note explains its own terms.
    @Test func theRelatedNotesAndSourcesANoteEndsWithAreNoConcepts() {
        let note = """
            # Notes

            ## 정의

            - `@StateObject`는 뷰가 소유하는 객체를 한 번만 생성하고 유지하는 Property Wrapper다.

            ### 관련
            - [[@ObservedObject]] — 빌리는 쪽. 이 노트의 짝
            - [[Identity]] — "한 번"의 범위를 정의하는 기준

            ### 출처
            - Apple Developer Documentation — StateObject
            """
        #expect(importedTerms(note) == ["@StateObject"])
        // Only the sections it ends with: a `### 참고` inside the note is its own text.
        let inside = """
            # Notes

            ## State

            ### 참고
            - `@State`는 뷰가 소유하는 값을 저장하는 Property Wrapper다.

            ## Binding

            - `@Binding`은 다른 뷰가 소유한 값을 읽고 쓰는 Property Wrapper다.

            ## 참고
            - [[Apple]]
            """
        #expect(importedTerms(inside) == ["@State", "Binding"])
    }
}

/// Links between notes as Obsidian and Logseq write them read as the names they show.
@Suite struct WikiLinkTests {
    @Test func aLinkShowsItsNameAndAnAPIsNameIsCode() {
        #expect(WikiLinks.rewritten("[[@State]]와의 차이, [[Diffing]]으로 갱신, [[값 의미론 (Value Semantics)]]")
            == "`@State`와의 차이, `Diffing`으로 갱신, 값 의미론 (Value Semantics)")
        #expect(WikiLinks.rewritten("- [[Views#Color|색]] and [[#Font]]") == "- 색 and `Font`")
        #expect(WikiLinks.rewritten("- **Identity = \"누구냐\"**, [[Diffing]] = \"뭐가 달라졌냐\"")
            == "- **Identity = \"누구냐\"**, `Diffing` = \"뭐가 달라졌냐\"")
    }

    /// Code keeps its brackets: a fence, inline code, a line of Swift, an embed.
    @Test func codeAndEmbedsAreLeftAsWritten() {
        let note = "```swift\nlet grid = [[1, 2], [3, 4]]\nText([[a]])\n```\n`[[Int]]` and [[Int]]\nvar rows: [[String]]\n![[shot.png]]"
        #expect(WikiLinks.rewritten(note)
            == "```swift\nlet grid = [[1, 2], [3, 4]]\nText([[a]])\n```\n`[[Int]]` and `Int`\nvar rows: [[String]]\n![[shot.png]]")
        // A fence closes only at a run as long, with nothing after it.
        #expect(WikiLinks.rewritten("````md\n```swift\nf([[a]])\n```\n[[b]]\n````\n[[c]]") == "````md\n```swift\nf([[a]])\n```\n[[b]]\n````\n`c`")
    }

    /// A note's link to `@Bindable` is a code span its sentences can name.
    @Test func aLinkedAPIIsATermASentenceExplains() {
        let terms = NoteParser.parse("# Notes\n\n- [[@Observable]]은 데이터의 변화를 감지하는 상태 관리 도구이다.\n",
                                     fileStem: "observation").chapters.flatMap(\.concepts).map(\.term)
        #expect(terms == ["@Observable"])
    }
}
