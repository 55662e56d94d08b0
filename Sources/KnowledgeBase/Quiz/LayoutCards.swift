import GRDB

/// A card about a runnable example's layout: the code and a question on the front, the
/// engine's answer and picture on the back.
public struct LayoutCard: Sendable, Equatable {
    public var snippetID: Int64
    public var front: String
    public var back: String

    public init(snippetID: Int64, front: String, back: String) {
        self.snippetID = snippetID
        self.front = front
        self.back = back
    }
}

extension KnowledgeStore {
    /// Adds the layout cards of examples, or brings back the ones already known (a card's
    /// identity is its text, as for every card), in one transaction.
    public func addLayoutCards(_ cards: [LayoutCard]) throws {
        let now = clock.now().timeIntervalSince1970
        try write { db in
            for card in cards {
                guard let source = try Row.fetchOne(db, sql: """
                    SELECT s.chapter_id, s.start_line, n.path FROM snippets s JOIN chapters c ON c.id = s.chapter_id
                    JOIN notes n ON n.id = c.note_id WHERE s.id = ?
                    """, arguments: [card.snippetID]) else { continue }
                let parsed = ParsedCard(kind: .layout, front: card.front, back: card.back, line: source["start_line"])
                try CardWriter(db: db, now: now).write([parsed], chapter: source["chapter_id"], path: source["path"])
            }
        }
    }
}
