import ArgumentParser
import KnowledgeBase

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Count what the knowledge base holds.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let store = try global.openStore()
        let stats = try store.stats()
        let console = global.console
        if json {
            console.emit(try JSONOutput.encode(stats))
            return
        }
        func breakdown(_ counts: [String: Int]) -> String {
            counts.isEmpty ? "" : console.dim("  (" + counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")")
        }
        console.emit([
            "notes     \(stats.notes)",
            "chapters  \(stats.chapters)",
            "concepts  \(stats.concepts)" + breakdown(stats.conceptsBySource),
            "snippets  \(stats.snippets)" + breakdown(stats.snippetsByLanguage),
            "images    \(stats.images)",
        ].joined(separator: "\n"))
    }
}
