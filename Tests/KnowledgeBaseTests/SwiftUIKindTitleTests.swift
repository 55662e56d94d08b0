import Testing
@testable import KnowledgeBase

/// A note's title naming a kind of SwiftUI view in the plural, over code that builds it
/// (ReedNotes' CodeWithChris lessons).
@Suite struct SwiftUIKindTitleTests {
    let forms = ConceptDefinitionFormsTests()

    /// `# Forms in SwiftUI` over `A form groups …` and `Form { … }`: the card
    /// asks for Form (its back is the section, as for `## Form` over the same text).
    @Test func aPluralKindBesideSwiftUINamesTheAPITheCodeWrites() {
        let found = forms.concepts("""
            # Forms in SwiftUI

            A form groups the controls a user fills in.

            ```
            Form {
                Text("Hello")
            }
            ```
            """)
        #expect(found.map(\.term) == ["Form"])
        #expect(found.map(\.source) == [.heading])
        #expect(ConceptExtractor.swiftUIKindTitle("SwiftUI Paths", codeWords: ["Path"]) == "Path")
    }

    /// Plain words, a singular, and a kind the code does not write name no API.
    @Test func otherTitlesBesideSwiftUINameNoAPI() {
        #expect(ConceptExtractor.swiftUIKindTitle("SwiftUI Basics", codeWords: ["Text"]) == nil)
        #expect(ConceptExtractor.swiftUIKindTitle("Preview in SwiftUI", codeWords: ["Preview"]) == nil)
        #expect(ConceptExtractor.swiftUIKindTitle("Gestures in SwiftUI", codeWords: ["Text"]) == nil)
    }
}
