import ArgumentParser
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

    @Argument(help: ArgumentHelp("Only this chapter (and the chapters under it).", valueName: "chapter"))
    var chapter: String?

    func run() throws {
        let store = try global.openStore()
        let console = global.console
        let scope = try chapter.map { try store.snippets(underChapter: try store.resolveChapter($0).id) }
        let notes = Set((try scope ?? store.snippets(underChapter: nil)).map(\.file)).sorted()
        var lines: [String] = []
        var (passed, failed) = (0, 0)
        for note in notes {
            let snippets = try store.snippets(inNote: note)
            let checked = snippets.filter { snippet in
                !snippet.expectations.isEmpty && (scope?.contains { $0.id == snippet.id } ?? true)
            }
            guard !checked.isEmpty else { continue }
            for (snippet, outcome) in NoteExamples.run(snippets, through: checked.last?.id)
            where checked.contains(where: { $0.id == snippet.id }) {
                let place = "\(snippet.reference) \(PathDisplay.show(snippet.file)):\(snippet.startLine)"
                let expectations: [Expectation]
                do {
                    expectations = try Expectation.parse(snippet.expectations)
                } catch {
                    failed += 1
                    lines.append(console.red("✗ ") + "\(place): \(error)")
                    continue
                }
                guard let layout = outcome.layout else {
                    failed += expectations.count
                    lines.append(console.red("✗ ") + "\(place): the snippet does not run (\(outcome.status.name))")
                    continue
                }
                for expectation in expectations {
                    guard let actual = expectation.actual(in: layout) else {
                        failed += 1
                        lines.append(console.red("✗ ") + "\(place): \(expectation) — no view \(expectation.subject)")
                        continue
                    }
                    if expectation.holds(for: actual) {
                        passed += 1
                        lines.append(console.green("✓ ") + "\(place): \(expectation)")
                    } else {
                        failed += 1
                        lines.append(console.red("✗ ") + "\(place): \(expectation) — expected \(expectation.value.pointText), got \(actual.pointText)")
                    }
                }
            }
        }
        guard passed + failed > 0 else { throw KBError.notFound("expectations (<!-- kb:expect … -->) in \(chapter ?? "the notes")") }
        lines.append("\(passed) held, \(failed) did not")
        console.emit(lines.joined(separator: "\n"))
        if failed > 0 { throw ExitCode(1) }
    }
}
