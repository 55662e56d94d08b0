import Foundation

/// ``- `as?`와 `as!` 연산자는 안전한 다운캐스팅과 강제 다운캐스팅을 의미함``, ``그런 다음,
/// `makeCache(subviews:)` 옵셔널 프로토콜 메소드를 사용해서 …``: Korean words written right
/// after a name in code say what kind of thing that name is; the sentence is about the name
/// (BrookNotes, TideNotes), and a card `연산자 → …as?…` asks for the kind. `KindAfterName`
/// reads kind words after an attribute's or a modifier's name; this reads any words after
/// any code. A term the block also writes on its own (`연산자는 값을 계산한다`) is the block's
/// subject there, and a term in code (`` `선언형 코드` ``) is marked, not a kind: both stay.
extension ConceptExtractor {
    static func isKindOfACodeName(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        concept.term.unicodeScalars.contains(where: LearnerTerms.isHangul) && writesOnlyAfterCode(concept.term, in: block.text)
    }

    /// Whether `text` writes `term`, and every time right after a closing backtick and a
    /// space (`` `as!` 연산자 ``) with no backtick of its own after it.
    static func writesOnlyAfterCode(_ term: String, in text: String) -> Bool {
        let ranges = text.ranges(of: term)
        guard !ranges.isEmpty else { return false }
        return ranges.allSatisfy { range in
            let before = text[..<range.lowerBound]
            let closesCode = before.hasSuffix("` ") && before.filter { $0 == "`" }.count.isMultiple(of: 2)
            return closesCode && text[range.upperBound...].first != "`"
        }
    }
}
