import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// The learner's own notes in ../shared/seeds: the real corpus every feature must handle.
@Suite(.enabled(if: seedFolder != nil, "../shared/seeds is absent"))
struct SeedNotesTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore
    let report: ImportReport

    init() throws {
        store = try folder.store()
        report = try store.importNotes(paths: [seedFolder!])
    }

    func seed(_ prefix: String) -> ImportReport.ImportedNote? {
        report.imported.first { ($0.path as NSString).lastPathComponent.hasPrefix(prefix) }
    }

    @Test func everyCodeBlockIsASnippet() {
        // Counted by cmark-gfm's own command line (`cmark-gfm -t xml FILE | grep -c code_block`),
        // which reads 81 in 000: there the fence of line 1111 takes in seven code blocks, which
        // kb reads as the writer wrote them (`openFencesCloseWhereTheirWriterMeantThem`).
        #expect(report.imported.map(\.snippets) == [88, 7, 4, 1, 17])
        #expect(report.rejected.isEmpty)
    }

    @Test func openFencesCloseWhereTheirWriterMeantThem() throws {
        let seed000 = try #require(seed("000"))
        let chapters = try store.chapters().filter { $0.file == seed000.path }
        let snippets = try chapters.flatMap { try store.snippets(inChapter: $0.id) }
        // Line 889: a fence left open inside a list item ends with the item (line 893).
        let inItem = try #require(snippets.first { $0.startLine == 889 })
        #expect(inItem.endLine == 893)
        #expect(inItem.code.hasSuffix(".textFieldStyle(KuchiTextStyle())\n\n"))
        // Line 1111: this fence is indented less than its list item's content (`*  done을`
        // puts it at column 3), so CommonMark stands it at the top level and runs it to line
        // 1249, taking chapter 7's heading. kb ends it on the blank line 1119, before the list
        // goes on at the margin (`* 기타 컨트롤들`), and says so.
        let mended = try #require(snippets.first { $0.startLine == 1111 })
        #expect(mended.endLine == 1119)
        #expect(mended.code.hasPrefix("TextField(\"Type your name...\", text: $userManager.profile.name)\n"))
        #expect(mended.code.hasSuffix("  .onSubmit(registerUser)\n  .bordered()\n\n"))
        #expect(snippets.contains { $0.startLine == 1187 && $0.code.contains("Stepper(\n") })
        #expect(chapters.contains { $0.displayTitle == "7. Introducing Stacks & Containers" && $0.startLine == 1229 })
        #expect(report.warnings.map(\.message) == [
            "line 1111: the code block opened here is not closed and would run on to line 1249; "
                + "kb ends it at line 1119, before the text at the margin: close the fence there",
        ])
    }

    @Test func chapterTree() throws {
        let tree = try store.chapterTree()
        func outline(_ node: ChapterNode, depth: Int = 0) -> [String] {
            [String(repeating: "  ", count: depth) + node.chapter.displayTitle]
                + node.children.flatMap { outline($0, depth: depth + 1) }
        }
        #expect(tree.flatMap { outline($0) } == [
            "SwiftUI by Tutorials",
            "  2. Getting Start",
            "  3. Diving Deeper Into SwiftUI",
            "  4. Test & Debugging",
            "  5. Intro to Controls: Text & Image",
            "  6. Controls & User Input",
            "  7. Introducing Stacks & Containers",
            "8. Introducing Stacks & Containers",
            "  Layout and priorities",
            "  Layout for views with a single child",
            "  Layout for container views",
            "  Layout priority",
            "    Modifier",
            "    Priority",
            "  The HStack and the VStack",
            "    A note on alignment",
            "  The ZStack",
            "  Other container views",
            "  The Congratulations View",
            "    User avatar",
            "  Completing the challenge view",
            "  Reworking the App Launch",
            "SwiftUI Lecture5-6 정리",
            "  1. HStack & VStack",
            "  2. LazyHStack & LazyVStack",
            "  3. GeometryReader View",
            "  4. @ViewBuiler",
            "  5. AspectVGrid View",
            "  6. Pie",
            "003_1a5c37cacd5639ac",
            "  레이아웃",
            "    들어가며",
            "    레아아웃 과정",
            "    예시 1",
            "    예시 2",
            "  스택 뷰",
            "    HStack과 VStack",
            "    스택의 레이아웃",
            "  그래픽",
            "SwiftUI Layout System 2",
            "  Handling dynamic content",
            "  Geometry, preferences, and layout dependencies",
            "  요약",
            "  출처",
        ])
        #expect(try store.resolveChapter("8").title == "Introducing Stacks & Containers")
        #expect(try store.resolveChapter("레아아웃 과정").startLine == 25)
        #expect(throws: KBError.self) { try store.resolveChapter("6") }  // 6. Controls and 6. Pie
    }

    /// Each term a learner looks up in these notes, and the concept kb finds for it among
    /// the first five.
    @Test(arguments: [
        ("@State", "@State"), ("@Binding", "@Binding"), ("modifier", "modifier"),
        ("container view", "container views"), ("Group", "Group"), ("GeometryReader", "GeometryReader"),
        ("resizable", "resizable"), ("frame", ".frame"), ("padding", ".padding"), ("background", ".background"),
        ("layoutPriority", "layoutPriority"), ("Spacer", "Spacer"), ("HStack", "HStack"), ("VStack", "VStack"),
        ("ZStack", "ZStack"), ("firstTextBaseline", "firstTextBaseline"), ("lastTextBaseline", "lastTextBaseline"),
        ("LazyVStack", "LazyVStack"), ("ScrollView", "ScrollView"), ("Label", "Label"), ("LabelStyle", "LabelStyle"),
        ("ViewModifier", "ViewModifier"), ("TextFieldStyle", "TextFieldStyle"), ("@FocusState", "FocusState"),
        ("@ViewBuilder", "@ViewBuilder"), ("minimumScaleFactor", ".minimumScaleFactor"), ("lineLimit", "lineLimit"),
        ("aspectRatio", ".aspectRatio()"), ("PreferenceKey", "PreferenceKey"), ("커스텀 정렬", "커스텀 정렬"),
    ])
    func conceptsALearnerLooksUp(query: String, term: String) throws {
        let hits = try store.search(query, options: .init(kind: .concept, limit: 5))
        #expect(hits.map(\.title).contains(term), "\(hits.map(\.title))")
    }

    /// The seeds write no card syntax (their only `==` and `::` are in code or unclosed),
    /// so their cards are concept cards: one per concept with an explanation. (97, 31, 14,
    /// 12, 13 while a code span used in passing was a term too; 70, 22, 8, 8, 8 before
    /// naming endings, unclosed and unmarked code, list heads and the code's own
    /// modifiers were read; 72, 19, 11, 13, 7 before modifiers explained by a comment
    /// beside them, `X이라고 할 수 있다`, headings over numbered steps, headings that ask
    /// what a thing is or name an API, questions heading their answers, `X을 사용하여` and
    /// goals (`…려면 X로`) were read; 88, 21, 13, 16, 10 before qualities ranked or measured
    /// by degree, comments that name the call below them, naming endings written apart and
    /// sigils were read; 91, 23, 15, 17, 10 before the layout steps a sentence announces
    /// and APIs said to be views too were read; 92, 24, 16, 18, 10 before each step of the
    /// layout process was a card; 94, 26, 16, 21, 10 before the code's names misspelled
    /// (`focusField`) or written with `View` after them were read as the code's; 93, 26, 15,
    /// 21, 10 before rounding to pixels was the last layout step; 93, 26, 15, 22, 10 before
    /// `X을 이용해 …` and `X를 사용해 …` named their object as the means; 95, 26, 15, 24, 10
    /// before a sentence that says modifiers return a new view was read; 96, 26, 16, 24, 10
    /// before a list item that names an API's property over code and then its text, `*
    /// Button의 생성자`, was read; 97, 26, 16, 24, 10 before a particle typed apart and a
    /// note's `가능` were read in `Spacer() 를 추가하여 … 가능합니다`; 97, 27, 16, 24, 10
    /// before one concept's names were one card: `onSubmit(_:)` and `.onSubmit`, `Padding
    /// View` and `Padding`, `frame 모디파이어` and `Frame`, `@ViewBuiler` and `@ViewBuilder`; 96,
    /// 25, 15, 21, 10 before the fence left open at 000's line 1111 ended where its list did,
    /// and `SecureField` and `오토 레이아웃` came out of it; 98, 25, 15, 21, 10 before `* Stepper`
    /// and `* Sidler` over code that calls `Stepper(` and `Slider(` were read as those APIs;
    /// 100, 25, 15, 21, 10 before rules announced under `### Layout for container views` were
    /// carded as that heading's; 100, 26, 15, 21, 10 before `$guess.red`, a binding to a
    /// property of the note's own value, was no term.)
    @Test func cardsPerSeed() throws {
        #expect(["000", "001", "002", "003", "004"].map { seed($0)?.cards } == [99, 26, 15, 21, 10])
        let kinds = try store.read { try String.fetchAll($0, sql: "SELECT DISTINCT kind FROM cards") }
        #expect(kinds == ["concept"])
    }

    @Test(arguments: ["@State", "@Binding", "GeometryReader", "layoutPriority", "Spacer", "firstTextBaseline",
                      "LazyVStack", "ViewModifier", "PreferenceKey", "커스텀 정렬"])
    func aConceptALearnerLooksUpIsACard(term: String) throws {
        // A back that is its passage's text or its concept's explanation is stored as that
        // passage or concept (schemas 7 and 10).
        let back = Card.back(of: "c")
        let pairs = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT coalesce(k.explanation, p.text), \(back) FROM concepts k
                LEFT JOIN passages p ON p.id = k.passage_id
                LEFT JOIN cards c ON c.kind = 'concept' AND c.front = k.term AND \(back) = coalesce(k.explanation, p.text)
                    AND c.suspended = 0
                WHERE k.term = ?
                """, arguments: [term])
        }
        #expect(!pairs.isEmpty)
        for pair in pairs {
            let explanation: String = pair[0]
            let back: String? = pair[1]
            #expect(back == explanation, "\(term): \(explanation)")
        }
    }
}
