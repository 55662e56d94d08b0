/// One search result: a passage (shown once, with the concepts it explains), a concept no
/// passage holds, a snippet, or a chapter's title.
public struct SearchHit: Equatable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case passage, concept, snippet, chapter
    }

    /// A concept a passage explains, as a hit names it.
    public struct ConceptName: Equatable, Sendable {
        public var id: Int64
        public var term: String
        /// How `kb show` takes it: `c12`.
        public var reference: String { "c\(id)" }
    }

    public var kind: Kind
    public var id: Int64
    /// How to show it with `kb show`: `p12`, `c12`, `s3`, or the chapter's slug.
    public var reference: String
    /// The terms of the concepts a passage explains (else what kind of block it is), the
    /// concept's term, the snippet's language, or the chapter's title.
    public var title: String
    public var chapter: String
    public var chapterSlug: String
    public var file: String
    public var line: Int
    public var endLine: Int
    /// The text around the first match, cut at character boundaries, with the matches.
    public var excerpt: Excerpt
    /// The concepts the passage explains, in the note's order.
    public var concepts: [ConceptName]
    /// FTS5's bm25 score with kb's column weights: lower is better.
    public var rank: Double
    /// Whether the hit lacks one of the query's words: it fills a place that the passages
    /// holding every word leave.
    public internal(set) var lacksAWord = false
}

/// What a search found.
public struct SearchResults: Equatable, Sendable {
    public var hits: [SearchHit]
    /// When no passage holds every word of the query, the words, and `hits` are the
    /// passages that hold the most of them; nil otherwise.
    public var closestTo: [String]?
    /// How many hits lack one of the query's words (`SearchHit.lacksAWord`).
    public var lackingAWord: Int { hits.count(where: \.lacksAWord) }
}

public struct SearchOptions: Sendable {
    public var chapter: String?
    public var kind: SearchHit.Kind?
    public var limit: Int

    /// How many hits a search shows unless told otherwise.
    public static let defaultLimit = 20

    public init(chapter: String? = nil, kind: SearchHit.Kind? = nil, limit: Int = defaultLimit) {
        self.chapter = chapter
        self.kind = kind
        self.limit = limit
    }
}
