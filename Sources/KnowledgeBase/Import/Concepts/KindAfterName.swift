/// `` `@Binding` 프로퍼티 래퍼를 이용하여 … ``, `@ObjectBinding property wrapper를 사용해 …`: a
/// kind word written right after an API's name is that API's; the sentence uses the API
/// and says nothing of the kind itself (LarkNotes, TideNotes). `` `@Binding` 이라는 프로퍼티
/// 래퍼 `` names the kind by its instance, and `Property Wrapper: …` defines it: both stay.
extension ConceptExtractor {
    /// Whether `term` is only kind words (`property wrapper`, `프로퍼티 래퍼`, `modifier`) and
    /// `text` writes it right after an attribute's name (`@Binding`) or a modifier's (`.padding`).
    static func isKindOfNameBefore(_ term: String, in text: String) -> Bool {
        let words = term.lowercased().split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ SubjectPosition.kindWords.contains(String($0)) }) else { return false }
        // The first time the text writes the kind says what the sentence does with it: `` `@State`,
        // `@Binding`과 같은 속성 래퍼를 … `@State` 속성 래퍼는 … `` names the kind first.
        let lowerText = text.lowercased()
        guard let first = lowerText.byteRanges(of: term.lowercased()).first, first.lowerBound > lowerText.startIndex,
              lowerText[lowerText.index(before: first.lowerBound)] == " " else { return false }
        let before = lowerText[..<lowerText.index(before: first.lowerBound)].split(separator: " ").last.map { $0.filter { $0 != "`" } } ?? ""
        return before.count >= 2 && (before.first == "@" || before.first == ".") && before.dropFirst().allSatisfy { $0.isLetter || $0.isNumber }
    }
}
