import CSearchRanking
import GRDB

/// The ranking of `searchStatement` without joining every match to its document: on the
/// bench corpus a common word (`크기`) matches 19,620 documents, and looking each one up
/// in `search_documents` to learn its kind took a quarter of the query. Only the best
/// `candidates` are joined, and only they, and the matches that might have been among
/// them, are scored in full (kb_rank: SearchRanking.c).
///
/// Candidates are picked by bm25 with the title column weighing nothing: only a chapter
/// fills that column, so a passage's or snippet's score is its ranking score, while
/// chapter titles, which often fill the first places for a short word (`뷰`), fall behind
/// every other match. The result is the full statement's own when the first `wanted`
/// candidates, ordered by tier, are all passages: any match left out scores worse than
/// each of them, so it would come after them too. Otherwise (also when there are few
/// matches, which the full statement ranks at no cost) it is nil, and the caller runs
/// the full statement.
enum TopDocuments {
    /// The index's column of the terms a passage explains (body, term, title, context).
    static let termColumn = 1
    /// The column of chapter titles.
    static let titleColumn = 2

    static func ranked(_ query: SearchQuery, wanted: Int, db: Database) throws -> [MatchedDocument]? {
        guard let expression = query.matchExpression else { return [] }
        let candidates = wanted * 4
        // kb_rank_best ranks every match by bm25, reading a row's length only when it can
        // be among the first `candidates`, and tells a row whose term column holds every
        // word (see SearchRanking.c); it reads at most 64 words of 256 phrases.
        let words = query.phraseWords
        guard words.count <= 256, (words.max() ?? 0) < 64,
              let rows = try bestRows(matching: expression, words: words, keep: candidates, db: db) else { return nil }
        guard rows.count == candidates else { return nil }
        let tiers = try Self.tiers(of: rows, db: db)
        let documents = rows.compactMap { row -> MatchedDocument? in
            tiers[row.id].map { MatchedDocument(id: row.id, tier: $0, score: row.score) }
        }
        .sorted { ($0.tier, $0.score, $0.id) < ($1.tier, $1.score, $1.id) }
        guard documents.count >= wanted, documents.prefix(wanted).allSatisfy({ $0.tier <= 1 }) else { return nil }
        return Array(documents.prefix(wanted))
    }

    /// Each row's tier (`KnowledgeStore.tierExpression`), from the kind the ranking read
    /// with its length; a row whose kind was not stored with it (its facts not written)
    /// has its kind read from search_documents.
    static func tiers(of rows: [KBRankedRow], db: Database) throws -> [Int64: Int] {
        var kinds = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, Int($0.kind)) })
        let unknown = rows.filter { Int($0.kind) == KB_KIND_UNKNOWN }.map { String($0.id) }
        if !unknown.isEmpty {
            let codes = ["passage": KB_KIND_PASSAGE, "concept": KB_KIND_CONCEPT, "snippet": KB_KIND_SNIPPET, "chapter": KB_KIND_CHAPTER]
            for row in try Row.fetchAll(db, sql: "SELECT id, kind FROM search_documents WHERE id IN (\(unknown.joined(separator: ",")))") {
                kinds[row["id"]] = codes[row["kind"] as String] ?? KB_KIND_UNKNOWN
            }
        }
        var tiers: [Int64: Int] = [:]
        for row in rows {
            switch kinds[row.id] {
            case KB_KIND_PASSAGE, KB_KIND_CONCEPT: tiers[row.id] = row.unnamed == 0 ? 0 : 1
            case KB_KIND_SNIPPET: tiers[row.id] = 2
            case KB_KIND_CHAPTER: tiers[row.id] = 3
            default: break
            }
        }
        return tiers
    }

    /// The candidates' weights of the index's columns: the ranking's, with the title
    /// column weighing nothing (body, term, title, context).
    static let candidateWeights = KnowledgeStore.columnWeights.enumerated().map { $0.offset == titleColumn ? 0.0 : $0.element }

    /// The best `keep` matches of `expression`, named first, then by score; nil when the
    /// expression's phrases are not the ones `words` counts (FTS5 reads some text
    /// otherwise): the full statement then ranks without kb_rank.
    static func bestRows(matching expression: String, words: [Int], keep: Int, db: Database) throws -> [KBRankedRow]? {
        var rows = [KBRankedRow](repeating: KBRankedRow(), count: keep)
        let groups = words.map(String.init).joined(separator: " ")
        let (code, count) = groups.withCString { groups in
            candidateWeights.withUnsafeBufferPointer { weights in
                rows.withUnsafeMutableBufferPointer { rows in
                    var best = KBBestRows(keep: Int32(keep), groups: groups, named_column: Int32(termColumn),
                                          weights: weights.baseAddress, weight_count: Int32(weights.count),
                                          rows: rows.baseAddress, count: 0, mismatch: 0)
                    return (kb_rank_best(db.sqliteConnection, expression, &best), Int(best.count))
                }
            }
        }
        switch code {
        case SQLITE_OK: return Array(rows.prefix(count))
        case SQLITE_MISMATCH: return nil
        default:
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}
