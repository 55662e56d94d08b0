import Testing
@testable import KnowledgeBase

/// Korean headings of a step (`… 변경`, `… 제거하기`) that name the term they are about: by
/// glossing it with the API's own word in parentheses (LarkNotes' and UnseenNotes' stack
/// notes).
@Suite struct KoreanStepHeadingTests {
    let forms = ConceptDefinitionFormsTests()

    /// `## 2. Stack 내 정렬 방식(alignment) 변경` over `… alignment를 설정한다`: the step is
    /// done on the glossed word, which the text under it explains.
    @Test func aStepOnAGlossedWordNamesTheGloss() {
        let found = forms.concepts("""
            ## 2. Stack 내 정렬 방식(alignment) 변경

            Stack의 기본 정렬 방식은 .center이다.
            Stack의 정렬 방식을 변경하려면 Stack 생성 시 파라미터 값으로 alignment를 설정한다.
            """)
        #expect(found.map(\.term) == ["alignment"])
        #expect(found.map(\.explanation) == ["Stack의 기본 정렬 방식은 .center이다.\nStack의 정렬 방식을 변경하려면 Stack 생성 시 파라미터 값으로 alignment를 설정한다."])
        #expect(ConceptExtractor.headingTerms("3. Stack 내의 여백 (Spacing) 크기 변경하기") == ["Spacing"])
        #expect(ConceptExtractor.headingTerms("List 구분선(Separator) 제거하기") == ["Separator"])
    }

    /// A clause glossed whole, two glosses, a heading that is a sentence, and a step whose
    /// text never names the gloss name no term by their glosses.
    @Test func otherGlossesInAHeadingNameNoStepSubject() {
        #expect(ConceptExtractor.glossedStepSubject("문서 주석 작성하기 (Write a documentation comment)") == nil)
        #expect(ConceptExtractor.glossedStepSubject("수직(Vertical), 수평(Horizontal) 정렬 변경") == nil)
        #expect(ConceptExtractor.glossedStepSubject("Stack(스택)은 수직(Vertical)으로 View를 쌓는다") == nil)
        #expect(forms.terms("""
            ## 1. 뷰 여백(Spacing) 변경

            뷰 사이의 간격을 넓힌다.
            """) == [])
    }

    /// `## TextField에 사용자가 입력한 텍스트 읽기` over `TextField에 two-way binding을 이용하여 …`:
    /// a step done on an API, named first with the particle of its target, is about the API.
    @Test func aStepDoneOnAnAPINamesTheAPI() {
        let found = forms.concepts("""
            ## TextField에 사용자가 입력한 텍스트 읽기

            TextField에 상태 값을 연결하려면 달러사인 ($)을 붙인다.
            """)
        #expect(found.map(\.term) == ["TextField"])
        #expect(found.map(\.explanation) == ["TextField에 상태 값을 연결하려면 달러사인 ($)을 붙인다."])
        #expect(ConceptExtractor.headingTerms("`@State`를 자식 뷰로 전달하기") == ["@State"])
    }

    /// A plain lowercase word, the owner's particle `의`, and a heading that is no step name
    /// no API by their first word.
    @Test func otherOpeningsOfAKoreanStepNameNoTarget() {
        #expect(ConceptExtractor.koreanStepTarget("data에 값 넣기") == nil)
        #expect(ConceptExtractor.koreanStepTarget("Stack의 크기 변경") == nil)
        #expect(ConceptExtractor.koreanStepTarget("TextField에 입력한 텍스트") == nil)
    }
}
