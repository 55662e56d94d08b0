import Testing
@testable import KnowledgeBase

/// A key path written alone is a term as it is written (`KeyPathTerms`).
@Suite struct KeyPathTermTests {
    /// `` `\.self` works for anything that conforms to `Hashable` `` (FrostNotes) and ``각 항목
    /// 자체가 고유한 경우(`Hashable`)에는 `\.self` 로 사용 가능`` (BrookNotes): the key path's card,
    /// with the sentence as its back.
    @Test func aKeyPathAloneIsCardedAsWritten() {
        #expect(HeadingRecallTests().cards("""
            # 노트

            `\\.self` works for anything that conforms to `Hashable`
            """) == ["\\.self → `\\.self` works for anything that conforms to `Hashable`"])
        #expect(HeadingRecallTests().cards("""
            # 리스트

            각 항목 자체가 고유한 경우(`Hashable`)에는 `\\.self` 로 사용 가능
            """) == ["\\.self → 각 항목 자체가 고유한 경우(`Hashable`)에는 `\\.self` 로 사용 가능"])
    }

    /// `` - `id: \.self` : String itself `` (RiverNotes): the argument's label says where the
    /// key path goes; the card names the key path.
    @Test func anArgumentsKeyPathIsTheTerm() {
        #expect(HeadingRecallTests().cards("""
            # 노트

            - `id: \\.self` : String itself
            """) == ["\\.self → String itself"])
    }

    /// A key path to the note's own property, a key path inside a call, and a backslash
    /// before no path are no key path terms.
    @Test func ownPathsAndCallsAreNoKeyPathTerms() {
        #expect(LearnerTerms.keyPathTerm("`\\.self`", declared: []) == "\\.self")
        #expect(LearnerTerms.keyPathTerm("id: \\.self", declared: []) == "\\.self")
        #expect(LearnerTerms.keyPathTerm("\\.name", declared: ["name"]) == nil)
        #expect(LearnerTerms.keyPathTerm("@Environment(\\.dismiss)", declared: []) == nil)
        #expect(LearnerTerms.keyPathTerm("\\.", declared: []) == nil)
        #expect(LearnerTerms.keyPathTerm("\\.self)", declared: []) == nil)
        #expect(HeadingRecallTests().cards("""
            # 리스트

            `\\.name`으로 각 사람을 구분한다.

            ```swift
            struct Person { let name: String }
            ```
            """) == [])
    }
}
