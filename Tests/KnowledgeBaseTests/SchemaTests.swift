import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

@Suite struct SchemaTests {
    @Test func theBinaryCarriesExactlySchemaSQL() throws {
        let file = try String(contentsOfFile: repositoryRoot + "/schema.sql", encoding: .utf8)
        #expect(Schema.sql == file)
        #expect(Schema.version == 3)
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
}
