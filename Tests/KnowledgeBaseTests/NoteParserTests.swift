import Testing
@testable import KnowledgeBase

@Suite struct NoteParserTests {
    @Test func chaptersFollowTheHeadingHierarchy() {
        let note = NoteParser.parse("""
            Intro before any heading.

            # 1. Layout
            ## 1.1 Proposals
            text
            ### Deep
            ## 1.2 Stacks
            # 2. Modifiers
            """, fileStem: "notes")
        #expect(note.title == "1. Layout")
        #expect(note.chapters.map(\.heading.title) == ["notes", "Layout", "Proposals", "Deep", "Stacks", "Modifiers"])
        #expect(note.chapters.map(\.parent) == [nil, 0, 1, 2, 1, 0])
        #expect(note.chapters.map(\.level) == [0, 1, 2, 3, 2, 1])
        #expect(note.chapters.map(\.startLine) == [1, 3, 4, 6, 7, 8])
        #expect(note.chapters.map(\.endLine) == [8, 7, 6, 6, 7, 8])
    }

    @Test func frontMatterGivesTitleAndTagsAndKeepsLineNumbers() {
        let note = NoteParser.parse("""
            ---
            title: 스택 정리
            tags: [swiftui, layout]
            ---
            # Stacks
            ```swift
            HStack {}
            ```
            """, fileStem: "file")
        #expect(note.title == "스택 정리")
        #expect(note.tags == ["swiftui", "layout"])
        #expect(note.chapters.count == 1)
        #expect(note.chapters[0].startLine == 5)
        #expect(note.chapters[0].snippets.map(\.startLine) == [6])
    }

    @Test func snippetsCarryTheProseAroundThem() {
        let note = NoteParser.parse("""
            # Padding

            Padding adds room.
            Order matters.

            ```swift
            Text("A").padding()
            ```

            ![result](a.png)

            The red background hugs the text.

            ## Next
            """, fileStem: "f")
        let snippet = note.chapters[0].snippets[0]
        #expect(snippet.language == "swift")
        #expect(snippet.code == "Text(\"A\").padding()\n")
        #expect(snippet.proseBefore == "Padding adds room.\nOrder matters.")
        #expect(snippet.proseAfter == "The red background hugs the text.")
        #expect(note.chapters[0].images.map(\.path) == ["a.png"])
    }

    /// "The note says" is what follows the snippet, never the paragraph that leads into
    /// the next snippet.
    @Test func theParagraphIntroducingTheNextSnippetIsNotTheProseAfterThisOne() {
        let note = NoteParser.parse("""
            # Frames

            ```swift
            Text("A").frame(width: 150)
            ```

            두 줄로 감긴다.

            width를 300으로 해보면 한줄에 표시됨.

            ```swift
            .frame(width: 300)
            ```

            ![result](b.png)

            반대로 더 줄이면 잘린다.

            ```swift
            .frame(width: 100)
            ```
            """, fileStem: "f")
        let snippets = note.chapters[0].snippets
        #expect(snippets[0].proseAfter == "두 줄로 감긴다.")
        #expect(snippets[1].proseBefore == "두 줄로 감긴다.\nwidth를 300으로 해보면 한줄에 표시됨.")
        // Its only paragraph introduces the third snippet: the note says nothing of the second.
        #expect(snippets[1].proseAfter == "")
        #expect(snippets[2].proseBefore == "반대로 더 줄이면 잘린다.")
    }

    @Test func aKbExpectCommentAfterASnippetIsItsPromise() {
        let note = NoteParser.parse("""
            # Promise

            ```swift
            Color.red.frame(width: 80)
            ```
            <!-- kb:expect red.width == 80 -->

            ```swift
            Color.blue
            ```

            ## Next
            <!-- kb:expect blue.width == 1 -->
            """, fileStem: "f")
        #expect(note.chapters[0].snippets.map(\.expectations) == ["red.width == 80", ""])
    }
}
