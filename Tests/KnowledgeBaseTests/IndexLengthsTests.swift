import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// search_lengths (schema.sql, version 11) holds each index row's length in tokens, as
/// FTS5's docsize table does, 4,096 rows to a blob, and every import keeps it so.
@Suite struct IndexLengthsTests {
    /// Each row's stored length, by rowid (rows with none stored are left out).
    static func storedLengths(_ db: Database) throws -> [Int64: Int] {
        var lengths: [Int64: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT chunk, lengths FROM search_lengths") {
            let chunk: Int64 = row["chunk"]
            let bytes = [UInt8](row["lengths"] as Data)
            #expect(bytes.count == 2 * 4096)
            for slot in 0..<bytes.count / 2 where bytes[2 * slot] != 0 || bytes[2 * slot + 1] != 0 {
                lengths[chunk * 4096 + Int64(slot)] = Int(bytes[2 * slot]) | Int(bytes[2 * slot + 1]) << 8
            }
        }
        return lengths
    }

    /// Each row's length as FTS5's docsize table has it: one SQLite varint per column.
    static func docsizeLengths(_ db: Database) throws -> [Int64: Int] {
        var lengths: [Int64: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, sz FROM search_index_docsize") {
            var total = 0
            var value = 0
            for byte in [UInt8](row["sz"] as Data) {
                value = value << 7 | Int(byte & 0x7F)
                if byte & 0x80 == 0 {
                    total += value
                    value = 0
                }
            }
            lengths[row["id"]] = total
        }
        return lengths
    }

    @Test func aRowsLengthIsStoredInItsStretch() throws {
        let store = try TemporaryFolder().store()
        try store.write { db in
            // The ascii tokenizer: three tokens in the body, one in the term column.
            try db.execute(sql: "INSERT INTO search_index (rowid, body, term, title, context) VALUES (5000, 'a b c', 'd', '', '')")
            let lengths = IndexLengths()
            lengths.touch(5000)
            try lengths.write(db)
        }
        let blob = try store.read { try Data.fetchOne($0, sql: "SELECT lengths FROM search_lengths WHERE chunk = 1") }
        let bytes = [UInt8](try #require(blob))
        // Row 5000 is the 904th of rows 4,096 to 8,191.
        #expect(bytes[1808] == 4 && bytes[1809] == 0)
        #expect(bytes.enumerated().filter { $0.element != 0 }.map(\.offset) == [1808])
        #expect(try store.read { try Int64.fetchAll($0, sql: "SELECT chunk FROM search_lengths") } == [1])
        // The row taken out, its stretch holds no row: no blob is left.
        try store.write { db in
            try db.execute(sql: """
                INSERT INTO search_index (search_index, rowid, body, term, title, context) VALUES ('delete', 5000, 'a b c', 'd', '', '')
                """)
            let lengths = IndexLengths()
            lengths.touch(5000)
            try lengths.write(db)
        }
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_lengths") } == 0)
    }

    /// A row of 65,535 tokens or more is marked so, and its length is read from docsize:
    /// its score is bm25's.
    @Test func aRowTooLongForTwoBytesIsScoredFromDocsize() throws {
        let store = try TemporaryFolder().store()
        let long = Array(repeating: "word", count: 70_000).joined(separator: " ") + " view"
        try store.write { db in
            try db.execute(sql: "INSERT INTO search_index (rowid, body, term, title, context) VALUES (1, ?, '', '', '')", arguments: [long])
            try db.execute(sql: "INSERT INTO search_index (rowid, body, term, title, context) VALUES (2, 'a view', '', '', '')")
            try IndexLengths.writeAll(db)
        }
        #expect(try store.read(Self.storedLengths) == [1: 65_535, 2: 2])
        let scores = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT bm25(search_index, 1.0, 10.0, 0.0, 0.5) AS bm25, kb_rank(search_index, 5, '0', 1, 1.0, 10.0, 0.0, 0.5) AS rank
                FROM search_index WHERE search_index MATCH 'view' ORDER BY rowid
                """).map { [$0["bm25"] as Double, $0["rank"] as Double] }
        }
        #expect(scores.count == 2)
        #expect(scores.allSatisfy { $0[0] == $0[1] })
    }

    /// The bundled notes, one of them read again and one taken out: every row's length is
    /// docsize's, and a stretch left without rows has no blob.
    @Test func everyImportKeepsTheLengthsOfItsRows() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        try store.importNotes(paths: [])
        let bundled = try store.read(Self.storedLengths)
        #expect(bundled == (try store.read(Self.docsizeLengths)))
        #expect(bundled.count == (try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_documents") }))

        let first = folder.write("notes/first.md", "# Spacer\n\nSpacer takes all the space its stack offers.\n")
        folder.write("notes/second.md", "# Divider\n\nA Divider draws a line across its stack.\n")
        try store.importNotes(paths: [folder.file("notes")])
        #expect(try store.read(Self.storedLengths) == (try store.read(Self.docsizeLengths)))
        folder.write("notes/first.md", "# Spacer\n\nSpacer takes the space left.\n\nIt has a minimum length of 8 points.\n")
        try FileManager.default.removeItem(atPath: folder.file("notes/second.md"))
        let report = try store.importNotes(paths: [folder.file("notes")])
        #expect(report.imported.map(\.path) == [first])
        #expect(report.removed.count == 1)
        let after = try store.read(Self.storedLengths)
        #expect(after == (try store.read(Self.docsizeLengths)))
        #expect(after.count == (try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_documents") }))
    }
}
