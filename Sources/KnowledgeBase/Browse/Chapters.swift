import GRDB

extension KnowledgeStore {
    static let chapterColumns = """
        c.id, c.note_id, c.parent_id, c.level, c.number, c.slug, c.title, n.path, c.start_line, c.end_line,
        (SELECT count(*) FROM concepts WHERE chapter_id = c.id) AS concept_count,
        (SELECT count(*) FROM snippets WHERE chapter_id = c.id) AS snippet_count
        """

    static func chapter(from row: Row) -> Chapter {
        Chapter(
            id: row["id"], noteID: row["note_id"], parentID: row["parent_id"], level: row["level"],
            number: row["number"], slug: row["slug"], title: row["title"], file: row["path"],
            startLine: row["start_line"], endLine: row["end_line"],
            conceptCount: row["concept_count"], snippetCount: row["snippet_count"])
    }

    /// Every chapter, note by note in path order, each note's chapters in document order.
    public func chapters() throws -> [Chapter] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(Self.chapterColumns) FROM chapters c JOIN notes n ON n.id = c.note_id
                ORDER BY n.path, c.position
                """).map(Self.chapter(from:))
        }
    }

    /// The chapters as trees, one or more per note.
    public func chapterTree() throws -> [ChapterNode] {
        let all = try chapters()
        let children = Dictionary(grouping: all.filter { $0.parentID != nil }, by: { $0.parentID! })
        func node(_ chapter: Chapter) -> ChapterNode {
            ChapterNode(chapter: chapter, children: (children[chapter.id] ?? []).map(node))
        }
        return all.filter { $0.parentID == nil }.map(node)
    }

    /// The chapter a reference names: its number (`7`, `7.2`), its slug, or words of its
    /// title (`stacks containers`, `레이아웃`). A reference that fits several chapters
    /// is an error that lists them.
    public func resolveChapter(_ reference: String) throws -> Chapter {
        let wanted = reference.nfc.trimmingWhitespace
        guard !wanted.isEmpty else { throw KBError.notFound(reference) }
        let all = try chapters()
        let byNumber = all.filter { $0.number == wanted || $0.number.map { "\($0)." } == wanted }
        if let only = try single(byNumber, reference) { return only }
        if let bySlug = all.first(where: { $0.slug == wanted.lowercased() }) { return bySlug }
        let lower = wanted.lowercased()
        let exactTitles = all.filter { $0.title.lowercased() == lower || $0.displayTitle.lowercased() == lower }
        if let only = try single(exactTitles, reference) { return only }
        let words = lower.split(separator: " ")
        let byWords = all.filter { chapter in
            let title = chapter.displayTitle.lowercased()
            return words.allSatisfy { title.contains($0) }
        }
        if let only = try single(byWords, reference) { return only }
        throw KBError.notFound(reference)
    }

    private func single(_ chapters: [Chapter], _ reference: String) throws -> Chapter? {
        if chapters.count > 1 {
            throw KBError.ambiguous(reference, candidates: chapters.map { "\($0.slug) (\($0.displayTitle))" })
        }
        return chapters.first
    }

    public func concepts(inChapter id: Int64) throws -> [Concept] {
        try read { db in
            try Row.fetchAll(db, sql: """
                \(Self.conceptSelect)
                WHERE k.chapter_id = ? ORDER BY k.line, k.id
                """, arguments: [id]).map(Self.concept(from:))
        }
    }

    public func snippets(inChapter id: Int64) throws -> [Snippet] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT s.*, n.path FROM snippet_texts s JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id
                WHERE s.chapter_id = ? ORDER BY s.position
                """, arguments: [id]).map(Self.snippet(from:))
        }
    }

    /// The snippets of a chapter and of the chapters under it, in the note's order; every
    /// snippet when `id` is nil.
    public func snippets(underChapter id: Int64?) throws -> [Snippet] {
        try read { db in
            guard let id else {
                return try Row.fetchAll(db, sql: """
                    SELECT s.*, n.path FROM snippet_texts s JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id
                    ORDER BY n.path, s.position
                    """).map(Self.snippet(from:))
            }
            return try Row.fetchAll(db, sql: """
                SELECT s.*, n.path FROM snippet_texts s JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id
                WHERE s.chapter_id IN \(Self.chapterSubtree(id)) ORDER BY s.position
                """).map(Self.snippet(from:))
        }
    }

    /// A subquery of the ids of a chapter and of every chapter under it, for `IN`. The id
    /// comes from the database, so it is written in as a number literal, which keeps the
    /// SQL `kb search --sql` prints runnable as it is.
    static func chapterSubtree(_ id: Int64) -> String {
        """
        (WITH RECURSIVE subtree(id) AS (SELECT \(id) UNION ALL
        SELECT chapters.id FROM chapters JOIN subtree ON chapters.parent_id = subtree.id) SELECT id FROM subtree)
        """
    }

    /// The scopes `chosen` need to run: for each chapter scope (see `ExampleScope`) that
    /// holds one of them, every snippet of that scope in the note's order, scopes in the
    /// order of their first chosen snippet.
    public func exampleScopes(of chosen: [Snippet]) throws -> [[Snippet]] {
        try read { db in
            var scopes: [(note: Int64, root: Int64)] = []
            var roots: [Int64: [Int64: Int64]] = [:]  // note → chapter → its scope's chapter
            var snippets: [Int64: [Snippet]] = [:]  // note → its snippets, in order
            for chapterID in chosen.map(\.chapterID) {
                guard let note = try Int64.fetchOne(db, sql: "SELECT note_id FROM chapters WHERE id = ?", arguments: [chapterID]) else {
                    continue
                }
                if roots[note] == nil {
                    roots[note] = try Self.scopeRoots(ofNote: note, db)
                    snippets[note] = try Row.fetchAll(db, sql: """
                        SELECT s.*, n.path FROM snippet_texts s JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id
                        WHERE c.note_id = ? ORDER BY s.position
                        """, arguments: [note]).map(Self.snippet(from:))
                }
                let scope = (note, roots[note]![chapterID] ?? chapterID)
                if !scopes.contains(where: { $0 == scope }) { scopes.append(scope) }
            }
            return scopes.map { scope in snippets[scope.note]!.filter { roots[scope.note]![$0.chapterID] == scope.root } }
        }
    }

    /// Each chapter of a note with the chapter whose scope it belongs to.
    static func scopeRoots(ofNote note: Int64, _ db: Database) throws -> [Int64: Int64] {
        let chapters = try Row.fetchAll(db, sql: "SELECT id, parent_id, number, level FROM chapters WHERE note_id = ?",
                                        arguments: [note])
        var parents: [Int64: Int64] = [:]
        var numbered: Set<Int64> = []
        var preambles: Set<Int64> = []
        for row in chapters {
            let id: Int64 = row["id"]
            if let parent: Int64 = row["parent_id"] { parents[id] = parent }
            if (row["number"] as String?) != nil { numbered.insert(id) }
            if (row["level"] as Int) == 0 { preambles.insert(id) }
        }
        return Dictionary(uniqueKeysWithValues: chapters.map { row in
            let id: Int64 = row["id"]
            return (id, ExampleScope.root(of: id, parent: { parents[$0] }, isNumbered: numbered.contains,
                                          isPreamble: preambles.contains))
        })
    }

    public func concept(id: Int64) throws -> Concept? {
        try read { db in
            try Row.fetchOne(db, sql: """
                \(Self.conceptSelect)
                WHERE k.id = ?
                """, arguments: [id]).map(Self.concept(from:))
        }
    }

    public func snippet(id: Int64) throws -> Snippet? {
        try read { db in
            try Row.fetchOne(db, sql: """
                SELECT s.*, n.path FROM snippet_texts s JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id
                WHERE s.id = ?
                """, arguments: [id]).map(Self.snippet(from:))
        }
    }

    public func chapter(id: Int64) throws -> Chapter? {
        try read { db in
            try Row.fetchOne(db, sql: """
                SELECT \(Self.chapterColumns) FROM chapters c JOIN notes n ON n.id = c.note_id WHERE c.id = ?
                """, arguments: [id]).map(Self.chapter(from:))
        }
    }

    /// Every concept, in note and line order.
    public func allConcepts() throws -> [Concept] {
        try read { db in
            try Row.fetchAll(db, sql: """
                \(Self.conceptSelect)
                ORDER BY n.path, k.line, k.id
                """).map(Self.concept(from:))
        }
    }

    /// A concept's row, with its note's path and the text of the passage that explains it:
    /// an explanation that is exactly that text is stored once, as the passage (schema 6).
    static let conceptSelect = """
        SELECT k.*, n.path, p.text AS passage_text FROM concepts k JOIN chapters c ON c.id = k.chapter_id
        JOIN notes n ON n.id = c.note_id LEFT JOIN passages p ON p.id = k.passage_id
        """

    static func concept(from row: Row) -> Concept {
        Concept(
            id: row["id"], chapterID: row["chapter_id"], term: row["term"],
            explanation: row["explanation"] ?? row["passage_text"] ?? "",
            source: ConceptSource(rawValue: row["source"]) ?? .markedTerm, file: row["path"], line: row["line"],
            passageID: row["passage_id"])
    }

    /// A snippet's row, read from snippet_texts, which gives its prose whether it is
    /// stored as text or as passages (schema 7).
    static func snippet(from row: Row) -> Snippet {
        Snippet(
            id: row["id"], chapterID: row["chapter_id"], language: row["language"], code: row["code"],
            file: row["path"], startLine: row["start_line"], endLine: row["end_line"],
            proseBefore: row["prose_before"], proseAfter: row["prose_after"], expectations: row["expectations"] ?? "")
    }
}
