/// A code block of a note, with the prose around it.
public struct Snippet: Equatable, Sendable {
    public var id: Int64
    public var chapterID: Int64
    public var language: String?
    public var code: String
    public var file: String
    public var startLine: Int
    public var endLine: Int
    public var proseBefore: String
    public var proseAfter: String
    /// The checks a `<!-- kb:expect … -->` comment after it promises, as written.
    public var expectations: String = ""

    /// How kb names it on the command line: `s17`.
    public var reference: String { "s\(id)" }
}
