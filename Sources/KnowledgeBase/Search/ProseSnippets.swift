import GRDB

/// Snippets found through the passages around them. What a note says just before and after
/// a code block is indexed once, as its passages (see `IndexText.snippet`): a query that
/// only that prose answers finds the passage, once. A snippet is still found when every
/// word of the query is in its own row (its code) or in one of those passages: a learner
/// who looks for `layoutPriority 최소 크기` gets the example whose code sets the priority
/// and whose prose speaks of the minimum size, and `--kind snippet` finds examples by what
/// their notes say about them.
///
/// The snippet's score adds, word by word, its own row's bm25 for the word, or, for a word
/// only its prose holds, half the best bm25 of the passages that hold it (half: the weight
/// the prose had as the snippet's context column).
enum ProseSnippets {
    /// The snippets that need their passages to hold every word of `query`; those whose
    /// own row holds every word the ranking statement finds already.
    static func find(_ query: SearchQuery, db: Database, subtree: String?) throws -> [MatchedDocument] {
        let words = query.requiredGroups
        guard !words.isEmpty, query.excludedGroups.isEmpty else { return [] }
        // For each word, the snippets whose prose passages hold it, with the best score.
        var byProse: [[Int64: Double]] = []
        for word in words {
            byProse.append(try proseMatches(word.expression, db: db, subtree: subtree))
        }
        let candidates = byProse.reduce(into: Set<Int64>()) { $0.formUnion($1.keys) }
        guard !candidates.isEmpty else { return [] }
        let list = candidates.map(String.init).joined(separator: ",")
        var found: [MatchedDocument] = []
        var own: [[Int64: Double]] = []
        for word in words {
            var scores: [Int64: Double] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT rowid AS id, \(KnowledgeStore.rankExpression) AS score FROM search_index
                WHERE search_index MATCH ? AND rowid IN (\(list))
                """, arguments: [word.expression]) {
                scores[row["id"]] = row["score"]
            }
            own.append(scores)
        }
        for snippet in candidates.sorted() {
            var score = 0.0
            var needsProse = false
            var complete = true
            for index in words.indices {
                if let ownScore = own[index][snippet] {
                    score += ownScore
                } else if let proseScore = byProse[index][snippet] {
                    score += proseScore / 2
                    needsProse = true
                } else {
                    complete = false
                    break
                }
            }
            if complete, needsProse { found.append(MatchedDocument(id: snippet, tier: 2, score: score)) }
        }
        return found
    }

    /// The snippets (by their index row) whose prose passages match `expression`, each with
    /// the best score of those passages.
    static func proseMatches(_ expression: String, db: Database, subtree: String?) throws -> [Int64: Double] {
        var snippets: [(note: Int64, snippet: Int64, score: Double)] = []
        for row in try Row.fetchAll(db, sql: """
            WITH m AS MATERIALIZED (SELECT rowid AS document, \(KnowledgeStore.rankExpression) AS score
                                    FROM search_index WHERE search_index MATCH ?)
            SELECT d.note_id, s.id AS snippet, min(m.score) AS score
            FROM m
            JOIN search_documents d ON d.id = m.document AND d.kind = 'passage'
            JOIN passages p ON p.id = d.item_id
            JOIN snippets s INDEXED BY snippets_by_chapter ON s.chapter_id = p.chapter_id
             AND (p.position BETWEEN s.prose_before_from AND s.prose_before_from + s.prose_before_passages - 1
                  OR p.position BETWEEN s.prose_after_from AND s.prose_after_from + s.prose_after_passages - 1)
            \(subtree.map { "WHERE s.chapter_id IN \($0)" } ?? "")
            GROUP BY s.id
            """, arguments: [expression]) {
            snippets.append((row["note_id"], row["snippet"], row["score"]))
        }
        guard !snippets.isEmpty else { return [:] }
        // The snippets' own rows, found through their notes' rows.
        let notes = Set(snippets.map(\.note)).map(String.init).joined(separator: ",")
        var documentOf: [Int64: Int64] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT id, item_id FROM search_documents WHERE note_id IN (\(notes)) AND kind = 'snippet'
            """) {
            documentOf[row["item_id"]] = row["id"]
        }
        var scores: [Int64: Double] = [:]
        for found in snippets {
            guard let document = documentOf[found.snippet] else { continue }
            scores[document] = found.score
        }
        return scores
    }
}
