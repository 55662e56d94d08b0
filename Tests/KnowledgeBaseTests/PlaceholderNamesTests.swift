import Testing
@testable import KnowledgeBase

/// `PlaceholderNames`: a name the note says can be anything of a kind stands for any of it
/// (MistNotes), no concept; a name the sentence explains stays.
@Suite struct PlaceholderNamesTests {
    @Test func aNameThatCanBeAnythingIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Modifiers

            AspectModifier can be anything that conforms to the ViewModifier protocol.

            # ViewModifier

            ViewModifier is a protocol for a modifier that makes a new view from the view it modifies.
            """) == ["ViewModifier", "ViewModifier"])
    }
}
