import Foundation

/// Custom kinds of things: `커스텀 정렬`, `a custom alignment`.
extension ConceptExtractor {
    static let customPrefixes = ["커스텀 ", "사용자 정의 ", "custom ", "Custom "]
    static let customStopWords: Set<String> = ["가능", "가능한", "하게", "한", "하다", "할", "해서", "하여", "된"]

    /// `커스텀 정렬 조건을 …` → 커스텀 정렬; `a custom alignment` → custom alignment.
    static func customTerms(_ block: MarkdownBlock) -> [(String, Int)] {
        var terms: [(String, Int)] = []
        for prefix in customPrefixes {
            for found in block.text.byteRanges(of: prefix) {
                let nextWord = block.text[found.upperBound...].prefix { !$0.isWhitespace && !",.;:!?()".contains($0) }
                // `커스텀 정렬은 …`, `Custom alignments are …`: the sentence is about the custom
                // kind; `커스텀 뷰가 그렇다`, `a custom modifier` mention it in passing.
                let rest = block.text[found.upperBound...].dropFirst(nextWord.count)
                let sentence = block.text[found.upperBound...].prefix { !".!?\n".contains($0) }
                let isTopic = ["은", "는", "이란", "란"].contains { nextWord.hasSuffix($0) }
                    || SubjectPosition.endsInUse(sentence)
                    || prefix.first?.isUppercase == true && (rest.hasPrefix(" is ") || rest.hasPrefix(" are "))
                guard isTopic else { continue }
                let noun = strippingParticle(String(nextWord)).trimming("`*_")
                guard !noun.isEmpty, !customStopWords.contains(noun), noun.first?.isLetter == true else { continue }
                terms.append((prefix + noun, lineOf(found.lowerBound, in: block)))
            }
        }
        return terms
    }

    static func strippingParticle(_ word: String) -> String {
        for particle in ["으로", "에서", "이란", "을", "를", "은", "는", "이", "가", "의", "로", "과", "와", "도", "에"]
        where word.hasSuffix(particle) && word.count > particle.count + 1 {
            return String(word.dropLast(particle.count))
        }
        return word
    }
}
