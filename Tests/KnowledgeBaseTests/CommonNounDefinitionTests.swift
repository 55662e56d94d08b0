import Testing
@testable import KnowledgeBase

/// A common noun English defines by opening a sentence on it, with `A`/`An` or in the
/// plural, and saying what it is (`CommonNounDefinitions`).
@Suite struct CommonNounDefinitionTests {
    /// The concepts of a note, as `term → explanation`.
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `An environment object is a source of truth …` (ColdNotes), `Stacks are the primary
    /// layout instrument in SwiftUI.` (FjordNotes), `Stack views in SwiftUI are used to
    /// arrange …` (MossNotes): the noun, with its sentences as the back.
    @Test func aSentenceThatDefinesACommonNounExplainsIt() {
        #expect(concepts("""
            # Notes

            An environment object is a source of truth that can be used at the root of your app.
            """) == ["environment object → An environment object is a source of truth that can be used at the root of your app."])
        #expect(concepts("""
            # Notes

            Stacks are the primary layout instrument in SwiftUI. The vast majority of layouts can be implemented using stacks.
            """) == ["Stacks → Stacks are the primary layout instrument in SwiftUI. The vast majority of layouts can be implemented using stacks."])
        #expect(concepts("""
            # Notes

            Stack views in SwiftUI are used to arrange child views in a specific order.
            """) == ["Stack views → Stack views in SwiftUI are used to arrange child views in a specific order."])
    }

    /// `The content argument is just …`, `This is an app that …`, a singular noun with `are`
    /// or a plural one with `An … is` define no kind of thing; `Views are a function of their
    /// state` (LarkNotes) states a principle about views; `built-in modifiers are all exposed
    /// on View.` at a line's start (RealNotes) goes on from the line before.
    @Test func aSubjectThatPointsAtTheTextDefinesNothing() {
        for words in ["The content argument is just the Text view we pass", "This is an expense tracker app",
                      "One is an implicit animation where we mark a View", "There are basically two ways to do animation",
                      "Very flexible is all the Shape like RoundedRectangle", "Stack is the primary layout instrument",
                      "Views are a function of their state", "built-in modifiers are all exposed on View."] {
            #expect(ConceptExtractor.definedCommonNoun(words.split(separator: " ").map(String.init)) == nil, "\(words)")
        }
        #expect(ConceptExtractor.definedCommonNoun("An observable object is a custom object for your data".split(separator: " ").map(String.init))
                == "observable object")
    }
}
