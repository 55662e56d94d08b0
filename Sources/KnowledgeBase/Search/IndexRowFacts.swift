import CSearchRanking
import GRDB

/// The stretches of the full-text index whose rows an import wrote or took out, so that
/// their facts in search_row_facts (each row's kind and length) are written again from
/// FTS5's docsize table and search_documents before the import commits. Search ranks by
/// bm25, which needs each matching row's length, and then needs the kinds of its best
/// rows: it reads both from there, 4,096 rows in one lookup (see schema.sql, version 11,
/// and SearchRanking.c).
final class IndexRowFacts {
    static let rowsPerChunk = Int64(KB_ROW_FACTS_PER_CHUNK)

    private var chunks: Set<Int64> = []

    /// Marks the stretch of `rowid` as changed.
    func touch(_ rowid: Int64) {
        chunks.insert(rowid / Self.rowsPerChunk)
    }

    /// Writes the facts of every stretch marked since the last write.
    func write(_ db: Database) throws {
        for chunk in chunks.sorted() {
            try Self.refresh(chunk, db: db)
        }
        chunks = []
    }

    /// Writes the facts of every row of the index, and takes out those of stretches that
    /// hold none (an older database's upgrade).
    static func writeAll(_ db: Database) throws {
        let chunks = try Int64.fetchAll(db, sql: """
            SELECT DISTINCT id / \(rowsPerChunk) FROM search_index_docsize
            UNION SELECT chunk FROM search_row_facts
            """)
        for chunk in chunks {
            try refresh(chunk, db: db)
        }
    }

    private static func refresh(_ chunk: Int64, db: Database) throws {
        let code = kb_refresh_row_facts(db.sqliteConnection, chunk)
        guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    }
}
