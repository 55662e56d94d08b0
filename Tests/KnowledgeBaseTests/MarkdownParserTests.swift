import Testing
@testable import KnowledgeBase

@Suite struct MarkdownParserTests {
    func codeBlocks(_ markdown: String) -> [MarkdownBlock] {
        MarkdownParser.parse(markdown).filter { if case .code = $0.kind { return true } else { return false } }
    }

    @Test func aFenceLeftOpenInAListItemEndsWithTheItem() {
        let markdown = """
            * first item

              ```swift
              Text("open")

            * second item
            """
        let blocks = MarkdownParser.parse(markdown)
        let code = codeBlocks(markdown)
        #expect(code.count == 1)
        #expect(code[0].text == "Text(\"open\")\n\n")
        #expect(code[0].startLine == 3)
        #expect(blocks.last?.text == "second item")
        #expect(blocks.last?.listItem == 2)
    }

    /// Lines of only `\` that a note puts under a section as spacers (WrenNotes' cheat
    /// sheet) are no text: a paragraph of them is no block, and a paragraph's text does not
    /// end in them. A backslash inside a line stays.
    @Test func aSpacerOfBackslashesIsNoText() {
        #expect(MarkdownParser.parse("creates a binding\n\\\n\\\n\n\\\n\nText \\\\ here.").map(\.text)
            == ["creates a binding", "Text \\ here."])
    }

    /// `**Step 9** <br>` at a line's end breaks the line once, and the spaces before a break
    /// are dropped; a `<br>` inside a line breaks it.
    @Test func aLineBreakTagEndsItsLineOnce() {
        #expect(MarkdownParser.parse("**Step 9** <br>\n마지막으로 padding()을 준다.  \n끝.").map(\.text)
            == ["Step 9\n마지막으로 padding()을 준다.\n끝."])
        #expect(MarkdownParser.parse("첫째<br>둘째").map(\.text) == ["첫째\n둘째"])
        // A span that ends in a space keeps it.
        #expect(MarkdownParser.parse("`a `\nb").map(\.text) == ["`a `\nb"])
    }

    /// CommonMark reads `<String>` in `Binding<String>` as an HTML open tag; written right
    /// after a Swift name it is the type's generic argument and stays in the text, while
    /// HTML after a word or a space (`줄<br>`, `<BR>`, `<span>`) is still HTML.
    @Test func aGenericArgumentInProseIsTextNotHTML() {
        #expect(MarkdownParser.parse("$만 붙여도 Binding<String>으로 파싱이 된다").map(\.text)
            == ["$만 붙여도 Binding<String>으로 파싱이 된다"])
        #expect(MarkdownParser.parse("### ForEach(data: Range<Int>, contents:)").map(\.text)
            == ["ForEach(data: Range<Int>, contents:)"])
        #expect(MarkdownParser.parse("func swap<T>(a: T) and Button<Label>").map(\.text)
            == ["func swap<T>(a: T) and Button<Label>"])
        #expect(MarkdownParser.parse("one<br>two").map(\.text) == ["one\ntwo"])
        #expect(MarkdownParser.parse("one<BR>two <Int> x <span>y</span>").map(\.text) == ["one\ntwo  x y"])
    }

    @Test func aFenceLeftOpenAtTheTopLevelRunsToTheNextClosingFence() {
        let markdown = """
            ```swift
            Text("a")

            ## Swallowed

            ```
            after
            """
        let code = codeBlocks(markdown)
        #expect(code.count == 1)
        #expect(code[0].text == "Text(\"a\")\n\n## Swallowed\n\n")
        #expect(FenceWarnings.find(in: MarkdownParser.parse(markdown)).map(\.description) == [
            "line 1: the code block opened here runs to line 6 and takes in the heading '## Swallowed' (line 4); close the fence above it",
        ])
    }

    @Test func indentedCodeFencedInfoAndSpans() {
        let markdown = """
            Use `frame` and **padding** or *offset*:

                let indented = true

            ```Swift title="x"
            Color.red
            ```
            """
        let blocks = MarkdownParser.parse(markdown)
        #expect(blocks[0].text == "Use `frame` and padding or offset:")
        #expect(blocks[0].spans.map(\.text) == ["frame", "padding", "offset"])
        #expect(blocks[0].spans.map(\.kind) == [.code, .strong, .emphasis])
        #expect(blocks[1].kind == .code(info: "", fenced: false))
        #expect(blocks[2].kind == .code(info: "Swift title=\"x\"", fenced: true))
        #expect(NoteParser.language(fromInfo: "Swift title=\"x\"") == "swift")
    }

    @Test func imagesInMarkdownAndHTMLAreRecordedAndShownAsPlaceholders() {
        let markdown = """
            See ![the stack](img/stack.png) here.

            <img width="237" alt="스크린샷 1" src="https://example.com/a.png">
            """
        let blocks = MarkdownParser.parse(markdown)
        #expect(blocks[0].text == "See [image: the stack] here.")
        #expect(blocks[0].images == [ImageReference(alt: "the stack", path: "img/stack.png", line: 1)])
        #expect(blocks[1].images == [ImageReference(alt: "스크린샷 1", path: "https://example.com/a.png", line: 3)])
    }

    /// Bullets pasted from Apple Notes or a word processor (`\t•\tModel: …`) are an
    /// indented code block to CommonMark (§4.4): kb reads each as a list item of its own,
    /// its markup read, on its own line. Indented code without bullets stays code.
    @Test func pastedBulletsAreListItems() {
        let blocks = MarkdownParser.parse("# MVVM\n\n\t•\tModel: 데이터와 **비즈니스 로직**\n\t•\tView: 사용자에게 보여지는 UI\n\nAfter.\n")
        #expect(blocks.map(\.text) == ["MVVM", "Model: 데이터와 비즈니스 로직", "View: 사용자에게 보여지는 UI", "After."])
        #expect(blocks.map(\.kind) == [.heading(level: 1), .paragraph, .paragraph, .paragraph])
        #expect(blocks.map(\.startLine) == [1, 3, 4, 6])
        #expect(blocks[1].listItem != nil && blocks[2].listItem != nil && blocks[1].listItem != blocks[2].listItem)
        #expect(blocks[1].spans.map(\.text) == ["비즈니스 로직"])
        #expect(PastedBullets.items("\t•\tone\n\tlet x = 1") == nil)
        // An item that reads as a numbered list or a quote keeps its words; a diagram of
        // squares is no list.
        #expect(MarkdownParser.parse("\t•\t1. Model 정의: 데이터\n\t•\t> 참고: 문서\n").map(\.text) == ["Model 정의: 데이터", "참고: 문서"])
        #expect(PastedBullets.items("    ■ ■ ■\n    ■ □ ■") == nil)
        #expect(MarkdownParser.parse("    let x = 1\n").map(\.kind) == [.code(info: "", fenced: false)])
        // Markdown's own bullets, indented by a tab where no list holds them (after a block
        // quote, MarshNotes), are the writer's items; code under a minus stays code.
        #expect(MarkdownParser.parse("> quote\n\n\t- **AnyView** . AnyView is a view that erases types\n").map(\.text)
            == ["quote", "AnyView . AnyView is a view that erases types"])
        #expect(MarkdownParser.parse("\t- (void)viewDidLoad {\n\t    [super viewDidLoad];\n\t}\n").map(\.kind) == [.code(info: "", fenced: false)])
        #expect(MarkdownParser.parse("YAML:\n\n    - swiftlint\n    - swiftformat\n").map(\.kind) == [.paragraph, .code(info: "", fenced: false)])
        #expect(MarkdownParser.parse("Diff:\n\n    - Text(\"Hi\").background(.red)\n    + Text(\"Hi\").padding()\n").map(\.kind)
            == [.paragraph, .code(info: "", fenced: false)])
    }

    @Test func tablesBecomeRows() {
        let markdown = """
            | term | meaning |
            | --- | --- |
            | `Spacer` | takes the free space |
            """
        let rows = MarkdownParser.parse(markdown).map(\.kind)
        #expect(rows == [
            .tableRow(cells: ["term", "meaning"], isHeader: true),
            .tableRow(cells: ["`Spacer`", "takes the free space"], isHeader: false),
        ])
    }
}

