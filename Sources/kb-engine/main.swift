import ArgumentParser
import Foundation
import KBCommandLine
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

CommandRunner.run(KB.self, reorderedArguments: GlobalOptionOrder.reordered(Array(CommandLine.arguments.dropFirst())))
