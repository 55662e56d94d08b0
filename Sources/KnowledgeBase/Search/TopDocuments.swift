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

    /// Each row's tier, from the kind the ranking read with its length; a row whose kind
    /// was not stored with it (its facts not written) is looked up in search_documents.
    static func tiers(of rows: [KBRankedRow], db: Database) throws -> [Int64: Int] {
        var tiers: [Int64: Int] = [:]
        var unknown: [KBRankedRow] = []
        for row in rows {
            switch Int(row.kind) {
            case KB_KIND_PASSAGE, KB_KIND_CONCEPT: tiers[row.id] = row.unnamed == 0 ? 0 : 1
            case KB_KIND_SNIPPET: tiers[row.id] = 2
            case KB_KIND_CHAPTER: tiers[row.id] = 3
            default: unknown.append(row)
            }
        }
        guard !unknown.isEmpty else { return tiers }
        let ids = unknown.map { String($0.id) }.joined(separator: ",")
        let named = unknown.filter { $0.unnamed == 0 }.map { String($0.id) }.joined(separator: ",")
        let tier = KnowledgeStore.tierExpression(kind: "kind", named: "id IN (\(named))")
        for row in try Row.fetchAll(db, sql: "SELECT id, \(tier) AS tier FROM search_documents WHERE id IN (\(ids))") {
            tiers[row["id"]] = row["tier"]
        }
        return tiers
    }

    /// The candidates' weights of the index's columns: the ranking's, with the title
    /// column weighing nothing (body, term, title, context).
    static let candidateWeights = [1.0, 10.0, 0.0, 0.5]

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
