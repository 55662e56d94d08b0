import Testing
@testable import KnowledgeBase

/// `` `alignment`를 `bottomTrailing`으로 설정하여 `` (DawnNotes), `id를 **인덱스**로 잡으면`
/// (RiverNotes): the value a sentence gives a setting is no concept (`SettingValues`); a value
/// named without its setting stays a card.
extension RejectedConceptsTests {
    @Test func theValueGivenToASettingIsNoConcept() {
        #expect(terms("""
            # Identity

            id를 **인덱스**로 잡으면 행의 identity가 곧 위치가 된다.

            `avoidNo` 같은 **안정적인 키**로 잡으면 "그 행이 사라진 것"으로 정확히 인식한다.
            """) == ["Identity", "안정적인 키"])
    }

    @Test func aSettingIsAnObjectRightBeforeTheValue() {
        let block = MarkdownParser.parse("`overlay`를 활용해 `alignment`를 `bottomTrailing`으로 설정하여 쌓이는 뷰를 구현했다.")[0]
        #expect(ConceptExtractor.isValueGivenToASetting(candidate(.markedTerm, "bottomTrailing"), in: block))
        #expect(!ConceptExtractor.isValueGivenToASetting(candidate(.markedTerm, "alignment"), in: block))
        #expect(!ConceptExtractor.isValueGivenToASetting(candidate(.markedTerm, "overlay"), in: block))
    }
}
