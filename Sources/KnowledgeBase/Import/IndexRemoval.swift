import GRDB

extension NoteWriter {
    /// Takes a note's rows out of the full-text index, before the note is rewritten or
    /// removed. The index keeps no copy of its text, so FTS5's 'delete' command is given
    /// each row's text again, made from the passages, concepts, snippets and chapters the
    /// row was made of (see `IndexText`).
    func removeFromIndex(note: Int64) throws {
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
            SELECT d.id, d.kind, c.number, c.title, p.text, k.term, k.explanation, s.code,
                   \(allProse ? "t.prose_before, t.prose_after" : "s.prose_before, s.prose_after"), p.id AS passage_id
            FROM search_documents d
            JOIN chapters c ON c.id = d.chapter_id
            LEFT JOIN passages p ON d.kind = 'passage' AND p.id = d.item_id
            LEFT JOIN concepts k ON d.kind = 'concept' AND k.id = d.item_id
            LEFT JOIN snippets s ON d.kind = 'snippet' AND s.id = d.item_id
            \(allProse ? "LEFT JOIN snippet_texts t ON d.kind = 'snippet' AND t.id = d.item_id" : "")
            WHERE d.note_id = ?
            """, arguments: [note])
        for row in rows {
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
            try InsertStatement(db, """
                INSERT INTO search_index (search_index, rowid, term, title, body, context) VALUES ('delete', ?, ?, ?, ?, ?)
                """).run([.integer(row["id"]), .text(text.term), .text(text.title), .text(text.body), .text(text.context)])
        }
        try db.execute(sql: "DELETE FROM search_documents WHERE note_id = ?", arguments: [note])
    }
}
