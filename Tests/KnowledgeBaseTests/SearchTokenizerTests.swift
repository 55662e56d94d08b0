import Foundation
import Testing
@testable import KnowledgeBase

@Suite struct SearchTokenizerTests {
    @Test func hangulRunsBecomeGramsAndTheirLastSyllable() {
        #expect(SearchTokenizer.indexText("레이아웃이란") == "레이 이아 아웃 웃이 이란 란")
        #expect(SearchTokenizer.indexText("정렬") == "정렬 렬")
        #expect(SearchTokenizer.indexText("뷰") == "뷰")
    }

    @Test func identifiersAreLowercasedAndSplitIntoCamelCaseParts() {
        #expect(SearchTokenizer.indexText("layoutPriority") == "layout priority layoutpriority")
        #expect(SearchTokenizer.indexText("firstTextBaseline") == "first text baseline firsttextbaseline")
        #expect(SearchTokenizer.indexText("HTMLParser") == "html parser htmlparser")
        #expect(SearchTokenizer.indexText("VStack") == "v stack vstack")
        #expect(SearchTokenizer.indexText("frame") == "frame")
    }

    @Test func punctuationSeparatesAndScriptsSplitMixedRuns() {
        #expect(SearchTokenizer.indexText(".frame(width: 150)") == "frame width 150")
        #expect(SearchTokenizer.indexText("@State") == "state")
        #expect(SearchTokenizer.indexText("VStack과") == "v stack vstack 과")
        #expect(SearchTokenizer.indexText("snake_case") == "snake case")
    }

    @Test func decomposedHangulIsIndexedLikeComposedHangul() {
        let decomposed = "정렬".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count == 6)
        #expect(SearchTokenizer.indexText(decomposed) == "정렬 렬")
    }

    @Test func tokensKeepTheirRangesInTheOriginalText() {
        let text = "a layoutPriority"
        let tokens = SearchTokenizer.indexTokens(text)
        #expect(tokens.map { String(text[$0.range]) } == ["a", "layout", "Priority", "layoutPriority"])
    }
}
