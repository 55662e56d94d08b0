import Testing
@testable import KnowledgeBase

/// An English list item that names a concept over nested sentences that explain it
/// (`EnglishListHeads`); and the items that head their parts or kinds instead.
@Suite struct EnglishListHeadTests {
    /// The concepts of a note, as `term → explanation`.
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `- Implicit Animation` over `- One is an implicit animation where …` (OakNotes'
    /// CS193p notes): the nested sentences are its back.
    @Test func aPhraseOverSentencesThatNameItIsTheirTerm() {
        #expect(concepts("""
            # 노트

            - Implicit Animation
              - One is an implicit animation where we just mark a View.
              - Whenever one of the modifiers on this View changes, we animate that change.
            """) == ["Implicit Animation → One is an implicit animation where we just mark a View.\n"
                     + "Whenever one of the modifiers on this View changes, we animate that change."])
    }

    /// A phrase over items that do not name it, over names, over a sentence that opens a list
    /// of its kinds, or a task's gerund: no term.
    @Test func aPhraseOverItsPartsNamesNoTerm() {
        #expect(concepts("""
            # 노트

            - Layout rules
              - The parent proposes a size to its child view first.
            """) == [])
        #expect(concepts("""
            # 노트

            - Layout rules
              - leading
              - center
            """) == [])
        #expect(concepts("""
            # 노트

            - Layout modifiers
              - Some layout modifiers take part in the layout process. Examples:
            """) == [])
        #expect(concepts("""
            # 노트

            - Getting started
              - Getting started takes a new project and a simulator.
            """) == [])
    }
}
