/// That a modifier returns a new view instead of changing the view it is called on: each
/// modifier wraps the view before it in a new one (Apple, "Configuring views": "each
/// modifier … returns a new view"; the wrapper is `ModifiedContent`). Notes state it in a
/// sentence (`모든 modifier는 새로운 `View`를 리턴하고 있는데`, `SwiftUI의 수식어는 … 새로운
/// 뷰를 반환`, `Instead, it returns a new view with the applied change.`); the learner is
/// asked it in the note's words (`modifier는 새로운 View를 리턴`, `수식어는 새로운 뷰를 반환`),
/// or as `modifiers return a new view` in an English note.
extension ConceptExtractor {
    /// The words notes use for a modifier, with `수식어`.
    static let newViewModifierWords = modifierWords + ["수식어"]

    /// The card of the paragraph at `index`, whose `text` is as the extractor reads it
    /// (`UnclosedCode`), when it says modifiers return a new view: its term, and the
    /// paragraph with the one after it that goes on about modifiers. None when the sentence
    /// stands alone: the back would only repeat the front.
    static func newViewConcept(_ text: String, at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        guard let term = newViewTerm(text) else { return nil }
        let followUp = newViewFollowUp(after: index, in: blocks)
        // A line of its own is a sentence of its own (`… 자동으로 Layout이 결정 </br>`).
        guard !followUp.isEmpty || sentencesWithLines(of: text, from: 0).count > 1 else { return nil }
        return (term, explaining(([text] + followUp).joined(separator: "\n")))
    }

    /// The term when `text` names modifiers and one of its sentences says they return a
    /// new view, or nil. Making a new view of one's own (`새로운 뷰를 만든다`, `create a new
    /// view`) returns nothing.
    static func newViewTerm(_ text: String) -> String? {
        let korean = text.containsBytes("새") && (text.containsBytes("리턴") || text.containsBytes("반환"))
        // Most paragraphs have neither, found without lowercasing them.
        guard korean || text.containsBytes("eturn") && text.containsBytes("new") else { return nil }
        let lower = text.lowercased().filter { $0 != "`" }
        guard let modifier = newViewModifierWords.first(where: { lower.contains($0) }) else { return nil }
        for sentence in sentences(in: Substring(lower)) {
            if let view = ["새로운 view", "새로운 뷰", "새 view", "새 뷰"].first(where: { sentence.contains($0) }),
               let verb = ["리턴", "반환"].first(where: { sentence.contains($0) }) {
                return "\(modifier)는 새로운 \(view.hasSuffix("view") ? "View" : "뷰")를 \(verb)"
            }
            // `returns a new view`, not `returns a whole new view structure` nor `new ViewModifier`.
            let words = Array(sentence.split { !$0.isLetter })
            let returnsNewView = words.indices.contains { index in
                guard ["return", "returns", "returning"].contains(words[index]) else { return false }
                let rest = words[(index + 1)...].drop { $0 == "a" }
                return rest.first == "new" && ["view", "views"].contains(rest.dropFirst().first ?? "")
                    && rest.dropFirst(2).first.map { !["structure", "structures", "type", "hierarchy"].contains($0) } ?? true
            }
            if returnsNewView {
                return "modifiers return a new view"
            }
        }
        return nil
    }

    /// The paragraph after the sentence, in the same list item, when it goes on about
    /// modifiers (`SwiftUI는 modifier를 호출할 때마다 새로운 View에 이전 View를 포함한다.`
    /// after `모든 modifier는 새로운 View를 리턴하고 있는데, … 의문이 생긴다.`): it says how.
    static func newViewFollowUp(after index: Int, in blocks: [MarkdownBlock]) -> [String] {
        guard blocks.indices.contains(index + 1) else { return [] }
        let next = blocks[index + 1]
        let lower = next.text.lowercased()
        guard next.kind == .paragraph, next.listItem == blocks[index].listItem,
              newViewModifierWords.contains(where: { lower.contains($0) }) else { return [] }
        return [next.text]
    }

    /// Whether a term says a new view is made (`Modifiers Create New Views`): the card of a
    /// chapter that has one needs no second.
    static func namesNewView(_ term: String) -> Bool {
        let lower = term.lowercased()
        return lower.contains("new view") || lower.contains("새로운 뷰") || lower.contains("새로운 view")
    }
}
