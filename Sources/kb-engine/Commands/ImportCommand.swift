import ArgumentParser
import KBCommandLine
import KnowledgeBase

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import markdown notes: files or folders (.md .markdown .txt).",
        discussion: """
            Without a path, imports the study notes bundled with kb. Unchanged notes are \
            skipped, changed ones replaced, and notes gone from an imported folder removed, \
            in one transaction. A file kb cannot read is reported and skipped; the exit code \
            is then 2, and everything else is still imported.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Files or folders to import.", valueName: "path"), completion: .file())
    var paths: [String] = []

    @Flag(name: .shortAndLong, help: "No progress bar and no list of notes: only warnings and errors.")
    var quiet = false

    func run() throws {
        let store = try global.openStore(.create)
        let bar = quiet ? nil : ImportProgressBar.onTerminal()
        bar?.start()
        let report: ImportReport
        do {
            defer { bar?.finish() }
            var progress: (@Sendable (ImportEvent) -> Void)?
            if let bar { progress = { bar.hear($0) } }
            report = try store.importNotes(paths: paths, examples: ExampleMaking.maker, progress: progress)
        }
        let console = global.console
        var lines: [String] = []
        for note in report.imported {
            let counts = [counted(note.chapters, "chapter"), counted(note.concepts, "concept"),
                          counted(note.snippets, "snippet"), counted(note.images, "image"), counted(note.cards, "card")]
            lines.append("\(console.green("imported")) \(PathDisplay.show(note.path)): \(counts.joined(separator: ", "))")
        }
        for path in report.removed {
            lines.append("\(console.yellow("removed")) \(PathDisplay.show(path))")
        }
        lines.append(summary(report))
        if !quiet { console.emit(lines.joined(separator: "\n")) }
        for warning in report.warnings {
            printError("warning: \(PathDisplay.show(warning.path)): \(warning.message)")
        }
        for rejected in report.rejected {
            printError("skipped \(PathDisplay.show(rejected.path)): \(rejected.message)")
        }
        if !report.rejected.isEmpty { throw ExitCode(2) }
    }

    func summary(_ report: ImportReport) -> String {
        var parts = ["\(report.imported.count) imported", "\(report.unchanged.count) unchanged"]
        if !report.removed.isEmpty { parts.append("\(report.removed.count) removed") }
        if !report.rejected.isEmpty { parts.append("\(report.rejected.count) skipped") }
        return parts.joined(separator: ", ")
    }
}
