/// A chapter of a note: a heading and what follows it.
public struct Chapter: Equatable, Sendable, Codable {
    public var id: Int64
    public var noteID: Int64
    public var parentID: Int64?
    public var level: Int
    public var number: String?
    public var slug: String
    public var title: String
    public var file: String
    public var startLine: Int
    public var endLine: Int
    public var conceptCount: Int
    public var snippetCount: Int

    /// `7. Introducing Stacks & Containers`, `7.2 Spacing`, or the title alone.
    public var displayTitle: String { Self.displayTitle(number: number, title: title) }

    static func displayTitle(number: String?, title: String) -> String {
        guard let number else { return title }
        return number.contains(".") ? "\(number) \(title)" : "\(number). \(title)"
    }
}

/// A chapter with the chapters under it.
public struct ChapterNode: Equatable, Sendable {
    public var chapter: Chapter
    public var children: [ChapterNode]
}
