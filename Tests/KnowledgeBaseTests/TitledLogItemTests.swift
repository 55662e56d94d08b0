import Testing
@testable import KnowledgeBase

/// A day log's numbered lesson titles, each followed by what the learner made of it
/// (`ConceptExtractor.titledLogItem`).
@Suite struct TitledLogItemTests {
    @Test func eachLessonTitleIsACard() {
        let cards = conceptCards("""
            # Day 30

            1. Layout priority. The text with the higher priority is offered its size first.
            2. Fixed frames. A frame with a width and a height ignores what its parent offers.
            3. Open Xcode. Then make a new project from the template.
            4. Alignment guides. They move a view along its stack's cross axis.
            """)
        #expect(cards.map(\.front) == ["Layout priority", "Fixed frames", "Alignment guides"])
        #expect(cards.first?.back == "The text with the higher priority is offered its size first.")
    }

    /// Fewer than three such items are no log: a numbered step that happens to read so stays.
    @Test func twoTitledItemsAreNoLog() {
        let cards = conceptCards("""
            # Steps

            1. Layout priority. The text with the higher priority is offered its size first.
            2. Then run the app and watch the text wrap in the preview.
            3. Fixed frames. A frame with a width and a height ignores what its parent offers.
            """)
        #expect(!cards.map(\.front).contains("Fixed frames"))
    }
}
