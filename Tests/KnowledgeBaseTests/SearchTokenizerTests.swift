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

    /// `$` makes a binding of a name: a token of its own, stored as a word the index keeps.
    @Test func aDollarSignIsATokenOfItsOwn() {
        #expect(SearchTokenizer.indexText("$isOn") == "dollarsign is on ison")
        #expect(SearchTokenizer.indexText("$가 붙으면") == "dollarsign 가 붙으 으면 면")
        #expect(SearchTokenizer.indexText("$$0") == "dollarsign dollarsign 0")
        let text = "`$count`"
        #expect(SearchTokenizer.indexTokens(text).map { String(text[$0.range]) } == ["$", "count"])
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

    /// The index text is written from UTF-8 bytes, apart from the token path that queries
    /// and highlighting use; both must segment every text alike.
    static let mixedTexts = [
        "", " ", "a", "뷰", "레이아웃이란 VStack과 layoutPriority(1)을 쓴다.", "HTMLParser2x v2Beta snake_case",
        "ÉCOLE Straße ΣΊΣΥΦΟΣ İstanbul", "cafe\u{301} latte", "정렬".decomposedStringWithCanonicalMapping,
        "日本語のテキスト 漢字", "emoji 🙂 👩‍👩‍👧 in text", "tab\tnew\nline\r\nend", "x\u{0301}\u{0301}y",
        "\u{0301}leading mark", "١٢٣ arabic digits ٤٥", "Ⅻ roman", "ÀÉÎõü mixed Case", "ABCdefGHI",
        "$isOn과 $$0, \\($value) $",
    ]

    @Test func indexTextIsTheTokenPathsTokensJoined() throws {
        var texts = Self.mixedTexts
        for folder in [seedFolder, (repositoryRoot as NSString).appendingPathComponent("Notes")].compactMap({ $0 }) {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                let path = (folder as NSString).appendingPathComponent(name)
                texts += (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.components(separatedBy: "\n") } ?? []
            }
        }
        #expect(texts.count > 200)
        for text in texts {
            let expected = SearchTokenizer.indexTokens(text.nfc).map(\.text).joined(separator: " ")
            #expect(SearchTokenizer.indexText(text) == expected, "\(text)")
        }
    }
}