/// Obsidian and GitHub callouts: a block quote whose first line opens with `[!kind]`.
@Suite struct CalloutMarkerTests {
    /// The marker is no text of the quote; bold after it stays a span of the text.
    @Test func theMarkerIsLeftOutOfTheQuotesText() {
        let blocks = MarkdownParser.parse("> [!important] **Modifiers apply in order**\n> padding first, then border")
        #expect(blocks.map(\.text) == ["**Modifiers apply in order**\npadding first, then border".replacingOccurrences(of: "**", with: "")])
        #expect(blocks[0].spans.map(\.text) == ["Modifiers apply in order"])
        #expect(blocks[0].startLine == 1)
    }

    /// A marker alone on its line leaves the text under it on the next line; a folding
    /// sign (`-`, `+`) goes with the marker.
    @Test func aMarkerAloneOnItsLine() {
        #expect(MarkdownParser.parse("> [!note]-\n> Spacer takes the space left").map(\.text) == ["\nSpacer takes the space left"])
        #expect(CalloutMarker.textAfterMarker("[!tip]+ Title") == "Title")
        #expect(CalloutMarker.textAfterMarker("[link](x)") == nil)
        #expect(CalloutMarker.textAfterMarker("[!]") == nil)
    }

    /// Outside a quote, or past its first line, `[!x]` is the note's own text.
    @Test func onlyTheQuotesOpeningIsAMarker() {
        #expect(MarkdownParser.parse("[!important] read this").map(\.text) == ["[!important] read this"])
        #expect(MarkdownParser.parse("> first\n>\n> [!note] second").map(\.text) == ["first", "[!note] second"])
    }
}

