import Foundation
import Testing
@testable import KnowledgeBase

/// A chapter title that a search shows comes with the first passage or example under its
/// heading, which says what the heading names without repeating its words: one hit.
@Suite struct HeadedBlockSearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "present.md", """
            # Presenting

            A sheet shows a view over the current one.

            ## alert and sheet optional

            ```swift
            .sheet(item: $selectedUser) { user in
                Text(user.name)
            }
            ```

            ## Group as transparent container

            A Group draws nothing itself: modifiers on it apply to each child.

            ## Custom alignment guide

            - Made a guide that lines up the labels of a form.

            ## Stacks place their views in a row

            Spacing sets the gap.
            """)
    }

    func found(_ query: String) throws -> [String] {
        places(try store.search(query, options: .init(limit: 5)))
    }

    /// `sheet optional`: only the title holds both words; the example under it is shown
    /// with it, one hit from the title's line to the code's last, before the passage that
    /// holds one of them (it used to be left out, then shown as a hit of its own).
    @Test func anExampleUnderAHeadingFollowsIt() throws {
        let hits = try store.search("sheet optional", options: .init(limit: 5))
        #expect(places(hits) == ["present.md:5", "present.md:3"])
        #expect(hits.map(\.kind) == [.snippet, .passage])
        #expect(hits.map(\.endLine) == [11, 3])
        #expect(hits.first?.excerpt.text == "alert and sheet optional .sheet(item: $selectedUser) { user in Text(user.name) }")
    }

    /// `group transparent layout container`: no passage has every word and the title lacks
    /// `layout`; the closest match, the title, shows the sentence under it, which holds
    /// `Group`, in one hit from the title's line to the sentence's. So does one word alone
    /// that only the title holds: the sentence does not say the word, and is no hit of its
    /// own, but the title's hit shows it.
    @Test func theTextUnderAClosestTitleFollowsIt() throws {
        let results = try store.searchResults("group transparent layout container", options: .init(limit: 5))
        #expect(results.closestTo == ["group", "transparent", "layout", "container"])
        #expect(places(results.hits) == ["present.md:13"])
        #expect(results.hits.map(\.endLine) == [15])
        let title = try store.search("transparent", options: .init(limit: 5))
        #expect(places(title) == ["present.md:13"])
        #expect(title.map(\.kind) == [.passage])
        #expect(title.map(\.endLine) == [15])
        #expect(title.map(\.excerpt.text) == ["Group as transparent container A Group draws nothing itself: modifiers on it apply to each child."])
    }

    /// `stacks row layout`: the closest match is the title; the sentence under it holds
    /// none of the words, so it is no match of its own, but the title's hit shows it: a
    /// title alone answers nothing.
    @Test func textThatHoldsNoWordIsShownInAClosestTitlesHit() throws {
        let results = try store.searchResults("stacks row layout", options: .init(limit: 5))
        #expect(results.closestTo == ["stacks", "row", "layout"])
        #expect(places(results.hits) == ["present.md:21"])
        #expect(results.hits.map(\.endLine) == [23])
        #expect(results.hits.map(\.excerpt.text) == ["Stacks place their views in a row Spacing sets the gap."])
    }

    /// A title that is a sentence of its own (`Views are values.`) says what it says: it is
    /// the hit, the text under it is not shown with it.
    @Test func aTitleThatStatesSomethingIsShownAlone() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "views.md", """
            # Notes

            ## Views are values.

            A body is read again on each change.
            """)
        let results = try store.searchResults("views values layout", options: .init(limit: 5))
        #expect(results.closestTo == ["views", "values", "layout"])
        #expect(places(results.hits) == ["views.md:3"])
        #expect(results.hits.map(\.kind) == [.chapter])
    }

    /// What is shown before its title already stays in its place, once: `sheet` finds the
    /// passage, then the example, then the title; `custom alignment guide` the item, then
    /// the title. `--kind chapter` shows titles only.
    @Test func aBlockShownBeforeItsTitleStaysWhereItIs() throws {
        #expect(try found("sheet") == ["present.md:3", "present.md:7", "present.md:5"])
        #expect(try found("custom alignment guide") == ["present.md:19", "present.md:17"])
        #expect(places(try store.search("sheet optional", options: .init(kind: .chapter, limit: 5))) == ["present.md:5"])
    }

    /// The first passage under a heading, found with words its heading holds and it does
    /// not, is shown from the heading: `레이아웃 과정 부모 자식` shows `## 뷰 레이아웃 과정` with
    /// `- 부모 뷰가 자식 뷰에 크기를 제안한다.` as one hit. Found by its own words alone (`부모
    /// 자식`), it is shown at its own line, as is the passage after it.
    @Test func theFirstPassageFoundThroughItsHeadingIsShownFromIt() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "layout.md", """
            # Layout

            ## 뷰 레이아웃 과정

            - 부모 뷰가 자식 뷰에 크기를 제안한다.
            - 자식 뷰가 크기를 정한다.
            """)
        let titled = try store.search("레이아웃 과정 부모 자식", options: .init(limit: 5))
        #expect(titled.map { [$0.line, $0.endLine] } == [[3, 5]])
        #expect(titled.map(\.excerpt.text) == ["뷰 레이아웃 과정 부모 뷰가 자식 뷰에 크기를 제안한다."])
        let own = try store.search("부모 자식", options: .init(limit: 5))
        #expect(own.map { [$0.line, $0.endLine] } == [[5, 5], [6, 6]])
    }
}
