import Foundation
import GRDB

/// A document of the full-text index that a query matched, before it is read in full.
struct MatchedDocument: Equatable {
    var id: Int64
    /// 0: a passage that explains the query's term; 1: another passage; 2: a snippet;
    /// 3: a chapter title.
    var tier: Int
    var score: Double
}

extension KnowledgeStore {
    /// Column weights for bm25, in the index's order (body, term, title, context): the
    /// terms a passage explains and a chapter's title count most, a snippet's surrounding
    /// prose least. (TopDocuments relies on the title column holding chapter titles only.)
    static let rankExpression = "bm25(search_index, \(rankWeights))"
    static let rankWeights = columnWeights.map { String($0) }.joined(separator: ", ")
    static let columnWeights = [1.0, 10.0, 8.0, 0.5]

    /// Passages, snippets and chapters matching `text`, best first.
    public func search(_ text: String, options: SearchOptions = .init()) throws -> [SearchHit] {
        try searchResults(text, options: options).hits
    }

    /// Passages that explain the query's term first, then passages that use it, passages
    /// whose section (heading and neighbours) holds every word, snippets, chapter titles.
    /// When nothing holds every word, the passages that hold the most of them.
    /// A word's other spelling (`binding` for `바인딩`) is looked for only when the spelling
    /// typed finds fewer hits than asked for or no passage with every word, or when the query asks what the word is and no
    /// hit explains it while a passage explains it in the other spelling (`바인딩이란` for a
    /// note's `Binding이란 …`): a word the notes spell both ways has most of its hits in the
    /// spelling typed, and one of thousands of matches costs a search its speed.
    public func searchResults(_ text: String, options: SearchOptions = .init()) throws -> SearchResults {
        // The ranking reads how many hits are asked for (its pool, when closest matches or
        // hits lacking a word follow, whether another spelling is looked for), so `--limit 5`
        // ranked on its own could put first what the default list puts sixth. Fewer hits than
        // the default are the first of the default's ranking.
        var ranking = options
        ranking.limit = max(options.limit, SearchOptions.defaultLimit)
        var results = try rankedResults(text, options: ranking)
        results.hits = Array(results.hits.prefix(options.limit))
        return results
    }

    /// The results of a search for `options.limit` hits. Where no passage holds every word
    /// as typed or spelled (only closest matches, or nothing), the words' translations are
    /// looked for too (`Translations`): passages that hold every word, some in the other
    /// language, go before closest matches.
    private func rankedResults(_ text: String, options: SearchOptions) throws -> SearchResults {
        let query = try Self.parse(text)
        let results = try resultsAsTypedOrSpelled(query, text: text, options: options)
        guard results.closestTo != nil || results.hits.isEmpty, let translated = query.addingTranslations else { return results }
        let withTranslations = try searchResults(translated, text: text, options: options, closest: false)
        return withTranslations.hits.isEmpty ? results : withTranslations
    }

    /// The results of the words as typed, or with their other spellings where those find too little.
    private func resultsAsTypedOrSpelled(_ query: SearchQuery, text: String, options: SearchOptions) throws -> SearchResults {
        guard query.hasSpellings else { return try searchResults(query, text: text, options: options) }
        // The closest matches of the spelling typed are not looked for: the search with
        // every spelling finds them, if it comes to that.
        let typed = try searchResults(query.withoutSpellings, text: text, options: options, closest: false)
        // No passage holding every word as typed (only the closest matches) is finding too
        // little as well: `엣지 모든` finds `모든 edge`.
        let spellingNeeded = try typed.hits.count - typed.lackingAWord < options.limit || typed.closestTo != nil
            || Self.asksWhatItIs(text) && !Self.explains(typed.hits, query) && explainsSpelling(query)
        return spellingNeeded ? try searchResults(query, text: text, options: options) : typed
    }

    /// Fewer passages with every word than this, and those lacking one follow them.
    static let fewHits = 5

    /// How many of a query's `count` words a hit that follows those with every word may
    /// lack: one, or half of a longer question's, whose words a learner picks from what
    /// they mean, not from what the note writes.
    static func wordsAPartialHitMayLack(of count: Int) -> Int { max(1, count / 2) }

    /// Words a learner types to ask what a thing is: `바인딩이란`, `바인딩이란?`, `바인딩 뜻`,
    /// `what is binding`.
    static func asksWhatItIs(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ").map { String($0).trimming("?!.") }
        return words.contains { $0.hasSuffix("란") } || words.contains { ["뜻", "정의", "무엇", "뭐야", "뭔가요"].contains($0) }
            || zip(words, words.dropFirst()).contains { $0 == "what" && ["is", "are"].contains($1) }
    }

