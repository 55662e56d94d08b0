import Foundation

/// `- 상태 관리: View의 일시적인 상태는 `@State`로 관리`, `- 타이틀 설정: 네비게이션 바에 타이틀을
/// 설정하려면 NavigationBarTitle을 사용한다`: a point labelled with a task (a Korean noun
/// phrase ending on what is done, `관리`, `설정`, …) whose text says which API does it is a
/// how-to, as a task heading over its API is (`TasksDoneWithAnAPI`); the API is what the
/// learner learns, and a card `상태 관리 → …@State…` asks for the label. A label whose text
/// says how something is done without an API (`- 파일 분리: 각 역할에 따라 파일을 분리하여
/// 관리`) is a practice the note names, and stays.
extension ConceptExtractor {
    /// The nouns a task label ends on: what is done.
    static let taskNouns = ["관리", "설정", "변경", "추가", "제거", "적용", "처리", "전달", "구현", "생성", "선언", "지정",
                            "표시", "이동", "초기화"]

    static func isTaskLabelDoneWithAnAPI(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.term.unicodeScalars.contains(where: LearnerTerms.isHangul),
              let label = colonLabel(startingWith: concept.term, in: block.text),
              let task = label.split(separator: " ").last, taskNouns.contains(String(task)) else { return false }
        let text = concept.explanation.splitLines().joined(separator: " ")
        return apiDoingTheTask(Substring(text)) != nil
    }

    /// The label before the colon of the line of `text` that starts with `term`
    /// (`타이틀 설정` of `타이틀 설정: …`, for the term `타이틀`); nil when no line does.
    static func colonLabel(startingWith term: String, in text: String) -> Substring? {
        for line in text.splitLines() {
            let trimmed = line.trimmingWhitespace.trimming("-*•").trimmingWhitespace
            guard trimmed.hasPrefix(term), let colon = trimmed.firstIndex(of: ":") else { continue }
            return Substring(trimmed[..<colon].trimmingWhitespace)
        }
        return nil
    }

    /// `` `@State`로 ``, `NavigationBarTitle을 사용한다`: the API a Korean sentence does its
    /// work with, written as code or as an identifier (`isIdentifierLike`), followed by the
    /// particle of means (`로`, `으로`) or by `을`/`를` and a verb of use; nil for a plain word
    /// (`파일을 분리하여`). A particle written apart (`` `Grid` 를 사용한다 ``) is the word's.
    static func apiDoingTheTask(_ text: Substring) -> String? {
        var words: [Substring] = []
        for word in text.split(separator: " ") {
            if ["을", "를", "로", "으로"].contains(word), let last = words.popLast() { words.append(last + word) } else { words.append(word) }
        }
        for (index, word) in words.enumerated() {
            let isMeans = ["으로", "로"].first { word.hasSuffix($0) }
            let isObject = ["을", "를"].first { word.hasSuffix($0) }
            guard let particle = isMeans ?? isObject else { continue }
            if isMeans == nil {
                guard index + 1 < words.count, ["사용", "이용", "활용"].contains(where: { words[index + 1].hasPrefix($0) }) else { continue }
            }
            let written = word.dropLast(particle.count)
            let name = String(written.filter { $0 != "`" })
            guard name.count >= 3, written.hasPrefix("`") || isIdentifierLike(name), isASCIIName(name.trimming("@.")) else { continue }
            return name
        }
        return nil
    }
}
