/// `- label은 왜 function일까?`, `` - `@StateObject`의 클로저는 정확히 body 첫 호출의 어느 시점에
/// 실행되는가 ``: a line that asks why, when, where or how about its subject is one fact a note
/// asks itself, and its card would answer with the question. A line that asks what its
/// subject is (`**(1) ObservedObject란?**`, `` `@state`는 뭘까요?? ``) heads the definition, and
/// stays; so do question headings, which name their section.
extension ConceptExtractor {
    static func isAskedForAFact(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source != .heading, concept.source != .question, !block.isHeading,
              questionEndings.contains(where: block.text.containsBytes),
              let line = conceptLine(concept, in: block)?.trimmingWhitespace.trimming(".") else { return false }
        guard questionEndings.contains(where: { line.hasSuffix($0) }) else { return false }
        let words = line.lowercased().split(separator: " ").map { String($0).trimming("-*\",") }
        return words.contains { word in
            koreanFactAskingWords.contains { word.hasPrefix($0) } || englishFactAskingWords.contains(word)
        } || line.containsBytes("어느 시점")
    }

    /// How a question ends: `?`, `…일까`, `…는가`, `…나요`.
    static let questionEndings = ["?", "까", "는가", "나요"]
    /// Words that ask for a reason, a time, a place or a manner, not for what a thing is
    /// (`어느 시점`, at what point, too): Korean ones begin a word, English ones are one.
    static let koreanFactAskingWords = ["왜", "언제", "어디", "어떻게"]
    static let englishFactAskingWords: Set<String> = ["why", "when", "where", "how"]
}
