import Testing
@testable import KnowledgeBase

/// An English direction that leads into code, the only sentence of its item, is the back of
/// the API it names (`DirectionsBeforeColons`).
@Suite struct DirectionsBeforeColonsTests {
    /// `* To allow editing, use `Editbutton()` or:` over code (OakNotes): the card of
    /// `EditButton()` says what the item says, without the `or` that points at the code.
    @Test func aDirectionIntoCodeIsTheBackOfItsAPI() {
        let found = ConceptDefinitionFormsTests().concepts("""
            # Lists

            * To allow editing, use `EditButton()` or:

              ```swift
              List { }
                  .environment(\\.editMode, $editMode)
              ```
            """)
        #expect(found.map { "\($0.term) → \($0.explanation)" } == ["EditButton() → To allow editing, use `EditButton()`."])
    }

    /// The colon and a last `or`/`and` go; a lead-in with nothing said before its colon, two
    /// sentences, a dangling word, a Korean sentence or a sentence without code stay no back.
    @Test func onlyAWholeEnglishDirectionWithCodeIsKept() {
        #expect(CardBack.directionBeforeColon("Specify `.horizontal` and use a horizontal stack:")
            == "Specify `.horizontal` and use a horizontal stack.")
        #expect(CardBack.directionBeforeColon("To allow editing, use `EditButton()` or:") == "To allow editing, use `EditButton()`.")
        #expect(CardBack.directionBeforeColon("Use `List` like:") == nil)
        #expect(CardBack.directionBeforeColon("It is quick. Use `List` for rows:") == nil)
        #expect(CardBack.directionBeforeColon("`body` is just syntactic sugar for:") == nil)
        #expect(CardBack.directionBeforeColon("`nil`을 전달하면 해당 차원은 layout neutral이 된다:") == nil)
        #expect(CardBack.directionBeforeColon("To allow editing, use an edit button:") == nil)
        #expect(CardBack.complete("To allow editing, use `EditButton()` or:") == "To allow editing, use `EditButton()`.")
    }
}
