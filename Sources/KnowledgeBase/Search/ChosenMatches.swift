import GRDB

/// What a search needs to know of a few of a word's matches, without paying for all of
/// them: a common word matches thousands of documents (15,039 for `크기` on 1,000 notes),
/// and scoring each one reads its length from the index.
enum ChosenMatches {
    /// The ranking score (`KnowledgeStore.rankExpression`) of each of `documents` that
    /// matches `expression`; the others are left out. Only their lengths are read
    /// (kb_bm25_of, SearchRanking.c).
    static func scores(of documents: some Collection<Int64>, matching expression: String, db: Database) throws -> [Int64: Double] {
        guard !documents.isEmpty else { return [:] }
        var scores: [Int64: Double] = [:]
        try NumberRows.forEach(db, sql: """
            SELECT rowid, kb_bm25_of(search_index, ?, \(KnowledgeStore.rankWeights)) FROM search_index WHERE search_index MATCH ?
            """, arguments: [documents.map(String.init).joined(separator: ","), expression]) { row in
            if let score = row.real(1) { scores[row.integer(0)] = score }
        }
        return scores
    }
}
