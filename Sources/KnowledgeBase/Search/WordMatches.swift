import GRDB

/// Each required word's matches, read from the index once per search and shared by the
/// steps that look the words up one at a time: the snippets found through their prose and
/// the sections of passages. A common word matches thousands of documents (15,039 for
/// `크기` on 1,000 notes); reading them once per step took most of a search of two words.
final class WordMatches {
    enum Kind: Int64 { case passage, snippet, chapter, concept }

    /// One document a word matches: its index row, kind, chapter and item (passage,
    /// snippet, concept or chapter id).
    struct Match {
        var document: Int64
        var kind: Kind
        var chapter: Int64
        var item: Int64
    }

    let words: [SearchQuery.Word]
    /// For each word, in the query's order, every document it matches.
    let matches: [[Match]]
    private let db: Database
    private var positions: [Int64: Int] = [:]
    private var holdingAll: Set<Int64>?

    init(_ words: [SearchQuery.Word], db: Database) throws {
        self.words = words
        self.db = db
        matches = try words.map { word in
            var found: [Match] = []
            // CROSS JOIN: the index's matches first, each looked up by its id, rather than
            // every document looked up in the index.
            try NumberRows.forEach(db, sql: """
                SELECT d.id, CASE d.kind WHEN 'passage' THEN 0 WHEN 'snippet' THEN 1 WHEN 'chapter' THEN 2 ELSE 3 END,
                       d.chapter_id, d.item_id
                FROM search_index CROSS JOIN search_documents d ON d.id = search_index.rowid
                WHERE search_index MATCH ?
                """, arguments: [word.expression]) { row in
                found.append(Match(document: row.integer(0), kind: Kind(rawValue: row.integer(1)) ?? .concept,
                                   chapter: row.integer(2), item: row.integer(3)))
            }
            return found
        }
    }

    /// The chapters that hold every word in some document (a passage, a snippet, a concept
    /// or the title): only there can one section, or one snippet with its prose, hold them all.
    func chaptersHoldingAll() -> Set<Int64> {
        if let holdingAll { return holdingAll }
        var chapters: Set<Int64>?
        for found in matches {
            let theirs = Set(found.map(\.chapter))
            chapters = chapters.map { $0.intersection(theirs) } ?? theirs
        }
        holdingAll = chapters ?? []
        return holdingAll!
    }

    /// Each passage's place in its chapter, read for those not read before.
    func positions(ofPassages passages: some Sequence<Int64>) throws -> [Int64: Int] {
        let unread = Set(passages.filter { positions[$0] == nil })
        if !unread.isEmpty {
            try NumberRows.forEach(db, sql: """
                SELECT id, position FROM passages WHERE id IN (\(unread.map(String.init).joined(separator: ",")))
                """) { positions[$0.integer(0)] = Int($0.integer(1)) }
        }
        return positions
    }
}
