import Foundation
import Testing
@testable import KnowledgeBase

/// `NavigationLink example`, `GeometryReader 예제`: a learner who adds `example` or `예제` to
/// a name asks for the code that shows it. The snippets holding the other words come first,
/// then the passages, and no passage need hold the word that asks.
@Suite struct CodeQueryTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "navigation.md", """
            # Navigation

            NavigationLink pushes a detail view onto the stack.

            ```swift
            NavigationView {
                NavigationLink("Detail") { Text("Detail view") }
            }
            ```

            An example of a list: rows of text.
            """)
    }

    func found(_ query: String) throws -> [String] {
        places(try store.search(query, options: .init(limit: 5)))
    }

    @Test func aWordThatAsksForCodeIsNotLookedFor() {
        let query = SearchQuery(parsing: "NavigationLink example")
        #expect(query.asksForCode)
        #expect(query.requiredGroups.map(\.displayText) == ["NavigationLink"])
        #expect(SearchQuery(parsing: "GeometryReader 예제").requiredGroups.map(\.displayText) == ["GeometryReader"])
        // After words that name no API, or before the name, it is a word looked for.
        #expect(!SearchQuery(parsing: "QR 코드").asksForCode)
        #expect(!SearchQuery(parsing: "status code").asksForCode)
        #expect(!SearchQuery(parsing: "sample GeometryReader").asksForCode)
        #expect(SearchQuery(parsing: "@State 예제").asksForCode)
        // Alone, it is the word looked for.
        #expect(!SearchQuery(parsing: "example").asksForCode)
        #expect(SearchQuery(parsing: "example").requiredGroups.map(\.displayText) == ["example"])
    }

    @Test func theSnippetsComeFirst() throws {
        #expect(try found("NavigationLink") == ["navigation.md:3", "navigation.md:5"])
        #expect(try found("NavigationLink example") == ["navigation.md:5", "navigation.md:3"])
        #expect(try found("NavigationLink 예제") == ["navigation.md:5", "navigation.md:3"])
        // With a kind asked for, the order is that kind's.
        #expect(places(try store.search("NavigationLink example", options: .init(kind: .passage, limit: 5))) == ["navigation.md:3"])
        // (The snippet is found through the prose after it.)
        #expect(try found("example") == ["navigation.md:11", "navigation.md:5"])
    }
}
