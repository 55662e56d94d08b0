import Foundation

/// Qualities a sentence ranks things by: `가장 유연성이 작은 뷰`, `가장 높은 재사용성을 가진
/// 구조`, `확장성(바꾸지 않고 늘리는 힘)이 가장 낮은`, or measures by degree: `flexible 정도를
/// 나타내면`. A note that orders views by a quality
/// teaches that quality, though it marks nothing and the quality is no sentence's topic.
/// Only a noun of a quality (a Sino-Korean noun ending in 성 or 력) counts, and only where
/// `가장` ranks by it: `가장 먼저`, `가장 큰 뷰` rank no quality.
extension ConceptExtractor {
    /// Adjectives of degree that measure a quality on a scale: `작은`, `높은`, `낮다`, `많은`.
    /// `가장 적응력이 좋은 뷰다` praises the view it is about; a quality is measured when the
    /// note ranks things by it, and so teaches it as a quantity.
    static let rankingAdjectives = ["작", "크", "큰", "높", "낮", "적", "많"]

    /// Qualities every text ranks by that name no concept: `가장 가능성이 높은`.
    static let commonQualities: Set<String> = ["가능성", "중요성", "필요성"]

    static func rankedQualities(_ block: MarkdownBlock) -> [(String, Int)] {
        guard block.text.containsBytes("가장 ") || block.text.containsBytes(" 정도") else { return [] }
        var terms: [(String, Int)] = []
        for (sentence, line) in sentencesWithLines(of: block.text, from: block.startLine) {
            // `적응력(제안했을 때 받아들이는 것)이`: a gloss in parentheses is no part of the ranking.
            let words = unmarkedWords(withoutParentheses(sentence))
            for (offset, word) in words.enumerated() where word == "가장" {
                if let quality = rankedQuality(words, at: offset) { terms.append((quality, line)) }
            }
            for (word, next) in zip(words, words.dropFirst()) where isDegreeOf(next) && isEnglishQuality(word) {
                terms.append((word, line))
            }
        }
        return terms
    }

    /// The quality `가장` at `offset` ranks by: the noun before it (`유연성이 가장 낮은`), after
    /// it (`가장 유연성이 작은`), or after its adjective, as the object of having it (`가장 적은
    /// 유연성을 가진`).
    static func rankedQuality(_ words: [String], at offset: Int) -> String? {
        func word(_ index: Int) -> String { words.indices.contains(index) ? words[index] : "" }
        func ranks(_ word: String) -> Bool { rankingAdjectives.contains { word.hasPrefix($0) } }
        if ranks(word(offset + 1)), let quality = quality(word(offset - 1), particles: ["이", "가"]) { return quality }
        if ranks(word(offset + 2)), let quality = quality(word(offset + 1), particles: ["이", "가"]) { return quality }
        if ranks(word(offset + 1)), ["가진", "가지", "갖"].contains(where: { word(offset + 3).hasPrefix($0) }),
           let quality = quality(word(offset + 2), particles: ["을", "를"]) {
            return quality
        }
        return nil
    }

    /// `정도를`, `정도가`: the degree of the word before, with its particle.
    static func isDegreeOf(_ word: String) -> Bool {
        word.hasPrefix("정도") && ["를", "가", "는", "에", "의"].contains(word.dropFirst(2))
    }

    /// `flexible` of `flexible 정도를 나타내면`: an English word measured by degree is a quality
    /// as `유연성` is. (`어느 정도`, `10 정도` measure no word.)
    static func isEnglishQuality(_ word: String) -> Bool {
        word.count >= 4 && word.allSatisfy { $0.isASCII && $0.isLetter } && !LearnerTerms.isGenericSubject(word)
    }

    /// `유연성이` → 유연성: a Hangul noun of a quality with one of `particles` glued.
    static func quality(_ word: String, particles: [String]) -> String? {
        guard let particle = particles.first(where: { word.hasSuffix($0) }) else { return nil }
        let noun = String(word.dropLast(particle.count))
        guard noun.count >= 3, noun.unicodeScalars.allSatisfy(LearnerTerms.isHangul), noun.hasSuffix("성") || noun.hasSuffix("력"),
              !commonQualities.contains(noun) else { return nil }
        return noun
    }

    /// `적응력(받아들이는 것)이 낮다` → `적응력이 낮다`: the text without what parentheses hold.
    static func withoutParentheses(_ text: Substring) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")", depth > 0 { depth -= 1 } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}
