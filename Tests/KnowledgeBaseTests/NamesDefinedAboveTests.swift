import Testing
@testable import KnowledgeBase

/// `NamesDefinedAbove`: a camel-case name in a sentence that says its names were defined
/// above is the note's own (FernNotes), no concept; an API the sentence names stays.
@Suite struct NamesDefinedAboveTests {
    @Test func aNameDefinedAboveIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Composing Gestures

            Here is a simple example that combines `gestureDragCanvas` and `gestureDoubleTapToResizeCanvas` together (defined above)

            `simultaneously(with:)` combines two gestures so that both are recognized at the same time.
            """) == ["Composing Gestures", "simultaneously(with:)"])
    }
}
