import Testing
@testable import KnowledgeBase

/// A number that counts the ways of a binding is part of the term (`CountedWays`).
@Suite struct CountedWayTests {
    /// `### 1 Way binding`, `### 2 Way Binding` (FjordNotes' React-to-SwiftUI notes): each
    /// heading is the term, with the items under it as the back.
    @Test func aBindingsCountOfWaysIsPartOfItsName() {
        #expect(HeadingRecallTests().cards("""
            # State

            ### 1 Way binding

            - Views are created with `struct`
            - Solution: use `@State`

            ### 2 Way Binding

            - Allows users to change variable values
            - Same as 1 way binding, just need to add `$`
            """) == ["1 Way binding → Views are created with `struct`\nSolution: use `@State`",
                     "2 Way Binding → Allows users to change variable values\nSame as 1 way binding, just need to add `$`"])
    }

    /// A measure (`150 point`, `10 views`) and a number alone before `way` are no term.
    @Test func aMeasureIsNoTerm() {
        #expect(LearnerTerms.countsWays("1-way binding"))
        #expect(!LearnerTerms.countsWays("150 point"))
        #expect(!LearnerTerms.countsWays("10 views"))
        #expect(!LearnerTerms.countsWays("2 way"))
        #expect(LearnerTerms.kept("150 point", declared: [], title: "") == nil)
    }
}
