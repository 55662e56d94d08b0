import ArgumentParser
import KnowledgeBase

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search concepts, snippets and chapter titles.",
        discussion: """
            Words are all required; "quotes" make a phrase, OR joins alternatives, -word \
            excludes, word* matches a beginning. Korean words match with or without \
            particles (정렬 finds 정렬은), identifiers by their parts (priority finds \
            layoutPriority). Exits 1 when nothing matches.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "What to look for.")
    var query: [String]

    @Option(help: ArgumentHelp("Only this chapter and its subchapters: number, slug or title words.", valueName: "chapter"),
            completion: ChapterCompletion.kind)
    var chapter: String?

    @Option(help: ArgumentHelp("Only concepts, snippets or chapters.", valueName: "concept|snippet|chapter"))
    var kind: SearchHit.Kind?

    @Option(parsing: .unconditional, help: "At most this many results.")
    var limit = 20

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: .hidden)
    var sql = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        let store = try global.openStore()
        let text = query.joined(separator: " ")
        let options = SearchOptions(chapter: chapter, kind: kind, limit: limit)
        if sql {
            print(try store.searchSQL(text, options: options))
            return
        }
        let hits = try store.search(text, options: options)
        let console = global.console
        if json {
            console.emit(try JSONOutput.encode(hits.map(SearchHitJSON.init)))
        } else if !hits.isEmpty {
            console.emit(hits.map { format($0, console) }.joined(separator: "\n"))
        }
        if hits.isEmpty {
            if !json { printError("no matches for '\(text)'") }
            throw ExitCode(1)
        }
    }

    func format(_ hit: SearchHit, _ console: Console) -> String {
        let location = "\(PathDisplay.show(hit.file)):\(hit.line)"
        var lines = ["\(console.bold(hit.title))  \(console.dim("\(hit.kind.rawValue) \(hit.reference)"))"]
        lines.append("  \(console.cyan(location))  \(console.dim(hit.chapter))")
        if hit.kind != .chapter, !hit.excerpt.text.isEmpty {
            lines.append("  " + console.highlighted(hit.excerpt.text, hit.excerpt.highlights))
        }
        return lines.joined(separator: "\n")
    }
}

struct SearchHitJSON: Encodable {
    var kind: String
    var id: Int64
    var ref: String
    var title: String
    var chapter: String
    var chapterSlug: String
    var file: String
    var line: Int
    var excerpt: String
    /// Matching ranges of `excerpt`, as [start, end) offsets in characters.
    var highlights: [[Int]]
    var rank: Double

    init(_ hit: SearchHit) {
        kind = hit.kind.rawValue
        id = hit.id
        ref = hit.reference
        title = hit.title
        chapter = hit.chapter
        chapterSlug = hit.chapterSlug
        file = hit.file
        line = hit.line
        excerpt = hit.excerpt.text
        highlights = hit.excerpt.highlights.map { [$0.lowerBound, $0.upperBound] }
        rank = hit.rank
    }
}
