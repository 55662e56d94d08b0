import Foundation
import Testing
@testable import KnowledgeBase

/// A hit on a passage that only leads into the next one (`Transitions:` over the items
/// about them) shows the next passage too, and its lines.
@Suite struct LeadInHitTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "animation.md", """
            # Animation

            - Transitions:
              - When views arrive or depart, the entire unit is animated
            - `.background` view modifier:
              ```swift
              Text("hello").background(Rectangle())
              ```
              - The rectangle is sized according to the text
            - Modifiers change views.

            ## Curves

            Curves shape how an animation runs.
            """)
    }

    /// (`transitions` finds the item under the lead first, as it explains the concept
    /// `Transitions`, and the lead as well: one hit shows both.)
    @Test func aLeadShowsThePassageItLeadsInto() throws {
        let found = try store.search("transitions", options: .init(limit: 5)).filter { $0.kind == .passage }
        #expect(found.map(\.excerpt.text) == ["Transitions: When views arrive or depart, the entire unit is animated"])
        #expect(found.map { [$0.line, $0.endLine] } == [[3, 4]])
        // Past the example's code between them.
        let background = try #require(try store.search("background", options: .init(limit: 1)).first)
        #expect(background.excerpt.text == "`.background` view modifier: The rectangle is sized according to the text")
        #expect((background.line, background.endLine) == (5, 9))
    }

    /// A passage that says something is shown alone, and a lead is never joined to a heading.
    @Test func aPassageThatSaysSomethingIsShownAlone() throws {
        let modifiers = try #require(try store.search("modifiers change", options: .init(limit: 1)).first)
        #expect(modifiers.excerpt.text == "Modifiers change views.")
        #expect((modifiers.line, modifiers.endLine) == (10, 10))
    }
}
