import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// A card's long, repetitive text (a layout card's code and pictures) is stored compressed,
/// as SQLite's archives store files; prose stays text. Either way the quiz reads exactly
/// the text the card was made with.
@Suite struct CardTextStorageTests {
    /// A 60-column picture in box characters, as a layout card draws its example.
    static let picture = (["┌" + String(repeating: "─", count: 58) + "┐"]
        + Array(repeating: "│" + String(repeating: "r", count: 58) + "│", count: 12)
        + ["└" + String(repeating: "─", count: 58) + "┘"]).joined(separator: "\n")
    /// Prose, a paragraph of a bundled note: compressing it saves little.
    static let prose = BundledNote.all.flatMap { $0.text.components(separatedBy: "\n\n") }
        .first { $0.utf8.count >= 400 && !$0.contains("`") }!

    static func maker() -> ExampleMaker {
        ExampleMaker(version: 1) { scope in
            scope.map { _ in
                MadeExample(status: "runnable", detail: "", cards: [
                    LayoutCard(front: "Which picture?", back: "It wraps.\n\n" + picture),
                    LayoutCard(front: "Why?", back: prose),
                ])
            }
        }
    }

    @Test func aPictureIsStoredCompressedAndReadBackExactly() throws {
        let folder = TemporaryFolder()
        let path = folder.write("one.md", "# One\n\n```swift\nText(\"Hi\")\n```\n")
        let store = try folder.store()
        try store.importNotes(paths: [path], examples: Self.maker())
        let rows = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT id, typeof(back) AS type, length(back) AS stored, back_size FROM cards ORDER BY id")
        }
        let pictureBack = "It wraps.\n\n" + Self.picture
        #expect(rows.map { $0["type"] as String } == ["blob", "text"])
        #expect(rows.map { $0["back_size"] as Int } == [pictureBack.utf8.count, Self.prose.utf8.count])
        // 1,152 bytes of picture are stored in under a hundred.
        #expect(pictureBack.utf8.count == 1_152)
        #expect((rows[0]["stored"] as Int) < 100)
        let cards = try rows.map { try store.card(id: $0["id"])! }
        #expect(cards.map(\.front) == ["Which picture?", "Why?"])
        #expect(cards.map(\.back) == [pictureBack, Self.prose])
        // Imported again unchanged, the cards are found again by their text, not doubled.
        _ = folder.write("one.md", "# One\n\n```swift\nText(\"Hi\")\n```\n\nMore.\n")
        try store.importNotes(paths: [path], examples: Self.maker())
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM cards WHERE suspended = 0") } == 2)
        #expect(try rows.map { try store.card(id: $0["id"])!.back } == [pictureBack, Self.prose])
    }

    @Test func shortTextAndProseStayText() {
        #expect(CompressedText.stored("정렬").value == "정렬".databaseValue)
        #expect(CompressedText.stored(Self.prose).value == Self.prose.databaseValue)
        #expect(CompressedText.stored(Self.prose).size == Self.prose.utf8.count)
        let stored = CompressedText.stored(Self.picture)
        #expect(CompressedText.read(stored.value, size: stored.size) == Self.picture)
    }

    /// A damaged blob, or one with the wrong size beside it, reads as empty text: the quiz
    /// goes on.
    @Test func aDamagedBlobReadsAsEmptyText() {
        let stored = CompressedText.stored(Self.picture)
        #expect(CompressedText.read(stored.value, size: stored.size - 1) == "")
        #expect(CompressedText.read(Data([1, 2, 3]).databaseValue, size: 10) == "")
        #expect(CompressedText.read(stored.value, size: -5) == "")
    }

    /// Version 6 stores card text compressed and explanations once: a version-5 database
    /// gets exactly the schema a new one has, and its cards and concepts read as before.
    @Test func aVersion5DatabaseUpgradesToCompressedCardText() throws {
        let folder = TemporaryFolder()
        let old = folder.file("old.sqlite")
        try olderDatabase(at: old, version: 5) { db in
            try db.execute(sql: "INSERT INTO cards (id, identity, kind, front, back, note_path, line, created_at, due) VALUES (4, 'i', 'concept', '정렬', ?, 'n.md', 2, 0, 0)",
                           arguments: [Self.picture])
            try db.execute(sql: "INSERT INTO notes (id, path, title, tags, content_hash, byte_count, importer_version, imported_at) VALUES (1, 'n.md', 'n', '[]', 'h', 1, 8000, 'now')")
            try db.execute(sql: "INSERT INTO chapters (id, note_id, position, level, slug, title, start_line, end_line) VALUES (1, 1, 0, 1, 's', 't', 1, 3)")
            try db.execute(sql: "INSERT INTO concepts (id, chapter_id, term, explanation, source, line) VALUES (7, 1, '정렬', '정렬은 맞추는 것', 'topic', 2)")
        }
        let upgraded = try KnowledgeStore(path: old, create: false)
        let fresh = try folder.store()
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Schema.version)
        let sizes = try upgraded.read { try Row.fetchOne($0, sql: "SELECT front_size, back_size FROM cards") }
        #expect(sizes?[0] == 6 && sizes?[1] == Self.picture.utf8.count)
        let card = try upgraded.card(id: 4)
        #expect(card?.front == "정렬")
        #expect(card?.back == Self.picture)
        #expect(try upgraded.concept(id: 7)?.explanation == "정렬은 맞추는 것")
    }
    /// A card whose back is exactly the passage it comes from stores it as that passage
    /// (schema 7) and reads it as before; a card suspended because its note changed, or
    /// was removed, keeps its text once the passage is gone.
    @Test func aBackThatIsItsPassageIsStoredOnceAndKeptWhenSuspended() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        let alignment = "정렬은 뷰를 맞추는 것이다."
        let spacer = "Spacer는 남는 공간을 모두 차지하는 뷰이다."
        folder.write("notes/a.md", "# 정렬\n\n\(alignment)\n\n## Spacer\n\n\(spacer)\n")
        folder.write("notes/b.md", "# 간격\n\n간격은 뷰 사이의 거리이다.\n")
        try store.importNotes(paths: [folder.file("notes")])
        func stored() throws -> [[String]] {
            try store.read { try Row.fetchAll($0, sql: "SELECT front, back, back_size, back_is_passage, suspended FROM cards ORDER BY id") }
                .map { row in (0..<5).map { (row[$0] as DatabaseValue).description } }
        }
        #expect(try stored() == [["\"정렬\"", "\"\"", "37", "1", "0"], ["\"Spacer\"", "\"\"", "57", "1", "0"],
                                 ["\"간격\"", "\"\"", "37", "1", "0"]])
        #expect(try (1...3).map { try store.card(id: $0)?.back } == [alignment, spacer, "간격은 뷰 사이의 거리이다."])

        folder.write("notes/a.md", "# 정렬\n\n\(alignment)\n")
        try FileManager.default.removeItem(atPath: folder.file("notes/b.md"))
        try store.importNotes(paths: [folder.file("notes")])
        #expect(try stored() == [["\"정렬\"", "\"\"", "37", "1", "0"], ["\"Spacer\"", "\"\(spacer)\"", "57", "0", "1"],
                                 ["\"간격\"", "\"간격은 뷰 사이의 거리이다.\"", "37", "0", "1"]])
        #expect(try (1...3).map { try store.card(id: $0)?.back } == [alignment, spacer, "간격은 뷰 사이의 거리이다."])
    }

    /// A concept card's back that is its concept's explanation, not a passage's text, is
    /// stored once, as that concept (schema 10); a card whose note changes or goes keeps
    /// its text.
    @Test func aBackThatIsItsConceptsExplanationIsStoredOnceAndKeptWhenSuspended() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        let spacer = "Spacer는 남는 공간을 모두 차지한다.\n\n그래서 뷰를 한쪽으로 민다."
        let frame = "뷰의 크기를 정하는 modifier이다."
        let path = folder.write("a.md", "# 정렬\n\n## Spacer\n\n\(spacer)\n\n**frame**: \(frame)\n")
        try store.importNotes(paths: [path])
        func stored() throws -> [[String]] {
            try store.read {
                try Row.fetchAll($0, sql: "SELECT front, back, back_size, back_concept_id, suspended FROM cards ORDER BY id")
            }.map { row in (0..<5).map { (row[$0] as DatabaseValue).description } }
        }
        func explanations() throws -> [String] {
            try store.read { try String.fetchAll($0, sql: "SELECT explanation FROM concepts ORDER BY id") }
        }
        #expect(try explanations() == [spacer.replacingOccurrences(of: "\n\n", with: "\n"), frame])
        #expect(try stored() == [["\"Spacer\"", "\"\"", "85", "1", "0"], ["\"frame\"", "\"\"", "42", "2", "0"]])
        #expect(try (1...2).map { try store.card(id: $0)?.back } == [spacer.replacingOccurrences(of: "\n\n", with: "\n"), frame])

        // The note changed: the Spacer card names the concept read anew, the frame card is suspended
        // with its text.
        _ = folder.write("a.md", "# 정렬\n\n## Spacer\n\n\(spacer)\n")
        try store.importNotes(paths: [path])
        #expect(try stored() == [["\"Spacer\"", "\"\"", "85", "1", "0"], ["\"frame\"", "\"\(frame)\"", "42", "NULL", "1"]])
        // The note is gone: every card keeps its text.
        try FileManager.default.removeItem(atPath: path)
        try store.importNotes(paths: [folder.path])
        #expect(try explanations() == [])
        #expect(try (1...2).map { try store.card(id: $0)?.back } == [spacer.replacingOccurrences(of: "\n\n", with: "\n"), frame])
        #expect(try stored().map { $0[3] } == ["NULL", "NULL"])
    }
}
