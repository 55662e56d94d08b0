import GRDB

/// Snippets found through the passages around them. What a note says just before and after
/// a code block is indexed once, as its passages (see `IndexText.snippet`): a query that
/// only that prose answers finds the passage, once. A snippet is still found when every
/// word of the query is in its own row (its code) or in one of those passages: a learner
/// who looks for `layoutPriority 최소 크기` gets the example whose code sets the priority
/// and whose prose speaks of the minimum size, and `--kind snippet` finds examples by what
/// their notes say about them.
///
/// The snippet's score adds, word by word, its own row's bm25 for the word, or, for a word
/// only its prose holds, half the best bm25 of the passages that hold it (half: the weight
/// the prose had as the snippet's context column).
enum ProseSnippets {
    /// A snippet, its note, and the places in its chapter of the passages before and after it.
    struct Surroundings {
        var snippet: Int64
        var note: Int64
        var prose: [ClosedRange<Int>]

        func isProse(at position: Int) -> Bool { prose.contains { $0.contains(position) } }
    }

    /// The snippets that need their passages to hold every word of `query`; those whose
    /// own row holds every word the ranking statement finds already.
    /// Only the chapters that hold every word (`WordMatches.chaptersHoldingAll`) can hold
    /// such a snippet with its prose.
    static func find(_ query: SearchQuery, matches: WordMatches, db: Database, subtree: String?) throws -> [MatchedDocument] {
        let words = matches.words
        guard !words.isEmpty, query.excludedGroups.isEmpty else { return [] }
        let snippets = try surroundings(in: matches.chaptersHoldingAll(), subtree: subtree, db: db)
        guard !snippets.isEmpty else { return [] }
        // For each word, the snippets whose prose passages hold it, with the best score.
        let byProse = try words.indices.map { try proseMatches(word: $0, of: matches, snippets: snippets, db: db) }
        let candidates = byProse.reduce(into: Set<Int64>()) { $0.formUnion($1.keys) }
        guard !candidates.isEmpty else { return [] }
        let own = try words.indices.map { try ownMatches(word: $0, of: matches, among: candidates, db: db) }
        var found: [(snippet: Int64, score: Double)] = []
        for snippet in candidates.sorted() {
            var score = 0.0
            var needsProse = false
            var complete = true
            for index in words.indices {
                if let ownScore = own[index][snippet] {
                    score += ownScore
                } else if let proseScore = byProse[index][snippet] {
                    score += proseScore / 2
                    needsProse = true
                } else {
                    complete = false
                    break
                }
            }
            if complete, needsProse { found.append((snippet, score)) }
        }
        let documents = try documentsOf(found.map(\.snippet), snippets: snippets, db: db)
        return found.compactMap { found in
            documents[found.snippet].map { MatchedDocument(id: $0, tier: 2, score: found.score) }
        }
    }

    /// The snippets of `chapters` (within `subtree`), by chapter.
    static func surroundings(in chapters: Set<Int64>, subtree: String?, db: Database) throws -> [Int64: [Surroundings]] {
        guard !chapters.isEmpty else { return [:] }
        var snippets: [Int64: [Surroundings]] = [:]
        try NumberRows.forEach(db, sql: """
            SELECT s.id, s.chapter_id, c.note_id, s.prose_before_from, s.prose_before_passages,
                   s.prose_after_from, s.prose_after_passages
            FROM snippets s JOIN chapters c ON c.id = s.chapter_id
            WHERE s.chapter_id IN (\(chapters.map(String.init).joined(separator: ",")))\(subtree.map { " AND s.chapter_id IN \($0)" } ?? "")
            """) { row in
            let stretches = [(row.integer(3), row.integer(4)), (row.integer(5), row.integer(6))].filter { $0.1 > 0 }
            let prose = stretches.map { Int($0.0)...Int($0.0 + $0.1 - 1) }
            snippets[row.integer(1), default: []].append(Surroundings(snippet: row.integer(0), note: row.integer(2), prose: prose))
        }
        return snippets
    }

    /// The snippets (by id) whose prose passages hold word `word`, each with the best
    /// score of those passages.
    static func proseMatches(word: Int, of matches: WordMatches, snippets: [Int64: [Surroundings]], db: Database) throws -> [Int64: Double] {
        let passages = matches.matches[word].filter { $0.kind == .passage && snippets[$0.chapter] != nil }
        let positions = try matches.positions(ofPassages: passages.map(\.item))
        var prose: [(passage: Int64, snippet: Int64)] = []
        for passage in passages {
            guard let position = positions[passage.item] else { continue }
            for around in snippets[passage.chapter] ?? [] where around.isProse(at: position) {
                prose.append((passage.document, around.snippet))
            }
        }
        let expression = matches.words[word].expression
        let scores = try ChosenMatches.scores(of: Set(prose.map(\.passage)), matching: expression, db: db)
        var best: [Int64: Double] = [:]
        for found in prose {
            guard let score = scores[found.passage] else { continue }
            best[found.snippet] = min(best[found.snippet] ?? score, score)
        }
        return best
    }

    /// The snippets among `candidates` whose own row holds word `word`, with its score.
    static func ownMatches(word: Int, of matches: WordMatches, among candidates: Set<Int64>, db: Database) throws -> [Int64: Double] {
        let own = matches.matches[word].filter { $0.kind == .snippet && candidates.contains($0.item) }
        let scores = try ChosenMatches.scores(of: own.map(\.document), matching: matches.words[word].expression, db: db)
        var bySnippet: [Int64: Double] = [:]
        for snippet in own { bySnippet[snippet.item] = scores[snippet.document] }
        return bySnippet
    }

    /// The index rows of `ids`' snippets, found through their notes' rows (the documents
    /// are indexed by note).
    static func documentsOf(_ ids: [Int64], snippets: [Int64: [Surroundings]], db: Database) throws -> [Int64: Int64] {
        guard !ids.isEmpty else { return [:] }
        let wanted = Set(ids)
        let notes = Set(snippets.values.joined().filter { wanted.contains($0.snippet) }.map(\.note))
        var documents: [Int64: Int64] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT id, item_id FROM search_documents
            WHERE note_id IN (\(notes.map(String.init).joined(separator: ","))) AND kind = 'snippet'
              AND item_id IN (\(ids.map(String.init).joined(separator: ",")))
            """) {
            documents[row[1]] = row[0]
        }
        return documents
    }
}
