import ArgumentParser
import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Verify the results the notes promise for their snippets.",
        discussion: """
            A note states the result of the snippet above it in a comment such as \
            <!-- kb:expect red.width == 75; text.lines == 2 -->: views by colour name, by \
            quoted text, or `text` for the first Text; x, y, width, height or lines; ==, < \
            or >, equal within half a point. kb check runs every such snippet and exits 1 \
            when one does not hold.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Only this chapter (and the chapters under it).", valueName: "chapter"),
              completion: ChapterCompletion.kind)
    var chapter: String?

    func run() throws {
        let store = try global.openStore()
        let console = global.console
        let scope = try chapter.map { try store.resolveChapter($0).id }
        let checked = try store.snippets(underChapter: scope).filter { !$0.expectations.isEmpty }
        var lines: [String] = []
        var (passed, failed) = (0, 0)
        for (snippet, outcome, _) in try ChapterExamples.run(checked, from: store) {
            for (held, line) in check(snippet, outcome, console) {
                if held { passed += 1 } else { failed += 1 }
                lines.append(line)
            }
        }
        guard passed + failed > 0 else { throw KBError.notFound("expectations (<!-- kb:expect … -->) in \(chapter ?? "the notes")") }
        lines.append("\(passed) held, \(failed) did not")
        console.emit(lines.joined(separator: "\n"))
        if failed > 0 { throw ExitCode(1) }
    }

    /// Each expectation of `snippet` with whether it held, as a line to print.
    func check(_ snippet: Snippet, _ outcome: ExampleOutcome, _ console: Console) -> [(held: Bool, line: String)] {
        let place = "\(snippet.reference) \(PathDisplay.show(snippet.file)):\(snippet.startLine)"
        let results = ExpectationCheck.results(snippet.expectations, layout: outcome.layout, status: outcome.status)
        return results.map { result in
            (held: result.held, line: (result.held ? console.green("✓ ") : console.red("✗ ")) + "\(place): \(result.text)")
        }
    }
}
