import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// kb_rank (Sources/CSearchRanking) scores the rows that can be among a query's best
/// exactly as FTS5's bm25 does, and skips a row's length only where that cannot change
/// which rows come first: `ORDER BY named DESC, score, rowid LIMIT keep` gives the same
/// rows with the same scores either way. Measured on the real notes of
/// Tests/Fixtures/RealNotes, where common words match hundreds of rows.
@Suite(.enabled(if: realNotesFolder != nil, "Tests/Fixtures/RealNotes is absent: kb_rank is not compared with bm25"))
struct SearchRankingTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store()
        let notes = try FileManager.default.contentsOfDirectory(atPath: realNotesFolder! + "/notes")
            .filter { $0.hasSuffix(".md") }.map { realNotesFolder! + "/notes/" + $0 }
        _ = try store.importNotes(paths: notes)
    }

    struct Ranked: Equatable {
        var id: Int64
        var named: Bool
        var score: Double
    }

    /// Each matching row with its bm25 score and named as SQL tells them, and with its
    /// kb_rank score and kb_named.
    func rows(_ text: String, keep: Int) throws -> (bm25: [Ranked], kbRank: [Ranked]) {
        let query = try KnowledgeStore.parse(text)
        let expression = query.matchExpression!
        let rows = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT rowid AS id,
                       bm25(search_index, 1.0, 10.0, 0.0, 0.5) AS bm25,
                       rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ?1) AS named,
                       kb_rank(search_index, ?3, ?4, 1, 1.0, 10.0, 0.0, 0.5) AS kb_rank,
                       kb_named(search_index, ?4, 1) AS kb_named
                FROM search_index WHERE search_index MATCH ?2
                """, arguments: ["{term} : (\(expression))", expression, keep,
                                 query.phraseWords.map(String.init).joined(separator: " ")])
        }
        let order = { (a: Ranked, b: Ranked) in (a.named ? 0 : 1, a.score, a.id) < (b.named ? 0 : 1, b.score, b.id) }
        return (rows.map { Ranked(id: $0["id"], named: $0["named"], score: $0["bm25"]) }.sorted(by: order),
                rows.map { Ranked(id: $0["id"], named: $0["kb_named"], score: $0["kb_rank"]) }.sorted(by: order))
    }

    @Test func theBestRowsAndScoresAreBM25s() throws {
        var skipped = 0
        var named = 0
        for text in ["view", "뷰", "padding", "frame", "정렬", "크기", "State", "modifier", "스택 뷰", "text",
                     "frame*", "스크롤뷰", "alignment -guide", "\"stack view\""] {
            for keep in [1, 5, 20, 80] {
                let (bm25, kbRank) = try rows(text, keep: keep)
                #expect(Array(kbRank.prefix(keep)) == Array(bm25.prefix(keep)), "\(text) \(keep)")
                // kb_named is the subquery's answer for every row.
                let namedByID = Dictionary(uniqueKeysWithValues: bm25.map { ($0.id, $0.named) })
                #expect(kbRank.allSatisfy { $0.named == namedByID[$0.id]! }, "\(text)")
                // A row whose length was skipped scores better than bm25 gives it, never worse.
                let exact = Dictionary(uniqueKeysWithValues: bm25.map { ($0.id, $0.score) })
                #expect(kbRank.allSatisfy { $0.score <= exact[$0.id]! }, "\(text) \(keep)")
                skipped += kbRank.filter { $0.score != exact[$0.id]! }.count
                named += kbRank.filter(\.named).count
            }
        }
        // Rows whose length was never read, and named rows: without them this test would
        // see neither the bound nor kb_named's answer 1. (How many there are follows what
        // the seeds say and how kb reads them, which the checks above hold row by row.)
        #expect(skipped > 0)
        #expect(named > 0)
    }

    /// kb_rank_best keeps the same rows with the same scores as bm25 ordered by named
    /// first, then score and rowid, without returning every match; words that are not the
    /// expression's phrases give nil.
    @Test func theBestRowsKeptAreBM25s() throws {
        for text in ["view", "뷰", "padding", "정렬", "크기", "스택 뷰", "frame*", "alignment -guide"] {
            let query = try KnowledgeStore.parse(text)
            for keep in [1, 5, 20, 80] {
                let (bm25, _) = try rows(text, keep: keep)
                let best = try store.read { db in
                    try TopDocuments.bestRows(matching: query.matchExpression!, words: query.phraseWords, keep: keep, db: db)
                }
                let kept = try #require(best).map { Ranked(id: $0.id, named: $0.unnamed == 0, score: $0.score) }
                #expect(kept == Array(bm25.prefix(keep)), "\(text) \(keep)")
            }
        }
        let mismatched = try store.read { db in
            try TopDocuments.bestRows(matching: "view", words: [0, 1], keep: 5, db: db)
        }
        #expect(mismatched == nil)
    }

    /// Without search_row_facts (every length read from FTS5's docsize, as for a row too
    /// long for its 13 bits), the best rows and their scores are the same.
    @Test func withoutStoredFactsTheBestRowsAreTheSame() throws {
        let texts = ["view", "정렬", "frame*", "스택 뷰"]
        let stored = try texts.map { try rows($0, keep: 20).kbRank.prefix(20) }
        try store.write { try $0.execute(sql: "DELETE FROM search_row_facts") }
        for (text, before) in zip(texts, stored) {
            let (bm25, kbRank) = try rows(text, keep: 20)
            #expect(Array(kbRank.prefix(20)) == Array(bm25.prefix(20)), "\(text)")
            #expect(Array(kbRank.prefix(20)) == Array(before), "\(text)")
        }
    }

    /// Without a row to keep, every score is a bound; kb_rank and kb_named without their
    /// arguments, or with words that are not the expression's, are errors.
    @Test func keepingNothingAndMissingArgumentsAreHandled() throws {
        let (bm25, kbRank) = try rows("view", keep: 0)
        let exact = Dictionary(uniqueKeysWithValues: bm25.map { ($0.id, $0.score) })
        #expect(kbRank.count == bm25.count)
        #expect(kbRank.allSatisfy { $0.score <= exact[$0.id]! })
        #expect(kbRank.contains { $0.score < exact[$0.id]! })
        #expect(throws: KBError.self) {
            try store.read { try Row.fetchAll($0, sql: "SELECT kb_rank(search_index) FROM search_index WHERE search_index MATCH 'view'") }
        }
        // Words that do not match the expression's phrases.
        #expect(throws: KBError.self) {
            try store.read { try Row.fetchAll($0, sql: "SELECT kb_named(search_index, '0 1', 1) FROM search_index WHERE search_index MATCH 'view'") }
        }
    }

    /// kb_bm25_of scores the chosen rows exactly as bm25 does and leaves every other row
    /// out; a list that is no list of rowids is an error.
    @Test func theChosenRowsScoreAsBM25() throws {
        for text in ["view", "정렬", "frame*", "스택 뷰"] {
            let expression = try KnowledgeStore.parse(text).matchExpression!
            let exact = try store.read { db in
                try Row.fetchAll(db, sql: "SELECT rowid, \(KnowledgeStore.rankExpression) FROM search_index WHERE search_index MATCH ?",
                                 arguments: [expression])
                    .map { (id: $0[0] as Int64, score: $0[1] as Double) }
            }
            #expect(exact.count >= 6, "\(text)")
            // Every other match, and a rowid that matches nothing.
            let chosen = stride(from: 0, to: exact.count, by: 2).map { exact[$0] }
            let scores = try store.read { db in
                try ChosenMatches.scores(of: chosen.map(\.id) + [Int64.max], matching: expression, db: db)
            }
            #expect(scores == Dictionary(uniqueKeysWithValues: chosen.map { ($0.id, $0.score) }), "\(text)")
        }
        #expect(try store.read { try ChosenMatches.scores(of: [Int64](), matching: "view", db: $0) }.isEmpty)
        #expect(throws: KBError.self) {
            try store.read { try Row.fetchAll($0, sql: "SELECT kb_bm25_of(search_index, '4,x') FROM search_index WHERE search_index MATCH 'view'") }
        }
        #expect(throws: KBError.self) {
            try store.read { try Row.fetchAll($0, sql: "SELECT kb_bm25_of(search_index) FROM search_index WHERE search_index MATCH 'view'") }
        }
    }

    /// Each word's matches are the index's, with each document's kind and chapter; the
    /// chapters that hold every word are those where some document holds each one.
    @Test func eachWordsMatchesAndTheChaptersHoldingAll() throws {
        func chapters(_ word: String) throws -> Set<Int64> {
            let expression = try KnowledgeStore.parse(word).matchExpression!
            return try store.read { db in
                Set(try Int64.fetchAll(db, sql: """
                    SELECT d.chapter_id FROM search_documents d
                    WHERE d.id IN (SELECT rowid FROM search_index WHERE search_index MATCH ?)
                    """, arguments: [expression]))
            }
        }
        let both = try chapters("padding").intersection(try chapters("background"))
        #expect(both.count >= 3)
        let query = try KnowledgeStore.parse("padding background")
        try store.read { db in
            let matches = try WordMatches(query.requiredGroups, db: db)
            #expect(matches.chaptersHoldingAll() == both)
            let padding = try Row.fetchAll(db, sql: """
                SELECT d.id, d.kind, d.chapter_id, d.item_id FROM search_documents d
                WHERE d.id IN (SELECT rowid FROM search_index WHERE search_index MATCH ?) ORDER BY d.id
                """, arguments: [query.requiredGroups[0].expression])
            #expect(matches.matches[0].sorted { $0.document < $1.document }.map { "\($0.document) \($0.kind) \($0.chapter) \($0.item)" }
                == padding.map { "\($0[0] as Int64) \($0[1] as String) \($0[2] as Int64) \($0[3] as Int64)" })
            let positions = try matches.positions(ofPassages: matches.matches[0].filter { $0.kind == .passage }.map(\.item))
            for passage in matches.matches[0] where passage.kind == .passage {
                #expect(positions[passage.item] == (try Int.fetchOne(db, sql: "SELECT position FROM passages WHERE id = ?",
                                                                     arguments: [passage.item])))
            }
            let none = try KnowledgeStore.parse("padding zzzqqq")
            #expect(try WordMatches(none.requiredGroups, db: db).chaptersHoldingAll().isEmpty)
        }
    }
}
