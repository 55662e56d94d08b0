import ArgumentParser
import KBCommandLine
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
            "examples  \(stats.examplesByStatus.values.reduce(0, +))" + breakdown(stats.examplesByStatus),
            "cards     \(stats.cards.cards)" + console.dim("  (new \(stats.cards.new), suspended \(stats.cards.suspended))"),
            "due       \(stats.cards.dueToday) today",
            "reviews   " + stats.cards.reviewsPerDay.map { "\($0.reviews)" }.joined(separator: " ")
                + console.dim("  (a day, the last 7 days, today last)"),
            "retention " + (stats.cards.retention30Days.map { "\(Int(($0 * 100).rounded()))%" } ?? "–")
                + console.dim("  (answers to learnt cards not Again, last 30 days)"),
        ].joined(separator: "\n"))
    }
}
