import Foundation

/// `## Swipe` over ``스와이프 동작을 추가하려면 `swipeActions` modifier를 사용``, `#### 레이아웃
/// 변경` over `previewLayout 수식어를 이용해 프리뷰 컨테이너의 크기 변경 가능`: a heading that
/// names a task, whose text opens by saying which API does it, is a how-to; the API is what
/// the learner learns, and a card `Swipe → …swipeActions…` asks for the task's name. A
/// heading the opening sentence names again is its subject (`### 둥근 테두리` over ``… `stroke`
/// 를 적용하면 둥근 테두리를 구현할 수 있습니다``), and so is one whose API the sentence uses
/// without saying the task can be done with it (`### 암시적 애니메이션` over ``… `.animation(_:)`
/// 모디파이어를 사용해서 애니메이션을 적용한다.``, how it works); both stay.
extension ConceptExtractor {
    static func isTaskDoneWithAnotherAPI(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .heading, block.isHeading,
              let line = concept.explanation.splitLines().first,
              let sentence = line.components(separatedBy: ". ").first.map({ Substring($0) }) else { return false }
        // (The task: `…하려면` opens with it, `… 수 있다` / `… 가능` ends with it.)
        guard sentence.contains("려면") || beforeAbility(sentence) != nil,
              let api = apiUsedAsMeans(sentence) else { return false }
        // (`### ContentSize, ContentOffset 확인` over `… 함수를 통해 contentOffset을 확인할 수
        // 있다`: the heading's other name is the sentence's subject.)
        let headingWords = LearnerTerms.headingTitle(block.text).split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 3 }
        return !names(sentence, concept.term) && !headingWords.contains { names(sentence, String($0)) }
            && api.lowercased() != concept.term.lowercased()
    }

    /// Whether `sentence` names `word` (case aside) as a word of its own: `rotationEffect를`
    /// does not name `rotation`, `contentOffset을` names `ContentOffset`.
    static func names(_ sentence: Substring, _ word: String) -> Bool {
        let text = sentence.filter { !"`*_".contains($0) }.lowercased()
        let isNamePart = { (character: Character) in character.isASCII && (character.isLetter || character.isNumber) }
        for range in text.ranges(of: word.lowercased()) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map(isNamePart) ?? false), !(after.map(isNamePart) ?? false) { return true }
        }
        return false
    }

    /// The kind words that may stand between an API's name and the particle: ``previewDevice(_:)
    /// 수식어를 적용해``, `` `swipeActions` modifier를 사용``.
    static let meansKindWords = SubjectPosition.kindWords.union(["수식어"])

    /// `rotationEffect를 통해`, ``previewDevice(_:) 수식어를 적용해``, `` `LinearGradient(…)` 를
    /// 사용해``: the API, written as one (`isIdentifierLike`, marked as code, or called), that
    /// a Korean sentence does something with; nil for a plain word (`탭을 사용하여`).
    static func apiUsedAsMeans(_ sentence: Substring) -> String? {
        var words: [String] = []
        for raw in sentence.split(separator: " ").map(String.init) {
            if ["을", "를"].contains(raw), let last = words.popLast() { words.append(last + raw) } else { words.append(raw) }
        }
        // (`… modifier를 사용`: a note's short form ends on the verb's noun.)
        for index in words.indices.dropLast() where meansVerbs.contains(where: { words[index + 1].hasPrefix($0) })
            || words[index + 1].trimming(".") == "사용" {
            guard let particle = ["을", "를"].first(where: { words[index].hasSuffix($0) }) else { continue }
            var object = String(words[index].dropLast(particle.count))
            if meansKindWords.contains(object.lowercased()), index > 0 { object = words[index - 1] }
            let written = object.filter { !"*".contains($0) }
            let name = String(written.filter { $0 != "`" }.prefix { $0 != "(" })
            guard name.count >= 3, isASCIIName(name.trimming("@.")),
                  isIdentifierLike(name) || written.hasPrefix("`") || written.contains("(") else { continue }
            return written.filter { $0 != "`" }
        }
        return nil
    }
}
