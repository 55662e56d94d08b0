import Testing
@testable import KnowledgeBase

/// `### Text Modifiers` over a glossary of `.font()` and `.foregroundColor()` (FjordNotes):
/// the group's name is no concept, its entries are (`GroupHeadings`); a plural heading over
/// prose, and a question heading over an entry that opens with a colon, stay cards.
extension RejectedConceptsTests {
    @Test func aPluralHeadingOverAGlossaryNamesItsGroup() {
        #expect(terms("""
            # Day 23

            ### Text Modifiers

            * `.font()`: Changes the text's font.

              ```swift
              Text("Hello").font(.title)
              ```

            * `.foregroundStyle()`: Changes the text's color.

            ### Environment modifiers

            Many modifiers can be applied to containers, which applies them to every view inside.

            ### WHY DOES SWIFTUI USE STRUCTS FOR VIEWS?

            - First, because of performance: structs are faster and simpler than classes.
            """) == [".font()", ".foregroundStyle()", "Environment modifiers", "structs for views"])
    }

    @Test func aPluralNameEndsOnAnEnglishPlural() {
        #expect(ConceptExtractor.isPluralName("Text Modifiers"))
        #expect(ConceptExtractor.isPluralName("Gestures"))
        #expect(!ConceptExtractor.isPluralName("Text Modifier"))
        #expect(!ConceptExtractor.isPluralName("Progress"))
        #expect(!ConceptExtractor.isPluralName("TextFields"))
        #expect(!ConceptExtractor.isPluralName("뷰 수정자들"))
    }
}
