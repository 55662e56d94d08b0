import Foundation

/// `- 조건문은 `if`, `guard`, `switch`를 사용함.`, `- 반복문은 `for-in`, `while`,
/// `repeat-while`을 사용함.`: a sentence whose topic is a kind and whose whole predicate is
/// the list of its members written as code says what the kind is made of, not what it is;
/// the members are what the note goes on to explain, and a card `조건문 → …if, guard…`
/// asks the learner to guess the heading of a list. A kind the sentence says something of
/// (`반복문은 `break`로 멈출 수 있다`) stays.
extension ConceptExtractor {
    /// The endings of a sentence that only lists what its topic uses or has.
    static let memberListEndings = ["을 사용함", "를 사용함", "을 사용한다", "를 사용한다", "이 있다", "가 있다", "이 있음", "가 있음"]

    static func isKindListedByMembers(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.term.unicodeScalars.contains(where: LearnerTerms.isHangul),
              !concept.term.contains(where: { $0.isASCII && $0.isLetter }),
              let line = concept.explanation.splitLines().first,
              let sentence = line.components(separatedBy: ". ").first else { return false }
        for topic in ["은 ", "는 "] where sentence.hasPrefix(concept.term + topic) {
            return listsOnlyCodeMembers(sentence.dropFirst(concept.term.count + topic.count))
        }
        return false
    }

    /// `` `if`, `guard`, `switch`를 사용함 ``: two or more names written as code, joined by
    /// commas or `와`/`과`, then one of `memberListEndings`, and nothing else.
    static func listsOnlyCodeMembers(_ predicate: Substring) -> Bool {
        let text = predicate.trimmingWhitespace.trimming(".")
        guard let ending = memberListEndings.first(where: { text.hasSuffix($0) }) else { return false }
        let list = text.dropLast(ending.count).trimmingWhitespace
        var members = 0
        var rest = Substring(list)
        while !rest.isEmpty {
            guard rest.first == "`", let close = rest.dropFirst().firstIndex(of: "`") else { return false }
            members += 1
            rest = Substring(rest[rest.index(after: close)...].trimmingWhitespace)
            for joiner in [",", "와", "과"] where rest.hasPrefix(joiner) {
                rest = rest.dropFirst(joiner.count)
                break
            }
            rest = Substring(rest.trimmingWhitespace)
        }
        return members >= 2
    }
}
