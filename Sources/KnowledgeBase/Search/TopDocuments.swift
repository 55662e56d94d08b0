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
        // kb_rank is bm25 for every row that can be among the first `candidates`, and
        // kb_named tells a row whose term column holds every word (see SearchRanking.c),
        // which reads at most 64 words of 256 phrases.
        let words = query.phraseWords
        guard words.count <= 256, (words.max() ?? 0) < 64 else { return nil }
        let rows: [Row]
        do {
            rows = try Row.fetchAll(db, sql: """
                SELECT rowid AS id, kb_rank(search_index, \(candidates), ?1, \(termColumn), 1.0, 10.0, 0.0, 0.5) AS score,
                       kb_named(search_index, ?1, \(termColumn)) AS named
                FROM search_index WHERE search_index MATCH ?2
                ORDER BY named DESC, score, rowid
                LIMIT \(candidates)
                """, arguments: [words.map(String.init).joined(separator: " "), expression])
        } catch let error as DatabaseError where error.message?.contains(" takes the table") == true {
            // The expression's phrases are not the ones `phraseWords` counted (FTS5 reads
            // some text otherwise): the full statement ranks without kb_rank.
            return nil
        }
        guard rows.count == candidates else { return nil }
        let ids = rows.map { String($0["id"] as Int64) }.joined(separator: ",")
        let named = rows.filter { $0["named"] as Bool }.map { String($0["id"] as Int64) }.joined(separator: ",")
        var tiers: [Int64: Int] = [:]
        let tier = KnowledgeStore.tierExpression(kind: "kind", named: "id IN (\(named))")
        for row in try Row.fetchAll(db, sql: "SELECT id, \(tier) AS tier FROM search_documents WHERE id IN (\(ids))") {
            tiers[row["id"]] = row["tier"]
        }
        let documents = rows.compactMap { row -> MatchedDocument? in
            let id: Int64 = row["id"]
            return tiers[id].map { MatchedDocument(id: id, tier: $0, score: row["score"]) }
        }
        .sorted { ($0.tier, $0.score, $0.id) < ($1.tier, $1.score, $1.id) }
        guard documents.count >= wanted, documents.prefix(wanted).allSatisfy({ $0.tier <= 1 }) else { return nil }
        return Array(documents.prefix(wanted))
    }
}
