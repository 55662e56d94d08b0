import Foundation
import Testing
@testable import KnowledgeBase

/// Closest matches when no passage holds every word of a query: code that holds a word no
/// passage does comes by the words it holds, as passages do, so a snippet that holds three
/// words of four comes before passages that hold one; Swift's keywords, which any code holds,
/// are not counted for it. (DawnNotes' `cut view to circle clipShape` found the cheat sheet's
/// `.clipShape(Circle()) // Cut layout` at no rank of thirty: passages that say `view` filled
/// every place first.)
@Suite struct ClosestCodeSearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "cheats.md", """
            # Cheat sheet

            A view draws what its body returns.

            Every view is a struct, and a view struct cannot change its own properties.

            Use @State to change a value inside a view.

            ## Modifiers

            ```swift
            .clipShape(Circle())        // Cut layout
            .shadow(radius: 7)          // Shadow
            ```

            ## Counter

            ```swift
            struct Counter: View {
                var count = 0 // change it with a button
                var body: some View { Text("\\(count)") }
            }
            ```
            """)
    }

    func found(_ query: String) throws -> SearchResults {
        try store.searchResults(query, options: .init(limit: 3))
    }

    @Test func codeHoldingMoreWordsThanAnyPassageComesFirst() throws {
        let results = try found("cut view to circle clipShape")
        #expect(results.closestTo == ["cut", "view", "circle", "clipShape"])
        #expect(results.hits.first.map { "\($0.kind) \(places([$0])[0])" } == "snippet cheats.md:11")
    }

    /// `var` is a word of the query and of the code, not of the passages: the passage that
    /// says `view`, `struct` and `change` comes first.
    @Test func swiftKeywordsDoNotCountForCode() throws {
        let results = try found("why can't I change a var inside a view struct")
        #expect(results.hits.first.map { "\($0.kind) \(places([$0])[0])" } == "passage cheats.md:5")
    }

    /// `list에 refreshable 붙이기`: one passage says `refreshable`, another `리스트`, so no
    /// word is code's alone; the example holds both (`List(…)`, `.refreshable`) and comes
    /// first, then the passages by their words. `swiftui view 드래그 새로`: the example's
    /// `: View` and `var body` are what every example says, and a passage holds more words:
    /// it is the one closest match.
    @Test func codeHoldingMoreWordsThanEveryPassageComesFirst() throws {
        let other = TemporaryFolder()
        let store = try other.store(importing: "refresh.md", """
            # Pull to refresh

            refreshable을 통해 사용이 가능하다.

            리스트 뷰를 아래로 드래그하면 새로 고친다.

            ```swift
            struct NamesView: View {
                var body: some View {
                    List(names, id: \\.self) { Text($0) }
                        .refreshable { await reload() }
                }
            }
            ```
            """)
        let results = try store.searchResults("list에 refreshable 붙이기", options: .init(limit: 5))
        #expect(results.closestTo == ["list", "refreshable", "붙이기"])
        #expect(places(results.hits) == ["refresh.md:7", "refresh.md:5", "refresh.md:3"])
        #expect(results.hits.first?.kind == .snippet)
        let viewWords = try store.searchResults("swiftui view 드래그 새로", options: .init(limit: 5))
        #expect(places(viewWords.hits) == ["refresh.md:5"])
    }
}
