/// `- Overlay` over `- 뷰 원본의 공간을 기준으로 그 위에 새로운 뷰를 중첩하여 쌓는 기능을 하는
/// 수식어`: an outline names an API by its English word alone on an item and says what it is
/// in the items under it. A plain word over nested items most often lists its kinds or
/// examples (`- Gestures` over `- onTapGesture`), which `listHeadTerm` leaves alone; only
/// items that say what the word is, by its kind or in note style with the word left out as
/// `explainedListHead` reads a Korean term's, make it a term.
extension ConceptExtractor {
    /// The capitalised English word the list item at `index` names, when the first item
    /// nested under it is a sentence that defines it; nil otherwise. (A label, `- Tip` or
    /// `- Note` over what it labels, names nothing.)
    static func explainedNameItem(at index: Int, in blocks: [MarkdownBlock]) -> String? {
        let block = blocks[index]
        guard let item = block.listItem, index + 1 < blocks.count else { return nil }
        let term = block.text.trimmingWhitespace
        guard term.count >= 3, term.first?.isUppercase == true, term.allSatisfy({ $0.isASCII && $0.isLetter }),
              !LearnerTerms.isGenericSubject(term), !headingStopWords.contains(term.lowercased()),
              !colonStopWords.contains(term.lowercased()) else { return nil }
        let nested = blocks[(index + 1)...].prefix { $0.outerListItem == item && $0.listItem != item }.compactMap(\.proseText)
        guard let first = nested.first, first.split(separator: " ").count >= 4 else { return nil }
        return definesByKind(first, term) || describesOmittedSubject(first) || namesAModifier(first) ? term : nil
    }

    /// `… 쌓는 기능을 하는 수식어`: a sentence that ends on a modifier's Korean kind word
    /// (`수식어`, `모디파이어`) says what kind of API the name over it is, as `수정자` does in
    /// `definingEndings`.
    static func namesAModifier(_ text: String) -> Bool {
        let line = definingLine(of: text)
        return line.split(separator: " ").count >= 3 && ["수식어", "모디파이어"].contains { line.hasSuffix(" " + $0) }
    }
}
