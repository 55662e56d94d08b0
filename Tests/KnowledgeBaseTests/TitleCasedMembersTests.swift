import Testing
@testable import KnowledgeBase

/// A modifier's name heading its section in title case over the code that calls it
/// (`TitleCasedMembers`): the term is the name as the code writes it, the back the code.
@Suite struct TitleCasedMembersTests {
    /// `## Searchable` over `.searchable(text:)` (OakNotes' cheat sheet): the card asks for
    /// `searchable`. `## Padding` over code that never calls `.padding` names nothing of it.
    @Test func aTitleCasedHeadingOverItsModifierCallIsTheModifier() {
        let found = CodeShownAloneTests().cards("""
            # Views

            ## Searchable

            ```swift
            List(names, id: \\.self) { Text($0) }
                .searchable(text: $searchText)
            ```

            ## Padding

            ```swift
            let padding = 8
            ```
            """)
        #expect(found == ["searchable → List(names, id: \\.self) { Text($0) }\n    .searchable(text: $searchText)"])
    }

    @Test func onlyACalledMemberIsSpelledInLowerCase() {
        #expect(TitleCasedMembers.member("Searchable", in: "x.searchable(text: $t)") == "searchable")
        #expect(TitleCasedMembers.member("Toolbar", in: "x.toolbar {") == "toolbar")
        #expect(TitleCasedMembers.member("Padding", in: "let padding = 8") == nil)
        #expect(TitleCasedMembers.member("searchable", in: "x.searchable(text: $t)") == nil)
    }
}
