import Testing
@testable import KnowledgeBase

/// A generic word the names of two APIs or more beside it end with names their family
/// (`FamilyNames`).
@Suite struct FamilyNameTests {
    /// The concepts of a note, as `term → explanation`.
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `## Stack` over `* 순서대로 VStack{}, HStack{}, ZStack{}` (BlindNotes), `* Stack을
    /// 사용하면 … (VStack - …, HStack(…)` (FjordNotes): the family's name, with the text that
    /// names its members as the back.
    @Test func aWordTheNamesBesideItEndWithIsTheirFamily() {
        #expect(concepts("""
            # 노트

            ## Stack

            * 순서대로 VStack{}, HStack{}, ZStack{}
            """) == ["Stack → 순서대로 VStack{}, HStack{}, ZStack{}"])
        #expect(concepts("""
            # 노트

            * Stack을 사용하면 View를 추가 할 때 편리하다 (VStack - 위 아래로 구성, HStack(좌, 우로 구성)
            """) == ["Stack → Stack을 사용하면 View를 추가 할 때 편리하다 (VStack - 위 아래로 구성, HStack(좌, 우로 구성)"])
    }

    /// One member (`VStack`), a plural (`Stacks`) or the word inside a sentence about one
    /// stack of the example (FernNotes) names no family.
    @Test func oneMemberOrAWordInPassingNamesNone() {
        #expect(!ConceptExtractor.namesItsFamily("Stack", in: "VStack은 세로로 스택을 쌓는 것 입니다"))
        #expect(!ConceptExtractor.namesItsFamily("Stack", in: "VStacks and HStacks"))
        #expect(ConceptExtractor.namesItsFamily("Grid", in: "`LazyVGrid` and `LazyHGrid`"))
        #expect(concepts("""
            # Notes

            **Sizing of the Stack Itself:** After all children have chosen their sizes, the HStack and the VStack size themselves.
            """).map { $0.components(separatedBy: " → ")[0] }.contains("Stack") == false)
    }
}
