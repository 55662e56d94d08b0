import Testing
@testable import KnowledgeBase

/// `QuotedExampleText`: a word in quotes in a sentence that quotes two strings or more is the
/// example's text (LarkNotes), no concept; one quoted word a sentence explains stays.
@Suite struct QuotedExampleTextTests {
    @Test func theExamplesQuotedTextIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Text

            - "Hello"만 black, "World"는 orange

            # Lazy

            - "Lazy" means views are created on demand for better performance.
            """) == ["Lazy"])
    }
}
