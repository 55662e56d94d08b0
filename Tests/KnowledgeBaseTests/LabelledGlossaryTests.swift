import Testing
@testable import KnowledgeBase

/// A list item whose first line labels the `term : explanation` entries on the lines under
/// it (`ConceptExtractor.labelledGlossary`): a learner's list of a sample project's parts
/// (DuneNotes, where 16 of one note's 24 central concepts stood on such lines and the
/// projects' names were its cards).
@Suite struct LabelledGlossaryTests {
    /// A label alone, or a label over the names its entries explain: the label is no card,
    /// each entry is, an API's name glossed in one word too.
    @Test func eachEntryUnderALabelIsACard() {
        let cards = conceptCards("""
            # Samples

            - StackDemo : VStack, HStack  
              VStack : 세로 배치  
              HStack : 가로로 뷰를 나란히 놓는다  
              Divider() : 구분선  

            - ImageDemo  
            \t.resizable : 이미지를 주어진 크기에 맞게 늘린다  
            \t.clipShape : 이미지를 도형 모양으로 자른다  
            """)
        #expect(cards.map(\.front) == ["VStack", "HStack", "Divider()", ".resizable", ".clipShape"])
        #expect(cards.map(\.line) == [4, 5, 6, 9, 10])
        #expect(cards.map(\.back) == ["세로 배치", "가로로 뷰를 나란히 놓는다", "구분선", "이미지를 주어진 크기에 맞게 늘린다",
                                     "이미지를 도형 모양으로 자른다"])
    }

    /// A step's sentence over examples of code is no label (SwellNotes: `3. After we inject
    /// our container …` over `objects: `@Environment(Store.self) var store``); a label's
    /// explanation that says something is a definition, not a label (`Sizing : how …`).
    @Test func stepsAndDefinitionsAreNoLabels() {
        #expect(ConceptExtractor.labelledGlossary(MarkdownParser.parse("""
            3. After we inject our container we access it within our views
               objects: `@Environment(Store.self) var store`
               values: `@Environment(\\.dismiss) var dismiss`
            """)[0]) == nil)
        #expect(ConceptExtractor.labelledGlossary(MarkdownParser.parse("""
            - Sizing : how a view chooses its own size  
              frame : 크기를 정한다  
              padding : 여백을 더한다  
            """)[0]) == nil)
    }

    /// A glossary's entry may gloss an API's name in a word (`VStack : 세로`); a plain word
    /// glossed in one is a label's value (`Status : Done`).
    @Test func aOneWordGlossNeedsAnAPIName() {
        let line = MarkdownParser.parse("VStack : 세로")[0]
        #expect(ConceptExtractor.glossaryEntry(line).map { "\($0.0)|\($0.1)" } == "VStack|세로")
        #expect(ConceptExtractor.glossaryEntry(MarkdownParser.parse("Status : Done")[0]) == nil)
    }
}
