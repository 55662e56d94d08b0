import Testing
@testable import KnowledgeBase

/// `KindsListedByMembers`: a Korean kind whose sentence only lists its members as code
/// (BrookNotes) is no concept; a kind the sentence says something of, and the members the
/// note explains, stay.
@Suite struct KindsListedByMembersTests {
    @Test func aKindListedByItsMembersIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Swift 기초

            - 조건문은 `if`, `guard`, `switch`를 사용함. `if-else`는 기본적인 분기 처리에 사용되며, `guard`는 조기 탈출에 유용함.
            - 반복문은 `for-in`, `while`, `repeat-while`을 사용함.
            - 반복문은 코드를 여러 번 실행하는 구문이다.
            """) == ["if", "guard", "switch", "if-else", "for-in", "while", "repeat-while", "반복문"])
    }

    @Test func thePredicateIsOnlyCodeJoinedByCommasThenAnEnding() {
        #expect(ConceptExtractor.listsOnlyCodeMembers("`if`, `guard`, `switch`를 사용함"))
        #expect(ConceptExtractor.listsOnlyCodeMembers("`VStack` , `HStack` 과 `ZStack` 이 있다."))
        #expect(!ConceptExtractor.listsOnlyCodeMembers("`if`를 사용함"))
        #expect(!ConceptExtractor.listsOnlyCodeMembers("`break`로 멈출 수 있다"))
        #expect(!ConceptExtractor.listsOnlyCodeMembers("`if`, 그리고 여러 조건을 사용함"))
    }
}
