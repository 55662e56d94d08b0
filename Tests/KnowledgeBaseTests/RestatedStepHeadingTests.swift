import Testing
@testable import KnowledgeBase

/// English headings of a step (`Combining Stack Views`) that the text under them says again
/// (MossNotes' and ReedNotes' tutorials).
@Suite struct RestatedStepHeadingTests {
    let forms = ConceptDefinitionFormsTests()

    /// `### Combining Stack Views` over `You can combine multiple stack views …`: the step is
    /// what the text teaches, and the heading is the card's term.
    @Test func aStepTheTextSaysAgainIsCarded() {
        let found = forms.concepts("""
            ### Combining Stack Views

            You can combine multiple stack views to create complex layouts.
            """)
        #expect(found.map(\.term) == ["Combining Stack Views"])
        #expect(found.map(\.explanation) == ["You can combine multiple stack views to create complex layouts."])
        #expect(ConceptExtractor.restatesStep("Assigning Shapes as Properties", in: "You can even assign a shape as a property, which can be re-used:"))
        #expect(ConceptExtractor.restatesStep("Running Tasks", in: "SwiftUI runs a task when the view appears."))
    }

    /// A text that says the verb only, the object only, or goes on to something else leaves
    /// the heading a section's title.
    @Test func aStepTheTextDoesNotSayAgainIsNoTerm() {
        #expect(forms.terms("""
            ## Going Further

            This app stops there, but the tutorial goes on to show additional features.
            """) == [])
        #expect(!ConceptExtractor.restatesStep("Showing and hiding views", in: "We can use a sheet to present more views."))
        #expect(!ConceptExtractor.restatesStep("Combining Stack Views", in: "You can combine them to create complex layouts."))
        #expect(!ConceptExtractor.restatesStep("Customizing Lists", in: "`.listStyle` adjusts the style of a list."))
    }
}
