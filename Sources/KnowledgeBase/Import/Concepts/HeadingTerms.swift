import Foundation

/// The concepts a heading names; the prose under the heading explains them.
extension ConceptExtractor {
    static let headingStopWords: Set<String> = [
        "들어가며", "요약", "정리", "출처", "참고", "참고자료", "예시", "예제", "마치며", "결론", "목차", "소개",
        "summary", "introduction", "intro", "overview", "references", "reference", "conclusion", "contents",
        "example", "examples", "notes", "todo", "wrap-up", "recap",
    ]

    /// The concepts a heading names: `The ZStack` → ZStack; `HStack & VStack` → HStack,
    /// VStack; `Layout priority`; not `7. Introducing Stacks & Containers` nor `요약`.
    static func headingTerms(_ text: String) -> [String] {
        let heading = ChapterHeading(text)
        var title = heading.title.trimming(".:!?")
        title = withoutArticle(title)
        let words = title.split(separator: " ")
        guard let firstWord = words.first?.lowercased() else { return [] }
        if headingStopWords.contains(firstWord) || headingStopWords.contains(title.lowercased()) { return [] }
        guard title.count >= 2 else { return [] }
        let parts = splitConjunction(title).map(withoutArticle)
        let namesIdentifier = words.contains { isIdentifierLike(String($0)) }
        if heading.number != nil && !namesIdentifier { return [] }
        if heading.number == nil && words.count > 3 && !namesIdentifier { return [] }
        if parts.count > 1 && parts.allSatisfy({ isIdentifierLike($0) || isTermLike($0) && $0.split(separator: " ").count <= 2 }) {
            return parts
        }
        return words.count <= 4 ? [title] : []
    }

    static func withoutArticle(_ text: String) -> String {
        for article in ["The ", "the ", "A ", "An "] where text.hasPrefix(article) && text.count > article.count {
            return String(text.dropFirst(article.count))
        }
        return text
    }

    /// `A & B`, `A and B`, `A과 B`, `A와 B`, `A, B` → [A, B].
    static func splitConjunction(_ text: String) -> [String] {
        var parts = [text]
        // Each separator is looked for in the whole text first: most topics hold none.
        for separator in [" & ", " and ", ", ", "과 ", "와 ", " 및 "] where !text.byteRanges(of: separator).isEmpty {
            parts = parts.flatMap { $0.components(separatedByBytes: separator).map(String.init) }
        }
        return parts.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }

    /// A Swift identifier written the way APIs are: `GeometryReader`, `@State`, `.frame`,
    /// `layoutPriority`, not a plain word like `Layout`.
    static func isIdentifierLike(_ word: String) -> Bool {
        var body = Substring(word)
        var marked = false
        if let first = body.first, first == "@" || first == "." {
            body = body.dropFirst()
            marked = true
        }
        guard let first = body.first, first.isLetter || first == "_",
              body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), body.allSatisfy(\.isASCII) else {
            return false
        }
        return marked || body.dropFirst().contains(where: \.isUppercase)
    }
}
