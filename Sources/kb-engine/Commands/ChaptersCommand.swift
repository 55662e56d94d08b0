import ArgumentParser
import KBCommandLine
import KnowledgeBase

struct ChaptersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapters", abstract: "List the chapters as a tree, with their concepts and snippets.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let store = try global.openStore()
        let tree = try store.chapterTree()
        let console = global.console
        if json {
            console.emit(try JSONOutput.encode(tree.map(ChapterJSON.init)))
            return
        }
        var lines: [String] = []
        var lastFile: String?
        for root in tree {
            if root.chapter.file != lastFile {
                if lastFile != nil { lines.append("") }
                lines.append(console.cyan(PathDisplay.show(root.chapter.file)))
                lastFile = root.chapter.file
            }
            append(root, prefix: "", isLast: true, isRoot: true, to: &lines, console)
        }
        if lines.isEmpty {
            printError("no chapters yet; run 'kb import'")
            throw ExitCode(1)
        }
        console.emit(lines.joined(separator: "\n"))
    }

    func append(_ node: ChapterNode, prefix: String, isLast: Bool, isRoot: Bool, to lines: inout [String], _ console: Console) {
        let chapter = node.chapter
        let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
        let counts = "\(counted(chapter.conceptCount, "concept")) · \(counted(chapter.snippetCount, "snippet")) · \(chapter.slug)"
        // On a terminal a title too long for the line is cut with `…`, so that the counts and
        // the slug `kb run` takes stay whole on one line.
        let room = console.size.columns - TerminalText.cells(prefix + branch + "  " + counts)
        let title = console.isTerminal && room >= 8 ? TerminalText.clipped(chapter.displayTitle, cells: room) : chapter.displayTitle
        lines.append(prefix + branch + console.bold(title) + "  " + console.dim(counts))
        let childPrefix = isRoot ? prefix : prefix + (isLast ? "   " : "│  ")
        for (index, child) in node.children.enumerated() {
            append(child, prefix: childPrefix, isLast: index == node.children.count - 1, isRoot: false, to: &lines, console)
        }
    }
}

struct ChapterJSON: Encodable {
    var id: Int64
    var number: String?
    var slug: String
    var title: String
    var level: Int
    var file: String
    var startLine: Int
    var endLine: Int
    var concepts: Int
    var snippets: Int
    var children: [ChapterJSON]

    init(_ node: ChapterNode) {
        self.init(node.chapter, children: node.children.map(ChapterJSON.init))
    }

    init(_ chapter: Chapter, children: [ChapterJSON] = []) {
        id = chapter.id
        number = chapter.number
        slug = chapter.slug
        title = chapter.title
        level = chapter.level
        file = chapter.file
        startLine = chapter.startLine
        endLine = chapter.endLine
        concepts = chapter.conceptCount
        snippets = chapter.snippetCount
        self.children = children
    }

    // `number` is written as null when a chapter has none, so every object has the same keys.
    enum CodingKeys: String, CodingKey {
        case id, number, slug, title, level, file, startLine, endLine, concepts, snippets, children
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(number, forKey: .number)
        try container.encode(slug, forKey: .slug)
        try container.encode(title, forKey: .title)
        try container.encode(level, forKey: .level)
        try container.encode(file, forKey: .file)
        try container.encode(startLine, forKey: .startLine)
        try container.encode(endLine, forKey: .endLine)
        try container.encode(concepts, forKey: .concepts)
        try container.encode(snippets, forKey: .snippets)
        try container.encode(children, forKey: .children)
    }
}
