import Foundation

/// `- 위 코드에서 **HStack**은 **Image**, **Text**, **RoundedRectangle**을 포함하고 있으며, …`,
/// ``영상의 예제 앱에서 `Stepper`는 `OrderForm`이란 뷰에 포함되어 있다``: a sentence that opens
/// by pointing at the note's example and goes straight on to a name says what that piece is
/// or does in the example; its names are the example's parts, not what the sentence explains.
/// A name brought in by what the code does with it (``위 코드에서 사용한
/// `objectWillChange.send()`는 … 메소드로``, ``아래 코드에서 보이는 `@state`는 뭘까요??``) is
/// named to be explained, and stays.
extension ConceptExtractor {
    static func isPartOfTheExample(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .markedTerm || concept.source == .topicSentence,
              exampleNames.contains(where: block.text.containsBytes) else { return false }
        let lines = block.text.splitLines(omittingEmpty: false)
        let offset = concept.line - block.startLine
        guard lines.indices.contains(offset) else { return false }
        let term = concept.term.filter { !"`*_".contains($0) }.lowercased()
        // (The block's text keeps code's marks and drops bold's; its spans say what was marked.)
        return sentences(in: lines[offset]).contains { sentence in
            guard let rest = afterExamplePointer(sentence)?.drop(while: { "`*_".contains($0) }),
                  block.spans.contains(where: { !$0.text.isEmpty && rest.hasPrefix($0.text) }) else { return false }
            return sentence.lowercased().contains(term)
        }
    }

    /// What the note calls its example: `코드`, `예제`, `예시`, an example's `앱`.
    static let exampleNames = ["코드", "예제", "예시", "앱"]

    /// The sentence after its opening words when they point at the note's example (`위 코드에서`,
    /// `영상의 예제 앱에서`, `이 예제에선`): at most three words, the last one an example word and
    /// `에서`, `에선` or `에서는`; nil when the sentence opens otherwise.
    static func afterExamplePointer(_ sentence: Substring) -> Substring? {
        let trimmed = sentence.drop { $0 == " " || $0 == "•" || $0 == "\t" }
        let words = trimmed.split(separator: " ", maxSplits: 3)
        for (index, word) in words.prefix(3).enumerated() {
            guard let place = ["에서는", "에선", "에서"].first(where: { word.hasSuffix($0) }) else { continue }
            guard exampleNames.contains(String(word.dropLast(place.count))), index + 1 < words.count else { return nil }
            return trimmed[word.endIndex...].drop { $0 == " " }
        }
        return nil
    }
}
