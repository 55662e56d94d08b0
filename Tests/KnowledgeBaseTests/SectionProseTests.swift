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
        // (`## Composing Gestures` over a subsection of the methods that compose them: FernNotes.)
        #expect(cards("""
            # Gestures

            ## Composing Gestures

            ### `simultaneously(with:)` and `sequenced(before:)`

            There are two methods that combine another gesture to form a composed gesture.
            """).filter { $0.hasPrefix("Composing") } == ["Composing Gestures → There are two methods that combine another gesture to form a composed gesture."])
    }

    /// `## 레이아웃` over `### 들어가며`, a first point about something else and a point that
    /// says what layout is: the point that names the term is the back, alone.
    @Test func theTextThatNamesTheTermIsTheBack() {
        #expect(cards("""
            # 노트

            ## 레이아웃
            ### 들어가며
            - 파란 선은 텍스트 뷰의 경계이다.
            - 레이아웃이란 화면 위의 경계들을 어떻게 정하는지에 대한 문제이다.
            - 자세히 보면 뷰가 세 개 있다.
            """) == ["레이아웃 → 레이아웃이란 화면 위의 경계들을 어떻게 정하는지에 대한 문제이다."])
        // (`Solution: use `@State`` names the term and says nothing of it.)
        #expect(cards("""
            # State

            ### 1 Way binding

            - Views are created with `struct`
            - Solution: use `@State`
            """) == [])
    }

    /// A first subsection that is a numbered part, a name of its own, a task or another
    /// question: the heading over it heads a group, and gets no card from it.
    @Test func aHeadingOverItsPartsGetsNoCard() {
        for part in ["### 1. Form", "### @State", "### 버튼 스타일 커스터마이징 하기", "### Why @State only works with structs",
                     "### 8-1. 기본기 다지기", "### Changing the form size"] {
            #expect(cards("""
                # 노트

                ## Forms

                \(part)

                Forms group the controls of a settings screen into sections.
                """).filter { $0.hasPrefix("Forms →") } == [], "\(part)")
        }
        // (`## What is Forms?` asks what the heading is: it explains it.)
        #expect(cards("""
            # 노트

            ## Forms

            ### What is Forms?

            Forms group the controls of a settings screen into sections.
            """).filter { $0.hasPrefix("Forms →") } == ["Forms → Forms group the controls of a settings screen into sections."])
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
