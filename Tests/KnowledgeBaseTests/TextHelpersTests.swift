import Foundation
import Testing
@testable import KnowledgeBase

/// The byte-level text helpers that keep import fast must answer what the Character-level
/// operations they replace would.
@Suite struct TextHelpersTests {
    @Test func byteRangesFindEveryOccurrenceWithoutOverlap() {
        let text = "커스텀 정렬과 커스텀 뷰, custom alignment"
        let ranges = text.byteRanges(of: "커스텀 ")
        #expect(ranges.map { String(text[$0]) } == ["커스텀 ", "커스텀 "])
        #expect(ranges.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == [0, 8])
        #expect("aaaa".byteRanges(of: "aa").count == 2)
        #expect("abc".byteRanges(of: "").isEmpty)
        #expect("ab".byteRanges(of: "abc").isEmpty)
    }

    /// `contains` compares UTF-8 bytes and answers as Foundation's did: at any place, in a
    /// Substring too, false for an empty needle.
    @Test func containsFindsTextAsFoundationDid() {
        let sentence = "SwiftUI의 `HStack`은 자식을 가로로 놓는다"
        #expect(sentence.contains("가로로"))
        #expect(sentence.contains("SwiftUI의 `H"))
        #expect(sentence.contains("놓는다"))
        #expect(!sentence.contains("세로로"))
        #expect(!sentence.contains(""))
        #expect(!"ab".contains("abc"))
        #expect("aab".contains("ab"))
        #expect("가가나".contains("가나"))
        let words = sentence.split(separator: " ")
        #expect(words[1].contains("HSt"))
        #expect(!words[1].contains("자식"))
        #expect(sentence.dropFirst(7).contains("의 `"))
        #expect(!sentence.dropFirst(8).contains("의 `"))
    }

    /// Code split into words scalar by scalar gives the words splitting it character by
    /// character gave: ASCII code, Korean in strings and comments, digits of other scripts,
    /// combining marks, emoji with joiners and variation selectors, CRLF line ends.
    @Test func letterAndDigitRunsAreTheWordsACharacterSplitFinds() {
        let texts = [
            "struct ContentView: View {\n    @State private var name_1 = \"\"\n}",
            "Text(\"안녕하세요 세계\") // 인사말을 보여준다\r\n.padding(８)",
            "let café = \"cafe\u{301}\" + \"e\u{301}x\" ; ١٢٣ + x²",
            "Image(systemName: \"👩‍👩‍👧\") ❤️ a\u{200D}b _ __ a_b",
            "", "   ", "한", "\u{301}abc", "x\u{20DD}y",
        ]
        for text in texts {
            let byCharacter = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            #expect(text.letterAndDigitRuns() == byCharacter, "\(text)")
        }
    }

    @Test func componentsKeepEmptyPiecesLikeFoundation() {
        for (text, separator) in [("HStack과 VStack", "과 "), ("a, b, , c", ", "), (", a, ", ", "), ("none", "과 ")] {
            #expect(text.components(separatedByBytes: separator).map(String.init)
                    == text.components(separatedBy: separator), "\(text)")
        }
    }

    @Test func trimmingRemovesTheGivenCharactersAtBothEndsOnly() {
        #expect("`frame`".trimming("`") == "frame")
        #expect("**“VStack”**".trimming("*“”") == "VStack")
        #expect("`a*b`".trimming("`*") == "a*b")
        #expect("``".trimming("`") == "")
        #expect("뷰".trimming("`") == "뷰")
    }

    @Test func utf8SuffixMatchesHasSuffixOnNoteText() {
        for (word, suffix) in [("레이아웃이란", "이란"), ("레이아웃이란", "란"), ("Text가", "가"), ("가", "가"),
                               ("뷰", "이란"), ("VStack은", "는"), ("", "은")] {
            #expect(word.hasUTF8Suffix(suffix) == word.hasSuffix(suffix), "\(word) \(suffix)")
        }
    }

    @Test func textIsNormalisedOnlyWhenItNeedsToBe() {
        #expect("정렬 VStack “quote” → ✓ 한자 漢字 かな".nfc == "정렬 VStack “quote” → ✓ 한자 漢字 かな")
        #expect("e\u{301}".nfc == "\u{E9}")
        #expect("정렬".decomposedStringWithCanonicalMapping.nfc == "정렬")
        #expect("\u{212B}".nfc == "\u{C5}")  // ANGSTROM SIGN is a canonical singleton
        #expect("か\u{3099}".nfc == "が")
    }

    @Test func combiningMarksStayInTheWordTheyFollow() {
        let decomposedCafe = "cafe\u{301} latte"
        #expect(SearchTokenizer.runs(in: decomposedCafe).map { String(decomposedCafe[$0.range]) } == ["cafe\u{301}", "latte"])
    }

    @Test func frontMatterBlankedLineForLineWhereverItEnds() {
        let (matter, body, problem) = FrontMatter.split("---\ntitle: 노트\n...\n# A\n")
        #expect(matter?.title == "노트")
        #expect(matter?.lineCount == 3)
        #expect(body == "\n\n\n# A\n")
        #expect(problem == nil)
        let (emptyMatter, emptyBody, _) = FrontMatter.split("---\n---")
        #expect(emptyMatter?.lineCount == 2)
        #expect(emptyBody == "\n\n")
        let written = FrontMatter.split("---\ntitle: 1e3\ntags: [layout, 2024, true, ~]\n---\n").0
        #expect(written?.title == "1e3")
        #expect(written?.tags == ["layout", "2024", "true"])
        #expect(FrontMatter.split("---\ntitle: ~\ntags: stacks, grids\n---\n").0 == FrontMatter(tags: ["stacks", "grids"], lineCount: 4))
        #expect(FrontMatter.split("---\ntitle:\n---\n").0?.title == nil)
        let unclosed = "---\ntitle: x\n# A\n"
        #expect(FrontMatter.split(unclosed).0 == nil)
        #expect(FrontMatter.split(unclosed).body == unclosed)
    }
}
