import Foundation

/// `the fixed size modifier fixes this view at its ideal size`: an English note may name a
/// modifier in plain words rather than as code. When the words, joined as Swift joins them
/// (`fixedSize`), are a name its code calls, and they are the subject of their sentence, the
/// sentence explains that modifier.
extension ConceptExtractor {
    static let articles: Set<String> = ["the", "a", "an", "this"]

    /// The modifiers the sentences of `block` name in words as their subject, each with its
    /// line, when `codeWords` holds the joined name.
    static func spelledModifiers(_ block: MarkdownBlock, codeWords: Set<Substring>) -> [(String, Int)] {
        guard block.text.containsBytes(" modifier ") else { return [] }
        var found: [(String, Int)] = []
        for (sentence, line) in sentencesWithLines(of: block.text, from: block.startLine) {
            let words = sentence.split(separator: " ").map { $0.lowercased() }
            for index in words.indices where words[index] == "modifier" && index + 1 < words.count && index >= 2 {
                guard isSubjectsVerb(words[index + 1]) else { continue }
                let before = words[..<index].reversed().prefix { !articles.contains($0) }
                guard (1...3).contains(before.count), index - before.count - 1 >= 0,
                      articles.contains(words[index - before.count - 1]),
                      before.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLetter } }) else { continue }
                let parts = Array(before.reversed())
                let name = parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                if parts.count >= 2, codeWords.contains(Substring(name)) { found.append((name, line)) }
            }
        }
        return found
    }

    /// A verb after a subject in the present: `fixes`, `allows`, `is`, `does`.
    static func isSubjectsVerb(_ word: String) -> Bool {
        word == "is" || word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && word.allSatisfy(\.isLetter)
    }
}
