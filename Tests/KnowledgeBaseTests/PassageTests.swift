import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// Every paragraph, list item, table row, quote and heading of a note is a passage,
/// stored once; concepts and cards point at the passage they come from.
@Suite struct PassageTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        folder.write("note.md", """
            # 1. 정렬

            정렬은 뷰를 맞추는 방법이다.

            - `spacing`: 자식 사이의 간격.
              - 안쪽 항목은 따로 센다.
            - 두 번째 항목

            | 이름 | 뜻 |
            | --- | --- |
            | `HStack` | 가로 스택 |

            > 인용된 문장이다.

            ![그림](a.png)

            ```swift
            Text("A")
            ```

            ## 1.1 하위
            끝 문단.
            """)
        store = try folder.store()
        _ = try store.importNotes(paths: [folder.path])
    }

    func passages() throws -> [String] {
        try store.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM passages ORDER BY id").map {
                "\($0["chapter_id"] as Int64)/\($0["position"] as Int) \($0["kind"] as String) \($0["start_line"] as Int)-\($0["end_line"] as Int) \($0["text"] as String)"
            }
        }
    }

    @Test func eachBlockOfProseIsOnePassage() throws {
        #expect(try passages() == [
            "1/0 heading 1-1 1. 정렬",
            "1/1 paragraph 3-3 정렬은 뷰를 맞추는 방법이다.",
            "1/2 item 5-5 `spacing`: 자식 사이의 간격.",
            "1/3 item 6-6 안쪽 항목은 따로 센다.",
            "1/4 item 7-7 두 번째 항목",
            "1/5 row 9-9 이름 | 뜻",
            "1/6 row 11-11 `HStack` | 가로 스택",
            "1/7 quote 13-13 인용된 문장이다.",
            "2/0 heading 21-21 1.1 하위",
            "2/1 paragraph 22-22 끝 문단.",
        ])
    }

    @Test func conceptsAndCardsPointAtTheirPassage() throws {
        let concepts = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT k.term, p.start_line FROM concepts k JOIN passages p ON p.id = k.passage_id ORDER BY k.id")
                .map { "\($0[0] as String)@\($0[1] as Int)" }
        }
        // `안쪽 항목은 따로 센다`: one item of the example, not a term.
        #expect(concepts == ["정렬@3", "spacing@5", "HStack@11"])
        let cards = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT c.front, p.start_line FROM cards c JOIN passages p ON p.id = c.passage_id ORDER BY c.id")
                .map { "\($0[0] as String)@\($0[1] as Int)" }
        }
        #expect(cards == ["정렬@3", "spacing@5", "HStack@11"])
    }

    @Test func aPassageIsFoundOnceAndShownWithItsConcepts() throws {
        let hits = try store.search("간격")
        #expect(hits.map(\.reference) == ["p3"])
        #expect(hits[0].title == "spacing")
        #expect(hits[0].concepts.map(\.reference) == ["c2"])
        #expect(hits[0].excerpt.text == "`spacing`: 자식 사이의 간격.")
        #expect(hits[0].excerpt.highlights == [18..<20])
        // The snippet after them holds them in its prose, and comes after them.
        #expect(try store.search("인용").map(\.title) == ["quote", "swift"])
        #expect(try store.search("가로").map(\.title) == ["HStack", "swift"])
        let passage = try #require(try store.passage(id: 3))
        #expect(passage.kind == .item)
        #expect(passage.text == "`spacing`: 자식 사이의 간격.")
        #expect(passage.concepts.map(\.term) == ["spacing"])
        #expect(try store.passage(id: 99) == nil)
    }

    /// An explanation that is exactly its passage's text is stored once, as the passage;
    /// one that is part of it (a colon definition's) keeps its own text. Read back, each
    /// concept explains itself as the note does.
    @Test func anExplanationThatIsItsPassageIsStoredOnce() throws {
        let stored = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT id, term, explanation IS NULL AS shared FROM concepts ORDER BY id")
                .map { "\($0["term"] as String) \($0["shared"] as Bool ? "passage" : "own")" }
        }
        // ("안쪽 항목은 따로 센다." names no concept: a generic word on its own.)
        #expect(stored == ["정렬 passage", "spacing own", "HStack own"])
        let concepts = try store.allConcepts()
        #expect(concepts.map(\.explanation) == ["정렬은 뷰를 맞추는 방법이다.", "자식 사이의 간격.", "가로 스택"])
        #expect(try store.concept(id: 1)?.explanation == "정렬은 뷰를 맞추는 방법이다.")
        #expect(try store.concepts(inChapter: 1).map(\.explanation) == concepts.map(\.explanation))
    }

    /// A heading is found as its chapter's title, never as a passage of its own; the title's
    /// hit shows the passage under it, from the heading's line to the passage's.
    @Test func headingsAreFoundAsChapterTitlesOnly() throws {
        let hits = try store.search("하위")
        #expect(hits.map { [$0.line, $0.endLine] } == [[21, 22]])
        #expect(hits.map(\.chapter) == ["1.1 하위"])
        #expect(hits.map(\.excerpt.text) == ["1.1 하위 끝 문단."])
    }

    /// Reading notes again replaces their passages; cards lose theirs only while the note
    /// is read, and find them again.
    @Test func reimportReplacesPassages() throws {
        folder.write("note.md", "# 1. 정렬\n\n정렬은 뷰를 맞추는 방법이다.\n")
        _ = try store.importNotes(paths: [folder.path])
        #expect(try passages() == ["1/0 heading 1-1 1. 정렬", "1/1 paragraph 3-3 정렬은 뷰를 맞추는 방법이다."])
        let card = try store.read { try Row.fetchOne($0, sql: "SELECT passage_id, suspended FROM cards WHERE front = '정렬'") }
        #expect(card?[0] as Int64? == 2)
        #expect(card?[1] as Int? == 0)
    }

    /// Prose inside HTML (`<aside>`, as notes copied from the web have) is a passage;
    /// a comment or a tag alone is not.
    @Test func theTextOfHTMLIsAPassage() throws {
        #expect(PassageExtractor.textOfHTML("<aside>\n⭐ overlay는 <b>부모</b>에 종속된다\n") == "⭐ overlay는  부모 에 종속된다")
        #expect(PassageExtractor.textOfHTML("<!-- kb:expect red.width == 75 -->") == "")
        #expect(PassageExtractor.textOfHTML("</aside>") == "")
        #expect(PassageExtractor.textOfHTML("<img src=\"a.png\"") == "")
        let other = TemporaryFolder()
        other.write("aside.md", "# 차이\n\n<aside>\n⭐ overlay는 부모에 종속된다\n\n</aside>\n")
        let store = try other.store()
        _ = try store.importNotes(paths: [other.path])
        let hits = try store.search("overlay 차이")
        #expect(hits.map(\.reference) == ["p2"])
        // (Shown from its heading, which holds `차이`.)
        #expect(hits.map { [$0.line, $0.endLine] } == [[1, 4]])
    }

    /// The index keeps no copy of its text: kb takes a note's rows out with the text
    /// segmented again, and the index ends as if the notes had been imported into a new
    /// database; with the notes gone, it is empty.
    @Test func rewrittenAndRemovedNotesLeaveNothingInTheIndex() throws {
        func vocabulary(_ store: KnowledgeStore) throws -> [String] {
            try store.write { db in
                try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, search_index, row)")
                return try String.fetchAll(db, sql: "SELECT term || ' ' || doc || ' ' || cnt FROM temp.words ORDER BY term")
            }
        }
        let notes = TemporaryFolder()
        notes.write("a.md", "# 1. 정렬\n\n정렬은 뷰를 맞추는 방법이다.\n\n```swift\nText(\"A\")\n```\n\n## 1.1 Spacer\n`Spacer`는 공간을 채운다.\n")
        notes.write("b.md", "# B\n\n- `frame`: 새 부모.\n")
        let store = try notes.store()
        _ = try store.importNotes(paths: [notes.path])
        #expect(try vocabulary(store).count > 10)
        notes.write("a.md", "# 1. 정렬\n\n정렬은 뷰를 교차 축에서 맞추는 방법이다.\n")
        _ = try store.importNotes(paths: [notes.path])
        let fresh = TemporaryFolder()
        let freshStore = try fresh.store()
        _ = try freshStore.importNotes(paths: [notes.path])
        #expect(try vocabulary(store) == vocabulary(freshStore))
        #expect(try store.search("Spacer").isEmpty)
        try FileManager.default.removeItem(atPath: notes.file("a.md"))
        try FileManager.default.removeItem(atPath: notes.file("b.md"))
        notes.write("c.md", "")
        _ = try store.importNotes(paths: [notes.path])
        #expect(try vocabulary(store) == [])
    }
}
