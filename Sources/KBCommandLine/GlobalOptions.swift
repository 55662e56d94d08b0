import ArgumentParser
import Foundation
import KnowledgeBase

/// Options every kb command takes, before the subcommand (`kb --db X stats`) or after it
/// (`kb stats --db X`): `CommandLine.reordered` moves them behind the subcommand's name.
package struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The knowledge base file.", discussion: "Default: $KB_DB, else $XDG_DATA_HOME/kb/kb.sqlite.",
        valueName: "path"), completion: .file(extensions: ["sqlite", "db"]))
    package var db: String?

    @Flag(name: .long, help: "Plain output, no colour (also with NO_COLOR set).")
    package var noColor = false

    @Flag(name: .long, help: "Never page long output (also with KB_PAGER=cat).")
    package var noPager = false

    package var databasePath: String { Self.databasePath(db: db) }

    /// The knowledge base `--db` names, else $KB_DB's, else the default place.
    package static func databasePath(db: String?) -> String {
        if let db, !db.isEmpty { return db }
        if let path = environmentVariable("KB_DB"), !path.isEmpty { return path }
        let dataHome = environmentVariable("XDG_DATA_HOME").flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        return (dataHome as NSString).appendingPathComponent("kb/kb.sqlite")
    }

    /// The store, opened for what the command does: readers never wait for a writer.
    package func openStore(_ access: KnowledgeStore.Access = .read) throws -> KnowledgeStore {
        try Self.openStore(db: db, access)
    }

    /// The store `--db` (or the environment) names, without parsing options.
    package static func openStore(db: String?, _ access: KnowledgeStore.Access = .read) throws -> KnowledgeStore {
        try KnowledgeStore(path: databasePath(db: db), access: access, clock: try clock())
    }

    /// The system clock, or the moment KB_NOW names (ISO 8601, `2026-12-01T09:00:00Z`), so
    /// a quiz can be scripted for a given day.
    package static func clock() throws -> Clock {
        guard let value = environmentVariable("KB_NOW"), !value.isEmpty else { return .system }
        guard let date = ISO8601DateFormatter().date(from: value) else {
            throw KBError.badInput("KB_NOW is not an ISO 8601 time like 2026-12-01T09:00:00Z: \(value)")
        }
        return .fixed(date)
    }

    package init() {}

    package var console: Console { Console(noColor: noColor, noPager: noPager) }
}

extension SearchHit.Kind: ExpressibleByArgument {}
