import GRDB
import Testing
@testable import KnowledgeBase

/// The ranking that joins only the best matches gives exactly what the full ranking
/// statement gives, or declines.
@Suite struct TopDocumentsTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store()
        _ = try store.importNotes(paths: [])
    }

    @Test func theBestMatchesAreTheFullStatementsOrNothing() throws {
        #expect(try compareWithTheFullStatement() > 0)
    }

    /// Without search_row_facts, the kinds of the best rows are read from search_documents,
    /// and the answers are the same.
    @Test func withoutRowFactsTheKindsAreLookedUp() throws {
        let answered = try compareWithTheFullStatement()
        try store.write { try $0.execute(sql: "DELETE FROM search_row_facts") }
        #expect(try compareWithTheFullStatement() == answered)
    }

    /// How many queries the fast ranking answers, each checked against the full statement.
    func compareWithTheFullStatement() throws -> Int {
        var answered = 0
        for text in ["뷰", "정렬", "크기", "frame", "Stack", "HStack", "부모", "modifier", "스택 뷰", "우선순위", "alignment"] {
            let query = try KnowledgeStore.parse(text)
            for wanted in [1, 2, 3, 5, 8, 40] {
                let statement = KnowledgeStore.searchStatement(query, options: .init(limit: wanted), subtree: nil)
                let (full, fast) = try store.read { db in
                    (try Row.fetchAll(db, sql: statement.sql, arguments: StatementArguments(statement.arguments)).map {
                        MatchedDocument(id: $0["id"], tier: $0["tier"], score: $0["score"])
                    }, try TopDocuments.ranked(query, wanted: wanted, db: db))
                }
                if let fast {
                    #expect(fast == full, "\(text) \(wanted)")
                    answered += 1
                }
            }
        }
        // The rest have too few matches to save anything (fewer than four times what is
        // wanted; a snippet's row holds its code, not the passages around it), and the full
        // statement ranks them. (How many are answered follows what the notes hold; without
        // any, the tests would compare nothing.)
        return answered
    }
}
