import Foundation

/// `※ associatedtype은 Protocol 내의 Generic Type이라고 할 수 있다.`, `변수 이름 앞에 _추가해서
/// 선언한 text가 프로퍼티 래퍼라는 것을 컴파일러에게 알림`: words before the quotative
/// `(이)라고 할 수 있다` ("can be said to be") or `(이)라는 것을` ("that it is") are said of the
/// sentence's subject, a name written before them (`associatedtype은`, `text가`); the name is
/// what the sentence explains (FjordNotes, BrookNotes), and a card `Generic Type → …` asks
/// for a description. A sentence whose subject is no name (`위의 예제는 two-way binding이라고
/// 할 수 있습니다`) names its term by the quotative, and `X를 Y라고 한다` calls X by the name
/// Y: both stay.
extension ConceptExtractor {
    /// The quotatives that say something of a subject.
    static let quotativesOfASubject = ["이라고 할 수 있", "라고 할 수 있", "이라는 것을", "라는 것을"]

    static func isSaidOfAName(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (Most blocks hold no quotative: looked for first, in the bytes.)
        guard ["라고 할 수 있", "라는 것을"].contains(where: { block.text.containsBytes($0) }) else { return false }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        for sentence in periodSentences(of: text) {
            guard let at = quotativesOfASubject.lazy.compactMap({ sentence.range(of: concept.term + $0) }).first else { continue }
            if hasNamedSubject(sentence[..<at.lowerBound]) { return true }
        }
        return false
    }

    /// Whether `clause` has a subject that is a name: a word of Latin letters (an identifier,
    /// `associatedtype`, `text`) followed by `은`, `는`, `이` or `가`.
    static func hasNamedSubject(_ clause: Substring) -> Bool {
        clause.split(separator: " ").contains { word in
            guard let particle = ["은", "는", "이", "가"].first(where: { word.hasSuffix($0) }) else { return false }
            let name = word.dropLast(particle.count)
            return name.count >= 2 && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}
