import Foundation

/// Questions with their answers: `Q) … A) …` in one paragraph or two.
extension ConceptExtractor {
    /// `Q) question` with `A) answer` in the same paragraph or the next one.
    static func questionAndAnswer(at index: Int, in blocks: [MarkdownBlock]) -> (String, String, Int?)? {
        let text = blocks[index].text
        guard let question = text.droppingMarker(["Q)", "Q.", "Q:", "Q．", "질문:", "질문)"]) else { return nil }
        let lines = question.splitLines(omittingEmpty: false)
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
        let title = LearnerTerms.headingTitle(blocks[index].text)
        let numbered = withoutQuestionNumber(title)
        let question = (numbered ?? title).filter { $0 != "`" }
        guard numbered != nil || question.hasSuffix("?") else { return nil }
        let answer = ([first] + blocks.proseUnderHeading(at: index + 1, atMost: 3)).filter { !$0.isEmpty }
        return answer.isEmpty ? nil : (question, answer.joined(separator: "\n"))
    }
}

/// A paragraph that only asks what a thing is, over the paragraph that answers it.
extension ConceptExtractor {
    /// How a Korean question asks what its subject is, plain or polite.
    static let whatAsks: Set<String> = whatQuestions.union([
        "뭘까요", "무엇일까요", "무엇인가요", "뭔가요", "뭐예요", "뭐에요", "무엇입니까", "뭐지", "뭐지요", "무엇이죠", "뭐죠",
    ])

    /// `` `@Binding`은 뭘까요? `` alone in its paragraph over a paragraph: the term asked
    /// about and that paragraph, its answer. `아래 코드에서 보이는 `@state`는 뭘까요??`: the
    /// words that point at where the name stands are no part of it. `2. Identifiable은
    /// 무엇인가 ?` over an unindented paragraph: a numbered item asks as well, one question of
    /// a numbered list of them, answered by the paragraph under it that leaves the list.
    static func askedParagraph(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, answer: String)? {
        let block = blocks[index]
        guard block.listItem == nil || block.inNumberedList, index + 1 < blocks.count, blocks[index + 1].kind == .paragraph,
              blocks[index + 1].listItem == nil, blocks[index + 1].blockQuote == block.blockQuote else { return nil }
        let question = block.text.trimmingWhitespace.filter { $0 != "`" && $0 != "*" }
        // (A question that ends a paragraph of other sentences, `… 그럼 여기서 말하는 바인딩이란
        // 뭘까?`, is answered further on, not always by the next paragraph.)
        guard question.hasSuffix("?"), !question.contains("\n"),
              !question.trimming("?").contains(where: { ".!?".contains($0) }) else { return nil }
        var words = question.trimming("?").split(separator: " ").map(String.init)
        guard (2...8).contains(words.count), whatAsks.contains(words.removeLast()), let subject = words.popLast(),
              let particle = ["이란", "란", "은", "는", "이", "가"].first(where: { subject.hasSuffix($0) && subject.count > $0.count }) else {
            return nil
        }
        let stem = String(subject.dropLast(particle.count))
        let owners = words.reversed().prefix { $0.hasSuffix("의") }.reversed()
        let term = (owners + [stem]).joined(separator: " ")
        guard isTopicTerm(term) else { return nil }
        return (term, blocks[index + 1].text)
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
