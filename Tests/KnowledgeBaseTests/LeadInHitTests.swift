import Foundation
import Testing
@testable import KnowledgeBase

/// A hit on a passage that only leads into the next one (`Transitions:` over the items
/// about them) shows the next passage too, and its lines.
@Suite struct LeadInHitTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "animation.md", """
            # Animation

            - Transitions:
              - When views arrive or depart, the entire unit is animated
            - `.background` view modifier:
              ```swift
              Text("hello").background(Rectangle())
              ```
              - The rectangle is sized according to the text
            - Modifiers change views.

            ## Curves

            Curves shape how an animation runs.
            """)
    }

    /// (`transitions` finds the item under the lead first, as it explains the concept
    /// `Transitions`, and the lead as well: one hit shows both.)
    @Test func aLeadShowsThePassageItLeadsInto() throws {
        let found = try store.search("transitions", options: .init(limit: 5)).filter { $0.kind == .passage }
        #expect(found.map(\.excerpt.text) == ["Transitions: When views arrive or depart, the entire unit is animated"])
        #expect(found.map { [$0.line, $0.endLine] } == [[3, 4]])
        // Past the example's code between them.
        let background = try #require(try store.search("background", options: .init(limit: 1)).first)
        #expect(background.excerpt.text == "`.background` view modifier: The rectangle is sized according to the text")
        #expect((background.line, background.endLine) == (5, 9))
    }

    /// A Korean sentence that announces the next passage (`…차이점을 살펴보자.`, `…다음과
    /// 같다`) leads into it as a colon does; one that says something does not.
    @Test func anAnnouncingSentenceShowsThePassageItAnnounces() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "paradigm.md", """
            # 선언형

            명령형과 선언형의 차이점을 살펴보자.

            - 명령형 코드 : 명시적인 명령으로 결과를 구성

            선언형 코드는 결과를 묘사한다.

            - 상태가 바뀌면 다시 그린다
            """)
        let found = try #require(try store.search("명령형 선언형 차이", options: .init(limit: 1)).first)
        #expect(found.excerpt.text == "명령형과 선언형의 차이점을 살펴보자. 명령형 코드 : 명시적인 명령으로 결과를 구성")
        #expect((found.line, found.endLine) == (3, 5))
        let says = try #require(try store.search("묘사", options: .init(limit: 1)).first)
        #expect((says.line, says.endLine) == (7, 7))
        #expect(KnowledgeStore.announces("구조는 다음과 같습니다."))
        #expect(KnowledgeStore.announces("예제로 알아보자!"))
        #expect(!KnowledgeStore.announces("차이점을 살펴보았다."))
    }

    /// An English sentence that announces the next passage (`… steps like below.`, `… as
    /// follows:`) leads into it, longer than a colon's lead may be; one that says something
    /// (`A frame follows its content.`) does not.
    @Test func anEnglishAnnouncementShowsThePassageItAnnounces() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "stacks.md", """
            # Stacks

            The layout process of stacks like HStack and VStack goes through layout steps like below.

            1. The stacks divide up the space that they are offered equally.
            2. Then they offer it to the least flexible views first.
            """)
        let found = try #require(try store.search("layout process stacks", options: .init(limit: 1)).first)
        #expect((found.line, found.endLine) == (3, 5))
        #expect(found.excerpt.text == "The layout process of stacks like HStack and VStack goes through layout steps like below. The stacks divide up the space that they are offered equally.")
        #expect(KnowledgeStore.announces("The steps are as follows."))
        #expect(KnowledgeStore.announces("See the following"))
        #expect(!KnowledgeStore.announces("A frame follows its content."))
    }

    /// A table's header row names the columns only: its hit shows the first row that fills
    /// them. A row under it is shown alone.
    @Test func aHeaderRowShowsTheFirstRow() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "wrappers.md", """
            # Wrappers

            | 항목 | `@State` | `@Observable` |
            | --- | --- | --- |
            | 타입 | 값 타입 | 참조 타입 |
            | 위치 | 뷰 내부 | 여러 뷰 |
            """)
        let header = try #require(try store.search("Observable", options: .init(limit: 1)).first)
        #expect((header.line, header.endLine) == (3, 5))
        #expect(header.excerpt.text == "항목 | `@State` | `@Observable` 타입 | 값 타입 | 참조 타입")
        let row = try #require(try store.search("내부", options: .init(limit: 1)).first)
        #expect((row.line, row.endLine) == (6, 6))
    }

    /// A passage that says something is shown alone, and a lead is never joined to a heading.
    @Test func aPassageThatSaysSomethingIsShownAlone() throws {
        let modifiers = try #require(try store.search("modifiers change", options: .init(limit: 1)).first)
        #expect(modifiers.excerpt.text == "Modifiers change views.")
        #expect((modifiers.line, modifiers.endLine) == (10, 10))
    }

    /// `padding background 순서`: only the sentence over the code says `순서`, and the code
    /// found through it starts its hit at the sentence; a sentence over code that says only
    /// what the code says leaves the code's hit at its own line.
    @Test func codeFoundThroughItsCaptionStartsAtIt() throws {
        let other = TemporaryFolder()
        let notes = try other.store(importing: "order.md", """
            # 수정자

            수정자를 붙일 때는 순서에 주의한다.
            ```swift
            Text("A")
                .padding()
                .background(Color.green)
            ```

            배경을 칠한다.

            ```swift
            Text("B").background(Color.green)
            ```
            """)
        let hits = try notes.search("padding background 순서", options: .init(limit: 5))
        #expect(hits.map { "\($0.kind) \($0.line)-\($0.endLine)" } == ["snippet 3-8"])
        let background = try notes.search("background", options: .init(kind: .snippet, limit: 5))
        #expect(background.map { "\($0.line)-\($0.endLine)" } == ["12-14", "4-8"])
    }

    /// Code after a lead (`> Supports filtering & sorting:`) starts its hit at the lead's
    /// line; code after a passage that says something starts at its own line, unless the
    /// passage says a word of the query the code does not (`Predicates filter …` over the
    /// second query, for `predicate`: the code was found through its caption); and a lead
    /// that is a hit of its own is one hit with its code.
    @Test func codeStartsAtItsLead() throws {
        let other = TemporaryFolder()
        let notes = try other.store(importing: "query.md", """
            # Query

            > Supports filtering & sorting:

            ```swift
            @Query(filter: #Predicate<Item> { $0.done }) var done: [Item]
            ```

            Predicates filter what a query fetches.

            ```swift
            @Query(sort: \\Item.name) var byName: [Item]
            ```
            """)
        let code = try notes.search("predicate", options: .init(kind: .snippet, limit: 5))
        #expect(code.map { [$0.line, $0.endLine] } == [[3, 7], [9, 13]])
        #expect(code.map(\.excerpt.text) == ["@Query(filter: #Predicate<Item> { $0.done }) var done: [Item]",
                                             "Predicates filter what a query fetches."])
        let sorted = try notes.search("byName", options: .init(limit: 5))
        #expect(sorted.map { [$0.line, $0.endLine] } == [[11, 13]])
        let both = try notes.search("filtering", options: .init(limit: 5))
        // (The lead shows the passage after the code too, `Predicates filter …`.)
        #expect(both.map { "\($0.kind) \($0.line)-\($0.endLine)" } == ["passage 3-9", "snippet 11-13"])
    }

    /// A list item right over code that names a type the code uses introduces it, whatever
    /// else it says (TideNotes' `* CustomViewModifier 적용, 방법은 두가지이다.` over
    /// `ModifiedContent(…)`, for `modifiedcontent`): the code's hit starts at the item. An
    /// item that names no type of the code (`* 사용 예시`, `* frame은 부모를 만든다.`) leaves the
    /// code at its own line, as does an item that is a hit of its own.
    @Test func codeStartsAtTheItemThatNamesItsType() throws {
        let other = TemporaryFolder()
        let notes = try other.store(importing: "modifier.md", """
            # 수정자

            * CustomViewModifier 적용, 방법은 두가지이다.

              ```swift
              ModifiedContent(content: Text("A"), modifier: CustomViewModifier())
              ```

            * 사용 예시

              ```swift
              ModifiedContent(content: Text("B"), modifier: BorderModifier())
              ```
            """)
        let hits = try notes.search("modifiedcontent", options: .init(kind: .snippet, limit: 5))
        #expect(hits.map { "\($0.line)-\($0.endLine)" } == ["11-13", "3-7"])
        // (`CustomViewModifier` finds the item and the code; the item is a hit of its own.)
        let named = try notes.search("CustomViewModifier", options: .init(limit: 5))
        #expect(named.map { "\($0.kind) \($0.line)-\($0.endLine)" } == ["passage 3-3", "snippet 5-7"])
        #expect(KnowledgeStore.namesATypeOf("Spacer()", "`Spacer`: Expands to fill its parent."))
        #expect(!KnowledgeStore.namesATypeOf("Text(\"A\").frame(width: 10)", "`.frame(width:)`은 새 부모 뷰를 만든다."))
    }
}
