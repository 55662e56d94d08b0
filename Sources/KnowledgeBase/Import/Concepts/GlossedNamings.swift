import Foundation

/// `뷰 빌더(View Builder)라는 클로저`, `역 제네릭 타입(reverse generic types)라고 한다`: a
/// term named together with its translation in parentheses. `namedTerms` reads a sentence
/// word by word, and a translation of two words or more splits there (`빌더(View` ·
/// `Builder)라는`), so the name was lost or cut to its last English word.
extension ConceptExtractor {
    static func glossedNamings(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.utf8.contains(UInt8(ascii: "(")) else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).flatMap { sentence, line in
            glossedNamings(inSentence: sentence).map { ($0, line) }
        }
    }

    /// The terms `sentence` names with a translation of two words or more: the noun phrase
    /// before the parentheses, when the translation is in the other script.
    static func glossedNamings(inSentence sentence: Substring) -> [String] {
        var terms: [String] = []
        for close in sentence.indices where sentence[close] == ")" {
            guard let open = sentence[..<close].lastIndex(of: "(") else { continue }
            let gloss = sentence[sentence.index(after: open)..<close]
            let after = unmarkedWords(sentence[sentence.index(after: close)...])
            guard gloss.contains(" "), gloss.contains(where: \.isLetter), after.count >= 2,
                  detachableNamings.contains(after[0]) else { continue }
            // `X(…)라고` names X only before a naming verb (`한다`, `부른다`); `X(…)라는` before
            // any noun: a term the note translates as it names it is one it introduces, even as
            // `라는 클로저` rather than `라는 개념`.
            if after[0].hasSuffix("고"), namingStem(after[0], next: after[1], then: after.count > 2 ? after[2] : "") == nil { continue }
            let words = unmarkedWords(sentence[..<open])
            guard let last = words.last,
                  last.unicodeScalars.contains(where: LearnerTerms.isHangul) != gloss.unicodeScalars.contains(where: LearnerTerms.isHangul),
                  let term = nounPhrase(ending: last, before: words.dropLast()) else { continue }
            terms.append(term)
        }
        return terms
    }
}