/// A key path typed outside code keeps its backslash, which CommonMark would drop as the
/// escape of a period (KeyPathEscapes).
@Suite struct KeyPathEscapeTests {
    @Test func aKeyPathOutsideCodeKeepsItsBackslash() {
        let blocks = MarkdownParser.parse("""
            | 이름 | 설명 |
            |-|-|
            | @Environment(\\.dismiss) | 모달을 닫는 환경 값 |

            ForEach(items, id: \\.self) 처럼 쓴다.
            """)
        #expect(blocks.map(\.text) == ["이름 | 설명", "@Environment(\\.dismiss) | 모달을 닫는 환경 값", "ForEach(items, id: \\.self) 처럼 쓴다."])
    }

    /// Code is no markdown: a span's and a fence's backslashes are as typed, once.
    @Test func codeKeepsItsOwnBackslashes() {
        let blocks = MarkdownParser.parse("`ForEach(items, id: \\.self)`에서\n\n```swift\n@Environment(\\.dismiss) var dismiss\n```")
        #expect(blocks.map(\.text) == ["`ForEach(items, id: \\.self)`에서", "@Environment(\\.dismiss) var dismiss\n"])
    }

    /// Other escapes are CommonMark's: a period before a digit or a space, a star, a backslash.
    @Test func otherEscapesStayEscapes() {
        #expect(MarkdownParser.parse("1\\. 버전 1\\.0, \\*별\\*, a\\\\.b").map(\.text) == ["1. 버전 1.0, *별*, a\\.b"])
        #expect(KeyPathEscapes.preserving(in: "~~~\n\\.self\n~~~\n\\.self") == "~~~\n\\.self\n~~~\n\\\\.self")
        // A line of triple backticks around code is a code span, no fence; a fence ends only
        // at a line of its marks alone.
        let spanThenFence = "```.environment()``` 모디파이어\n```swift\n.environment(\\.colorScheme, .dark)\n``` not closed\n```\n"
        #expect(KeyPathEscapes.preserving(in: spanThenFence) == spanThenFence)
    }

    /// A note written as an outline indented four spaces (ShoalNotes) is read as its list,
    /// with its nesting and the code among its items, at the note's lines; a YAML list or a
    /// diff indented so stays code.
    @Test func anIndentedOutlineIsAList() {
        let note = """
            ## Notes
                -  Stacks
                    - VStack(spacing: <number>) or VStack(alignment: .leading)
                -  VStack can have a maximum of 10 children
                - Gradients: colors like views that can be drawn in the UI
                    - LinearGradient(gradient: Gradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom)
            """
        let blocks = MarkdownParser.parse(note)
        #expect(blocks.map(\.kind) == [.heading(level: 2), .paragraph, .paragraph, .paragraph, .paragraph, .paragraph])
        #expect(blocks.map(\.startLine) == [1, 2, 3, 4, 5, 6])
        #expect(blocks[1].text == "Stacks")
        #expect(blocks[2].outerListItem == blocks[1].listItem)
        #expect(blocks[4].text == "Gradients: colors like views that can be drawn in the UI")
        let yaml = MarkdownParser.parse("Config:\n\n    - name: kb\n    - version: 2\n")
        #expect(yaml.last?.kind == .code(info: "", fenced: false))
        let diff = MarkdownParser.parse("Diff:\n\n    - Text(\"a\")\n    + Text(\"b\")\n    @@ -1 +1 @@\n")
        #expect(diff.last?.kind == .code(info: "", fenced: false))
    }
}
