import Testing
@testable import KnowledgeBase

/// An interview's answers and a cheat sheet written as a reference page (OrchardNotes): what
/// their labels, summary tables and stressed words name, and what they do not.
@Suite struct ReferencePageShapesTests {
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `- **onTapGesture**` over the code it holds: a marked name over its code alone is
    /// the API's card, its back the code, as `## TextField` over its code is.
    @Test func aMarkedNameOverTheCodeItHoldsIsTheAPI() {
        let cards = conceptCards("""
            ### Gestures

            - **onTapGesture**

              ```swift
              Text("Click")
                  .onTapGesture(count: 2) { print("Double Click") }
              ```

            - **Priority**

              ```swift
              Text("Subview").onTapGesture { print("first") }
              ```
            """)
        #expect(cards.map(\.front) == ["onTapGesture"])
        #expect(cards.first?.back == "Text(\"Click\")\n    .onTapGesture(count: 2) { print(\"Double Click\") }")
        // (Over a file, `import SwiftUI` and the note's model, the name labels no code of its own.)
        #expect(conceptCards("""
            * `List`:

              ```swift
              import SwiftUI

              struct Landmark: Identifiable {
                  var id = UUID()
              }
              ```
            """).isEmpty)
    }

    /// `## Explain cancellables` asks what the answer explains; `Define a Model` is a step.
    @Test func anInterviewsTaskHeadingAsksForItsTopic() {
        #expect(ConceptExtractor.askedInEnglish("Explain cancellables") == "cancellables")
        #expect(ConceptExtractor.askedInEnglish("Describe @Published") == "@Published")
        #expect(ConceptExtractor.askedInEnglish("Explain how the layout works") == nil)
        #expect(ConceptExtractor.askedInEnglish("Define a Model") == nil)
    }

    /// A summary's heading, a reference page's section labels, a case stated in a table's first
    /// cell, a verb stressed with its object and an argument's label alone are no terms.
    @Test func summariesCasesAndStressedVerbsAreNoTerms() {
        #expect(concepts("""
            ### Cancellables Summary

            | Situation | Cancelled? |
            | --- | --- |
            | Object deallocates normally | ✅ Yes, automatically |
            | You need early cancellation | ⚠️ Manual cancel needed |

            ### Key parameters

            | Parameter | Meaning |
            | --- | --- |
            | `for:` | The quiet period before emitting |

            The compiler **transforms it** into roughly this.
            """) == [])
        #expect(ConceptExtractor.statesACase("Retain cycle exists"))
        #expect(ConceptExtractor.statesACase("Object deallocates normally"))
        #expect(!ConceptExtractor.statesACase("Custom view modifiers"))
        #expect(!ConceptExtractor.statesACase("Font weight family"))
        #expect(!ConceptExtractor.isTermLike("boxes it"))
        #expect(!ConceptExtractor.isTermLike("scheduler:"))
    }

    /// `Spacer` over `*expands to make its containing view …` (a dated log in OrchardNotes):
    /// bullets typed without their space stay in the paragraph, and make an entry of the name
    /// line over them as a list's item would; a plain line over prose stays a label.
    @Test func aNameOverBulletsTypedWithoutTheirSpaceIsAnEntry() {
        #expect(concepts("""
            060121

            Spacer
            *expands to make its containing view use all of the space of its parent view
            *a Spacer() inside HStack will affect the HStack

            Example
            This is how it looks.
            """) == ["Spacer → expands to make its containing view use all of the space of its parent view\na `Spacer()` inside HStack will affect the HStack"])
    }
}
