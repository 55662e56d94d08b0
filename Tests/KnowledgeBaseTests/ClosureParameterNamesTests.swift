import Testing
@testable import KnowledgeBase

/// `ClosureParameterNames`: a lower-case name explained as what is passed into a closure is
/// the example's parameter (FreshNotes), no concept; the type passed stays.
@Suite struct ClosureParameterNamesTests {
    @Test func theExamplesClosureParameterIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # GeometryReader

            - **`geometry`**: This is the `GeometryProxy` object passed into the closure

            # GeometryProxy

            - **`GeometryProxy`**: the object passed into the closure, which holds the offered size
            """) == ["GeometryReader", "GeometryProxy"])
    }
}
