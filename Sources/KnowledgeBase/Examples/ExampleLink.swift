import GRDB

/// What running a snippet gave, as stored at import (see `MadeExample`).
public struct ExampleLink: Sendable, Equatable, Codable {
    public var snippetID: Int64
    /// runnable, runnable with placeholders, not a layout example, failed.
    public var status: String
    public var detail: String
    /// The snippet whose example this fragment edits.
    public var edits: Int64?

    public init(snippetID: Int64, status: String, detail: String, edits: Int64? = nil) {
        self.snippetID = snippetID
        self.status = status
        self.detail = detail
        self.edits = edits
    }
}

extension KnowledgeStore {
    public func example(snippetID: Int64) throws -> ExampleLink? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM examples WHERE snippet_id = ?", arguments: [snippetID]).map {
                ExampleLink(snippetID: $0["snippet_id"], status: $0["status"], detail: $0["detail"], edits: $0["edits"])
            }
        }
    }
}
