import GRDB

/// How much the knowledge base holds.
public struct Stats: Equatable, Sendable, Codable {
    public var notes: Int
    public var chapters: Int
    public var concepts: Int
    public var snippets: Int
    public var images: Int
    /// Snippets by language; `none` for code blocks that name no language.
    public var snippetsByLanguage: [String: Int]
    /// Concepts by how the importer found them.
    public var conceptsBySource: [String: Int]
    /// Snippets by what running them gave: runnable, failed …
    public var examplesByStatus: [String: Int]
    /// Flashcards and reviews.
    public var cards: ReviewStats
}

extension KnowledgeStore {
    public func stats() throws -> Stats {
        let cards = try reviewStats()
        return try read { db in
            func count(_ table: String) throws -> Int {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            }
            func grouped(_ sql: String) throws -> [String: Int] {
                try Row.fetchAll(db, sql: sql).reduce(into: [:]) { $0[$1[0] as String] = $1[1] as Int }
            }
            return Stats(
                notes: try count("notes"), chapters: try count("chapters"), concepts: try count("concepts"),
                snippets: try count("snippets"), images: try count("images"),
                snippetsByLanguage: try grouped(
                    "SELECT coalesce(language, 'none'), count(*) FROM snippets GROUP BY 1"),
                conceptsBySource: try grouped("SELECT source, count(*) FROM concepts GROUP BY 1"),
                examplesByStatus: try grouped("SELECT status, count(*) FROM examples GROUP BY 1"),
                cards: cards)
        }
    }
}
