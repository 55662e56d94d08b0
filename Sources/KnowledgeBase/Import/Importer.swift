import Foundation
import GRDB

/// What one `kb import` did.
public struct ImportReport: Sendable {
    public struct ImportedNote: Sendable, Equatable {
        public var path: String
        public var title: String
        public var chapters: Int
        public var concepts: Int
        public var snippets: Int
        public var images: Int
        public var cards: Int
    }

    public struct Problem: Sendable, Equatable {
        public var path: String
        public var message: String
    }

    public var imported: [ImportedNote] = []
    public var unchanged: [String] = []
    public var removed: [String] = []
    /// Files that were not imported; whatever kb had stored for them stays.
    public var rejected: [Problem] = []
    /// Problems in notes that were imported all the same.
    public var warnings: [Problem] = []
}

extension KnowledgeStore {
    /// Bumped whenever the importer reads notes differently, so that a newer kb reads
    /// every note again instead of skipping it as unchanged.
    public static let importerVersion = 32

    /// What a note stored with: the importer's version and the example maker's, so that
    /// a newer kb, or one whose SnippetRunner runs snippets differently, reads the note
    /// again; a note imported without examples gets them from an import with a maker.
    static func readingVersion(examples: ExampleMaker?) -> Int {
        importerVersion * 1000 + (examples?.version ?? 0)
    }

    /// Imports files and folders, or the bundled notes when `paths` is empty. Unchanged
    /// notes are skipped, changed ones replaced, and notes gone from an imported folder
    /// removed, all in one transaction: an interrupted import leaves the previous state.
    /// With `examples`, each imported snippet is run into its example, stored with it.
    /// `progress` hears what the import does as it goes (from the writing thread).
    @discardableResult
    public func importNotes(paths: [String], examples: ExampleMaker? = nil,
                            progress: (@Sendable (ImportEvent) -> Void)? = nil) throws -> ImportReport {
        let scope = paths.isEmpty ? NoteSourceScanner.bundled() : try NoteSourceScanner.scan(paths)
        var report = ImportReport()
        report.rejected = scope.rejected.map { .init(path: $0.path, message: $0.reason.description) }

        let version = Self.readingVersion(examples: examples)
        let stored = try read { db in
            try Row.fetchAll(db, sql: "SELECT path, content_hash, importer_version FROM notes").reduce(into: [String: String]()) {
                $0[$1["path"]] = ($1["importer_version"] as Int) == version ? $1["content_hash"] : ""
            }
        }
        var changed: [(NoteSource, hash: String)] = []
        for source in scope.sources {
            let hash = ContentHash.of(source.bytes)
            if stored[source.path] == hash {
                report.unchanged.append(source.path)
            } else {
                changed.append((source, hash))
            }
        }
        progress?(.begin(notes: changed.count, bytes: changed.reduce(0) { $0 + $1.0.bytes.count }))
        if !changed.isEmpty { MemoryReuse.keepFreedMemory() }
        // Notes are parsed on every core while the transaction writes those already parsed.
        let parsed = ParsedNotes.start(changed.map(\.0), examples: examples)
        let present = Set(scope.sources.map(\.path))
        let vanished = stored.keys.filter { path in
            !present.contains(path) && scope.removalPrefixes.contains { path.hasPrefix($0) }
        }.sorted()

        try write { db in
            // An import writes every note in one transaction, into indexes whose keys
            // arrive in random order (card identities, the full-text index): with
            // SQLite's default 2 MiB page cache they spill to disk and are read back
            // mid-transaction. 256 MiB (taken only as it fills) keeps a large import in
            // memory; reading needs no more than the default.
            try db.execute(sql: "PRAGMA cache_size = -262144")
            var writer = try NoteWriter(db, now: clock.now(), version: version)
            // The cards of notes removed or rewritten are suspended; a rewritten note
            // brings back those it still holds. A note new to kb has none that are not
            // suspended already.
            try writer.cards.suspendCards(of: vanished + changed.map(\.0.path).filter { stored[$0] != nil })
            for path in vanished {
                if let note = try Int64.fetchOne(db, sql: "SELECT id FROM notes WHERE path = ?", arguments: [path]) {
                    try writer.removeFromIndex(note: note)
                }
                try db.execute(sql: "DELETE FROM notes WHERE path = ?", arguments: [path])
            }
            report.removed = vanished
            for (index, (source, hash)) in changed.enumerated() {
                progress?(.waiting(path: source.path))
                defer { progress?(.written(path: source.path, bytes: source.bytes.count)) }
                switch parsed.result(at: index) {
                case .success(let rows):
                    report.warnings += rows.note.warnings.map { .init(path: source.path, message: $0.description) }
                    report.imported.append(try writer.write(rows, path: source.path, hash: hash, byteCount: source.bytes.count))
                case .failure(let rejection):
                    report.rejected.append(.init(path: source.path, message: rejection.description))
                }
            }
            try writer.rowFacts.write(db)
            progress?(.committing)
            try Self.pauseBeforeCommitIfAsked()
        }
        if !report.imported.isEmpty || !report.removed.isEmpty { try releaseFreePages() }
        return report
    }

    /// Tests stop kb in the middle of an import transaction to prove it leaves the
    /// previous state: with KB_TEST_PAUSE_BEFORE_COMMIT set, kb says so on stderr and
    /// waits that many seconds before committing.
    static func pauseBeforeCommitIfAsked() throws {
        guard let value = ProcessInfo.processInfo.environment["KB_TEST_PAUSE_BEFORE_COMMIT"],
              let seconds = Double(value) else { return }
        FileHandle.standardError.write(Data("kb: pausing before commit\n".utf8))
        Thread.sleep(forTimeInterval: seconds)
    }
}
