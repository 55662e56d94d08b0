import Foundation

/// `- RandomAccessCollection : RandomAccesCollection 프로토콜을 준수하는 데이터 제공`: a long
/// name the block has already written with one more letter inside it is that name misspelt
/// (FjordNotes); the learner keeps the card of the name as first written, and a second card
/// for the typo repeats it. A name one letter shorter at its end (`Modifier` after
/// `Modifiers`) is a plural's singular, and names that differ in a letter (`HStack`,
/// `VStack`) or in a capital (`LazyGrid`, `LazyVGrid`) are two names: they stay.
extension ConceptExtractor {
    static func isMisspeltTwin(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        let name = concept.term.filter { $0 != "`" }
        guard name.count >= 8, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        guard let at = text.range(of: name) else { return false }
        let before = text[..<at.lowerBound].split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return before.contains { isOneLetterInsideLonger($0, than: name) }
    }

    /// Whether `word` is `name` with one lower-case letter added before its last letter.
    /// (A capital added starts a word of the name: `LazyVGrid` is no typo of `LazyGrid`.)
    static func isOneLetterInsideLonger(_ word: Substring, than name: String) -> Bool {
        guard word.count == name.count + 1, word.last == name.last else { return false }
        let letters = Array(word)
        return (0..<(letters.count - 1)).contains { index in
            var without = letters
            without.remove(at: index)
            return letters[index].isLowercase && String(without) == name
        }
    }
}
