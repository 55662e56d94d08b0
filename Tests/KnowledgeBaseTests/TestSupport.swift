import Foundation
import GRDB
@testable import KnowledgeBase

/// A folder of its own for one test, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "kb-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let file = self.file(name)
        try! FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    func store(clock: Clock = .system) throws -> KnowledgeStore {
        try KnowledgeStore(path: file("kb.sqlite"), create: true, clock: clock)
    }

    /// A knowledge base that holds one note, written here as `notes/<name>`.
    func store(importing name: String, _ note: String) throws -> KnowledgeStore {
        write("notes/" + name, note)
        let store = try store()
        _ = try store.importNotes(paths: [file("notes")])
        return store
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// The learner's own notes beside the repository, when present.
let seedFolder: String? = {
    let folder = (repositoryRoot as NSString).appendingPathComponent("../shared/seeds")
    return FileManager.default.fileExists(atPath: folder) ? URL(fileURLWithPath: folder).standardizedFileURL.path : nil
}()

func noteSeedsAbsent() {
    print("skipping seed-note tests: ../shared/seeds is absent")
}

extension KnowledgeStore {
    /// Every table, index and trigger with its SQL, by name: an upgraded database must
    /// equal a new one.
    func schema() throws -> [String] {
        try read { try String.fetchAll($0, sql: "SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_master ORDER BY name") }
    }
}

/// A database at `path` as kb made it at schema `version` (schema.sql up to the section
/// that upgrades past it), with `rows` written into it: what an upgrade test starts from.
func olderDatabase(at path: String, version: Int, rows: (Database) throws -> Void = { _ in }) throws {
    let sql = String(Schema.sql[..<Schema.sql.range(of: "\n-- since version \(version + 1)")!.lowerBound])
    try DatabaseQueue(path: path).write { db in
        try db.execute(sql: sql)
        try db.execute(sql: "PRAGMA user_version = \(version)")
        try rows(db)
    }
}

/// The concept cards a note makes as `term → back`, each back cut to its first
/// `backLength` characters: the start of the back says which passage explains the term.
func conceptCards(_ markdown: String, backLength: Int) -> [String] {
    let blocks = MarkdownParser.parse(markdown)
    return ConceptExtractor.concepts(in: blocks, declared: LearnerTerms.declaredNames(in: blocks))
        .filter { !$0.explanation.isEmpty }.map { "\($0.term) → \($0.explanation.prefix(backLength))" }
}

/// The concept cards kb makes of a note written in a test, its file stem `note`.
func conceptCards(_ markdown: String) -> [ParsedCard] {
    NoteParser.parse(markdown, fileStem: "note").chapters.flatMap(\.cards).filter { $0.kind == .concept }
}
