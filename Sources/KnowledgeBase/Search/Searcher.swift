import Foundation
import GRDB

/// One search result.
public struct SearchHit: Equatable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case concept, snippet, chapter
    }

    public var kind: Kind
    public var id: Int64
    /// How to show it with `kb show`: `c12`, `s3`, or the chapter's slug.
    public var reference: String
    /// The concept's term, the snippet's language, or the chapter's title.
    public var title: String
    public var chapter: String
    public var chapterSlug: String
    public var file: String
    public var line: Int
    public var excerpt: Excerpt
    /// FTS5's bm25 score with kb's column weights: lower is better.
    public var rank: Double
}

public struct SearchOptions: Sendable {
    public var chapter: String?
    public var kind: SearchHit.Kind?
    public var limit: Int

    public init(chapter: String? = nil, kind: SearchHit.Kind? = nil, limit: Int = 20) {
        self.chapter = chapter
        self.kind = kind
        self.limit = limit
    }
}

extension KnowledgeStore {
    /// Column weights for bm25: a concept's term and a chapter's title count most, a
    /// snippet's surrounding prose least.
    static let rankExpression = "bm25(search_index, 10.0, 8.0, 1.0, 0.5)"

    /// Concepts, snippets and chapters matching `text`, best first.
    public func search(_ text: String, options: SearchOptions = .init()) throws -> [SearchHit] {
        let query = try Self.parse(text)
        let statement = try searchStatement(query, options: options)
        let needles = Highlighter.needles(for: query)
        return try read { db in
            try Row.fetchAll(db, sql: statement.sql, arguments: StatementArguments(statement.arguments)).map { row in
                Self.hit(from: row, needles: needles)
            }
        }
    }

    /// The SQL `search` runs, with its arguments written in, for running the same query
    /// with another SQLite client.
    public func searchSQL(_ text: String, options: SearchOptions = .init()) throws -> String {
        let statement = try searchStatement(try Self.parse(text), options: options)
        var sql = statement.sql
        for value in statement.arguments {
            guard let range = sql.range(of: "?") else { break }
            let literal = "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
            sql.replaceSubrange(range, with: literal)
        }
        return sql + ";"
    }

    static func parse(_ text: String) throws -> SearchQuery {
        let query = SearchQuery(parsing: text)
        guard !query.isEmpty, query.matchExpression != nil else {
            throw KBError.badInput("nothing to search for in '\(text)': give a word")
        }
        return query
    }

    func searchStatement(_ query: SearchQuery, options: SearchOptions) throws -> (sql: String, arguments: [String]) {
        var conditions = ["search_index MATCH ?"]
        var arguments: [String] = [query.matchExpression ?? ""]
        if let kind = options.kind {
            conditions.append("d.kind = ?")
            arguments.append(kind.rawValue)
        }
        if let reference = options.chapter {
            let chapter = try resolveChapter(reference)
            conditions.append("d.chapter_id IN \(Self.chapterSubtree(chapter.id))")
        }
        let sql = """
            SELECT d.kind, d.item_id, c.number, c.title AS chapter_title, c.slug, n.path,
                   k.term, k.explanation, k.line AS concept_line,
                   s.language, s.code, s.start_line, s.prose_before, s.prose_after, c.start_line AS chapter_line,
                   \(Self.rankExpression) AS rank
            FROM search_index
            JOIN search_documents d ON d.id = search_index.rowid
            JOIN chapters c ON c.id = d.chapter_id
            JOIN notes n ON n.id = d.note_id
            LEFT JOIN concepts k ON d.kind = 'concept' AND k.id = d.item_id
            LEFT JOIN snippets s ON d.kind = 'snippet' AND s.id = d.item_id
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY rank, d.id
            LIMIT \(max(1, options.limit))
            """
        return (sql, arguments)
    }

    static func hit(from row: Row, needles: [Highlighter.Needle]) -> SearchHit {
        let kind = SearchHit.Kind(rawValue: row["kind"]) ?? .chapter
        let id: Int64 = row["item_id"]
        let number: String? = row["number"]
        let chapterTitle: String = row["chapter_title"]
        let chapter = Chapter.displayTitle(number: number, title: chapterTitle)
        var hit = SearchHit(
            kind: kind, id: id, reference: "", title: "", chapter: chapter, chapterSlug: row["slug"],
            file: row["path"], line: 0, excerpt: Excerpt(text: "", highlights: []), rank: row["rank"])
        switch kind {
        case .concept:
            hit.reference = "c\(id)"
            hit.title = row["term"]
            hit.line = row["concept_line"]
            hit.excerpt = Highlighter.excerpt(of: row["explanation"], needles: needles)
        case .snippet:
            hit.reference = "s\(id)"
            hit.title = (row["language"] as String?) ?? "code"
            hit.line = row["start_line"]
            let code: String = row["code"]
            let prose = [row["prose_before"] as String, row["prose_after"] as String].joined(separator: " ")
            hit.excerpt = matchingCodeLine(code, needles: needles)
                ?? Highlighter.excerpt(of: prose.isEmpty ? code : prose, needles: needles)
        case .chapter:
            hit.reference = row["slug"]
            hit.title = chapter
            hit.line = row["chapter_line"]
            hit.excerpt = Highlighter.excerpt(of: chapter, needles: needles)
        }
        return hit
    }

    /// The first line of code that matches, so a code hit shows the code that matched.
    static func matchingCodeLine(_ code: String, needles: [Highlighter.Needle]) -> Excerpt? {
        for line in code.split(separator: "\n") where !Highlighter.ranges(of: needles, in: String(line)).isEmpty {
            return Highlighter.excerpt(of: String(line), needles: needles)
        }
        return nil
    }
}
