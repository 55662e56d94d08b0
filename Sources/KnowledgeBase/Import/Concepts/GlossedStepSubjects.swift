/// `2. Stack 내 정렬 방식(alignment) 변경`, `List 구분선(Separator) 제거하기`: a Korean heading of
/// a step that glosses what it changes with the API's own word in parentheses names that
/// word: the step is done on it, and the text under it (`… alignment를 설정한다`) says what
/// it is. The Korean words before the gloss only translate it, and the words around them
/// (`Stack 내`, `변경`) say where and what is done, so the gloss alone is the term.
/// Only one gloss of one Latin word: a clause glossed whole (`문서 주석 작성하기 (Write a
/// documentation comment)`) names a section, not a term, and a heading that is a sentence
/// (`… 수직(Vertical)으로 View를 쌓는 VStack … 있습니다`) states its glosses in passing.
extension ConceptExtractor {
    /// The nouns of doing that end a Korean step besides `koreanActionNouns`: changing,
    /// setting, adjusting or removing a thing is a step on it as well.
    static let glossedStepNouns: Set<String> = ["변경", "지정", "조절", "제거"]

    /// The Latin word a Korean step's heading glosses its object with, nil for any other
    /// heading.
    static func glossedStepSubject(_ title: String) -> String? {
        let words = title.split(separator: " ").map { String($0.filter { $0 != "`" && $0 != "*" }) }
        guard words.count >= 2, let last = words.last, last.unicodeScalars.allSatisfy(LearnerTerms.isHangul),
              koreanActionEndings.contains(where: { last.hasSuffix($0) }) || koreanActionNouns.contains(last)
                || glossedStepNouns.contains(last) else { return nil }
        let glosses = words.dropLast().enumerated().compactMap { index, word in
            latinGloss(word, after: index > 0 ? words[index - 1] : nil)
        }
        return glosses.count == 1 ? glosses[0] : nil
    }

    /// `방식(alignment)` → alignment, `(Spacing)` after `여백` → Spacing: one Latin word glossing
    /// the Hangul word it is written on or after; nil for anything else.
    private static func latinGloss(_ word: String, after previous: String?) -> String? {
        // (`수직(Vertical),` glosses as well: one of a list of glosses.)
        let word = word.hasSuffix(",") ? String(word.dropLast()) : word
        guard word.hasSuffix(")"), let open = word.firstIndex(of: "(") else { return nil }
        let name = word[word.index(after: open)..<word.index(before: word.endIndex)]
        let glossed = open == word.startIndex ? previous ?? "" : String(word[..<open])
        guard name.count >= 2, isASCIIName(name), !glossed.isEmpty,
              glossed.unicodeScalars.allSatisfy(LearnerTerms.isHangul) else { return nil }
        return String(name)
    }
}
