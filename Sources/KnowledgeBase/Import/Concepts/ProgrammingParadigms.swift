/// `SwiftUI는 선언형 프로그래밍 방식으로, 데이터의 변화에 따라 UI가 자동으로 업데이트`,
/// `SwiftUI는 데이터 주도 방식의 개발을 강조 함`, `* Imperative programming *bad*`: a note
/// that introduces SwiftUI names the paradigm it is written in, declarative (or data-driven,
/// reactive) against imperative, in passing, as the manner of something else. The paradigm
/// is the concept a learner keeps from it: `선언형 프로그래밍`, `데이터 주도 방식`,
/// `Imperative programming`. An adjective alone (`선언적으로 작성한다`), before another noun
/// (`reactive 한 속성`) or among other adjectives names none.
extension ConceptExtractor {
    /// The paradigm's adjectives, as notes write them.
    static let paradigmWords = ["선언형", "선언적", "명령형", "명령적", "데이터 주도", "반응형",
                                "declarative", "Declarative", "imperative", "Imperative", "data-driven", "Data-driven",
                                "reactive", "Reactive"]
    /// The nouns a paradigm's name ends with.
    static let paradigmHeads = ["프로그래밍", "방식", "접근", "패러다임", "UI", "programming", "Programming", "paradigm", "Paradigm",
                                "approach", "Approach"]

    /// The paradigms `block` names, each once, with the line of its name.
    static func namedParadigms(_ block: MarkdownBlock) -> [(term: String, line: Int)] {
        let text = block.text
        // Most blocks hold none of the adjectives' stems.
        guard ["선언", "명령", "주도", "반응형", "ative", "driven"].contains(where: { text.containsBytes($0) }),
              // (`` `ForEach` is a fusion of … SwiftUI's declarative approach ``: a text about
              // an API names the paradigm in passing.)
              !text.hasPrefix("`") else { return [] }
        var found: [(term: String, line: Int)] = []
        for word in paradigmWords {
            let english = word.first?.isASCII == true
            for range in text.ranges(of: word) {
                // (An English adjective is a word of its own: not `nondeclarative`.)
                if english, range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isLetter { continue }
                let rest = text[range.upperBound...].drop { $0 == " " }
                guard let head = paradigmHeads.first(where: { rest.hasPrefix($0) }) else { continue }
                let end = text.index(rest.startIndex, offsetBy: head.count)
                // (An English noun ends its word: `programming`, not `programmings`; a Korean one
                // takes its particle: `방식으로`.)
                if end < text.endIndex, text[end].isLetter, head.first?.isASCII == true { continue }
                // `declarative UI code`: the name describes the code written so.
                if text[end...].drop(while: { $0 == " " }).hasPrefix("code") || text[end...].hasPrefix(" 코드") { continue }
                // `flexible, declarative UI`, `functional reactive programming`: an adjective
                // among others describes, or is a word of a longer name.
                if english, let before = text[..<range.lowerBound].split(separator: " ").last,
                   ["al", "ble", "ive", ","].contains(where: { before.hasSuffix($0) }) {
                    continue
                }
                let term = String(text[range.lowerBound..<end])
                if !found.contains(where: { $0.term.lowercased() == term.lowercased() }) {
                    found.append((term, lineOf(range.lowerBound, in: block)))
                }
            }
        }
        return found
    }
}