    /// Whether a hit explains a word of the query as typed (a concept of its passage is it).
    static func explains(_ hits: [SearchHit], _ query: SearchQuery) -> Bool {
        let typed = Set(query.groups.flatMap { $0.filter { !$0.isSpelling && !$0.isExcluded }.flatMap(\.words) }
            .map { LearnerTerms.key(KoreanEndings.stem(of: $0)) })
        return hits.contains { hit in hit.concepts.contains { typed.contains(LearnerTerms.key($0.term)) } }
    }

    /// Whether a passage explains a word in its other spelling: its terms hold the spelling.
    func explainsSpelling(_ query: SearchQuery) throws -> Bool {
        let spellings = query.groups.flatMap { $0.filter(\.isSpelling) }
        guard !spellings.isEmpty else { return false }
        let match = "term : (" + spellings.map(SearchQuery.expression(for:)).joined(separator: " OR ") + ")"
        return try read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM search_index WHERE search_index MATCH ? LIMIT 1", arguments: [match]) ?? false
        }
    }

    /// Without `closest`, a search that finds no passage with every word ends there, with
    /// no hits and the words it could not find together.
    func searchResults(_ query: SearchQuery, text: String, options: SearchOptions, closest: Bool = true) throws -> SearchResults {
        // `NavigationLink example`: the snippets that hold the other words come first, then
        // what a search without the word asking would find.
        if query.asksForCode, options.kind == nil {
            var snippetsOnly = options
            snippetsOnly.kind = .snippet
            let code: [SearchHit] = try searchResults(query, text: text, options: snippetsOnly, closest: false).hits
            var named = query
            named.asksForCode = false
            var rest = try searchResults(named, text: text, options: options, closest: closest)
            let shown = Set(code.map(\.reference))
            let others: [SearchHit] = rest.hits.filter { !shown.contains($0.reference) }
            rest.hits = Array((code + others).prefix(options.limit))
            if !code.isEmpty { rest.closestTo = nil }
            return rest
        }
        let subtree = try options.chapter.map { Self.chapterSubtree(try resolveChapter($0).id) }
        var pooled = options
        pooled.limit = PassageRanking.poolSize(limit: options.limit)
        let statement = Self.searchStatement(query, options: pooled, subtree: subtree)
        let needles = Highlighter.needles(for: query)
        return try read { db in
            let fast = options.kind == nil && subtree == nil
                ? try TopDocuments.ranked(query, wanted: pooled.limit, db: db) : nil
            var matched = try fast ?? Row.fetchAll(db, sql: statement.sql, arguments: StatementArguments(statement.arguments)).map {
                MatchedDocument(id: $0["id"], tier: $0["tier"], score: $0["score"])
            }
            let words = query.requiredGroups
            // Each word's matches, read once, when snippets found through their prose or
            // sections are looked for.
            var wordMatches: WordMatches?
            func matchesOfEachWord() throws -> WordMatches {
                if let wordMatches { return wordMatches }
                let matches = try WordMatches(words, db: db)
                wordMatches = matches
                return matches
            }
            let passagesHoldingAll = matched.filter({ $0.tier <= 1 }).count
            // Passages whose section (heading and neighbours) holds every word, when too few
            // passages hold them all themselves.
            let sectionsWanted = words.count > 1 && query.excludedGroups.isEmpty && options.kind != .snippet
                && options.kind != .chapter && passagesHoldingAll < options.limit
            func sections(within chapters: Set<Int64>?) throws -> SectionSearch {
                try SectionSearch(db: db, matches: try matchesOfEachWord(), explainingOnly: options.kind == .concept,
                                  subtree: subtree, within: chapters)
            }
            var nearby: [MatchedDocument] = []
            if sectionsWanted {
                let known = Set(matched.map(\.id))
                nearby = try sections(within: try matchesOfEachWord().chaptersHoldingAll()).nearbyPassages(besides: known, db: db)
                    .filter { !known.contains($0.id) }
            }
            // Snippets come after every passage, those of sections too: when the passages
            // fill the pool, none of them could enter it, and they are not looked for (on the
            // bench corpus, a third of `스택 높이`'s time and more of `너비 모디파이어`'s).
            if fast == nil, options.kind == nil || options.kind == .snippet, query.excludedGroups.isEmpty,
               passagesHoldingAll + nearby.count < pooled.limit {
                // Snippets whose passages hold what their own row lacks, in the order of the
                // statement, which ranks by tier, score and id.
                let prose = try ProseSnippets.find(query, matches: try matchesOfEachWord(), db: db, subtree: subtree)
                if !prose.isEmpty {
                    matched = Array((matched + prose).sorted { ($0.tier, $0.score, $0.id) < ($1.tier, $1.score, $1.id) }
                        .prefix(pooled.limit))
                }
            }
            var documents = matched
            var closestTo: [String]?
            var partial: [MatchedDocument] = []
            if sectionsWanted {
                documents = matched.filter { $0.tier <= 1 } + nearby + matched.filter { $0.tier > 1 }
                // The passages that hold the most words may be in any chapter.
                if documents.isEmpty {
                    guard closest else { return SearchResults(hits: [], closestTo: words.map(\.displayText)) }
                    documents = try sections(within: nil).closestPassages(first: pooled.limit, db: db)
                    if !documents.isEmpty { closestTo = words.map(\.displayText) }
                } else if documents.count < min(options.limit, Self.fewHits) {
                    // Too few hold every word: passages that lack only one come after
                    // (`withanimation completion` finds the note's one title with both,
                    // then what it says of `withAnimation`), or, of a question of four words
                    // or more, those that hold half its words (`how does swiftui layout work
                    // parent child`: no passage says `work`, and the steps say `parent` and
                    // `child` under a heading that says `layout`). (Only for a few: every
                    // passage that holds one of two words is a candidate, and on a thousand
                    // notes reading them all costs a search a fifth of its time.)
                    partial = try sections(within: nil).closestPassages(lackingAtMost: Self.wordsAPartialHitMayLack(of: words.count),
                                                                        besides: Set(documents.map(\.id)), first: options.limit, db: db)
                    // (`--kind passage`: the titles and code among them are no passages; and the
                    // heading of a passage found already adds nothing to it.)
                    if !partial.isEmpty {
                        let ids = partial.map { String($0.id) }.joined(separator: ",")
                        let found = documents.map { String($0.id) }.joined(separator: ",")
                        let kept = Set(try Int64.fetchAll(db, sql: """
                            SELECT d.id FROM search_documents d WHERE d.id IN (\(ids)) AND \(Self.kindCondition(options.kind) ?? "1")
                              AND NOT (d.kind = 'chapter' AND d.chapter_id IN (SELECT chapter_id FROM search_documents WHERE id IN (\(found))))
                            """))
                        partial = partial.filter { kept.contains($0.id) }
                    }
                }
            }
            // Closest matches stay in their order, the most words first: ranking them as
            // passages that hold every word would put one word's definition before them.
            var pool = Array(documents.prefix(pooled.limit))
            let ranking = PassageRanking(query: query, text: text)
            if closestTo == nil, ranking.asksWhatItIs, options.kind == nil, subtree == nil {
                pool += try Self.chaptersTitled(query, besides: Set(pool.map(\.id)), db: db)
            }
            documents = closestTo == nil ? try ranking.ordered(pool, db: db) : pool
            // (The ranking may bring a passage up under a title that holds the words, and
            // that passage may lack a word: it is shown once, in the ranking's place.)
            let ranked = Set(documents.map(\.id))
            partial = partial.filter { !ranked.contains($0.id) }
            documents += partial
            var lackingAWord = Set(partial.map(\.id))
            var titleBlocks: [Int64: Int64] = [:]
            if options.kind == nil {
                // Among closest matches, each of which holds some of the words, a block that
                // holds none of them would be no match at all (a heading that is a sentence
                // of its own, over a passage about something else). Nor does a title that
                // holds a query's one word bring text that does not say it as a hit of its
                // own: the passages that say it are the hits (`ScrollViewReader`; a question,
                // `ScrollViewReader란`, brings the text under it: PassageRanking). (A title
                // that names its subject shows its block in its own hit all the same, and a
                // first block found through its title's words is shown from it: HeadedBlocks.)
                let holding = closestTo == nil && words.count > 1 ? nil : words.map(\.expression).joined(separator: " OR ")
                documents = try HeadedBlocks.following(documents, shown: options.limit, holding: holding,
                                                       lackingAWord: &lackingAWord, within: &titleBlocks, db: db)
                documents = try HeadedBlocks.titling(documents, shown: options.limit, words: ranking.groups,
                                                     within: &titleBlocks, lackingAWord: &lackingAWord, db: db)
            }
            let hits = try Self.hits(for: Array(documents.prefix(options.limit)), db: db, needles: needles, kind: options.kind,
                                     lackingAWord: lackingAWord, titleBlocks: titleBlocks)
            return SearchResults(hits: hits, closestTo: closestTo)
        }
    }

    /// The chapters whose titles hold every word of `query` (at most 20), besides `known`:
    /// when a learner asks what a term is, the text under a heading that is the term says it
    /// (PassageRanking), though a common term's passages fill the pool before any title
    /// would enter it (`@Published 란` over `## 1. @Published`).
    static func chaptersTitled(_ query: SearchQuery, besides known: Set<Int64>, db: Database) throws -> [MatchedDocument] {
        let words = query.requiredGroups
        guard !words.isEmpty else { return [] }
        let match = "title : (" + words.map(\.expression).joined(separator: " AND ") + ")"
        return try Int64.fetchAll(db, sql: """
            SELECT d.id FROM search_index CROSS JOIN search_documents d ON d.id = search_index.rowid
            WHERE search_index MATCH ? AND d.kind = 'chapter' LIMIT 20
            """, arguments: [match]).filter { !known.contains($0) }.map { MatchedDocument(id: $0, tier: 3, score: 0) }
    }

    /// The SQL `search` runs first, with its arguments written in, for running the same
    /// query with another SQLite client. It ranks the documents whose own index row
    /// matches; search adds the snippets found through their passages (ProseSnippets).
    public func searchSQL(_ text: String, options: SearchOptions = .init()) throws -> String {
        let subtree = try options.chapter.map { Self.chapterSubtree(try resolveChapter($0).id) }
        let statement = Self.searchStatement(try Self.parse(text), options: options, subtree: subtree)
        var sql = statement.sql
        var searchStart = sql.startIndex
        for value in statement.arguments {
            guard let range = sql.range(of: "?", range: searchStart..<sql.endIndex) else { break }
            let literal = "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
            sql.replaceSubrange(range, with: literal)
            searchStart = sql.index(range.lowerBound, offsetBy: literal.count)
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

    /// The documents of one kind of hit: a concept is a passage that explains one (or a
    /// concept that no passage holds).
    static func kindCondition(_ kind: SearchHit.Kind?) -> String? {
        switch kind {
        case nil: return nil
        case .concept:
            return "(d.kind = 'concept' OR d.kind = 'passage' AND EXISTS (SELECT 1 FROM concepts WHERE passage_id = d.item_id))"
        case .passage, .snippet, .chapter:
            return "d.kind = '\(kind!.rawValue)'"
        }
    }

    /// A document's tier, first to last: a passage that explains a term the query names
    /// (`named`), any other passage, a snippet, a chapter title. SQL over a document's
    /// `kind` column and a condition for `named`.
    static func tierExpression(kind: String, named: String) -> String {
        "CASE WHEN \(kind) IN ('passage', 'concept') THEN CASE WHEN \(named) THEN 0 ELSE 1 END "
            + "WHEN \(kind) = 'snippet' THEN 2 ELSE 3 END"
    }

    /// The ranking: only the best `limit` documents' ids, tiers and scores; their text is
    /// read afterwards for those alone.
    /// `subtree`: the chapters `--chapter` names, as `chapterSubtree` gives them.
    static func searchStatement(_ query: SearchQuery, options: SearchOptions, subtree: String?) -> (sql: String, arguments: [String]) {
        let expression = query.matchExpression ?? ""
        var conditions: [String] = []
        if let condition = kindCondition(options.kind) { conditions.append(condition) }
        if let subtree { conditions.append("d.chapter_id IN \(subtree)") }
        let sql = """
            SELECT d.kind, d.id, m.score,
                   \(tierExpression(kind: "d.kind", named: "d.id IN (SELECT rowid FROM search_index WHERE search_index MATCH ?)")) AS tier
            FROM (SELECT rowid AS document, \(rankExpression) AS score
                  FROM search_index WHERE search_index MATCH ?) m
            JOIN search_documents d ON d.id = m.document\(conditions.isEmpty ? "" : "\nWHERE " + conditions.joined(separator: " AND "))
            ORDER BY tier, m.score, d.id
            LIMIT \(max(1, options.limit))
            """
        return (sql, ["{term} : (\(expression))", expression])
    }
}
