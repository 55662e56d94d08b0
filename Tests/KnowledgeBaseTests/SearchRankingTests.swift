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

    /// Each matching row with its bm25 score, its kb_rank score and whether it is named.
    func rows(_ text: String, keep: Int) throws -> (bm25: [Ranked], kbRank: [Ranked]) {
        let expression = try KnowledgeStore.parse(text).matchExpression!
        let rows = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT rowid AS id,
                       bm25(search_index, 1.0, 10.0, 0.0, 0.5) AS bm25,
                       kb_rank(search_index, rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ?1),
                               ?3, 1.0, 10.0, 0.0, 0.5) AS kb_rank,
                       rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ?1) AS named
                FROM search_index WHERE search_index MATCH ?2
                """, arguments: ["{term} : (\(expression))", expression, keep])
        }
        let order = { (a: Ranked, b: Ranked) in (a.named ? 0 : 1, a.score, a.id) < (b.named ? 0 : 1, b.score, b.id) }
        return (rows.map { Ranked(id: $0["id"], named: $0["named"], score: $0["bm25"]) }.sorted(by: order),
                rows.map { Ranked(id: $0["id"], named: $0["named"], score: $0["kb_rank"]) }.sorted(by: order))
    }

    @Test func theBestRowsAndScoresAreBM25s() throws {
        var skipped = 0
        for text in ["view", "뷰", "padding", "frame", "정렬", "크기", "State", "modifier", "스택 뷰", "text"] {
            for keep in [1, 5, 20, 80] {
                let (bm25, kbRank) = try rows(text, keep: keep)
                #expect(Array(kbRank.prefix(keep)) == Array(bm25.prefix(keep)), "\(text) \(keep)")
                // A row whose length was skipped scores better than bm25 gives it, never worse.
                let exact = Dictionary(uniqueKeysWithValues: bm25.map { ($0.id, $0.score) })
                #expect(kbRank.allSatisfy { $0.score <= exact[$0.id]! }, "\(text) \(keep)")
                skipped += kbRank.filter { $0.score != exact[$0.id]! }.count
            }
        }
        // Rows whose length was never read: without them this test would not see the bound.
        #expect(skipped == 2314)
    }

    /// Without a row to keep, every score is a bound; kb_rank without its arguments is an error.
    @Test func keepingNothingAndMissingArgumentsAreHandled() throws {
        let (bm25, kbRank) = try rows("view", keep: 0)
        let exact = Dictionary(uniqueKeysWithValues: bm25.map { ($0.id, $0.score) })
        #expect(kbRank.count == bm25.count)
        #expect(kbRank.allSatisfy { $0.score <= exact[$0.id]! })
        #expect(kbRank.contains { $0.score < exact[$0.id]! })
        #expect(throws: KBError.self) {
            try store.read { try Row.fetchAll($0, sql: "SELECT kb_rank(search_index) FROM search_index WHERE search_index MATCH 'view'") }
        }
    }
}
