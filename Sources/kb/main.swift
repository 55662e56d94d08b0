import ArgumentParser
import Foundation
import KnowledgeBase

struct KB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kb",
        abstract: "A knowledge base of your SwiftUI study notes.",
        discussion: """
            Import markdown notes, then search them, browse their chapters, show concepts \
            and snippets, run their examples and review flashcards made from them. Global \
            options (--db, --no-color, --no-pager) go before or after the command. Exit \
            codes: 0 success, 1 nothing found, 2 bad usage or bad input.
            """,
        version: "0.1.0",
        subcommands: [
            ImportCommand.self, SearchCommand.self, ChaptersCommand.self, ShowCommand.self, RunCommand.self,
            CheckCommand.self, QuizCommand.self, StatsCommand.self,
        ])
}

/// Runs kb: every error ends as one line on stderr and exit code 1 or 2, never a trace.
func runKB() -> Never {
    let arguments = GlobalOptionOrder.reordered(Array(CommandLine.arguments.dropFirst()))
    do {
        var command = try KB.parseAsRoot(arguments)
        try command.run()
        exit(0)
    } catch let error as KBError {
        printError(error.description)
        exit(error.exitCode)
    } catch let code as ExitCode {
        exit(code.rawValue)
    } catch {
        let exitCode = KB.exitCode(for: error)
        if exitCode == .success {
            // --help, --version and completion scripts.
            print(KB.fullMessage(for: error))
            exit(0)
        }
        let message = KB.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        let help = GlobalOptionOrder.subcommand(of: arguments).map { "kb \($0) --help" } ?? "kb --help"
        printError(message + " (see '\(help)')")
        exit(2)
    }
}

runKB()
