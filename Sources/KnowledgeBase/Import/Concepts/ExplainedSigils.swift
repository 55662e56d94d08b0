/// `$는 바인딩을 나타내는 접두사`, ``use the `$` symbol before the name``, ``The dollar sign (`$`)
/// passes a binding``, `$가 붙으면 프로퍼티 래퍼 자체를 전달`: the binding's `$` (or another
/// sigil) alone, named with its kind word or its name, the topic or the subject of its
/// sentence, is what the sentence explains. A sigil glued to a name (`$isOn`) is that name's
/// code, and a sentence that attaches it (`$를 붙여`) is `AttachedSigils`'.
extension ConceptExtractor {
    /// Words that say a sigil is one: `prefix`, `접두사`, `싸인`, `연산자`, glued or after a space.
    static let sigilKindWords = ["prefix", "sign", "symbol", "operator", "접두사", "싸인", "사인", "기호", "연산자"]
    /// Its name written before it, glossed by it: `dollar sign (`$`)`, `달러($)`.
    static let sigilNames = ["dollar sign", "dollar", "달러"]
    /// Particles of the Korean topic or subject after it: `$는 …`, `$가 붙으면 …`.
    static let sigilTopicParticles = ["는 ", "은 ", "가 붙", "이 붙"]

    /// Words of a sentence that does without the sigil: `no need to use`, `without`, `없이`.
    static let sigilDoingWithout = ["no need", "don't need", "do not need", "without", "없이"]

    static func explainedSigils(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.contains(where: sigils.contains) else { return [] }
        return sentencesWithLines(of: block.text, from: block.startLine).flatMap { sentence, line -> [(String, Int)] in
            // Read without the marks of code, bold and quotes: `` `$` `` and `'$'` are `$`.
            let plain = sentence.filter { !"`*'\"".contains($0) }
            var found: [(String, Int)] = []
            for index in plain.indices where sigils.contains(plain[index]) {
                let before = plain[..<index], after = plain[plain.index(after: index)...]
                // (`$isOn`, `US$`: a sigil glued to a name or to a word is no sigil alone; a
                // Korean particle after it, `$는`, is no name.)
                guard !(after.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "_" || $0 == "{" } ?? false),
                      !(before.last.map { $0.isLetter || $0.isNumber } ?? false) else { continue }
                if explainsSigil(before: before, after: after), !found.contains(where: { $0.0 == String(plain[index]) }) {
                    found.append((String(plain[index]), line))
                }
            }
            return found
        }
    }

    /// Whether the text around a sigil says what it is: its kind word after it, its name
    /// before it, the Korean topic, a use before a name (`use $ before …`), or the English
    /// subject before its verb (`The $ lets Swift know …`).
    static func explainsSigil(before: Substring, after: Substring) -> Bool {
        let opening = before.trimmingWhitespace.lowercased()
        // `(no need to use the `$` prefix)`: a sentence that does without it says nothing of it.
        if sigilDoingWithout.contains(where: { opening.containsBytes($0) }) { return false }
        let rest = after.drop { $0 == " " || $0 == ")" }
        if sigilKindWords.contains(where: { rest.lowercased().hasPrefix($0) }) { return true }
        if sigilNames.contains(where: { opening.hasSuffix($0 + " (") || opening.hasSuffix($0 + "(") }) { return true }
        if sigilTopicParticles.contains(where: { after.hasPrefix($0) }) { return true }
        let words = opening.split(separator: " ")
        if words.last.map({ $0 == "use" || $0 == "the" && words.dropLast().last == "use" }) == true, rest.hasPrefix("before ") {
            return true
        }
        return ["", "the"].contains(opening) && opensWithVerb(after)
    }
}
