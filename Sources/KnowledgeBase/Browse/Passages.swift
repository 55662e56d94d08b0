import GRDB

extension KnowledgeStore {
    /// The passage with this id, with the concepts it explains.
    public func passage(id: Int64) throws -> Passage? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT p.*, n.path FROM passages p JOIN chapters c ON c.id = p.chapter_id JOIN notes n ON n.id = c.note_id
                WHERE p.id = ?
                """, arguments: [id]) else { return nil }
            let concepts = try Row.fetchAll(db, sql: "SELECT id, term FROM concepts WHERE passage_id = ? ORDER BY id", arguments: [id])
                .map { SearchHit.ConceptName(id: $0["id"], term: $0["term"]) }
            return Passage(
                id: row["id"], chapterID: row["chapter_id"], kind: PassageKind(rawValue: row["kind"]) ?? .paragraph,
                text: row["text"], file: row["path"], startLine: row["start_line"], endLine: row["end_line"],
                concepts: concepts)
        }
    }
}
