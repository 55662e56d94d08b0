import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// The prose around a snippet is indexed once: as the passages it is, when it is whole
/// passages, and in the snippet's context column only when it is stored as text. Search
/// finds a snippet through its passages (ProseSnippets).
@Suite struct ProseIndexTests {
    /// How many times each column of the index holds a token, by column.
    static func tokensByColumn(_ store: KnowledgeStore) throws -> [String: Int] {
        try store.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary USING fts5vocab(main, 'search_index', 'col')")
            defer { try? db.execute(sql: "DROP TABLE temp.vocabulary") }
            return try Row.fetchAll(db, sql: "SELECT col, sum(cnt) AS count FROM temp.vocabulary GROUP BY col")
                .reduce(into: [:]) { $0[$1["col"] as String] = $1["count"] as Int }
        }
    }

    /// Every snippet of the bundled notes has its prose as passages: the context column
    /// holds nothing, and the passages hold their text once.
    @Test func proseThatIsPassagesIsIndexedOnlyAsThem() throws {
        let store = try TemporaryFolder().store()
        try store.importNotes(paths: [])
        let counts = try Self.tokensByColumn(store)
        #expect(counts["context"] == nil)
        #expect(counts["body"] ?? 0 > 0)
    }

    /// Prose cut at 600 characters is not whole passages and is stored as text: the snippet's
    /// own row indexes it, so it is still found.
    @Test func proseStoredAsTextIsIndexedWithItsSnippet() throws {
        let folder = TemporaryFolder()
        let long = String(repeating: "가나다라마바사 ", count: 90) + "끝말잇기"
        folder.write("long.md", "# 제목\n\n\(long)\n\n```swift\nText(\"a\")\n```\n")
        let store = try folder.store()
        try store.importNotes(paths: [folder.path])
        let stored = try store.read { try Row.fetchOne($0, sql: "SELECT prose_before <> '', prose_before_passages FROM snippets") }
        #expect(stored?[0] as Int? == 1)
        #expect(stored?[1] as Int? == 0)
        // The last 600 characters: 끝말잇기 (three grams and its last syllable), 74 words of
        // seven syllables (seven tokens each) and the cut word's last three (마바사).
        #expect(try Self.tokensByColumn(store)["context"] == 4 + 74 * 7 + 3)
        #expect(try store.search("끝말잇기", options: .init(kind: .snippet)).map(\.reference) == ["s1"])
    }

    /// A note an importer before version 9 indexed has all its snippets' prose in their
    /// rows; reading the note again takes those rows out with the prose they were given,
    /// so nothing of them stays in the index.
    @Test func rowsIndexedWithAllTheirProseAreTakenOutWhole() throws {
        let store = try TemporaryFolder().store()
        try store.importNotes(paths: [])
        try store.write { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT d.id, s.code, s.prose_before, s.prose_after FROM search_documents d
                JOIN snippet_texts s ON d.kind = 'snippet' AND s.id = d.item_id
                """)
            #expect(rows.count == 13)
            let facts = IndexRowFacts()
            for row in rows {
                let now = IndexText.snippet(code: row["code"], storedBefore: "", storedAfter: "")
                let old = IndexText.snippetWithAllProse(code: row["code"], proseBefore: row["prose_before"], proseAfter: row["prose_after"])
                try IndexRows.write(row["id"], now, delete: true, facts: facts, db: db)
                try IndexRows.write(row["id"], old, facts: facts, db: db)
            }
            try facts.write(db)
            try db.execute(sql: "UPDATE notes SET importer_version = 8000 + importer_version % 1000")
        }
        let before = try Self.tokensByColumn(store)
        #expect(before["context"] == 1417)
        try store.importNotes(paths: [])
        let counts = try Self.tokensByColumn(store)
        #expect(counts["context"] == nil)
        #expect(counts["body"] == before["body"])
    }

    /// A word only the prose after snippet s13 holds (its next paragraph is about custom
    /// alignment) finds that paragraph, and the snippet through it.
    @Test func aSnippetIsFoundThroughItsPassages() throws {
        let store = try TemporaryFolder().store()
        try store.importNotes(paths: [])
        #expect(try store.search("AlignmentID").map(\.reference) == ["p66", "s13"])
        #expect(try store.search("AlignmentID", options: .init(kind: .snippet)).map(\.reference) == ["s13"])
        // GeometryReader is in its code, 커스텀 정렬 in the passage after it.
        #expect(try store.search("GeometryReader 커스텀 정렬").map(\.reference) == ["p66", "s13"])
        #expect(try store.search("Circle 커스텀 정렬", options: .init(kind: .snippet)).map(\.reference) == ["s13"])
        // A snippet's own words and its passages' must together hold every word.
        #expect(try store.search("Circle 커스텀 정렬 HStack", options: .init(kind: .snippet)).map(\.reference) == [])
    }
}
