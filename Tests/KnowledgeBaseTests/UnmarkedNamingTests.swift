import Testing
@testable import KnowledgeBase

/// A name English gives by calling something so, in quotes or capitalised, with no
/// backtick to mark it (`UnmarkedNamings`).
@Suite struct UnmarkedNamingTests {
    /// The concepts of a note, as `term → explanation`.
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `a Swift power feature called “opaque return types”` (GaleNotes), `feature called
    /// Environment` (UnseenNotes), `also called Sheets` (WrenNotes): the name, with its
    /// sentences as its back.
    @Test func theNameASentenceCallsSomethingIsItsConcept() {
        #expect(concepts("""
            # Notes

            SwiftUI relies very heavily on a Swift power feature called “opaque return types”, which you can see in action every time you write some View.
            """) == ["opaque return types → SwiftUI relies very heavily on a Swift power feature called “opaque return types”, which you can see in action every time you write some View."])
        #expect(concepts("""
            # Notes

            - It is a part of feature called Environment. You can populate your Environment with all needed service classes.
            """) == ["Environment → It is a part of feature called Environment. You can populate your Environment with all needed service classes."])
        #expect(concepts("""
            # Notes

            In SwiftUI, modals are also called Sheets. You can display these in the view by calling a modifier.
            """) == ["Sheets → In SwiftUI, modals are also called Sheets. You can display these in the view by calling a modifier."])
    }

    /// `you call methods called modifiers.` (MarshNotes, after Apple's tutorial): one
    /// lowercase word that ends the sentence after a thing called so is its name, in a
    /// paragraph or a heading over what it does. After a verb (`is called twice.`) `called`
    /// runs code, and a parameter or a variable called so is the example's own name.
    @Test func aLowercaseWordThatEndsTheSentenceAfterAThingCalledSoIsItsName() {
        #expect(concepts("""
            # Notes

            ### To customize a SwiftUI view, you call methods called modifiers.
            - Modifiers wrap a view to change its display or other properties.
            """) == ["modifiers → Modifiers wrap a view to change its display or other properties."])
        #expect(ConceptExtractor.lastWordNamed("modifiers", after: "you call methods ") == "modifiers")
        #expect(ConceptExtractor.lastWordNamed("twice.", after: "the closure is ") == nil)
        #expect(ConceptExtractor.lastWordNamed("geometry", after: "the closure has the parameter ") == nil)
        #expect(ConceptExtractor.lastWordNamed("when the view appears", after: "it is ") == nil)
        #expect(ConceptExtractor.lastWordNamed("modifiers and more", after: "you call methods ") == nil)
        // (After a pronoun or an adverb, `called` runs code: `the method you called earlier.`)
        #expect(ConceptExtractor.lastWordNamed("earlier", after: "Remember the method you ") == nil)
        #expect(ConceptExtractor.lastWordNamed("quickly", after: "This is the helper we ") == nil)
        #expect(ConceptExtractor.lastWordNamed("before", after: "the closures ") == nil)
    }

    /// A lowercase word after `called` is no name (`It's called when …`, `This is called an
    /// environment modifier, and …`), nor is a capitalised word the name may go on from
    /// (`things called View modifiers that …`, with `<code>` tags the parser leaves out).
    @Test func aLowercaseWordAfterCalledIsNoName() {
        #expect(ConceptExtractor.calledName(after: "when the view is on screen") == nil)
        #expect(ConceptExtractor.calledName(after: "an environment modifier, and is different") == nil)
        #expect(ConceptExtractor.calledName(after: "View modifiers that we can apply") == nil)
        #expect(ConceptExtractor.calledName(after: "Result that allows us to encapsulate") == "Result")
        #expect(ConceptExtractor.calledName(after: "Property Wrapper") == "Property Wrapper")
        #expect(concepts("""
            # Notes

            - It's called when the view is on screen
            """) == [])
    }
}
