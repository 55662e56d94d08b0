/// `An environment object is a source of truth …`, `Stacks are the primary layout instrument
/// in SwiftUI.`, `View modifiers are all those little functions …`, `Stack views in SwiftUI
/// are used to arrange child views …`: English defines a common noun, which no mark sets
/// apart, by opening a sentence on it with an indefinite article, or in the plural, and
/// saying what it is. The noun phrase is the concept, even a generic word (the sentence
/// says what it is). `The content argument is just …`, `This is …`, `One is …` point at
/// something of the text, not at a kind of thing (`englishTopic` reads `A binding is …`
/// and API names).
extension ConceptExtractor {
    /// The words after `is` or `are` that open a definition: what kind of thing it is, what
    /// it is for.
    static let commonNounDefiners: Set<String> = ["a", "an", "the", "one", "all", "used", "special", "simply", "basically",
                                                  "essentially", "just", "what", "how"]

    /// Words that open a sentence's subject without naming a kind: pronouns, determiners,
    /// adverbs and the openings of clauses.
    static let commonNounOpeners: Set<String> = ["the", "this", "that", "these", "those", "it", "its", "they", "there", "here",
                                                 "one", "some", "all", "each", "every", "any", "both", "other", "another", "my",
                                                 "our", "your", "his", "her", "their", "what", "which", "who", "below", "above",
                                                 "if", "when", "while", "why", "how", "very", "most", "many", "such", "so", "also"]

    /// The common nouns the sentences of `block` define, each with its line.
    static func definedCommonNouns(_ block: MarkdownBlock) -> [(String, Int)] {
        // Most blocks define nothing so.
        guard block.text.containsBytes(" is ") || block.text.containsBytes(" are ") else { return [] }
        var found: [(String, Int)] = []
        for (sentence, line) in sentencesWithLines(of: block.text, from: block.startLine) {
            if let noun = definedCommonNoun(sentence.split(separator: " ", maxSplits: 7).map(String.init)),
               !found.contains(where: { $0.0 == noun }) {
                found.append((noun, line))
            }
        }
        return found
    }

    /// The noun phrase `words` define: `An` + a singular phrase + `is`, or a plural phrase +
    /// `are` (past `in SwiftUI`), one to three words of letters, then a definer.
    static func definedCommonNoun(_ words: [String]) -> String? {
        // (A sentence opens with a capital: `built-in modifiers are all exposed on View` at
        // a line's start goes on from the line before.)
        guard words.first?.first?.isUppercase == true else { return nil }
        let article = ["A", "An"].contains(words.first ?? "")
        let start = article ? 1 : 0
        guard let copula = words.indices.dropFirst(start + 1).prefix(5).first(where: { ["is", "are"].contains(words[$0]) }),
              copula + 1 < words.count, commonNounDefiners.contains(words[copula + 1].lowercased()) else { return nil }
        var phrase = Array(words[start..<copula])
        if phrase.count >= 3, phrase.suffix(2) == ["in", "SwiftUI"] { phrase.removeLast(2) }
        guard (1...3).contains(phrase.count), let first = phrase.first?.lowercased(), let last = phrase.last,
              !commonNounOpeners.contains(first), !first.hasSuffix("ing"),
              phrase.allSatisfy({ $0.count >= 2 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") } }),
              // (After the first, the words are the noun's: `View modifiers`, not `Views Modifiers`.)
              phrase.dropFirst().allSatisfy({ $0.first?.isLowercase == true }) else { return nil }
        // `An observable object is …` defines one; `Stacks are …` defines them all.
        let plural = last.hasSuffix("s") && !last.hasSuffix("ss")
        guard article ? words[copula] == "is" && !plural : words[copula] == "are" && plural else { return nil }
        // `Views are a function of their state`: what all of a kind are a one of states a
        // principle about them, not what they are.
        if plural, ["a", "an"].contains(words[copula + 1]) { return nil }
        return phrase.joined(separator: " ")
    }
}
