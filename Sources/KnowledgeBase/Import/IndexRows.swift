import GRDB

/// A note's rows in the full-text index, each with the text it was given, made again from
/// the passages, concepts, snippets and chapters the row was made of (see `IndexText`).
/// The index keeps no copy of its text: taking a row out with FTS5's 'delete' command,
/// and filling a new index, both need that text.
enum IndexRows {
    static func of(note: Int64, db: Database) throws -> [(id: Int64, text: IndexText)] {
        var terms: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT k.passage_id, k.term FROM concepts k JOIN chapters c ON c.id = k.chapter_id
            WHERE c.note_id = ? AND k.passage_id IS NOT NULL ORDER BY k.id
            """, arguments: [note]) {
            terms[row[0], default: []].append(row[1])
        }
        // An older importer put all the prose around a snippet in its row.
        let version = try Int.fetchOne(db, sql: "SELECT importer_version FROM notes WHERE id = ?", arguments: [note]) ?? 0
        let allProse = version / 1000 < IndexText.proseOnceSince
        let rows = try Row.fetchAll(db, sql: """
            SELECT d.id, d.kind, c.number, c.title, p.text, k.term,
                   coalesce(k.explanation, (SELECT text FROM passages WHERE id = k.passage_id), '') AS explanation,
                   CAST(sqlar_uncompress(s.code, s.code_size) AS TEXT) AS code,
                   \(allProse ? "t.prose_before, t.prose_after" : "s.prose_before, s.prose_after"), p.id AS passage_id
            FROM search_documents d
            JOIN chapters c ON c.id = d.chapter_id
            LEFT JOIN passages p ON d.kind = 'passage' AND p.id = d.item_id
            LEFT JOIN concepts k ON d.kind = 'concept' AND k.id = d.item_id
            LEFT JOIN snippets s ON d.kind = 'snippet' AND s.id = d.item_id
            \(allProse ? "LEFT JOIN snippet_texts t ON d.kind = 'snippet' AND t.id = d.item_id" : "")
            WHERE d.note_id = ?
            """, arguments: [note])
        return rows.map { row in
            let text: IndexText
            switch row["kind"] as String {
            case "passage":
                text = .passage(terms: terms[row["passage_id"]] ?? [], text: row["text"])
            case "concept":
                text = .concept(term: row["term"], explanation: row["explanation"])
            case "snippet":
                text = allProse
                    ? .snippetWithAllProse(code: row["code"], proseBefore: row["prose_before"], proseAfter: row["prose_after"])
                    : .snippet(code: row["code"], storedBefore: row["prose_before"], storedAfter: row["prose_after"])
            default:
                text = .chapter(number: row["number"], title: row["title"])
            }
            return (row["id"], text)
        }
    }

    /// Writes a row, or with `delete`, takes it out; `facts` learns that the row's
    /// stretch changed.
    static func write(_ id: Int64, _ text: IndexText, delete: Bool = false, facts: IndexRowFacts, db: Database) throws {
        facts.touch(id)
        try InsertStatement(db, delete
            ? "INSERT INTO search_index (search_index, rowid, body, term, title, context) VALUES ('delete', ?, ?, ?, ?, ?)"
            : "INSERT INTO search_index (rowid, body, term, title, context) VALUES (?, ?, ?, ?, ?)"
        ).run([.integer(id), .text(text.body), .text(text.term), .text(text.title), .text(text.context)])
    }
}

extension NoteWriter {
    /// Takes a note's rows out of the full-text index, before the note is rewritten or
    /// removed.
    func removeFromIndex(note: Int64) throws {
        for (id, text) in try IndexRows.of(note: note, db: db) {
            try IndexRows.write(id, text, delete: true, facts: rowFacts, db: db)
        }
        try db.execute(sql: "DELETE FROM search_documents WHERE note_id = ?", arguments: [note])
    }
}

extension KnowledgeStore {
    /// Fills a new, empty full-text index with every note's rows, as they were written
    /// (schema version 8 lays the index out anew; see schema.sql).
    static func rebuildIndex(_ db: Database) throws {
        let facts = IndexRowFacts()
        for note in try Int64.fetchAll(db, sql: "SELECT id FROM notes ORDER BY id") {
            for (id, text) in try IndexRows.of(note: note, db: db) {
                try IndexRows.write(id, text, facts: facts, db: db)
            }
        }
        try facts.write(db)
    }
}
