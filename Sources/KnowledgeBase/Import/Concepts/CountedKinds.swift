import Foundation

/// `` `HStack`, `VStack`, `ZStack`의 세 종류가 있다 ``, `` `size`의 경우 `.fixed`, `.flexible`,
/// `.adaptive` 세 가지가 있다 ``: a sentence that counts the kinds of a thing and lists them
/// by their API names introduces each of them; the section goes on to show them. No rule
/// read a name in the middle of such a sentence, so the kinds a note opens a section with
/// had no card. Only API names marked as code are kinds here: plain words before a count
/// (`방법에는 크게 두가지가 있다`) name ways of doing something, not terms.
extension ConceptExtractor {
    /// The numerals a count of kinds opens with: `두 가지`, `세 종류`, `3가지`.
    static let kindNumerals: [String: Int] = ["두": 2, "세": 3, "네": 4, "다섯": 5, "2": 2, "3": 3, "4": 4, "5": 5]

    static func countedKinds(_ block: MarkdownBlock) -> [(String, Int)] {
        let text = block.text
        // `6. RenderingMode에는 .template, .orignal 두가지가 있다` over `template: …` and
        // `original: …`: a list item's kinds are explained by the items under it, which
        // card them (a card goes to a term's first definition, and the count would take it).
        guard block.listItem == nil, text.contains("있"), text.contains("가지") || text.contains("종류") else { return [] }
        return sentencesWithLines(of: text, from: block.startLine).flatMap { sentence, line in
            countedKinds(inSentence: sentence).map { ($0, line) }
        }
    }

    /// The API names `sentence` lists right before `N 가지가 있다` / `N 종류가 있다`, when
    /// there are as many as it counts; empty for any other sentence.
    static func countedKinds(inSentence sentence: Substring) -> [String] {
        let words = unmarkedWords(sentence)
        // (The same words with their marks: `unmarkedWords` keeps one word for each.)
        let markedWords = sentence.split(separator: " ")
        for (index, word) in words.enumerated() where index + 1 < words.count && words[index + 1].hasPrefix("있") {
            // `세가지가` holds its numeral; `세 종류가` has it as the word before.
            guard let kindWord = ["가지", "종류"].first(where: word.contains), let kindAt = word.range(of: kindWord),
                  ["", "가", "의", "이"].contains(String(word[kindAt.upperBound...])) else { continue }
            let glued = String(word[..<kindAt.lowerBound])
            let numeral = glued.isEmpty ? (index > 0 ? words[index - 1] : "") : glued
            guard let count = kindNumerals[numeral] else { continue }
            var names: [String] = []
            // (The names end where the numeral stands, as its own word or glued to the count.)
            var cursor = glued.isEmpty ? index - 2 : index - 1
            while cursor >= 0 {
                var name = words[cursor]
                // The last name carries the particle of the count (`ZStack의`); those before it
                // a comma or `와`/`과`.
                if names.isEmpty, name.hasSuffix("의") { name.removeLast() }
                guard names.isEmpty || name.hasSuffix(",") || ["와", "과"].contains(where: name.hasSuffix) else { break }
                if !names.isEmpty { name.removeLast() }
                guard markedWords[cursor].hasPrefix("`"), isIdentifierLike(name) else { break }
                names.insert(name, at: 0)
                cursor -= 1
            }
            return names.count == count ? names : []
        }
        return []
    }
}
