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
    public static let importerVersion = 1

    /// Imports files and folders, or the bundled notes when `paths` is empty. Unchanged
    /// notes are skipped, changed ones replaced, and notes gone from an imported folder
    /// removed, all in one transaction: an interrupted import leaves the previous state.
    public func importNotes(paths: [String]) throws -> ImportReport {
        let scope = paths.isEmpty ? NoteSourceScanner.bundled() : try NoteSourceScanner.scan(paths)
        var report = ImportReport()
        report.rejected = scope.rejected.map { .init(path: $0.path, message: $0.reason.description) }

        let stored = try read { db in
            try Row.fetchAll(db, sql: "SELECT path, content_hash, importer_version FROM notes").reduce(into: [String: String]()) {
                $0[$1["path"]] = ($1["importer_version"] as Int) == Self.importerVersion ? $1["content_hash"] : ""
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
        let parsed = Self.parseConcurrently(changed.map(\.0))
        var notes: [(NoteSource, String, NoteRows)] = []
        for ((source, hash), result) in zip(changed, parsed) {
            switch result {
            case .success(let rows):
                notes.append((source, hash, rows))
                report.warnings += rows.note.warnings.map { .init(path: source.path, message: $0.description) }
            case .failure(let rejection):
                report.rejected.append(.init(path: source.path, message: rejection.description))
            }
        }
        let present = Set(scope.sources.map(\.path))
        let vanished = stored.keys.filter { path in
            !present.contains(path) && scope.removalPrefixes.contains { path.hasPrefix($0) }
        }.sorted()

        try write { db in
            for path in vanished {
                try db.execute(sql: "DELETE FROM notes WHERE path = ?", arguments: [path])
            }
            report.removed = vanished
            var writer = try NoteWriter(db)
            for (source, hash, rows) in notes {
                report.imported.append(try writer.write(rows, path: source.path, hash: hash, byteCount: source.bytes.count))
            }
            try Self.pauseBeforeCommitIfAsked()
        }
        return report
    }

    /// Reads notes on every core: parsing and segmenting text for the index is most of
    /// an import's work.
    static func parseConcurrently(_ sources: [NoteSource]) -> [Result<NoteRows, NoteRejection>] {
        let results = ResultSlots<Result<NoteRows, NoteRejection>>(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let source = sources[index]
            results[index] = NoteDecoding.decode(source.bytes).map { text in
                NoteRows(NoteParser.parse(text, fileStem: source.stem))
            }
        }
        return results.values
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

/// Results written from several threads, each to its own slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
