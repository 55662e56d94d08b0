/// `toggle 부분은 didTapped()이 부분이 될테고`, `Text는 전달 받은 영역 전부를 사용할 수 있다`: a
/// term whose last word is a word for a part or an amount (`부분`, `전부`, `일부`, `대부분`)
/// points at a piece of something the note shows (the toggle's part of the example, all of
/// an area), and names no concept a learner looks up. A term that only contains such a
/// word (`부분 값`, a kind of proposal) is read as any term is.
extension ConceptExtractor {
    static func isPortionOfSomething(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        let words = concept.term.split(separator: " ")
        guard words.count >= 2, let last = words.last else { return false }
        return portionWords.contains(String(last))
    }

    /// Korean words for a part, or an amount, of what the words before them name.
    static let portionWords: Set<String> = ["부분", "전부", "일부", "대부분", "나머지"]
}
