import Foundation
import Testing
@testable import KnowledgeBase

/// Search on a small corpus written for these tests, one sentence per concept, so every
/// expected hit is known.
@Suite struct SearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        folder.write("korean.md", """
            # 1. 한국어 노트

            * 레이아웃이란 스크린 위의 여러 바운드를 어떻게 결정하는지에 대한 문제이다.
            * 정렬은 교차 축에서 뷰를 맞추는 방법이다.
            * `VStack`과 `HStack`은 자식을 늘어놓는다.
            * `@State`는 뷰가 가진 상태를 저장한다.
            * 리프 뷰: 자기 크기를 스스로 고르는 것.
            * `layoutPriority`는 스택이 자식을 처리하는 순서를 바꾼다.
            * `.frame(width:)`은 새 부모 뷰를 만든다.

            ```swift
            HStack {
                Text("A").layoutPriority(1)
            }
            ```
            """)
        store = try folder.store()
        _ = try store.importNotes(paths: [folder.path])
    }

    func terms(_ query: String, kind: SearchHit.Kind? = .concept) throws -> [String] {
        try store.search(query, options: .init(kind: kind)).map(\.title)
    }

    @Test func twoSyllableWordsAndWordsWithParticles() throws {
        #expect(try terms("정렬") == ["정렬"])
        // `레이아웃` is how a learner spells layout: it finds `layoutPriority` too.
        #expect(try terms("레이아웃") == ["레이아웃", "layoutPriority"])
        #expect(try terms("바운드") == ["레이아웃"])
        #expect(try terms("상태") == ["@State"])
    }

    @Test func singleSyllablesMatchWordsThatStartOrEndWithThem() throws {
        #expect(Set(try terms("뷰")) == ["정렬", "@State", "리프 뷰", ".frame(width:)"])
    }

    @Test func mixedScriptRunsAndIdentifiers() throws {
        // One passage explains VStack and HStack: one hit, standing for the concept asked for.
        #expect(try terms("VStack") == ["VStack"])
        #expect(try terms("VStack과") == ["VStack"])
        #expect(try terms("vstack") == ["VStack"])
        #expect(try terms("HStack") == ["HStack"])
        #expect(try store.search("vstack").map(\.title) == ["VStack · HStack"])
        #expect(try terms("priority") == ["layoutPriority"])
        #expect(try terms("LAYOUTPRIORITY") == ["layoutPriority"])
        #expect(try terms(".frame") == [".frame(width:)"])
        #expect(try terms("@State") == ["@State"])
    }

    @Test func nfdQueriesMatchNFCText() throws {
        #expect(try terms("정렬".decomposedStringWithCanonicalMapping) == ["정렬"])
    }

    @Test func snippetsAreFoundByTheirCode() throws {
        let hits = try store.search("layoutPriority", options: .init(kind: .snippet))
        #expect(hits.map(\.reference) == ["s1"])
        #expect(hits[0].line == 11)
        #expect(hits[0].excerpt.text == "Text(\"A\").layoutPriority(1)")
        #expect(hits[0].excerpt.highlights == [10..<24])
    }

    @Test func termsRankAboveBodies() throws {
        let hits = try store.search("layoutPriority")
        #expect(hits.map(\.kind) == [.passage, .snippet])
        #expect(hits.map(\.reference) == ["p7", "s1"])
    }

    /// A passage that explains a concept the query names comes before a passage where the
    /// query's words only stand together: the layout step `크기 제안` says it in other words.
    @Test func thePassageOfTheNamedConceptComesBeforeWordsTogether() throws {
        let steps = TemporaryFolder()
        steps.write("steps.md", """
            # 1. 레이아웃

            컨테이너는 자식에게 크기를 제안하고 남은 공간을 나눈다.

            1. 부모가 자식에게 자기 사이즈를 알려준다.
            2. 자식이 자신의 크기를 정한다.
            """)
        let store = try steps.store()
        _ = try store.importNotes(paths: [steps.path])
        let hits = try store.search("크기 제안")
        // (Then the step that holds `크기` alone.)
        #expect(hits.map(\.line) == [5, 3, 6])
        #expect(hits.first?.concepts.map(\.term) == ["크기 제안"])
    }

    @Test func phrasesNeedTheWordsTogether() throws {
        #expect(try terms("\"자기 크기\"") == ["리프 뷰"])
        #expect(try terms("\"크기 자기\"") == [])
    }

    @Test func anyQueryIsSafe() throws {
        for query in ["\"", "AND", "OR", "NOT", "-", "*", "(", ")", ":", "a:b", "\"unclosed", "NEAR(a b)", "'; DROP TABLE notes; --", "^", "{}", "+"] {
            if SearchQuery(parsing: query).isEmpty {
                #expect(throws: KBError.self) { try store.search(query) }
            } else {
                _ = try store.search(query)
            }
        }
        #expect(try store.stats().notes == 1)
    }

    @Test func highlightsMarkEveryMatch() throws {
        let hit = try #require(try store.search("정렬", options: .init(kind: .concept)).first)
        #expect(hit.excerpt.text == "정렬은 교차 축에서 뷰를 맞추는 방법이다.")
        #expect(hit.excerpt.highlights == [0..<2])
    }

    @Test func chapterFilterAndLimit() throws {
        #expect(try store.search("뷰", options: .init(chapter: "한국어 노트", limit: 2)).count == 2)
        #expect(throws: KBError.notFound("nowhere")) { try store.search("뷰", options: .init(chapter: "nowhere")) }
    }

    @Test func theSQLRunsInAnySQLiteClient() throws {
        let sql = try store.searchSQL("정렬", options: .init(kind: .concept, limit: 5))
        #expect(sql.contains("search_index MATCH '\"정렬\"'"))
        #expect(sql.contains("d.kind = 'concept'"))
        #expect(sql.hasSuffix("LIMIT 5;"))
    }
}
