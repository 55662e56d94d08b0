import Foundation
import GRDB

/// A parsed note with the segmented text of its index rows, computed before the write
/// transaction so that the transaction stays short.
struct NoteRows {

    var note: ParsedNote
    var chapterIndex: [IndexText]
    /// Each passage's text, with the terms of the concepts it explains; nil for headings,
    /// which the chapter's title row finds.
    var passageIndex: [[IndexText?]]
    /// The passage that explains each concept, by its place in the chapter's passages.
    var conceptPassages: [[Int?]]
    /// A row of its own for a concept no indexed passage explains, so that its term is
    /// still found.
    var conceptIndex: [[IndexText?]]
    var snippetIndex: [[IndexText]]
    /// The passages each snippet's prose is, before and after it, when it is whole passages.
    var prose: [[(before: ProsePassages, after: ProsePassages)]]
    /// The example of each snippet, in the note's order; empty when the import makes none.
    var examples: [MadeExample]

    init(_ note: ParsedNote, path: String, examples maker: ExampleMaker?) {
        self.note = note
        examples = maker.map { note.examples(path: path, maker: $0) } ?? []
        chapterIndex = note.chapters.map { IndexText.chapter(number: $0.heading.number, title: $0.heading.title) }
        conceptPassages = note.chapters.map { chapter in
            chapter.concepts.map { PassageExtractor.passage(explaining: $0, in: chapter.passages) }
        }
        var passageIndex: [[IndexText?]] = []
        var conceptIndex: [[IndexText?]] = []
        for (chapter, passages) in zip(note.chapters, conceptPassages) {
            var terms = Array(repeating: [String](), count: chapter.passages.count)
            var orphans: [IndexText?] = []
            for (concept, passage) in zip(chapter.concepts, passages) {
                if let passage, chapter.passages[passage].kind != .heading {
                    terms[passage].append(concept.term)
                    orphans.append(nil)
                } else if concept.explanation.isEmpty || concept.isShownCode {
                    // A heading with nothing under it: the chapter's title row finds it.
                    // (Nor with only code under it: its snippet's row finds the code.)
                    orphans.append(nil)
                } else {
                    orphans.append(IndexText.concept(term: concept.term, explanation: concept.explanation))
                }
            }
            passageIndex.append(chapter.passages.enumerated().map { offset, passage in
                passage.kind == .heading ? nil : IndexText.passage(terms: terms[offset], text: passage.text)
            })
            conceptIndex.append(orphans)
        }
        self.passageIndex = passageIndex
        self.conceptIndex = conceptIndex
        prose = note.chapters.map { chapter in
            chapter.snippets.map {
                (ProsePassages.before($0.proseBefore, line: $0.startLine, in: chapter.passages),
                 ProsePassages.after($0.proseAfter, line: $0.endLine, in: chapter.passages))
            }
        }
        snippetIndex = zip(note.chapters, prose).map { chapter, prose in
            zip(chapter.snippets, prose).map { snippet, passages in
                IndexText.snippet(code: snippet.code, storedBefore: passages.before.count > 0 ? "" : snippet.proseBefore,
                                  storedAfter: passages.after.count > 0 ? "" : snippet.proseAfter)
            }
        }
    }
}

/// Writes notes into the database inside the import's transaction.
struct NoteWriter {
    let db: Database
    /// Slugs in use, so that each new chapter gets one of its own.
    var slugs: Set<String>
    let importedAt: String
    /// What `notes.importer_version` records: see `KnowledgeStore.readingVersion`.
    let version: Int
    let cards: CardWriter
    /// The stretches of the index this import changed, whose facts (each row's kind and
    /// length) it writes again before it commits.
    let rowFacts = IndexRowFacts()

    init(_ db: Database, now: Date, version: Int) throws {
        self.db = db
        self.version = version
        slugs = Set(try String.fetchAll(db, sql: "SELECT slug FROM chapters"))
        importedAt = ISO8601DateFormatter().string(from: now)
        cards = CardWriter(db: db, now: now.timeIntervalSince1970,
                           startsEmpty: try Int.fetchOne(db, sql: "SELECT 1 FROM cards LIMIT 1") == nil)
    }

