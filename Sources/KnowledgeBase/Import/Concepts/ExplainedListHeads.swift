import Foundation

/// `- 데이터 의존성` over nested items that say what it is (`- 뷰는 매번 데이터가 변경될 때마다
/// … 의존성을 가진다.`): an outline names a concept on its item and explains it in the items
/// under it. A plain word over short nested items lists its kinds or examples (`- 정렬` over
/// `- leading`, `- center`, which `listHeadTerm` leaves alone); over sentences, it heads them.
extension ConceptExtractor {
    /// The Korean term the list item at `index` names, when the items nested under it are
    /// sentences that explain it (name it, define it by its kind, or describe it in note
    /// style with it left out); nil otherwise.
    static func explainedListHead(at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let block = blocks[index]
        guard let item = block.listItem, index + 1 < blocks.count else { return nil }
        // (Most items have no items nested under them: they are known to be no head before
        // their text is split into words.)
        let nested = blocks[(index + 1)...].prefix { $0.outerListItem == item && $0.listItem != item }
            .compactMap(\.proseText).prefix(2)
        guard let first = nested.first else { return nil }
        let term = block.text.trimmingWhitespace
        let words = term.split(separator: " ").map(String.init)
        // (One to three Hangul words of one noun phrase: `데이터 의존성`, `스택`.)
        guard (1...3).contains(words.count), term.count >= 2, !term.contains("\n"),
              term.unicodeScalars.allSatisfy({ LearnerTerms.isHangul($0) || $0 == " " }),
              let last = words.last, !LearnerTerms.isVerbStem(last), ownOrJoin(words.dropLast()),
              !headingStopWords.contains(last), isTermLike(term) else { return nil }
        // (Sentences, not names: each of four words or more, the first finished or in note style.)
        let isSentence = { (text: String) in text.split(separator: " ").count >= 4 }
        let finished = definingLine(of: first).hasSuffix("다")
        guard nested.allSatisfy(isSentence), finished || describesOmittedSubject(first) || definesByKind(first, term) else {
            return nil
        }
        return mentions(first, term) || definesByKind(first, term) || describesOmittedSubject(first) ? term : nil
    }
}
