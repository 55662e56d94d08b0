import Testing
@testable import KnowledgeBase

/// A fence opened under a list item, indented less than the item's text and never closed:
/// CommonMark (0.31, §4.5, §5.2) stands it at the top level and runs it to the next closing
/// fence, headings and all; the writer's editor ended it where the list went on at the
/// margin, and so does kb, with a warning (the seeds lost chapter 7 of one note so).
@Suite struct OverrunFencesTests {
    static let note = """
        # Input

        *  done을 누르지 않아도

          ```swift
          func registerUser() {
            focused = false
          }

        * 기타 컨트롤들

          * Stepper

        ## Stacks

        ```swift
        Text("A")
        ```
        after
        """

    @Test func aFenceThatWouldTakeAHeadingEndsWhereTheListGoesOnAtTheMargin() {
        // What CommonMark reads: one code block from line 5 to line 18, the `swift` fence the
        // writer opened on line 16 taken in as its code.
        let read = MarkdownParser.parse(Self.note)
        #expect(read.filter { if case .code = $0.kind { true } else { false } }.map { [$0.startLine, $0.endLine] } == [[5, 18]])
        let note = NoteParser.parse(Self.note, fileStem: "input")
        #expect(note.chapters.map(\.heading.title) == ["Input", "Stacks"])
        #expect(note.chapters[0].snippets.map { [$0.startLine, $0.endLine] } == [[5, 9]])
        #expect(note.chapters[0].snippets[0].code == "func registerUser() {\n  focused = false\n}\n")
        #expect(note.chapters[0].passages.map(\.text).suffix(2) == ["기타 컨트롤들", "Stepper"])
        #expect(note.chapters[1].snippets.map { [$0.startLine, $0.endLine] } == [[16, 18]])
        #expect(note.warnings.map(\.description) == [
            "line 5: the code block opened here is not closed and would run on to line 18; "
                + "kb ends it at line 9, before the text at the margin: close the fence there",
        ])
    }

    @Test func aFenceAtTheMarginOrWithoutABlankLineBeforeTheMarginRunsOnAsCommonMarkReadsIt() {
        let atTheMargin = "```swift\nText(\"a\")\n\n* item\n\n## Swallowed\n\n```\n"
        #expect(OverrunFences.mended(atTheMargin, blocks: MarkdownParser.parse(atTheMargin)) == nil)
        let noBlankLine = "*  a\n\n  ```swift\n  Text(\"a\")\n* item\n\n## Swallowed\n\n```swift\n```\n"
        #expect(OverrunFences.mended(noBlankLine, blocks: MarkdownParser.parse(noBlankLine)) == nil)
        #expect(NoteParser.parse(noBlankLine, fileStem: "n").warnings.map(\.message) == [
            "the code block opened here runs to line 10 and takes in the heading '## Swallowed' (line 7); close the fence above it",
        ])
    }

    /// Markdown written as code, its headings included, closed by the writer's own fence and
    /// opening none of its own: CommonMark's reading stands.
    @Test func aClosedFenceOfMarkdownIsLeftWhole() {
        let note = "*  README 예시\n  ```\n  # MyApp\n\n Install with npm.\n\n  ## Usage\n  ```\n\n## Text\n\n`Text`는 문자열을 보여주는 뷰이다.\n"
        #expect(OverrunFences.mended(note, blocks: MarkdownParser.parse(note)) == nil)
        #expect(NoteParser.parse(note, fileStem: "n").chapters.map(\.heading.title) == ["n", "Text"])
    }

    @Test func aFenceThatTakesNoHeadingIsLeftAsItIs() {
        let note = "*  a\n\n  ```swift\n  Text(\"a\")\n\n* b\n\n```\n"
        #expect(OverrunFences.mended(note, blocks: MarkdownParser.parse(note)) == nil)
    }
}
