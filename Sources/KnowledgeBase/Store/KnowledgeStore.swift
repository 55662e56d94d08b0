import CSQLiteSettings
import Foundation
import GRDB

/// The SQLite database that holds a learner's notes: opened with the schema of
/// `schema.sql`, written one transaction per import.
public final class KnowledgeStore: Sendable {
    let queue: DatabaseQueue
    public let path: String
    public let clock: Clock

    /// Opens the knowledge base at `path`. With `create`, a missing database (and its
    /// folder) is made; without, a missing one is an error, so reading never leaves an
    /// empty file behind.
    public init(path: String, create: Bool, clock: Clock = .system) throws {
        _ = Self.sqliteSettings
        self.path = path
        self.clock = clock
        let manager = FileManager.default
        if !manager.fileExists(atPath: path) {
            guard create else { throw KBError.noDatabase(path: path) }
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do {
                    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw KBError.cannotOpen(path: path, reason: "cannot create the folder \(folder)")
                }
            }
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Two kb processes at once wait for each other rather than fail.
        configuration.busyMode = .timeout(10)
        configuration.label = "kb"
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "PRAGMA temp_store = MEMORY")
                // Pages are read from the file's memory map rather than copied into the
                // page cache one read call at a time: most of a search's time is reading
                // the full-text index.
                try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            }
            try queue.write { db in try Self.prepareSchema(db) }
        } catch let error as KBError {
            throw error
        } catch let error as DatabaseError {
            throw KBError.cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// SQLite's process-wide settings, made once, before the first database opens.
    static let sqliteSettings: Void = {
        // With memory statistics on, every SQLite allocation takes a mutex: about a
        // twentieth of an import's time, for figures kb never reads.
        _ = kb_sqlite_disable_memory_statistics()
    }()

    static func prepareSchema(_ db: Database) throws {
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if version == Schema.version { return }
        if version > Schema.version {
            throw KBError.cannotOpen(path: db.description, reason: "it was written by a newer kb (schema \(version))")
        }
        let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if version == 0 {
            guard tableCount == 0 else {
                throw KBError.cannotOpen(path: db.description, reason: "it is not a kb database")
            }
            try db.execute(sql: Schema.sql)
        } else {
            for (since, section) in Schema.sections where since > version {
                try db.execute(sql: section)
            }
        }
        try db.execute(sql: "PRAGMA user_version = \(Schema.version)")
    }

    static func describe(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_NOTADB: return "it is not an SQLite database"
        case .SQLITE_CANTOPEN: return "cannot open the file"
        case .SQLITE_READONLY: return "the file is read-only"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "another kb is still writing it"
        case .SQLITE_CORRUPT: return "the database file is damaged"
        case .SQLITE_FULL: return "the disk is full"
        default: return error.message ?? "\(error.resultCode)"
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw KBError.database(Self.describe(error))
        }
    }

    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw KBError.database(Self.describe(error))
        }
    }
}
