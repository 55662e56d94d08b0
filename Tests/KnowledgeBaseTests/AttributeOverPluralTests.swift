import Testing
@testable import KnowledgeBase

/// A heading's plain plural and the attribute the text under it marks merge into one card
/// that keeps the attribute's spelling (`AttributeOverPlural`).
@Suite struct AttributeOverPluralTests {
    /// `## States and bindings` over a paragraph about `@State` (FjordNotes): one card, the
    /// heading's, asking for `@State`; its identity is the heading card's, so reviews of a
    /// card once called `States` stay with it.
    @Test func theCardKeepsTheAttributesSpelling() throws {
        let note = """
            # Notes

            ## States and bindings

            Each value needs one source of truth (one `@State` per property), and other views reach it through bindings. `@State` is no fit for data from a server, as it lives inside the view.
            """
        let cards = conceptCards(note)
        #expect(cards.map(\.front) == ["@State", "bindings"])
        let before = ParsedCard(kind: .concept, front: "States", back: "", line: 3, ofNote: "note\u{1F}Notes")
        #expect(try #require(cards.first).identity == before.identity)
    }

    /// The attribute first keeps its card and its spelling; a plain singular, an unmarked
    /// name and a plural of another word are no plural of the attribute's name.
    @Test func onlyAPlainPluralGivesWayToTheMarkedName() {
        #expect(LearnerTerms.mergedTerm("States", "@State") == "@State")
        #expect(LearnerTerms.mergedTerm("ViewBuilders", "@ViewBuilder") == "@ViewBuilder")
        #expect(LearnerTerms.mergedTerm("Paddings", ".padding()") == ".padding()")
        #expect(LearnerTerms.mergedTerm("@State", "States") == "@State")
        #expect(LearnerTerms.mergedTerm("State", "@State") == "State")
        #expect(LearnerTerms.mergedTerm("Modifiers", "modifier") == "Modifiers")
        #expect(LearnerTerms.mergedTerm("`States`", "@Stat") == "`States`")
    }
}
