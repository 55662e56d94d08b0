import ArgumentParser
import Foundation
import KnowledgeBase

/// Runs a kb command line, in the front and in the engine alike: global options may come
/// before the subcommand, and every error ends as one line on stderr and exit code 1 or 2,
/// never a trace.
package enum CommandRunner {
    /// `arguments` as `GlobalOptionOrder.reordered` gives them: the subcommand first.
    package static func run<Root: ParsableCommand>(_ root: Root.Type, reorderedArguments arguments: [String]) -> Never {
        do {
            var command = try Root.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            fail(error, root: root, arguments: arguments)
        }
    }

    /// `kb search` as `SearchArguments` read it, without the parser.
    package static func runSearch<Root: ParsableCommand>(_ search: SearchArguments, root: Root.Type) -> Never {
        do {
            try SearchCommand.search(search.words, options: SearchOptions(chapter: search.chapter, kind: search.kind, limit: search.limit),
                                     json: search.json, sql: search.sql, db: search.db,
                                     console: Console(noColor: search.noColor, noPager: search.noPager))
            exit(0)
        } catch {
            fail(error, root: root, arguments: ["search"])
        }
    }

    /// Ends with `error` as one line on stderr and its exit code.
    static func fail<Root: ParsableCommand>(_ error: Error, root: Root.Type, arguments: [String]) -> Never {
        switch error {
        case let error as KBError:
            printError(error.description)
            exit(error.exitCode)
        case let code as ExitCode:
            exit(code.rawValue)
        default:
            let exitCode = Root.exitCode(for: error)
            if exitCode == .success {
                // --help, --version and completion scripts.
                print(Root.fullMessage(for: error))
                exit(0)
            }
            if let unknown = UnknownCommand.message(arguments) {
                printError(unknown + " (see 'kb --help')")
                exit(2)
            }
            let message = Root.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let help = GlobalOptionOrder.subcommand(of: arguments).map { "kb \($0) --help" } ?? "kb --help"
            printError(message + " (see '\(help)')")
            exit(2)
        }
    }
}
