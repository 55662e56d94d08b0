import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

@Suite struct SchemaTests {
    @Test func theBinaryCarriesExactlySchemaSQL() throws {
        let file = try String(contentsOfFile: repositoryRoot + "/schema.sql", encoding: .utf8)
        #expect(Schema.sql == file)
        #expect(Schema.version == 11)
    }

    @Test func theBundledNotesAreTheNotesFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Notes")
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(BundledNote.all.map(\.name) == names)
        for note in BundledNote.all {
            #expect(note.text == (try String(contentsOfFile: repositoryRoot + "/Notes/" + note.name, encoding: .utf8)))
        }
    }

    @Test func aNewDatabaseHasTheSchemaAndItsVersion() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        let version = try store.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == Schema.version)
        let tables = try store.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        #expect(tables.contains("search_index"))
        #expect(tables.contains("notes"))
    }

    @Test func otherFilesAreRefused() throws {
        let folder = TemporaryFolder()
        folder.write("other.sqlite", "not a database at all, just some text that is long enough")
        #expect(throws: KBError.cannotOpen(path: folder.file("other.sqlite"), reason: "it is not an SQLite database")) {
            try KnowledgeStore(path: folder.file("other.sqlite"), create: false)
        }
        #expect(throws: KBError.noDatabase(path: folder.file("none.sqlite"))) {
            try KnowledgeStore(path: folder.file("none.sqlite"), create: false)
        }
    }

    /// Version 5 adds passages: a version-4 database gets exactly the schema a new one
    /// has, keeps its notes, concepts, cards and index rows (it finds what it found
    /// before), and its notes are read again into passages by the next import.
    @Test func aVersion4DatabaseUpgradesToPassages() throws {
        let folder = TemporaryFolder()
        let old = folder.file("old.sqlite")
        try olderDatabase(at: old, version: 4) { db in
            try db.execute(sql: "INSERT INTO notes (id, path, title, tags, content_hash, byte_count, importer_version, imported_at) VALUES (1, 'n.md', 'n', '[]', 'h', 1, 5000, 'now')")
            try db.execute(sql: "INSERT INTO chapters (id, note_id, position, level, slug, title, start_line, end_line) VALUES (1, 1, 0, 1, 's', 't', 1, 3)")
            try db.execute(sql: "INSERT INTO concepts (id, chapter_id, term, explanation, source, line) VALUES (7, 1, '정렬', '정렬은 맞추는 것', 'topic', 2)")
            try db.execute(sql: "INSERT INTO cards (identity, kind, front, back, note_path, chapter_id, line, created_at, due) VALUES ('i', 'concept', '정렬', '정렬은 맞추는 것', 'n.md', 1, 2, 0, 0)")
            try db.execute(sql: "INSERT INTO search_documents (id, note_id, chapter_id, kind, item_id) VALUES (3, 1, 1, 'concept', 7)")
            try db.execute(sql: "INSERT INTO search_index (rowid, term, title, body, context) VALUES (3, '정렬 렬', '', '정렬 렬은 은 맞추 추는 는 것', '')")
        }
        let upgraded = try KnowledgeStore(path: old, create: false)
        let fresh = try folder.store()
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Schema.version)
        let hits = try upgraded.search("정렬을")
        #expect(hits.map(\.reference) == ["c7"])
        #expect(hits.map(\.line) == [2])
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM cards WHERE passage_id IS NULL") } == 1)
        // The index keeps no copy of its text any more, and its rows are still found.
        #expect(try upgraded.read { try String?.fetchAll($0, sql: "SELECT body FROM search_index") } == [nil])
        #expect(try upgraded.read { try Int64.fetchAll($0, sql: "SELECT rowid FROM search_index WHERE search_index MATCH 'term : \"정렬\"'") } == [3])
    }

    /// Version 4 reads the full-text index with the ascii tokenizer: a version-3 database
    /// keeps every indexed row and finds what it found before.
    @Test func aVersion3IndexIsCopiedToTheAsciiTokenizer() throws {
        let folder = TemporaryFolder()
        let old = folder.file("old.sqlite")
        // Chapter titles and their index rows as a version-3 kb wrote them.
        let rows = [("정렬 VStack과", "정렬 렬 v stack vstack 과"), ("layoutPriority", "layout priority layoutpriority"),
                    ("캐시 ÉCOLE", "캐시 시 école")]
        try olderDatabase(at: old, version: 3) { db in
            try db.execute(sql: "INSERT INTO notes (id, path, title, tags, content_hash, byte_count, importer_version, imported_at) VALUES (1, 'n.md', 'n', '[]', 'h', 1, 1, 'now')")
            for (offset, (title, indexed)) in rows.enumerated() {
                try db.execute(sql: "INSERT INTO chapters (id, note_id, position, level, slug, title, start_line, end_line) VALUES (?, 1, ?, 1, ?, ?, 1, 1)",
                               arguments: [offset + 1, offset, "s\(offset)", title])
                try db.execute(sql: "INSERT INTO search_documents (id, note_id, chapter_id, kind, item_id) VALUES (?, 1, ?, 'chapter', ?)",
                               arguments: [offset + 1, offset + 1, offset + 1])
                try db.execute(sql: "INSERT INTO search_index (rowid, term, title, body, context) VALUES (?, '', ?, '', '')", arguments: [offset + 1, indexed])
            }
        }
        let upgraded = try KnowledgeStore(path: old, create: false)
        func matches(_ query: String) throws -> [Int64] {
            try upgraded.read { try Int64.fetchAll($0, sql: "SELECT rowid FROM search_index WHERE search_index MATCH ? ORDER BY rowid", arguments: [query]) }
        }
        #expect(try matches("\"정렬\"") == [1])
        #expect(try matches("vstack") == [1])
        #expect(try matches("priority") == [2])
        #expect(try matches("\"école\"") == [3])
        #expect(try matches("\"ÉCOLE\"") == [], "ascii folds only ASCII case: kb lowercases the text itself")
        let fresh = try folder.store()
        #expect(try upgraded.schema() == fresh.schema())
    }

    /// Version 8 puts the body column first, and kb fills the new index from what its
    /// rows are made of: a version-7 database of the bundled notes ends up with exactly a
    /// new database's schema, the same tokens in each column, and the same hits.
    @Test func aVersion7IndexIsMadeAnewWithTheBodyFirst() throws {
        let folder = TemporaryFolder()
        let fresh = try folder.store()
        try fresh.importNotes(paths: [])
        let old = folder.file("old.sqlite")
        try fresh.queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [old]) }
        let queries = ["정렬", "layoutPriority", "크기 제안", "AlignmentID", "frame", "Stack"]
        let freshHits = try queries.map { try fresh.search($0).map(\.reference) }
        let freshTokens = try ProseIndexTests.tokensByColumn(fresh)
        // The index as version 7 laid it out, with the same rows.
        var configuration = Configuration()
        configuration.prepareDatabase { $0.add(function: CompressedText.sqlarUncompress) }
        let oldQueue = try DatabaseQueue(path: old, configuration: configuration)
        try oldQueue.write { db in
            try db.execute(sql: """
                UPDATE snippets SET code = CAST(sqlar_uncompress(code, code_size) AS TEXT), code_size = 0;
                DROP TABLE search_index;
                CREATE VIRTUAL TABLE search_index USING fts5(term, title, body, context, content = '', tokenize = 'ascii');
                INSERT INTO search_index (search_index, rank) VALUES ('hashsize', 16777216);
                """)
            try KnowledgeStore.rebuildIndex(db)
            // Version 7 stored code as text, with no size beside it, and a card's note path in the card.
            try db.execute(sql: """
                DROP VIEW snippet_texts;
                ALTER TABLE snippets DROP COLUMN code_size;
                CREATE VIEW snippet_texts AS SELECT * FROM snippets;
                """)
            try Self.storeNotePathsInCards(db)
            try db.execute(sql: "DROP TABLE search_row_facts; PRAGMA user_version = 7")
        }
        try oldQueue.close()
        let upgraded = try KnowledgeStore(path: old, create: false)
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Schema.version)
        #expect(try ProseIndexTests.tokensByColumn(upgraded) == freshTokens)
        #expect(try queries.map { try upgraded.search($0).map(\.reference) } == freshHits)
        #expect(freshHits[0] == ["p66", "p34", "p37", "s13"])
    }

    /// Version 9 stores a card's note path once, in note_paths: a version-8 database of the
    /// bundled notes, with a card of a note that is gone, ends up with exactly a new
    /// database's schema, and every card keeps its path, schedule and text.
    @Test func aVersion8DatabaseStoresEachCardsNotePathOnce() throws {
        let folder = TemporaryFolder()
        let fresh = try folder.store()
        try fresh.importNotes(paths: [])
        let cardsBefore = try fresh.read(Self.cards)
        let old = folder.file("old.sqlite")
        try fresh.queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [old]) }
        let oldQueue = try DatabaseQueue(path: old)
        try oldQueue.write { db in
            try Self.storeNotePathsInCards(db)
            try db.execute(sql: """
                INSERT INTO cards (identity, kind, front, back, note_path, line, suspended, created_at, due, reviews)
                VALUES ('gone', 'basic', 'Q', 'A', '/notes/removed.md', 4, 1, 0, 0, 3);
                DROP TABLE search_row_facts;
                PRAGMA user_version = 8;
                """)
        }
        try oldQueue.close()
        let upgraded = try KnowledgeStore(path: old, create: false)
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Schema.version)
        let cardsAfter = try upgraded.read(Self.cards)
        #expect(cardsAfter.dropLast() == cardsBefore[...])
        #expect(cardsAfter.last?.notePath == "/notes/removed.md")
        #expect(cardsAfter.last?.schedule.reviewCount == 3)
        let paths = try upgraded.read { try String.fetchAll($0, sql: "SELECT path FROM note_paths ORDER BY id") }
        #expect(paths == ["/notes/removed.md"] + Set(cardsBefore.map(\.notePath)).sorted())
        #expect(paths.count == 4)
    }

    /// Version 10 stores a concept card's back as its concept when it is the concept's
    /// explanation: a version-9 database of the bundled notes ends up with exactly a new
    /// database's schema and the same cards; its backs stay text until their note is
    /// imported again, and are then stored as their concepts.
    @Test func aVersion9DatabaseReadsTheSameCards() throws {
        let folder = TemporaryFolder()
        let fresh = try folder.store()
        try fresh.importNotes(paths: [])
        let cardsBefore = try fresh.read(Self.cards)
        let conceptBacks = "SELECT count(*) FROM cards WHERE back_concept_id IS NOT NULL"
        #expect(try fresh.read { try Int.fetchOne($0, sql: conceptBacks) } == 13)
        let old = folder.file("old.sqlite")
        try fresh.queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [old]) }
        let oldQueue = try DatabaseQueue(path: old)
        try oldQueue.write { db in
            try Self.storeBacksAsText(db)
            try db.execute(sql: "DROP TABLE search_row_facts; PRAGMA user_version = 9")
        }
        try oldQueue.close()
        let upgraded = try KnowledgeStore(path: old, create: false)
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read(Self.cards) == cardsBefore)
        #expect(try upgraded.read { try Int.fetchOne($0, sql: conceptBacks) } == 0)
        try upgraded.write { try $0.execute(sql: "UPDATE notes SET content_hash = ''") }
        try upgraded.importNotes(paths: [])
        #expect(try upgraded.read(Self.cards) == cardsBefore)
        #expect(try upgraded.read { try Int.fetchOne($0, sql: conceptBacks) } == 13)
    }

    /// Version 11 stores each index row's length for search's ranking: a version-10
    /// database of the bundled notes ends up with exactly a new database's schema, the
    /// same lengths and the same hits.
    @Test func aVersion10DatabaseGetsItsRowLengths() throws {
        let folder = TemporaryFolder()
        let fresh = try folder.store()
        try fresh.importNotes(paths: [])
        let queries = ["정렬", "layoutPriority", "크기 제안", "frame", "Stack"]
        let freshHits = try queries.map { try fresh.search($0).map(\.reference) }
        let freshFacts = try fresh.read(IndexRowFactsTests.storedFacts)
        #expect(freshFacts.count == (try fresh.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM search_documents") }))
        let old = folder.file("old.sqlite")
        try fresh.queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [old]) }
        let oldQueue = try DatabaseQueue(path: old)
        try oldQueue.write { try $0.execute(sql: "DROP TABLE search_row_facts; PRAGMA user_version = 10") }
        try oldQueue.close()
        let upgraded = try KnowledgeStore(path: old, create: false)
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read(IndexRowFactsTests.storedFacts) == freshFacts)
        #expect(try queries.map { try upgraded.search($0).map(\.reference) } == freshHits)
    }

    static func cards(_ db: Database) throws -> [Card] {
        try Row.fetchAll(db, sql: "SELECT \(Card.columns) \(Card.from) ORDER BY k.id").map(Card.init(row:))
    }

    /// Turns a database's cards back into version 9's, which stored every back that is not
    /// a passage's text as text.
    static func storeBacksAsText(_ db: Database) throws {
        try db.execute(sql: """
            UPDATE cards SET back = coalesce((SELECT explanation FROM concepts WHERE id = back_concept_id), back)
                WHERE back_concept_id IS NOT NULL;
            DROP INDEX cards_by_back_concept;
            ALTER TABLE cards DROP COLUMN back_concept_id;
            """)
    }

    /// Turns a database's cards back into version 8's, which named their note by its path.
    static func storeNotePathsInCards(_ db: Database) throws {
        try storeBacksAsText(db)
        try db.execute(sql: """
            ALTER TABLE cards ADD COLUMN note_path TEXT NOT NULL DEFAULT '';
            UPDATE cards SET note_path = (SELECT path FROM note_paths WHERE id = cards.note_path_id);
            DROP INDEX cards_by_note;
            ALTER TABLE cards DROP COLUMN note_path_id;
            DROP TABLE note_paths;
            CREATE INDEX cards_by_note ON cards(note_path);
            """)
    }

    /// On the text kb indexes, the ascii tokenizer finds every token, at every position,
    /// that unicode61 found.
    @Test func asciiTokenizesIndexTextAsUnicode61Did() throws {
        var texts = SearchTokenizerTests.mixedTexts
        for folder in [seedFolder, repositoryRoot + "/Notes"].compactMap({ $0 }) {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                texts += (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map { $0.components(separatedBy: "\n") } ?? []
            }
        }
        let db = try DatabaseQueue()
        let instances = try db.write { db -> [[String]] in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE u USING fts5(body, tokenize = 'unicode61 remove_diacritics 0');
                CREATE VIRTUAL TABLE a USING fts5(body, tokenize = 'ascii');
                CREATE VIRTUAL TABLE u_tokens USING fts5vocab(u, instance);
                CREATE VIRTUAL TABLE a_tokens USING fts5vocab(a, instance);
                """)
            for text in texts {
                let indexed = SearchTokenizer.indexText(text)
                try db.execute(sql: "INSERT INTO u (body) VALUES (?)", arguments: [indexed])
                try db.execute(sql: "INSERT INTO a (body) VALUES (?)", arguments: [indexed])
            }
            let order = "ORDER BY doc, offset"
            return try ["u_tokens", "a_tokens"].map { table in
                try String.fetchAll(db, sql: "SELECT doc || ' ' || offset || ' ' || term FROM \(table) \(order)")
            }
        }
        // Over 10,000 tokens with the seeds beside the repository, over 2,000 without them.
        #expect(instances[0].count > (seedFolder == nil ? 2_000 : 10_000))
        #expect(instances[0] == instances[1])
    }
}
