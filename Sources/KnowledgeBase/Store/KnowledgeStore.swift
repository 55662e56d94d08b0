import CSearchRanking
import CSQLiteSettings
import Foundation
import GRDB

/// The SQLite database that holds a learner's notes: opened with the schema of
/// `schema.sql`, written one transaction per import. The database is in WAL mode, so a
/// store opened for reading reads the last committed state at once, whatever a writer is
/// doing meanwhile; two writers wait for each other.
public final class KnowledgeStore: Sendable {
    let queue: DatabaseQueue
    public let path: String
    public let clock: Clock
    public let access: Access

    /// What the store is opened for. Only `create` makes a missing database (and its folder);
    /// `read` never writes, so it also opens a database on a read-only file or folder.
    public enum Access: Sendable {
        case read, write, create
    }

    /// Opens the knowledge base at `path` for writing. With `create`, a missing database
    /// (and its folder) is made; without, a missing one is an error, so opening never leaves
    /// an empty file behind.
    public convenience init(path: String, create: Bool, clock: Clock = .system) throws {
        try self.init(path: path, access: create ? .create : .write, clock: clock)
    }

    public init(path: String, access: Access, clock: Clock = .system) throws {
        _ = Self.sqliteSettings
        self.path = path
        self.clock = clock
        self.access = access
        let manager = FileManager.default
        if !manager.fileExists(atPath: path) {
            guard access == .create else { throw KBError.noDatabase(path: path) }
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do {
                    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw KBError.cannotOpen(path: path, reason: "cannot create the folder \(folder)")
                }
            }
        }
        do {
            switch access {
            case .read: queue = try Self.openForReading(path)
            case .write, .create: queue = try Self.openForWriting(path)
            }
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
        _ = kb_sqlite_enable_uri_filenames()
    }()

    static func configuration(readonly: Bool, path: String) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.readonly = readonly
        configuration.label = "kb"
        // A reader in WAL mode waits only while SQLite recovers a crashed writer's log;
        // a writer waits for the other writer, saying so.
        configuration.busyMode = readonly ? .timeout(5) : .callback(WriterWait(path: path).callback)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            db.add(function: CompressedText.sqlarUncompress)
            let ranking = ResultCode(rawValue: kb_register_search_ranking(db.sqliteConnection))
            guard ranking == .SQLITE_OK else { throw DatabaseError(resultCode: ranking) }
            // A writer reads back the pages it writes through the file's memory map rather
            // than one read call at a time. A reader does not map: a search reads a few
            // hundred pages of the index once and ends, and faulting them in through a map
            // costs more than reading them (kb's ranking query on the bench corpus took
            // 16 ms with a 1 GiB map, 12.5 ms without, in the sqlite3 command line).
            if !readonly { try db.execute(sql: "PRAGMA mmap_size = 1073741824") }
        }
        return configuration
    }

    /// A connection that never writes. A database in a folder kb cannot write to is read
    /// as immutable: SQLite cannot make the WAL index file there.
    static func openForReading(_ path: String) throws -> DatabaseQueue {
        let configuration = configuration(readonly: true, path: path)
        var queue: DatabaseQueue
        var version: Int
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            version = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) {
            queue = try DatabaseQueue(path: immutableURI(path), configuration: configuration)
            version = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        }
        if version == Schema.version { return queue }
        // An older kb wrote it: upgrade it once, then read.
        _ = try openForWriting(path, upgradeOnly: true)
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// `path` as a `file:` URI that tells SQLite the file cannot change while kb reads it.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }

    /// Whether an older kb wrote the file at `path` (read without writing anything).
    static func isOlder(_ path: String) -> Bool {
        let queue = try? DatabaseQueue(path: immutableURI(path), configuration: configuration(readonly: true, path: path))
        guard let version = try? queue?.read({ db in try Int.fetchOne(db, sql: "PRAGMA user_version") }) else { return false }
        return version > 0 && version < Schema.version
    }

    static func openForWriting(_ path: String, upgradeOnly: Bool = false) throws -> DatabaseQueue {
        if let reason = ReadOnlyCheck.reason(path) {
            // A reader cannot read an older schema either: that is no "can still search".
            if upgradeOnly || isOlder(path) {
                throw KBError.cannotOpen(path: path, reason: "an older kb wrote it and \(reason), so it cannot be upgraded")
            }
            throw KBError.readOnly(path: path, reason: reason)
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: false, path: path))
        try queue.writeWithoutTransaction { db in
            // Set once for the file; asking again takes no lock.
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                // A new database keeps a map of its pages, so that an import can give the
                // pages it freed back to the file system (see `releaseFreePages`). SQLite
                // takes this only before the first table and before WAL mode.
                if try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0 {
                    try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
                }
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
        }
        let version = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        if version != Schema.version {
            try queue.write { db in try Self.prepareSchema(db, path: path) }
        }
        return queue
    }

    static func prepareSchema(_ db: Database, path: String) throws {
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if version == Schema.version { return }
        if version > Schema.version {
            throw KBError.cannotOpen(path: path, reason: "it was written by a newer kb (schema \(version))")
        }
        let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if version == 0 {
            guard tableCount == 0 else {
                throw KBError.cannotOpen(path: path, reason: "it is not a kb database")
            }
            try db.execute(sql: Schema.sql)
        } else {
            for (since, section) in Schema.sections where since > version {
                try db.execute(sql: section)
            }
            // Version 8 makes the index anew, and only kb can fill it; version 11 stores
            // its rows' lengths, which kb reads from the index.
            if version < 8 { try rebuildIndex(db) } else if version < 11 { try IndexRowFacts.writeAll(db) }
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
        guard access != .read else { throw KBError.readOnly(path: path, reason: "it was opened for reading") }
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw KBError.database(Self.describe(error))
        }
    }
}
