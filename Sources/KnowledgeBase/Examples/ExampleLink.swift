import GRDB

/// What running a snippet gave, as stored at import (see `MadeExample`).
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
    public func example(snippetID: Int64) throws -> ExampleLink? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM examples WHERE snippet_id = ?", arguments: [snippetID]).map {
                ExampleLink(snippetID: $0["snippet_id"], status: $0["status"], detail: $0["detail"])
            }
        }
    }
}
