import Testing
@testable import KnowledgeBase

/// A heading with nothing under it but its subsections is explained by its first
/// subsection's prose (`SectionProse`); a heading whose first subsection is one of its parts
/// heads a group and gets no card.
@Suite struct SectionProseTests {
    /// The concept cards of a note, as `front → back`.
    func cards(_ markdown: String) -> [String] {
        NoteParser.parse(markdown, fileStem: "note").chapters.flatMap(\.cards)
            .filter { $0.kind == .concept }.map { "\($0.front) → \($0.back)" }
    }

    /// `## List` over `### ForEach를 이용한 리스트 구성`, its paragraph and the code that
    /// calls `List` (RiverNotes): the paragraph is the back of `List`.
    @Test func aHeadingAloneIsExplainedByItsFirstSubsection() {
        #expect(cards("""
            # 노트

            ## List

            ### ForEach를 이용한 리스트 구성

            리스트에 나타날 데이터 정보와 데이터 표현 방법을 입력 받아 리스트를 구성한다.

            ```swift
            List(items) { Text($0.name) }
            ```
            """).filter { $0.hasPrefix("List") } == ["List → 리스트에 나타날 데이터 정보와 데이터 표현 방법을 입력 받아 리스트를 구성한다."])
        // (`## @EnvironmentObject ?` over `### 모든 view가 shared할 수 있는 data` and its items:
        // EmberNotes.)
        #expect(cards("""
            # 노트

            ## @EnvironmentObject ?
            ### 모든 뷰가 함께 쓸 수 있는 데이터

            * 상위 뷰에서 모델 객체를 설정해야 한다.
            * 앱의 어느 곳에서나 접근 가능하다.
            """) == ["@EnvironmentObject → 상위 뷰에서 모델 객체를 설정해야 한다.\n앱의 어느 곳에서나 접근 가능하다."])
    }

    /// `## 레이아웃` over `### 들어가며` and a point that says what layout is: the point makes
    /// its own card, on its own line, where a search finds its passage under the term; the
    /// heading makes none.
    @Test func proseThatNamesTheTermMakesItsOwnCard() {
        let note = NoteParser.parse("""
            # 노트

            ## 레이아웃
            ### 들어가며
            - 파란 선은 텍스트 뷰의 경계이다.
            - 레이아웃이란 화면 위의 경계들을 어떻게 정하는지에 대한 문제이다.
            """, fileStem: "note")
        #expect(note.chapters.flatMap(\.cards).filter { $0.kind == .concept }.map { "\($0.front) \($0.line) → \($0.back)" }
            == ["레이아웃 6 → 레이아웃이란 화면 위의 경계들을 어떻게 정하는지에 대한 문제이다."])
        // (`- Solution: use `@State`` names the term: its own rules card it, or nothing does;
        // the subsection's heading is a term of its own, `CountedWays`.)
        #expect(cards("""
            # State

            ### 1 Way binding

            - Views are created with `struct`
            - Solution: use `@State`
            """) == ["1 Way binding → Views are created with `struct`\nSolution: use `@State`"])
    }

    /// A first subsection that is a numbered part, a name of its own, a task or another
    /// question: the heading over it heads a group, and gets no card from it.
    @Test func aHeadingOverItsPartsGetsNoCard() {
        for part in ["### 1. Form", "### @State", "### 버튼 스타일 커스터마이징 하기", "### Why @State only works with structs",
                     "### 8-1. 기본기 다지기", "### Changing the form size"] {
            #expect(cards("""
                # 노트

                ## @AppStorage

                \(part)

                Reads and writes a value the app keeps between launches.
                """).filter { $0.hasPrefix("@AppStorage") } == [], "\(part)")
        }
        // (`### What is it?` asks what the heading is: it explains it.)
        #expect(cards("""
            # 노트

            ## @AppStorage

            ### What is it?

            Reads and writes a value the app keeps between launches.
            """) == ["@AppStorage → Reads and writes a value the app keeps between launches."])
    }

    /// A heading with blocks of its own is explained by them, not by its subsections: over
    /// its code alone, the code is its back (`CodeShownAlone`).
    @Test func aHeadingWithTextOfItsOwnKeepsIt() {
        #expect(cards("""
            # Navigation

            ## NavigationStack

            ```swift
            NavigationStack { Text("A") }
            ```

            ### 뭐야?

            `NavigationStack`은 화면 사이를 오가게 해 주는 컨테이너 뷰이다.
            """).filter { $0.hasPrefix("NavigationStack →") } == ["NavigationStack → NavigationStack { Text(\"A\") }"])
    }
}
