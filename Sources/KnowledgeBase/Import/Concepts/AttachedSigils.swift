import Foundation

/// Sigils and attributes a note tells to attach to a name: `` `$`를 붙여 Binding으로 전달한다 ``,
/// `달러($)를 붙여서 넣는다`, `**$(달러)**을 붙이면 …`, `` 그 프로퍼티에 `@Published` 를 붙여주세요 ``.
/// Such a prefix changes what the name means (a binding, a property wrapper, a directive),
/// and the sentence that tells to attach it says what for; no other one-character text is a
/// term.
extension ConceptExtractor {
    static let sigils: Set<Character> = ["$", "@", "#"]

    /// `$`, `@` or `#` alone.
    static func isSigil(_ text: String) -> Bool {
        text.count == 1 && text.first.map(sigils.contains) == true
    }

    /// `@Published`, `@State`: an attribute a note tells to attach to a declaration.
    static func isAttribute(_ text: String) -> Bool {
        text.count >= 3 && text.first == "@" && text.dropFirst().first?.isUppercase == true
            && text.dropFirst().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    static func attachedSigils(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.containsBytes("붙"), block.text.contains(where: sigils.contains) else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).flatMap { sentence, line in
            // A particle may stand apart from the code it follows (`` `@Published` 를 붙여 ``).
            let words = unmarkedWords(sentence).reduce(into: [String]()) { words, word in
                if ["을", "를"].contains(word), let object = words.last { words[words.count - 1] = object + word } else { words.append(word) }
            }
            return zip(words, words.dropFirst()).compactMap { object, verb in
                verb.hasPrefix("붙") ? attachedSigil(object).map { ($0, line) } : nil
            }
        }
    }

    /// The sigil an object of `붙이다` is: `$를` → $, `달러($)를` → $, `$(달러)을` → $. A name
    /// in the parentheses or before them is the sigil's name, read aloud.
    static func attachedSigil(_ object: String) -> String? {
        guard let particle = ["을", "를"].first(where: { object.hasSuffix($0) }) else { return nil }
        let text = String(object.dropLast(particle.count))
        if isSigil(text) || isAttribute(text) { return text }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        let before = String(text[..<open])
        let isName = { (name: String) in !name.isEmpty && name.allSatisfy(\.isLetter) }
        if isSigil(inside), isName(before) { return inside }
        if isSigil(before), isName(inside) { return before }
        return nil
    }
}
