/// `6. Conditional modifiers. Nothing special - ternary operator and …`: a learner's day log
/// lists the lessons of the day by their titles, each followed on its line by what the
/// learner made of it (DuneNotes, a 100 Days of SwiftUI log whose items were 8 of its 9
/// concepts). The title is the concept and the rest of the line its back, where at least
/// three numbered items of the list read so; an item of a list of steps (`1. Open Xcode. Then
/// …`) opens with a verb and names no term.
extension ConceptExtractor {
    /// The title and the rest of the numbered item at `index`, when it has that shape and two
    /// more items near it do; nil otherwise.
    static func titledLogItem(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        guard let own = logItemShape(blocks[index]) else { return nil }
        let near = blocks[max(0, index - 12)..<min(blocks.count, index + 13)]
        return near.count(where: { logItemShape($0) != nil }) >= 3 ? own : nil
    }

    /// Verbs a step of a how-to list opens with, besides a task's (`taskVerbs`,
    /// `imperativeVerbs`): `1. Open Xcode. Then …`.
    static let stepVerbs: Set<String> = ["open", "run", "install", "click", "tap", "select", "go", "try", "type", "start",
                                         "drag", "drop", "copy", "paste", "replace", "put", "import", "download", "choose",
                                         "enter", "press", "close", "rename", "test", "fix", "return", "finish"]

    /// `Title. What the learner says of it.` in a numbered item: a title of two or three
    /// words of letters that a noun opens (no verb, no gerund, no question), then a sentence
    /// of three words or more.
    static func logItemShape(_ block: MarkdownBlock) -> (term: String, explanation: String)? {
        guard block.inNumberedList, block.kind == .paragraph, block.listItem != nil, !block.text.contains("\n"),
              let stop = block.text.range(of: ". ") else { return nil }
        let title = String(block.text[..<stop.lowerBound]).trimmingWhitespace
        let rest = String(block.text[stop.upperBound...]).trimmingWhitespace
        let words = title.lowercased().split(separator: " ").map(String.init)
        guard (2...3).contains(words.count), let first = words.first, let last = words.last,
              title.first?.isUppercase == true,
              words.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") } }),
              !imperativeVerbs.contains(first), !taskVerbs.contains(first), !stepVerbs.contains(first), !first.hasSuffix("ing"),
              !clauseWords.contains(first), !headingStopWords.contains(last),
              !LearnerTerms.isGenericSubject(title), isTermLike(title),
              rest.split(separator: " ").count >= 3 else { return nil }
        return (title, rest)
    }
}
