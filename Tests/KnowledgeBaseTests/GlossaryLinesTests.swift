import Testing
@testable import KnowledgeBase

/// Glossaries written as the lines of one paragraph, without list marks: each line that
/// opens with `term:` is an entry, explained by its own line (SwellNotes' stacks note
/// lost `VStack` and `ZStack`, FernNotes' `Pop to root`, after the paragraph's first line).
@Suite struct GlossaryLinesTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func eachLineOfAGlossaryParagraphIsAnEntry() {
        let found = forms.concepts("""
            HStack: lays views horizontally
            VStack: lays views vertically
            ZStack: lays views from behind to infront
            """)
        #expect(found.map { "\($0.term) → \($0.explanation) @\($0.line)" } == [
            "HStack → lays views horizontally @1",
            "VStack → lays views vertically @2",
            "ZStack → lays views from behind to infront @3",
        ])
    }

    /// Each line is read as `colonDefinition` reads a first line: the colon inside a call's
    /// parentheses is no entry's.
    @Test func aColonInsideACallIsNoEntrysColon() {
        let found = forms.concepts("""
            Pop to root: Goes back to the first view of the stack
            NavigationPath(path:): Holds the values of the views pushed
            """)
        #expect(found.map { "\($0.term) → \($0.explanation)" } == [
            "Pop to root → Goes back to the first view of the stack",
            "NavigationPath(path:) → Holds the values of the views pushed",
        ])
    }

    /// A line without a colon makes the paragraph prose whose sentences have labels
    /// (`Better control: …` among the advantages of an API): only its first line is read as
    /// a definition, as before, and the lines after it name nothing.
    @Test func aLineThatIsNoEntryMakesTheParagraphNoGlossary() {
        #expect(ConceptExtractor.glossaryLines(MarkdownParser.parse("""
            NavigationPath: Allows pushing and popping views using values or types.
            Better control: View hierarchy and transitions are clear.
            Supports Codable types for deep linking and state restoration.
            """)[0]).isEmpty)
        #expect(forms.terms("""
            NavigationPath: Allows pushing and popping views using values or types.
            Better control: View hierarchy and transitions are clear.
            Supports Codable types for deep linking and state restoration.
            """) == ["NavigationPath"])
    }
}
