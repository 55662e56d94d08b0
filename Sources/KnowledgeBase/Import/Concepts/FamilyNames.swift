/// `## Stack` over `* 순서대로 VStack{}, HStack{}, ZStack{}`, `* Stack을 사용하면 View를 추가 할
/// 때 편리하다 (VStack - 위 아래로 구성, HStack(좌, 우로 구성)`: a generic word that the names
/// of two APIs or more beside it end with is the name of their family, which the note
/// explains through its members: SwiftUI names its stacks `HStack`, `VStack`, `ZStack`, its
/// grids `LazyVGrid`, `LazyHGrid`. Only where the note is about the word (its heading, or
/// the opening of its sentence): `the HStack and VStack … Sizing of the Stack Itself` is
/// about one stack of the example.
extension ConceptExtractor {
    /// Whether `text` names two APIs or more whose names end with `term` (`HStack`, `VStack`
    /// for Stack), `term` being one capitalised word.
    static func namesItsFamily(_ term: String, in text: String) -> Bool {
        guard term.count >= 4, term.first?.isUppercase == true, term.allSatisfy({ $0.isASCII && $0.isLetter }),
              text.containsBytes(term) else { return false }
        var members = Set<Substring>()
        for range in text.ranges(of: term) {
            // (The member's name ends where the term does: `VStack{}`, `HStack(`, not `Stacks`.)
            if range.upperBound < text.endIndex, text[range.upperBound].isLetter || text[range.upperBound].isNumber { continue }
            let start = text[..<range.lowerBound].reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.count
            guard start > 0, let first = text[text.index(range.lowerBound, offsetBy: -start)...].first, first.isUppercase else { continue }
            members.insert(text[text.index(range.lowerBound, offsetBy: -start)..<range.upperBound])
        }
        return members.count >= 2
    }

    /// The family names the sentences of `block` open on: `Stack을 사용하면 … (VStack …,
    /// HStack …)`, each with its line.
    static func familyNames(_ block: MarkdownBlock) -> [(String, Int)] {
        sentencesWithLines(of: block.text, from: block.startLine).compactMap { sentence, line in
            let opening = sentence.prefix { $0 != " " }.filter { $0 != "`" && $0 != "*" }
            let name = String(opening.prefix { $0.isASCII && $0.isLetter })
            // (The name is the sentence's first word, a Korean particle glued to it or not.)
            let rest = opening.dropFirst(name.count)
            guard rest.isEmpty || rest.unicodeScalars.allSatisfy(LearnerTerms.isHangul),
                  namesItsFamily(name, in: String(sentence)) else { return nil }
            return (name, line)
        }
    }
}
