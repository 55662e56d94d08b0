/// A list item whose first line is a short noun phrase and whose further lines, in the same
/// paragraph, say what it is: the entry of a glossary written as a list, as a name on its
/// own line is (`NameLineDefinitions`).
///
///     - Preview Content 폴더
///         Xcode11 버전부터 Xcode에서 Canvas 기능을 통해 Simulator 없이도 …
///     - 캐싱
///         `Layout` 프로토콜은 양방향 캐싱 파라미터를 가짐. …
///
/// The phrase is one to three words of letters: a sentence (`… 설정한다`), a clause that
/// ends in a verb's or an adjective's Korean ending, a task (`Add a button`, `environment
/// property 활용`) or a label that ends in a colon heads no entry.
extension ConceptExtractor {
    /// Korean endings of a verb, an adjective or a note-style clause (`설정함`, `쓰기`).
    static let clauseEndings = ["다", "요", "함", "음", "기", "고", "며", "면", "서", "게", "지", "는", "은", "을", "를", "이", "가",
                                "에", "의", "로", "와", "과", "도", "만"]

    /// `line` is the item's first line, `next` the line under it.
    static func entryPhrase(_ line: String, over next: Substring = "") -> String? {
        // (`- alignment` over `(the widths are optional floats. …)`: a remark in parentheses
        // after a list's last item is about the list, and explains no entry.)
        if next.trimmingWhitespace.hasPrefix("(") { return nil }
        let words = line.split(separator: " ")
        guard (1...3).contains(words.count), line.count >= 2, let first = words.first, let last = words.last,
              words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
              !imperativeVerbs.contains(first.lowercased()), !taskVerbs.contains(first.lowercased()),
              !headingStopWords.contains(line.lowercased()),
              // (`environment property 활용`: a step done with a thing, as a heading's is.)
              words.count == 1 || !koreanActionNouns.contains(String(last)),
              // (A Hangul word ends in a particle or a verb's ending where it is no noun.)
              !(last.unicodeScalars.last.map(LearnerTerms.isHangul) == true && last.count > 1
                  && clauseEndings.contains(where: { last.hasSuffix($0) })) else { return nil }
        return line
    }
}
