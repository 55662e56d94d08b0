import Testing
@testable import KnowledgeBase

/// Headings that name a concept a learner wants, over text that explains it without
/// naming it; and their neighbours that head text about something else.
@Suite struct HeadingRecallTests {
    func cards(_ markdown: String) -> [String] {
        let blocks = MarkdownParser.parse(markdown)
        return ConceptExtractor.concepts(in: blocks, declared: LearnerTerms.declaredNames(in: blocks))
            .map { "\($0.term) → \($0.explanation)" }
    }

    /// `# 상태 프로퍼티` over `… 업데이트하는데 사용됨` (BrookNotes' and LarkNotes' state
    /// chapters): a note-style clause with no subject describes the heading's term.
    @Test func aNoteStyleClauseDescribesTheHeadingsTerm() {
        #expect(cards("""
            # 노트

            ## 상태 프로퍼티

            뷰의 상태를 관리하고, 상태가 변경될 때 뷰를 업데이트하는데 사용됨
            """) == ["상태 프로퍼티 → 뷰의 상태를 관리하고, 상태가 변경될 때 뷰를 업데이트하는데 사용됨"])
        #expect(cards("""
            # 노트

            #### 지오메트리 프록시(GeometryProxy)

            - 지오메트리 리더의 레이아웃 정보를 자식 뷰에 제공
            """) == ["GeometryProxy → 지오메트리 리더의 레이아웃 정보를 자식 뷰에 제공"])
    }

    /// A clause with a subject of its own, a glossary entry, or a long clause that tells
    /// what happens is about something else than the heading's words.
    @Test func aClauseWithItsOwnSubjectDoesNotDescribeTheHeading() {
        #expect(cards("""
            # 노트

            ### ObservableObject (감시할 수 있는)

            ObservedObject 는 `Class` 임
            """).map { String($0.prefix { $0 != " " }) } == ["ObservedObject"])
        #expect(cards("""
            # 노트

            ### 핵심 개념

            - **`AnyLayout`**: 레이아웃 타입을 type-erase하는 래퍼. 레이아웃을 전환할 때 상태를 유지하도록 설계됨
            """).map { String($0.prefix { $0 != " " }) } == ["AnyLayout"])
        #expect(cards("""
            # 노트

            ## 01.SwiftUI Essentials

            - 작성된 코드가 언제나 뷰의 the source of truth로서 역할을 하기 때문에 Inspector를 통해 속성을 변경하면 코드에 바로 반영됨
            """) == [])
        #expect(ConceptExtractor.describesOmittedSubject("자식 view 들을 세로로 쌓아 배치함"))
        #expect(!ConceptExtractor.describesOmittedSubject("상태는 뷰가 소유함"))
        #expect(!ConceptExtractor.describesOmittedSubject("뷰의 상태를 관리한다."))
    }
}
