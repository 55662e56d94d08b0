import ArgumentParser
import KBCommandLine
import KnowledgeBase

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a chapter with its concepts and snippets, or one concept, passage or snippet.",
        discussion: """
            REF is a chapter's number (7), slug or title words, a concept id (c12), a \
            passage id (p40) or a snippet id (s3), as kb search and kb chapters print them.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("A chapter, concept, passage or snippet.", valueName: "ref"),
              completion: ChapterCompletion.kind)
    var reference: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let store = try global.openStore()
        let console = global.console
        if let id = itemID(prefix: "c"), let concept = try store.concept(id: id) {
            let chapter = try store.chapter(id: concept.chapterID)
            console.emit(json ? try JSONOutput.encode(ConceptJSON(concept, chapter: chapter)) : format(concept, chapter, console))
        } else if let id = itemID(prefix: "p"), let passage = try store.passage(id: id) {
            let chapter = try store.chapter(id: passage.chapterID)
            console.emit(json ? try JSONOutput.encode(PassageJSON(passage, chapter: chapter)) : format(passage, chapter, console))
        } else if let id = itemID(prefix: "s"), let snippet = try store.snippet(id: id) {
            let chapter = try store.chapter(id: snippet.chapterID)
            let example = try store.example(snippetID: snippet.id)
            console.emit(json ? try JSONOutput.encode(SnippetJSON(snippet, chapter: chapter, example: example))
                : format(snippet, chapter, example, console))
        } else {
            let chapter = try store.resolveChapter(reference)
            let concepts = try store.concepts(inChapter: chapter.id)
            let snippets = try store.snippets(inChapter: chapter.id)
            let children = try store.chapters().filter { $0.parentID == chapter.id }
            if json {
                console.emit(try JSONOutput.encode(ChapterDetailJSON(
                    chapter: ChapterJSON(chapter, children: children.map { ChapterJSON($0) }),
                    concepts: concepts.map { ConceptJSON($0, chapter: chapter) },
                    snippets: snippets.map { SnippetJSON($0, chapter: chapter) })))
            } else {
                console.emit(format(chapter, concepts, snippets, children, console))
            }
        }
    }

    func itemID(prefix: Character) -> Int64? {
        guard reference.first?.lowercased() == String(prefix) else { return nil }
        return Int64(reference.dropFirst())
    }

    func format(_ chapter: Chapter, _ concepts: [Concept], _ snippets: [Snippet], _ children: [Chapter], _ console: Console) -> String {
        var lines = [console.bold(chapter.displayTitle)]
        lines.append(console.cyan("\(PathDisplay.show(chapter.file)):\(chapter.startLine)-\(chapter.endLine)")
            + console.dim("  \(chapter.slug)"))
        if !concepts.isEmpty {
            lines += ["", console.bold("Concepts")]
            // Concepts one passage explains alike are one entry: its text is shown once.
            var groups: [[Concept]] = []
            for concept in concepts {
                if let first = groups.last?.first, first.passageID != nil, first.passageID == concept.passageID,
                   first.explanation == concept.explanation {
                    groups[groups.count - 1].append(concept)
                } else {
                    groups.append([concept])
                }
            }
            for group in groups {
                let explanation = group[0].explanation.collapsingWhitespace
                lines.append("  " + group.map { "\(console.dim($0.reference.padding(5)))\(console.bold($0.term))" }.joined(separator: "  ")
                    + "  " + console.dim("line \(group[0].line)"))
                if !explanation.isEmpty { lines.append("       " + explanation.clipped(to: 100)) }
            }
        }
        if !snippets.isEmpty {
            lines += ["", console.bold("Snippets")]
            for snippet in snippets {
                let firstLine = snippet.code.split(separator: "\n").first.map(String.init) ?? ""
                lines.append("  \(console.dim(snippet.reference.padding(5)))\(snippet.language ?? "code")  "
                    + console.dim("lines \(snippet.startLine)-\(snippet.endLine)") + "  " + firstLine.trimmingWhitespace.clipped(to: 60))
            }
        }
        if !children.isEmpty {
            lines += ["", console.bold("Chapters")]
            lines += children.map { "  \($0.displayTitle)  " + console.dim($0.slug) }
        }
        return lines.joined(separator: "\n")
    }

    func format(_ concept: Concept, _ chapter: Chapter?, _ console: Console) -> String {
        [
            console.bold(concept.term) + console.dim("  concept \(concept.reference) · \(concept.source.rawValue)"),
            console.cyan("\(PathDisplay.show(concept.file)):\(concept.line)") + console.dim("  \(chapter?.displayTitle ?? "")"),
            "",
            concept.explanation.isEmpty ? console.dim("(no explanation yet)") : console.prose(concept.explanation),
        ].joined(separator: "\n")
    }

    func format(_ snippet: Snippet, _ chapter: Chapter?, _ example: ExampleLink?, _ console: Console) -> String {
        var lines = [
            console.bold("\(snippet.language ?? "code") snippet") + console.dim("  \(snippet.reference)"),
            console.cyan("\(PathDisplay.show(snippet.file)):\(snippet.startLine)-\(snippet.endLine)")
                + console.dim("  \(chapter?.displayTitle ?? "")"),
        ]
        if let example {
            lines.append(console.dim("example: ") + example.status + (example.detail.isEmpty ? "" : console.dim(" (\(example.detail))"))
                + console.dim(example.status.hasPrefix("runnable") ? " · kb run --snippet \(snippet.reference)" : "")
                + console.dim(example.edits.map { " · edits the example of s\($0)" } ?? ""))
        }
        if !snippet.proseBefore.isEmpty { lines += [""] + console.prose(snippet.proseBefore).split(separator: "\n").map { console.dim(String($0)) } }
        lines += ["", snippet.code.trimmingTrailingNewlines]
        if !snippet.proseAfter.isEmpty { lines += ["", console.prose(snippet.proseAfter)] }
        return lines.joined(separator: "\n")
    }
}

struct ConceptJSON: Encodable {
    var id: Int64
    var ref: String
    var term: String
    var explanation: String
    var source: String
    var file: String
    var line: Int
    var chapter: String?
    var chapterSlug: String?

    init(_ concept: Concept, chapter: Chapter?) {
        id = concept.id
        ref = concept.reference
        term = concept.term
        explanation = concept.explanation
        source = concept.source.rawValue
        file = concept.file
        line = concept.line
        self.chapter = chapter?.displayTitle
        chapterSlug = chapter?.slug
    }
}

struct SnippetJSON: Encodable {
    var id: Int64
    var ref: String
    var language: String?
    var code: String
    var file: String
    var startLine: Int
    var endLine: Int
    var proseBefore: String
    var proseAfter: String
    var chapter: String?
    var chapterSlug: String?
    /// What running it gave: status and detail.
    var example: ExampleLink?

    init(_ snippet: Snippet, chapter: Chapter?, example: ExampleLink? = nil) {
        self.example = example
        id = snippet.id
        ref = snippet.reference
        language = snippet.language
        code = snippet.code
        file = snippet.file
        startLine = snippet.startLine
        endLine = snippet.endLine
        proseBefore = snippet.proseBefore
        proseAfter = snippet.proseAfter
        self.chapter = chapter?.displayTitle
        chapterSlug = chapter?.slug
    }
}

struct ChapterDetailJSON: Encodable {
    var chapter: ChapterJSON
    var concepts: [ConceptJSON]
    var snippets: [SnippetJSON]
}
