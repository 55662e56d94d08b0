import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// An import gives the pages it freed back to the file system: a database is no larger
/// than what it holds.
@Suite struct FreePagesTests {
    static func pragma(_ store: KnowledgeStore, _ name: String) throws -> Int {
        try store.read { try Int.fetchOne($0, sql: "PRAGMA \(name)") ?? -1 }
    }

    static func note(paragraphs: Int) -> String {
        "# 1. 정렬\n\n" + (1...paragraphs).map { "정렬 \($0)번 문단은 뷰를 맞추는 방법 \($0 * 37)을 말한다." }.joined(separator: "\n\n") + "\n"
    }

    /// Imports a long note, then the note shortened, into `store`.
    static func importLongThenShort(_ store: KnowledgeStore, in folder: TemporaryFolder) throws {
        let path = folder.write("note.md", note(paragraphs: 400))
        try store.importNotes(paths: [path])
        folder.write("note.md", note(paragraphs: 10))
        try store.importNotes(paths: [path])
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM passages") } == 11)
    }

    /// The same imports into a new database and into one made before kb kept a map of its
    /// pages: the new one has no free pages and is smaller by the older one's free pages;
    /// the older one imports as before, its free pages kept for the next import to fill.
    @Test func aRewrittenNoteLeavesNoFreePages() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        try Self.importLongThenShort(store, in: folder)
        #expect(try Self.pragma(store, "auto_vacuum") == 2)
        #expect(try Self.pragma(store, "freelist_count") == 0)

        let older = TemporaryFolder()
        let file = older.file("old.sqlite")
        try DatabaseQueue(path: file).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        let old = try KnowledgeStore(path: file, create: false)
        try Self.importLongThenShort(old, in: older)
        #expect(try Self.pragma(old, "auto_vacuum") == 0)
        let free = try Self.pragma(old, "freelist_count")
        #expect(free > 0)
        let pages = try Self.pragma(store, "page_count")
        let oldPages = try Self.pragma(old, "page_count")
        // One page more at most: the map of pages itself.
        #expect(pages <= oldPages - free + 1, "\(pages) \(oldPages) \(free)")
        #expect(pages < oldPages)
    }
}
