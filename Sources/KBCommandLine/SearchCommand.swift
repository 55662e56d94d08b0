import ArgumentParser
import KnowledgeBase

package struct SearchCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search what the notes say: passages, snippets and chapter titles.",
        discussion: """
            Each passage (paragraph, list item, table row, quote) is one hit, naming the \
            concepts it explains; passages that explain the query's term come first. \
            Words are all required, within a passage or its section (its heading and \
            neighbours); when no passage has them all, the closest matches are shown. \
            "quotes" make a phrase, OR joins alternatives, -word excludes, word* matches a \
            beginning. Korean words match with or without particles and endings (정렬을 \
            finds 정렬), compounds with or without a space (스크롤뷰, 스크롤 뷰), identifiers by \
            their parts (priority finds layoutPriority). Exits 1 when nothing matches.
            """)

    @OptionGroup package var global: GlobalOptions

    @Argument(help: "What to look for.")
    package var query: [String]

    @Option(help: ArgumentHelp("Only this chapter and its subchapters: number, slug or title words.", valueName: "chapter"),
            completion: ChapterCompletion.kind)
    package var chapter: String?

    @Option(help: ArgumentHelp("Only passages, concepts, snippets or chapters.", valueName: "passage|concept|snippet|chapter"))
    package var kind: SearchHit.Kind?

    @Option(parsing: .unconditional, help: "At most this many results: the first of the list a search shows by default.")
    package var limit = SearchOptions.defaultLimit

    @Flag(help: "Print JSON.")
    package var json = false

    @Flag(help: .hidden)
    package var sql = false

    package init() {}

    package func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    package func run() throws {
        try Self.search(query, options: SearchOptions(chapter: chapter, kind: kind, limit: limit),
                        json: json, sql: sql, db: global.db, console: global.console)
    }

    /// Runs a search and prints its hits; throws `ExitCode(1)` when nothing matches.
    package static func search(_ query: [String], options: SearchOptions, json: Bool, sql: Bool, db: String?, console: Console) throws {
        let store = try GlobalOptions.openStore(db: db)
        let text = query.joined(separator: " ")
        if sql {
            print(try store.searchSQL(text, options: options))
            return
        }
        let results = try store.searchResults(text, options: options)
        let hits = results.hits
        let notice = results.closestTo.map { "no passage has all of: \($0.joined(separator: ", ")); closest matches:" }
        if json {
            if let notice { printError(notice) }
            console.emit(try JSONOutput.encode(hits.map(SearchHitJSON.init)))
        } else if !hits.isEmpty {
            // The passages that lack a word come after a line that says so.
            let whole = hits.filter { !$0.lacksAWord }.map { format($0, console) }
            let lacking = hits.filter(\.lacksAWord).map { format($0, console) }
            let lackingNotice = lacking.isEmpty ? [] : [console.dim("hits that lack some of the words:")]
            console.emit(([notice.map(console.dim)].compactMap { $0 } + whole + lackingNotice + lacking).joined(separator: "\n"))
        }
        if hits.isEmpty {
            if !json { printError("no matches for '\(text)'") }
            throw ExitCode(1)
        }
    }

    package static func format(_ hit: SearchHit, _ console: Console) -> String {
        let location = "\(PathDisplay.show(hit.file)):\(hit.line)"
        var lines = ["\(console.bold(hit.title))  \(console.dim("\(hit.kind.rawValue) \(hit.reference)"))"]
        // On a terminal the chapter is cut to the line the location leaves it.
        let chapter = console.isTerminal
            ? TerminalText.clipped(hit.chapter, cells: console.size.columns - 4 - TerminalText.cells(location)) : hit.chapter
        lines.append("  \(console.cyan(location))  \(console.dim(chapter))")
        if hit.kind != .chapter, !hit.excerpt.text.isEmpty {
            lines += excerptLines(hit.excerpt.text, hit.excerpt.highlights, console)
        }
        return lines.joined(separator: "\n")
    }

    /// A hit's text indented by two, its matches highlighted: one line in a pipe, so scripts
    /// read a hit's text on one line; on a terminal, wrapped at spaces to the terminal's
    /// width, as the terminal would otherwise cut it inside a word.
    /// (The note's `**` marks are left out: `StrongMarks`.)
    static func excerptLines(_ marked: String, _ markedHighlights: [Range<Int>], _ console: Console) -> [String] {
        let (text, highlights) = StrongMarks.removed(from: marked, highlights: markedHighlights)
        guard console.isTerminal else { return ["  " + console.highlighted(text, highlights)] }
        let characters = Array(text)
        var offset = 0
        return TerminalText.wrap(text, width: max(console.size.columns - 2, 20)).map { line in
            // Each wrapped line is the text from `offset` on, past the spaces and line
            // breaks the wrap left out.
            let shown = Array(line.drop { $0 == " " })
            while offset < characters.count, let first = shown.first, characters[offset] != first { offset += 1 }
            let start = offset
            offset += shown.count
            let ranges = highlights.compactMap { range -> Range<Int>? in
                let clamped = range.clamped(to: start..<offset)
                return clamped.isEmpty ? nil : (clamped.lowerBound - start)..<(clamped.upperBound - start)
            }
            return "  " + console.highlighted(String(shown), ranges)
        }
    }
}

/// A hit in `kb search --json`; these fields are stable.
package struct SearchHitJSON: Encodable {
    package struct ConceptJSON: Encodable {
        var ref: String
        var term: String

        package init(ref: String, term: String) {
            self.ref = ref
            self.term = term
        }
    }

    package var kind: String
    package var ref: String
    package var title: String
    package var file: String
    package var line: Int
    package var endLine: Int
    package var chapter: String
    /// The passage's text (or the snippet's matching line) around the first match.
    package var text: String
    /// Matching ranges of `text`, as [start, end) offsets in characters.
    package var highlights: [[Int]]
    /// The concepts the passage explains.
    package var concepts: [ConceptJSON]

    package init(_ hit: SearchHit) {
        kind = hit.kind.rawValue
        ref = hit.reference
        title = hit.title
        file = hit.file
        line = hit.line
        endLine = hit.endLine
        chapter = hit.chapter
        text = hit.excerpt.text
        highlights = hit.excerpt.highlights.map { [$0.lowerBound, $0.upperBound] }
        concepts = hit.concepts.map { ConceptJSON(ref: $0.reference, term: $0.term) }
    }
}
