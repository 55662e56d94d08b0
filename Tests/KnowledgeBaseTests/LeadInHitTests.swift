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

    /// Code after a lead (`> Supports filtering & sorting:`) starts its hit at the lead's
    /// line; code after a passage that says something starts at its own line; and a lead
    /// that is a hit of its own is one hit with its code.
    @Test func codeStartsAtItsLead() throws {
        let other = TemporaryFolder()
        let notes = try other.store(importing: "query.md", """
            # Query

            > Supports filtering & sorting:

            ```swift
            @Query(filter: #Predicate<Item> { $0.done }) var done: [Item]
            ```

            Predicates filter what a query fetches.

            ```swift
            @Query(sort: \\Item.name) var byName: [Item]
            ```
            """)
        let code = try notes.search("predicate", options: .init(kind: .snippet, limit: 5))
        #expect(code.map { [$0.line, $0.endLine] } == [[3, 7], [11, 13]])
        let sorted = try notes.search("byName", options: .init(limit: 5))
        #expect(sorted.map { [$0.line, $0.endLine] } == [[11, 13]])
        let both = try notes.search("filtering", options: .init(limit: 5))
        // (The lead shows the passage after the code too, `Predicates filter …`.)
        #expect(both.map { "\($0.kind) \($0.line)-\($0.endLine)" } == ["passage 3-9", "snippet 11-13"])
    }
}
