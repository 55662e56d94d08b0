import Foundation
import GRDB
import GRDBSQLite

/// A value to bind to an insert.
enum SQLValue {
    case integer(Int64)
    case text(String)
    case real(Double)
    case blob(Data)
    case null

    init(_ value: Int) { self = .integer(Int64(value)) }
    init(_ value: Int64?) { self = value.map { .integer($0) } ?? .null }
    init(_ value: String?) { self = value.map { .text($0) } ?? .null }

    init(_ value: DatabaseValue) {
        switch value.storage {
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob(data)
        case .null: self = .null
        }
    }
}

/// An INSERT run straight through SQLite's C API with the statement GRDB prepared and
/// cached. An import runs a quarter of a million inserts in one transaction; binding
/// without GRDB's argument boxing takes about a second off importing 2,000 notes. Used
/// only inside a write transaction, for statements that return no rows.
struct InsertStatement {
    let statement: Statement
    let db: Database

    init(_ db: Database, _ sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
    }

    func run(_ values: [SQLValue]) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let number): sqlite3_bind_int64(handle, index, number)
            case .real(let number): sqlite3_bind_double(handle, index, number)
            case .null: sqlite3_bind_null(handle, index)
            case .blob(let data):
                _ = data.withUnsafeBytes {
                    sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                }
            case .text(let text):
                // SQLITE_TRANSIENT: SQLite copies the text before the C string goes away.
                _ = text.withCString { sqlite3_bind_text(handle, index, $0, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self)) }
            }
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: statement.sql)
        }
    }
}
