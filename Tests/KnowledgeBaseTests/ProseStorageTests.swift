import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// Schema 7 stores the prose around a snippet as the passages it is, when it is whole
/// passages, instead of a second copy of their text.
@Suite struct ProseStorageTests {
    /// Every snippet of the bundled notes, the real notes and the seeds reads exactly the
    /// prose the parser gave it, whether stored as text or as passages.
    @Test func everySnippetReadsTheProseTheParserGaveIt() throws {
        let folders = [repositoryRoot + "/Notes", repositoryRoot + "/Tests/Fixtures/RealNotes/notes"] + [seedFolder].compactMap { $0 }
        let store = try TemporaryFolder().store()
        try store.importNotes(paths: folders)
        let stored = try store.snippets(underChapter: nil)
        var parsed: [String: [Int: ParsedSnippet]] = [:]
        for file in Set(stored.map(\.file)) {
            let text = try NoteDecoding.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: file)))).get()
            let note = NoteParser.parse(text, fileStem: "")
            parsed[file] = Dictionary(note.chapters.flatMap(\.snippets).map { ($0.startLine, $0) }, uniquingKeysWith: { first, _ in first })
        }
        // Over 300 snippets with the seeds beside the repository, over 200 without them.
        #expect(stored.count > (seedFolder == nil ? 200 : 300))
        for snippet in stored {
            let expected = parsed[snippet.file]?[snippet.startLine]
            #expect(snippet.proseBefore == expected?.proseBefore, "\(snippet.file):\(snippet.startLine)")
            #expect(snippet.proseAfter == expected?.proseAfter, "\(snippet.file):\(snippet.startLine)")
        }
        // Most prose is whole passages, stored once; the rest (cut at 600 characters) as text.
        let kept = try store.read { try Row.fetchOne($0, sql: """
            SELECT sum(prose_before <> ''), sum(prose_after <> ''), sum(prose_before_passages > 0), sum(prose_after_passages > 0)
            FROM snippets
            """) }
        #expect((kept?[2] as Int? ?? 0) > (kept?[0] as Int? ?? 0) * 4)
    }

    /// On the bundled notes, every prose is whole passages: 13 snippets, 13 with prose
    /// before them (18 passages), 12 with prose after (19 passages; in
    /// 03-modifiers-and-geometry the paragraph after the first snippet leads into the next
    /// one, so it has none), none stored as text.
    @Test func theBundledNotesStoreTheirProseAsPassages() throws {
        let store = try TemporaryFolder().store()
        try store.importNotes(paths: [])
        let counts = try store.read { try Row.fetchOne($0, sql: """
            SELECT count(*), sum(prose_before_passages > 0), sum(prose_after_passages > 0), sum(prose_before <> ''),
                   sum(prose_after <> ''), sum(prose_before_passages), sum(prose_after_passages)
            FROM snippets
            """) }
        let row = try #require(counts)
        #expect((0..<7).map { row[$0] as Int } == [13, 13, 12, 0, 0, 18, 19])
    }

    /// A version-6 database keeps its snippets' prose as text: upgraded, it has exactly the
    /// schema a new one has, and its snippets read their prose as before.
    @Test func aVersion6DatabaseUpgradesAndReadsItsProse() throws {
        let folder = TemporaryFolder()
        let old = folder.file("old.sqlite")
        try olderDatabase(at: old, version: 6) { db in
            try db.execute(sql: "INSERT INTO notes (id, path, title, tags, content_hash, byte_count, importer_version, imported_at) VALUES (1, 'n.md', 'n', '[]', 'h', 1, 8004, 'now')")
            try db.execute(sql: "INSERT INTO chapters (id, note_id, position, level, slug, title, start_line, end_line) VALUES (1, 1, 0, 1, 's', 't', 1, 9)")
            try db.execute(sql: "INSERT INTO passages (id, chapter_id, position, kind, text, start_line, end_line) VALUES (1, 1, 1, 'paragraph', '패딩을 준다.', 2, 2)")
            try db.execute(sql: """
                INSERT INTO snippets (id, chapter_id, position, language, code, start_line, end_line, fenced, prose_before, prose_after)
                VALUES (3, 1, 0, 'swift', 'Text("a")', 3, 5, 1, '패딩을 준다.', '빨간 배경.')
                """)
        }
        let upgraded = try KnowledgeStore(path: old, create: false)
        #expect(try upgraded.schema() == folder.store().schema())
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Schema.version)
        let snippet = try upgraded.snippet(id: 3)
        #expect(snippet?.proseBefore == "패딩을 준다.")
        #expect(snippet?.proseAfter == "빨간 배경.")
        // Its code, stored as text with no size (version 8), reads as it is.
        #expect(snippet?.code == "Text(\"a\")")
    }

    /// Long, repetitive code is stored compressed (schema 8), short code as text; both
    /// read back exactly, through snippet_texts, in search hits and into the index.
    @Test func longCodeIsStoredCompressed() throws {
        let folder = TemporaryFolder()
        let long = "VStack {\n" + (1...12).map { "    Text(\"줄 \($0)\").padding(\($0)).background(Color.blue)\n" }.joined() + "}"
        folder.write("code.md", "# 코드\n\n```swift\n\(long)\n```\n\n짧은 것.\n\n```swift\nText(\"a\")\n```\n")
        let store = try folder.store()
        try store.importNotes(paths: [folder.path])
        let rows = try store.read { try Row.fetchAll($0, sql: "SELECT typeof(code), code_size, length(code) FROM snippets ORDER BY id") }
        #expect(rows.map { $0[0] as String } == ["blob", "text"])
        // The code as the note holds it, its last line's newline included.
        #expect(rows.map { $0[1] as Int } == [long.utf8.count + 1, 10])
        #expect((rows[0][2] as Int) * 2 <= long.utf8.count)
        #expect(try store.snippet(id: 1)?.code == long + "\n")
        #expect(try store.snippet(id: 2)?.code == "Text(\"a\")\n")
        let hit = try #require(try store.search("background", options: .init(kind: .snippet)).first)
        #expect(hit.reference == "s1")
        // Read again, the note's rows leave the index whole: the code is found once.
        folder.write("code.md", "# 코드\n\n```swift\n\(long)\n```\n")
        try store.importNotes(paths: [folder.path])
        #expect(try store.search("background", options: .init(kind: .snippet)).map(\.reference) == ["s1"])
        // VStack (v, stack, vstack) and twelve lines of eight tokens each
        // (text 줄 N padding N background color blue); the title 코드 (코드, 드).
        #expect(try ProseIndexTests.tokensByColumn(store) == ["body": 3 + 12 * 8, "title": 2])
    }
}
