import Foundation
import Testing
@testable import KnowledgeBase

/// A question typed as it is spoken: what must be done (`붙여야 돼`, `읽어야 해`) and the
/// copula of a spoken question (`불변이야`) find the verb or noun before them, and `돼` and
/// `해` alone ask rather than name what is looked for.
@Suite struct SpokenQuestionSearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "view.md", """
            # View

            SwiftUI의 View는 불변이다. 값을 바꾸려면 새 View를 만든다.

            View는 body를 가진다.

            ## 수정자

            수정자는 뷰에 붙여 쓰는 메서드다. 순서대로 붙여야 결과가 같다.

            배경은 padding 뒤에 붙인다.
            """)
    }

    func found(_ query: String) throws -> SearchResults {
        try store.searchResults(query, options: .init(limit: 5))
    }

    /// `불변이야` finds `불변이다`, which holds no `이야`; `View는 왜 불변이야` finds it first.
    @Test func theCopulaOfASpokenQuestionComesOff() throws {
        let results = try found("View는 왜 불변이야")
        #expect(results.closestTo == nil)
        #expect(places(results.hits).first == "view.md:3")
    }

    /// `수정자 붙여야 돼`: `돼` is no word to find, and `붙여야` finds `붙여`: the passage
    /// that holds both words is the one hit. `배경 붙이기`, a task named by its `-기` noun,
    /// finds what it found before.
    @Test func whatMustBeDoneFindsTheVerb() throws {
        let results = try found("수정자 붙여야 돼")
        #expect(results.closestTo == nil)
        #expect(places(results.hits) == ["view.md:9"])
        #expect(places(try found("배경 붙이기").hits) == ["view.md:11"])
    }
}
