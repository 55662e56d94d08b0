import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// search_row_facts (schema.sql, version 11) holds each index row's length in tokens, as
/// FTS5's docsize table does, and its kind, as search_documents names it, 4,096 rows to a
/// blob; every import keeps it so.
@Suite struct IndexRowFactsTests {
    struct Fact: Equatable {
        var length: Int
        /// 1 passage, 2 concept, 3 snippet, 4 chapter; 0 for a row with no document.
        var kind: Int
    }

    /// Each row's stored facts, by rowid (rows with none stored are left out).
    static func storedFacts(_ db: Database) throws -> [Int64: Fact] {
        var facts: [Int64: Fact] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT chunk, facts FROM search_row_facts") {
            let chunk: Int64 = row["chunk"]
            let bytes = [UInt8](row["facts"] as Data)
            #expect(bytes.count == 2 * 4096)
            for slot in 0..<bytes.count / 2 where bytes[2 * slot] != 0 || bytes[2 * slot + 1] != 0 {
                let value = Int(bytes[2 * slot]) | Int(bytes[2 * slot + 1]) << 8
                facts[chunk * 4096 + Int64(slot)] = Fact(length: value & 0x1FFF, kind: value >> 13)
            }
        }
        return facts
    }

    /// Each row's facts as FTS5's docsize table (one SQLite varint per column) and
    /// search_documents have them.
    static func indexFacts(_ db: Database) throws -> [Int64: Fact] {
        let kinds = ["passage": 1, "concept": 2, "snippet": 3, "chapter": 4]
        var facts: [Int64: Fact] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT s.id, s.sz, d.kind FROM search_index_docsize s LEFT JOIN search_documents d ON d.id = s.id
            """) {
            var total = 0
            var value = 0
            for byte in [UInt8](row["sz"] as Data) {
                value = value << 7 | Int(byte & 0x7F)
                if byte & 0x80 == 0 {
                    total += value
                    value = 0
                }
            }
            facts[row["id"]] = Fact(length: total, kind: (row["kind"] as String?).flatMap { kinds[$0] } ?? 0)
        }
        return facts
    }

    @Test func aRowsFactsAreStoredInItsStretch() throws {
        let store = try TemporaryFolder().store()
        try store.write { db in
            // The ascii tokenizer: three tokens in the body, one in the term column.
            try db.execute(sql: "INSERT INTO search_index (rowid, body, term, title, context) VALUES (5000, 'a b c', 'd', '', '')")
            let facts = IndexRowFacts()
            facts.touch(5000)
            try facts.write(db)
        }
        let blob = try store.read { try Data.fetchOne($0, sql: "SELECT facts FROM search_row_facts WHERE chunk = 1") }
        let bytes = [UInt8](try #require(blob))
        // Row 5000 is the 904th of rows 4,096 to 8,191: length 4, no document (kind 0).
        #expect(bytes[1808] == 4 && bytes[1809] == 0)
        #expect(bytes.enumerated().filter { $0.element != 0 }.map(\.offset) == [1808])
        #expect(try store.read { try Int64.fetchAll($0, sql: "SELECT chunk FROM search_row_facts") } == [1])
        // The row taken out, its stretch holds no row: no blob is left.
        try store.write { db in
            try db.execute(sql: """
                INSERT INTO search_index (search_index, rowid, body, term, title, context) VALUES ('delete', 5000, 'a b c', 'd', '', '')
                """)
            let facts = IndexRowFacts()
            facts.touch(5000)
            try facts.write(db)
        }
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_row_facts") } == 0)
    }

    /// A row of 8,191 tokens or more is marked so, and its length is read from docsize:
    /// its score is bm25's.
    @Test func aRowTooLongForItsThirteenBitsIsScoredFromDocsize() throws {
        let store = try TemporaryFolder().store()
        let long = Array(repeating: "word", count: 9_000).joined(separator: " ") + " view"
        try store.write { db in
            try db.execute(sql: "INSERT INTO search_index (rowid, body, term, title, context) VALUES (1, ?, '', '', '')", arguments: [long])
            try db.execute(sql: "INSERT INTO search_index (rowid, body, term, title, context) VALUES (2, 'a view', '', '', '')")
            try IndexRowFacts.writeAll(db)
        }
        #expect(try store.read(Self.storedFacts) == [1: Fact(length: 8191, kind: 0), 2: Fact(length: 2, kind: 0)])
        let scores = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT bm25(search_index, 1.0, 10.0, 0.0, 0.5) AS bm25, kb_rank(search_index, 5, '0', 1, 1.0, 10.0, 0.0, 0.5) AS rank
                FROM search_index WHERE search_index MATCH 'view' ORDER BY rowid
                """).map { [$0["bm25"] as Double, $0["rank"] as Double] }
        }
        #expect(scores.count == 2)
        #expect(scores.allSatisfy { $0[0] == $0[1] })
    }

    /// The bundled notes, then notes of a folder, one of them read again and one taken out:
    /// every row's facts are docsize's and search_documents'.
    @Test func everyImportKeepsTheFactsOfItsRows() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        try store.importNotes(paths: [])
        let bundled = try store.read(Self.storedFacts)
        #expect(bundled == (try store.read(Self.indexFacts)))
        // Passages, snippets and chapter titles, each row with its document's kind.
        #expect(Set(bundled.values.map(\.kind)).isSuperset(of: [1, 3, 4]))
        #expect(bundled.values.allSatisfy { $0.kind != 0 })
        #expect(bundled.count == (try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_documents") }))

        let first = folder.write("notes/first.md", "# Spacer\n\nSpacer takes all the space its stack offers.\n")
        folder.write("notes/second.md", "# Divider\n\nA Divider draws a line across its stack.\n")
        try store.importNotes(paths: [folder.file("notes")])
        #expect(try store.read(Self.storedFacts) == (try store.read(Self.indexFacts)))
        folder.write("notes/first.md", "# Spacer\n\nSpacer takes the space left.\n\nIt has a minimum length of 8 points.\n")
        try FileManager.default.removeItem(atPath: folder.file("notes/second.md"))
        let report = try store.importNotes(paths: [folder.file("notes")])
        #expect(report.imported.map(\.path) == [first])
        #expect(report.removed.count == 1)
        let after = try store.read(Self.storedFacts)
        #expect(after == (try store.read(Self.indexFacts)))
        #expect(after.count == (try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_documents") }))
    }
}
