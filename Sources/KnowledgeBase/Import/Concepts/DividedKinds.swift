/// The kinds a sentence divides a thing into: `SwiftUI는 데이터를 크게 원천 자료(source of
/// truth)와 파생자료(derived value)로 구분합니다.` names two concepts, 원천 자료 and 파생자료,
/// and so does `뷰는 컨테이너 뷰와 일반 뷰로 나뉜다.` A note introduces a pair of terms this way
/// and explains each in the sentences after it.
extension ConceptExtractor {
    /// Verbs that divide, as their stems begin: 구분한다, 나눈다, 나눌 수 있다, 나뉜다, 분류한다.
    static let dividingVerbs = ["구분", "나누", "나눈", "나눌", "나눕", "나뉜", "나뉘", "나뉩", "분류"]

    /// Counting words that may stand for the kinds (`A와 B 두 가지로`): not a kind themselves.
    static let countingWords: Set<String> = ["가지", "종류", "부분", "개", "유형"]

    /// The kinds a sentence of the paragraph at `index` divides into, with the sentence's line
    /// and what explains them: the paragraph, and the next one when it speaks of a kind
    /// (`이름처럼 원천자료는 그 자체가 본질적인 데이터이고 …`).
    static func dividedKinds(at index: Int, in blocks: [MarkdownBlock]) -> [(term: String, line: Int, explanation: String)] {
        let kinds = dividedKinds(inSentencesOf: blocks[index])
        guard !kinds.isEmpty else { return [] }
        let unspaced = { (text: String) in text.filter { $0 != " " } }
        let next = blocks.proseTexts(from: index + 1, step: 1, atMost: 1).first ?? ""
        let nextSpeaksOfThem = kinds.contains { unspaced(next).contains(unspaced($0.term)) }
        let explanation = nextSpeaksOfThem ? blocks[index].text + "\n" + next : blocks[index].text
        return kinds.map { ($0.term, $0.line, explanation) }
    }

    /// The kinds each sentence of `block` divides into, with the sentence's line.
    static func dividedKinds(inSentencesOf block: MarkdownBlock) -> [(term: String, line: Int)] {
        let text = block.text
        guard text.contains("로 "), dividingVerbs.contains(where: { text.contains($0) }) else { return [] }
        var kinds: [(term: String, line: Int)] = []
        for (sentence, line) in sentencesWithLines(of: text, from: block.startLine) {
            // Glosses in parentheses (`원천 자료(source of truth)`) are not words of the phrase.
            var words = withoutParentheses(sentence).split(separator: " ").map { String($0).trimming("`*.,") }
            guard let verb = words.lastIndex(where: { word in dividingVerbs.contains { word.hasPrefix($0) } }), verb >= 2 else { continue }
            words = Array(words[..<verb])
            guard var into = words.popLast(), into.hasSuffix("로") else { continue }
            into.removeLast(into.hasSuffix("으로") ? 2 : 1)
            // `A와 B 두 가지로`: the kinds are A and B.
            if countingWords.contains(into) {
                guard let numeral = words.popLast(), numeral.count == 1, let last = words.popLast() else { continue }
                into = last
            }
            guard let and = words.lastIndex(where: { $0.hasSuffix("와") || $0.hasSuffix("과") }), and > 0 else { continue }
            let second = (words[(and + 1)...] + [into]).joined(separator: " ")
            let first = nounPhrase(ending: String(words[and].dropLast()), before: words[..<and])
            guard let first, isTopicTerm(second), ownOrJoin(second.split(separator: " ").dropLast().map(String.init)) else { continue }
            kinds += [(first, line), (second, line)]
        }
        return kinds
    }
}
