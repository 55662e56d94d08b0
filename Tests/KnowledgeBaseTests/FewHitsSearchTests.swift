import Foundation
import Testing
@testable import KnowledgeBase

/// What a search shows when few passages hold every word: the passages that lack one word
/// fill the places left, a question the notes ask brings its answer, and a Hangul spelling
/// of an English word finds it.
@Suite struct FewHitsSearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "sync.md", """
            # withAnimation 동기 처리

            참고 : SwiftUI Animation Completion

            SwiftUI의 `withAnimation(_:_:)` 함수는 동작 완료 핸들러를 제공하지 않는다.

            ## ForEach

            - ForEach에는 Unique ID가 있음
              - 왜 forEach에서 unique identifier가 있어야 할까?
                - 배열이 재정렬되거나 요소가 삽입, 삭제될 때 어떤 요소가 바뀌었는지 알아야 한다.

            ## 이미지

            - `edgesIgnoringSafeArea(_:)`: safe area를 벗어나는 영역까지 이미지를 늘릴 때 쓴다.
            """)
    }

    func found(_ query: String) throws -> SearchResults {
        try store.searchResults(query, options: .init(limit: 5))
    }

    /// `withanimation completion`: only the reference line holds both words (`Animation`
    /// is a part of `withAnimation`'s camel case only in the query); the passage about
    /// `withAnimation(_:_:)` comes after it, rather than nothing; the chapter's title, which
    /// holds `withAnimation` too, adds nothing to a passage of its chapter. The search says
    /// nothing of closest matches: a passage holds every word.
    @Test func passagesLackingOneWordFillThePlacesLeft() throws {
        let results = try found("withanimation completion")
        #expect(places(results.hits) == ["sync.md:3", "sync.md:5"])
        #expect(results.closestTo == nil)
        #expect(results.lackingAWord == 1)
    }

    /// A question of five words (`how` and `does` ask, and are no words to find): the one
    /// passage with every word, then those that hold at least half of them, the most first;
    /// a passage with two of the five does not follow. A question of three words still takes
    /// only those that lack one.
    @Test func passagesWithHalfTheWordsOfALongQuestionFollow() throws {
        let other = TemporaryFolder()
        let store = try other.store(importing: "layout.md", """
            # Layout

            How the SwiftUI layout works, from a parent to its child.

            The SwiftUI layout lets a parent offer space to its child.

            A parent proposes a size to its child in SwiftUI.

            A parent and its child.
            """)
        let results = try store.searchResults("how does swiftui layout work parent child", options: .init(limit: 5))
        #expect(places(results.hits) == ["layout.md:3", "layout.md:5", "layout.md:7"])
        #expect(results.hits.map(\.lacksAWord) == [false, true, true])
        #expect(KnowledgeStore.wordsAPartialHitMayLack(of: 5) == 2)
        #expect(KnowledgeStore.wordsAPartialHitMayLack(of: 3) == 1)
        #expect(places(try store.searchResults("layout works child", options: .init(limit: 5)).hits) == ["layout.md:3", "layout.md:5"])
    }

    /// The question item holds `forEach`, `unique` and `identifier`; the item under it,
    /// which answers, holds none of them: the question's hit shows it and ends where it ends.
    @Test func aQuestionShowsItsAnswer() throws {
        let hits = try found("forEach unique identifier").hits
        let question = try #require(hits.first { $0.line == 10 })
        #expect(question.endLine == 11)
        #expect(question.excerpt.text == "왜 forEach에서 unique identifier가 있어야 할까? 배열이 재정렬되거나 요소가 삽입, 삭제될 때 어떤 요소가 바뀌었는지 알아야 한다.")
    }

    /// A question that holds every word, and its answer that holds one: the two are one hit,
    /// which holds every word; a list of questions answers none of them (`Why bar?`, whose
    /// section holds `foo` too, is a hit of its own).
    @Test func aQuestionAndItsAnswerAreOneHitThatHoldsEveryWord() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "faq.md", """
            # FAQ

            - 왜 foo bar가 필요할까?
              - foo 때문이다.

            foo 이야기

            - Why foo?
            - Why bar?
            """)
        let results = try store.searchResults("foo bar", options: .init(limit: 5))
        #expect(results.hits.map { "\($0.line)-\($0.endLine)" } == ["3-4", "9-9", "8-8", "6-6"])
        #expect(results.hits.map(\.lacksAWord) == [false, false, true, true])
        #expect(results.lackingAWord == 2)
    }

    /// `줄 바꿈`: a passage that holds only `줄`, a word of one syllable that stands inside
    /// `보여줄` and `줄이지`, fills no place; one that holds `바꿈` does.
    @Test func aSyllableAloneFillsNoPlace() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "wrap.md", """
            # Text

            제안된 크기에 맞게 줄 바꿈을 한다.

            텍스트를 한 줄에 보여줄 수 없으면 길이를 줄이지 않는다.

            바꿈 없이 잘린다.
            """)
        let results = try store.searchResults("줄 바꿈", options: .init(limit: 5))
        #expect(places(results.hits) == ["wrap.md:3", "wrap.md:7"])
        #expect(results.lackingAWord == 1)
    }

    /// `세이프 에어리어`: each word is a Hangul spelling of the note's `safe area`.
    @Test func aHangulSpellingOfSafeAreaFindsIt() throws {
        #expect(Transliterations.english["세이프"] == "safe")
        #expect(Transliterations.english["에어리어"] == "area")
        #expect(places(try found("세이프 에어리어").hits) == ["sync.md:15"])
    }
}

/// A passage the ranking brings up under a title that holds the query's words, and that
/// also lacks a word, is shown once, with its title, not again among the hits that lack a
/// word.
@Suite struct RankedPassageShownOnceTests {
    @Test func aPassageUnderAMatchingTitleIsNotShownAgainAsLackingAWord() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "observable.md", """
            # Observable

            ### `@State`, `@ObservableObject`와의 차이는 무엇인가?
            | 항목 | `@State` | `@ObservableObject` | `@Observable` |
            | --- | --- | --- | --- |
            | 타입 | 값 타입 | 참조 타입 | 참조 타입 |

            ## 코드가 간결해짐

            뷰모델에는 `@ObservableObject`를 넣었어야 했는데 이제는 `@Observable`로 가능하다.
            """)
        let results = try store.searchResults("ObservableObject랑 Observable 차이", options: .init(limit: 5))
        #expect(places(results.hits) == ["observable.md:3", "observable.md:10"])
        // (The title's hit runs to the table's first row, which its header row leads into.)
        #expect(results.hits.map(\.endLine) == [6, 10])
        #expect(results.lackingAWord == 1)
        #expect(Set(results.hits.map(\.reference)).count == results.hits.count)
    }
}
