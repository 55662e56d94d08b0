/// A term a learner looks up, with the note's explanation of it.
public struct Concept: Equatable, Sendable {
    public var id: Int64
    public var chapterID: Int64
    public var term: String
    public var explanation: String
    public var source: ConceptSource
    public var file: String
    public var line: Int
    /// The passage that explains it; nil in a database not yet read into passages.
    public var passageID: Int64?

    /// How kb names it on the command line: `c42`.
    public var reference: String { "c\(id)" }
}
