import KBCommandLine
import KnowledgeBase

extension ShowCommand {
    func format(_ passage: Passage, _ chapter: Chapter?, _ console: Console) -> String {
        var lines = [
            console.bold(passage.kind.displayName) + console.dim("  passage \(passage.reference)"),
            console.cyan("\(PathDisplay.show(passage.file)):\(passage.startLine)"
                + (passage.endLine > passage.startLine ? "-\(passage.endLine)" : ""))
                + console.dim("  \(chapter?.displayTitle ?? "")"),
        ]
        if !passage.concepts.isEmpty {
            lines.append(console.dim("explains: ") + passage.concepts.map { "\($0.term) (\($0.reference))" }.joined(separator: ", "))
        }
        lines += ["", console.prose(passage.text)]
        return lines.joined(separator: "\n")
    }
}

/// A passage in `kb show --json`, with the fields of a search hit.
struct PassageJSON: Encodable {
    var kind: String
    var ref: String
    var file: String
    var line: Int
    var endLine: Int
    var chapter: String?
    var chapterSlug: String?
    var text: String
    var concepts: [SearchHitJSON.ConceptJSON]

    init(_ passage: Passage, chapter: Chapter?) {
        kind = passage.kind.rawValue
        ref = passage.reference
        file = passage.file
        line = passage.startLine
        endLine = passage.endLine
        self.chapter = chapter?.displayTitle
        chapterSlug = chapter?.slug
        text = passage.text
        concepts = passage.concepts.map { .init(ref: $0.reference, term: $0.term) }
    }
}
