/// One block of what a note says: a paragraph, a list item's own text, a table row, a
/// quote's paragraph or a heading, stored once however many concepts it explains.
public struct Passage: Equatable, Sendable {
    public var id: Int64
    public var chapterID: Int64
    public var kind: PassageKind
    public var text: String
    public var file: String
    public var startLine: Int
    public var endLine: Int
    /// The concepts it explains, in the note's order.
    public var concepts: [SearchHit.ConceptName]

    /// How kb names it on the command line: `p12`.
    public var reference: String { "p\(id)" }
}
