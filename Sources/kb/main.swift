import ArgumentParser
import Foundation
import KnowledgeBase

struct KB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kb",
        abstract: "A knowledge base of your SwiftUI study notes.",
        discussion: """
            Import markdown notes, then search them, browse their chapters, show concepts \
            and snippets, and review flashcards made from them. Exit codes: 0 success, 1 nothing found, 2 bad usage or \
            bad input.
            """,
        version: "0.1.0",
        subcommands: [
            ImportCommand.self, SearchCommand.self, ChaptersCommand.self, ShowCommand.self, RunCommand.self,
            CheckCommand.self, QuizCommand.self, StatsCommand.self,
        ])
}

/// Runs kb: every error ends as one line on stderr and exit code 1 or 2, never a trace.
func runKB() -> Never {
    do {
        var command = try KB.parseAsRoot()
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
            // --help and --version.
            print(KB.fullMessage(for: error))
            exit(0)
        }
        let message = KB.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        printError(message + " (see 'kb --help')")
        exit(2)
    }
}

runKB()