    mutating func write(_ rows: NoteRows, path: String, hash: String, byteCount: Int) throws -> ImportReport.ImportedNote {
        let note = rows.note
        let tags = String(data: try JSONEncoder().encode(note.tags), encoding: .utf8) ?? "[]"
        let noteID: Int64
        if let existing = try Int64.fetchOne(db, sql: "SELECT id FROM notes WHERE path = ?", arguments: [path]) {
            // Its chapters go, and with them its concepts, snippets, images and index rows.
            try removeFromIndex(note: existing)
            for slug in try String.fetchAll(db, sql: "SELECT slug FROM chapters WHERE note_id = ?", arguments: [existing]) {
                slugs.remove(slug)
            }
            try db.execute(sql: "DELETE FROM chapters WHERE note_id = ?", arguments: [existing])
            try db.execute(
                sql: """
                    UPDATE notes SET title = ?, tags = ?, content_hash = ?, byte_count = ?,
                    importer_version = ?, imported_at = ? WHERE id = ?
                    """,
                arguments: [note.title, tags, hash, byteCount, version, importedAt, existing])
            noteID = existing
        } else {
            try db.execute(
                sql: """
                    INSERT INTO notes (path, title, tags, content_hash, byte_count, importer_version, imported_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [path, note.title, tags, hash, byteCount, version, importedAt])
            noteID = db.lastInsertedRowID
        }

        var chapterIDs: [Int64] = []
        var snippetPosition = 0
        // The ids of the note's snippets so far, by position: what a fragment's example edits.
        var snippetIDs: [Int64] = []
        var summary = ImportReport.ImportedNote(
            path: path, title: note.title, chapters: note.chapters.count, concepts: 0, snippets: 0, images: 0, cards: 0)
        for (index, chapter) in note.chapters.enumerated() {
            let slug = uniqueSlug(chapter.heading.slug, parent: chapter.parent.map { note.chapters[$0].heading.slug })
            try InsertStatement(db, """
                INSERT INTO chapters (note_id, parent_id, position, level, number, slug, title, start_line, end_line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).run([
                    .integer(noteID), SQLValue(chapter.parent.map { chapterIDs[$0] }), SQLValue(index), SQLValue(chapter.level),
                    SQLValue(chapter.heading.number), .text(slug), .text(chapter.heading.title), SQLValue(chapter.startLine),
                    SQLValue(chapter.endLine),
                ])
            let chapterID = db.lastInsertedRowID
            chapterIDs.append(chapterID)
            try addToIndex(rows.chapterIndex[index], kind: "chapter", item: chapterID, chapter: chapterID, note: noteID)

            var passageIDs: [Int64] = []
            for (position, passage) in chapter.passages.enumerated() {
                try InsertStatement(db, """
                    INSERT INTO passages (chapter_id, position, kind, text, start_line, end_line) VALUES (?, ?, ?, ?, ?, ?)
                    """).run([.integer(chapterID), SQLValue(position), .text(passage.kind.rawValue), .text(passage.text),
                              SQLValue(passage.startLine), SQLValue(passage.endLine)])
                let passageID = db.lastInsertedRowID
                passageIDs.append(passageID)
                if let text = rows.passageIndex[index][position] {
                    try addToIndex(text, kind: "passage", item: passageID, chapter: chapterID, note: noteID)
                }
            }
            // A concept card's back that is its concept's stored explanation is stored as
            // that concept (schema 10).
            var conceptOfExplanation: [String: Int64] = [:]
            for (conceptIndex, concept) in chapter.concepts.enumerated() {
                let passage = rows.conceptPassages[index][conceptIndex]
                // An explanation that is exactly its passage's text is stored once, as the
                // passage (NULL); a concept with an index row of its own keeps its text.
                let isPassageText = rows.conceptIndex[index][conceptIndex] == nil
                    && passage.map { chapter.passages[$0].text == concept.explanation } == true
                try InsertStatement(db, """
                    INSERT INTO concepts (chapter_id, term, explanation, source, line, passage_id) VALUES (?, ?, ?, ?, ?, ?)
                    """).run([.integer(chapterID), .text(concept.term), isPassageText ? .null : .text(concept.explanation),
                              .text(concept.source.rawValue), SQLValue(concept.line), SQLValue(passage.map { passageIDs[$0] })])
                if !isPassageText, conceptOfExplanation[concept.explanation] == nil {
                    conceptOfExplanation[concept.explanation] = db.lastInsertedRowID
                }
                if let text = rows.conceptIndex[index][conceptIndex] {
                    try addToIndex(text, kind: "concept", item: db.lastInsertedRowID, chapter: chapterID, note: noteID)
                }
            }
            let passageOfLine = { (line: Int) in
                PassageExtractor.passage(explaining: line, in: chapter.passages).map { (passageIDs[$0], chapter.passages[$0].text) }
            }
            for (snippetIndex, snippet) in chapter.snippets.enumerated() {
                // Prose that is whole passages is stored as those passages (schema version 7).
                let (before, after) = rows.prose[index][snippetIndex]
                let code = CompressedText.stored(snippet.code, keeping: 2.0 / 3)
                try InsertStatement(db, """
                    INSERT INTO snippets (chapter_id, position, language, code, code_size, start_line, end_line, fenced,
                                          prose_before, prose_after, expectations, prose_before_from, prose_before_passages,
                                          prose_after_from, prose_after_passages)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).run([
                        .integer(chapterID), SQLValue(snippetPosition), SQLValue(snippet.language), SQLValue(code.value),
                        SQLValue(code.size),
                        SQLValue(snippet.startLine), SQLValue(snippet.endLine), SQLValue(snippet.fenced ? 1 : 0),
                        .text(before.count > 0 ? "" : snippet.proseBefore), .text(after.count > 0 ? "" : snippet.proseAfter),
                        .text(snippet.expectations), SQLValue(before.from), SQLValue(before.count), SQLValue(after.from),
                        SQLValue(after.count),
                    ])
                let snippetID = db.lastInsertedRowID
                snippetIDs.append(snippetID)
                try addToIndex(rows.snippetIndex[index][snippetIndex], kind: "snippet",
                               item: snippetID, chapter: chapterID, note: noteID)
                if rows.examples.indices.contains(snippetPosition) {
                    let example = rows.examples[snippetPosition]
                    let edits = example.edits.flatMap { snippetIDs.indices.contains($0) ? snippetIDs[$0] : nil }
                    try InsertStatement(db, "INSERT INTO examples (snippet_id, status, detail, edits) VALUES (?, ?, ?, ?)")
                        .run([.integer(snippetID), .text(example.status), .text(example.detail), SQLValue(edits)])
                    try cards.write(example.cards.map {
                        ParsedCard(kind: .layout, front: $0.front, back: $0.back, line: snippet.startLine, identityText: $0.key)
                    }, chapter: chapterID, path: path, passage: { _ in nil })
                    summary.cards += example.cards.count
                }
                snippetPosition += 1
            }
            try cards.write(chapter.cards, chapter: chapterID, path: path, passage: passageOfLine,
                            concept: { conceptOfExplanation[$0] })
            for image in chapter.images {
                try db.cachedStatement(sql: "INSERT INTO images (chapter_id, alt, path, line) VALUES (?, ?, ?, ?)")
                    .execute(arguments: [chapterID, image.alt, image.path, image.line])
            }
            summary.concepts += chapter.concepts.count
            summary.snippets += chapter.snippets.count
            summary.images += chapter.images.count
            summary.cards += chapter.cards.count
        }
        return summary
    }

    func addToIndex(_ text: IndexText, kind: String, item: Int64, chapter: Int64, note: Int64) throws {
        try InsertStatement(db, """
            INSERT INTO search_documents (note_id, chapter_id, kind, item_id) VALUES (?, ?, ?, ?)
            """).run([.integer(note), .integer(chapter), .text(kind), .integer(item)])
        try IndexRows.write(db.lastInsertedRowID, text, facts: rowFacts, db: db)
    }

    /// The slug itself when free, else prefixed by its parent's (`stack-layout` under
    /// `swiftui-layout-system-2`), else numbered.
    mutating func uniqueSlug(_ slug: String, parent: String?) -> String {
        var candidates = [slug]
        if let parent { candidates.append(parent + "-" + slug) }
        for candidate in candidates where slugs.insert(candidate).inserted {
            return candidate
        }
        var counter = 2
        while !slugs.insert("\(slug)-\(counter)").inserted { counter += 1 }
        return "\(slug)-\(counter)"
    }
}
