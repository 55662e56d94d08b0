import GRDB

/// What running a snippet gave, as stored at import.
public struct ExampleLink: Sendable, Equatable, Codable {
    public var snippetID: Int64
    /// runnable, runnable with placeholders, not a layout example, failed.
    public var status: String
    public var detail: String

    public init(snippetID: Int64, status: String, detail: String) {
        self.snippetID = snippetID
        self.status = status
        self.detail = detail
    }
}

extension KnowledgeStore {
    /// Stores the examples of snippets, replacing what was stored for them, in one
    /// transaction.
    public func recordExamples(_ links: [ExampleLink]) throws {
        try write { db in
            for link in links {
                try db.execute(sql: "INSERT OR REPLACE INTO examples (snippet_id, status, detail) VALUES (?, ?, ?)",
                               arguments: [link.snippetID, link.status, link.detail])
            }
        }
    }

    public func example(snippetID: Int64) throws -> ExampleLink? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM examples WHERE snippet_id = ?", arguments: [snippetID]).map {
                ExampleLink(snippetID: $0["snippet_id"], status: $0["status"], detail: $0["detail"])
            }
        }
    }

    /// The paths of notes whose snippets have no example stored yet.
    public func notesWithUnlinkedSnippets() throws -> [String] {
        try read { db in
            try String.fetchAll(db, sql: """
                SELECT DISTINCT n.path FROM snippets s JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id
                WHERE s.id NOT IN (SELECT snippet_id FROM examples) ORDER BY n.path
                """)
        }
    }
}
