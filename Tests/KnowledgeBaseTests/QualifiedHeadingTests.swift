import Testing
@testable import KnowledgeBase

/// A heading that names an API and, in parentheses, the use of it its section shows
/// (`QualifiedHeadings`).
@Suite struct QualifiedHeadingTests {
    /// The concepts of a note, as `term → explanation`.
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `## ScrollView (vertical)` over its code and `Makes a scrolling view. …` (WrenNotes):
    /// the term is `ScrollView`, explained by the text under the code.
    @Test func aQualifiedAPIHeadingNamesTheAPI() {
        #expect(concepts("""
            ## ScrollView (vertical)

            ```swift
            ScrollView {
                Text("Row")
            }
            ```

            Makes a scrolling view. When views are added, they're rendered immediately.
            """) == ["ScrollView → Makes a scrolling view. When views are added, they're rendered immediately."])
    }

    /// `` ### `NavigationLink` (direct) `` and `` ### `@Observable` (iOS 17+) `` over their code
    /// (NookNotes' cheat sheet): a name marked as code, and a qualifier that says which systems
    /// have the API, are read as `## ScrollView (vertical)` is.
    @Test func aMarkedNameAndItsSystemsQualifyAHeading() {
        let codeWords: Set<Substring> = ["NavigationLink", "Observable"]
        #expect(ConceptExtractor.qualifiedAPIName("`NavigationLink` (direct)", codeWords: codeWords) == "NavigationLink")
        #expect(ConceptExtractor.qualifiedAPIName("`@Observable` (iOS 17+)", codeWords: codeWords) == "@Observable")
        #expect(ConceptExtractor.qualifiedAPIName("`@Observable` (iOS 17 and later)", codeWords: codeWords) == "@Observable")
        #expect(ConceptExtractor.qualifiedAPIName("`@Observable` (see Apple Docs)", codeWords: codeWords) == nil)
    }

    /// A name the code does not write, or a qualifier that is no plain lowercase word, keeps
    /// the heading as it was read: no card here.
    @Test func otherParenthesesNameNoAPI() {
        for heading in ["## Scroller (vertical)", "## ScrollView (Vertical Axis Only Here)"] {
            #expect(concepts("""
                \(heading)

                ```swift
                ScrollView {
                    Text("Row")
                }
                ```

                Makes a scrolling view. When views are added, they're rendered immediately.
                """).filter { $0.hasPrefix("ScrollView") || $0.hasPrefix("Scroller") } == [], "\(heading)")
        }
    }
}
