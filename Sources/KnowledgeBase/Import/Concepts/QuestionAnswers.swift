import Foundation

/// Questions with their answers: `Q) … A) …` in one paragraph or two.
extension ConceptExtractor {
    /// `Q) question` with `A) answer` in the same paragraph or the next one.
    static func questionAndAnswer(at index: Int, in blocks: [MarkdownBlock]) -> (String, String, Int?)? {
        let text = blocks[index].text
        guard let question = text.droppingMarker(["Q)", "Q.", "Q:", "Q．", "질문:", "질문)"]) else { return nil }
        let lines = question.split(separator: "\n", omittingEmptySubsequences: false)
        if let answerLine = lines.firstIndex(where: { $0.trimmingWhitespace.droppingMarker(answerMarkers) != nil }) {
            let answer = lines[answerLine...].joined(separator: "\n").trimmingWhitespace.droppingMarker(answerMarkers) ?? ""
            return (lines[..<answerLine].joined(separator: " ").trimmingWhitespace, answer, nil)
        }
        let next = index + 1
        if next < blocks.count, case .paragraph = blocks[next].kind,
           let answer = blocks[next].text.droppingMarker(answerMarkers) {
            return (question.collapsingWhitespace, answer, next)
        }
        return (question.collapsingWhitespace, "", nil)
    }

    static let answerMarkers = ["A)", "A.", "A:", "A．", "답:", "답)"]

    /// `Q2. How does `@StateObject` …?` → the question without its number; nil for a
    /// title that starts with no `Q` marker (`Q)`, `Q.`, `Q:`, `Q1.`, `Q12)`).
    static func withoutQuestionNumber(_ title: String) -> String? {
        guard title.hasPrefix("Q") else { return nil }
        let rest = title.dropFirst().drop(while: \.isASCIIDigit)
        guard let marker = rest.first, ".):".contains(marker) else { return nil }
        let question = rest.dropFirst().trimmingWhitespace
        return question.isEmpty ? nil : question
    }

    /// The text after an answer's label (`**Answer:** …`, `A: …`, `답변: …`), trimmed;
    /// nil when the text starts with none. Bold around the label is the label's.
    static func droppingAnswerLabel(_ text: String) -> String? {
        var rest = Substring(text.trimmingWhitespace)
        let bold = rest.hasPrefix("**")
        if bold { rest = rest.dropFirst(2) }
        guard let label = answerLabels.first(where: { rest.hasPrefix($0) }) else { return nil }
        rest = rest.dropFirst(label.count)
        if bold, rest.hasPrefix("**") { rest = rest.dropFirst(2) }
        return rest.trimmingWhitespace
    }

    static let answerLabels = ["Answer:", "Answer :", "Answer.", "A:", "A.", "A)", "답:", "답변:", "정답:", "답)"]

    /// A heading that asks a question (`### Q1. `onAppear` vs `task`?`, `### 왜 @State는
    /// private인가?`) over a paragraph that opens with an answer's label: the question and the
    /// answer (the label's paragraph and the prose under it).
    static func answeredHeading(at index: Int, in blocks: [MarkdownBlock]) -> (question: String, answer: String)? {
        guard blocks[index].isHeading, index + 1 < blocks.count, blocks[index + 1].kind == .paragraph,
              let first = droppingAnswerLabel(blocks[index + 1].text) else { return nil }
        let title = LearnerTerms.withoutLeadingSymbols(ChapterHeading(blocks[index].text).title)
        let numbered = withoutQuestionNumber(title)
        let question = (numbered ?? title).filter { $0 != "`" }
        guard numbered != nil || question.hasSuffix("?") else { return nil }
        let answer = ([first] + blocks.proseUnderHeading(at: index + 1, atMost: 3)).filter { !$0.isEmpty }
        return answer.isEmpty ? nil : (question, answer.joined(separator: "\n"))
    }
}

extension StringProtocol {
    /// The text after one of `markers` at its start, trimmed; nil when none starts it.
    func droppingMarker(_ markers: [String]) -> String? {
        // Every paragraph is asked; most start with no marker, and are not copied to say so.
        let start = unicodeScalars.firstIndex { !$0.isWhitespace } ?? endIndex
        guard markers.contains(where: { self[start...].hasPrefix($0) }) else { return nil }
        let trimmed = self.trimmingWhitespace
        for marker in markers where trimmed.hasPrefix(marker) {
            return String(trimmed.dropFirst(marker.count)).trimmingWhitespace
        }
        return nil
    }
}

/// Questions that head the text under them: `modifier의 적용 순서가 중요한가?` over its
/// answer, `## Spacer는 언제 쓰나요?`. The question asks about its subject.
extension ConceptExtractor {
    /// The subject a Korean question asks about: `modifier의 적용 순서가 중요한가?` →
    /// modifier의 적용 순서. The subject is a noun phrase (words before it may own it with
    /// 의) with 이, 가, 은 or 는, and three words at most follow it.
    static func askedTopic(_ text: String) -> String? {
        let question = text.trimmingWhitespace.filter { $0 != "`" && $0 != "*" }
        guard question.hasSuffix("?"), !question.contains("\n") else { return nil }
        var words = question.dropLast().split(separator: " ").map(String.init)
        while let first = words.first, isAdverb(first) { words.removeFirst() }
        guard let subject = words.prefix(4).firstIndex(where: { word in
            ["이", "가", "은", "는"].contains { word.hasSuffix($0) && word.count > $0.count }
        }), words.count - subject - 1 <= 3, subject + 1 < words.count else { return nil }
        let stem = String(words[subject].dropLast())
        guard !LearnerTerms.isVerbStem(stem) else { return nil }
        guard ownOrJoin(words[..<subject]) else { return nil }
        let topic = (words[..<subject] + [stem]).joined(separator: " ")
        return isTopicTerm(topic) ? topic : nil
    }
}
