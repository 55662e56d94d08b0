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

    /// Only a project's name labels a glossary: a step's sentence (SwellNotes: `3. After we
    /// inject our container …`), a plain label (`- 개발 환경` over `macOS : Sonoma`, `- 참고
    /// 영상` over `WWDC23 : Meet SwiftData`), a label that defines (`Sizing : how …`) and a
    /// paragraph outside a list label none.
    @Test func onlyAProjectsNameIsALabel() {
        for text in [
            "3. After we inject our container we access it within our views\n   frame : 크기를 정한다\n   padding : 여백을 더한다",
            "- 개발 환경\n  macOS : Sonoma\n  Xcode : 버전 15",
            "- 참고 영상\n  WWDC23 : Meet SwiftData\n  WWDC22 : Meet Swift Charts",
            "- Sizing : how a view chooses its own size  \n  frame : 크기를 정한다  \n  padding : 여백을 더한다",
            "ImageDemo\n.resizable : 이미지를 주어진 크기에 맞게 늘린다\n.clipShape : 이미지를 도형 모양으로 자른다",
        ] {
            #expect(ConceptExtractor.labelledGlossary(MarkdownParser.parse(text)[0]) == nil, "\(text)")
        }
    }

    /// An API's name over its parts is the concept they explain, and keeps its card; entries
    /// that name the note's own code make no card, and the label's card stays.
    @Test func anAPIOverItsPartsKeepsItsCard() {
        let cards = conceptCards("""
            # Settings

            ```swift
            @AppStorage("dark") var isDarkMode = false
            @AppStorage("size") var fontSize = 14.0
            ```

            - @AppStorage  
              isDarkMode : 다크 모드를 켰는지 UserDefaults에 저장  
              fontSize : 글자 크기를 UserDefaults에 저장  
            """)
        #expect(cards.map(\.front) == ["@AppStorage"])
    }

    /// A glossary's entry may gloss an API's name in a word (`VStack : 세로`); a plain word
    /// glossed in one is a label's value (`Status : Done`).
    @Test func aOneWordGlossNeedsAnAPIName() {
        let line = MarkdownParser.parse("VStack : 세로")[0]
        #expect(ConceptExtractor.glossaryEntry(line).map { "\($0.0)|\($0.1)" } == "VStack|세로")
        #expect(ConceptExtractor.glossaryEntry(MarkdownParser.parse("Status : Done")[0]) == nil)
    }
}
