import Foundation

/// `term - explanation` list items: `- size - The size of space available to the reader.`,
/// `* VStack — 뷰를 세로로 쌓는다`. A list of terms each with its explanation after a dash is
/// the glossary a note writes as often as `term: explanation` (ColonDefinitions). Paragraphs
/// make such a glossary too when each opens with its term marked as code or in bold
/// (`` `@State` - State should hold the instantiation of a primitive. ``); unmarked, a
/// paragraph's words before a dash are as often the start of a sentence.
extension ConceptExtractor {
    /// Dashes that part a term from its explanation, spaced on both sides: a hyphen inside
    /// a word (`read-only`, `top-leading`) parts nothing.
    static let definingDashes = [" - ", " – ", " — "]

    /// The term and its explanation of a list item that opens `term - explanation`, or nil.
    static func dashDefinition(_ block: MarkdownBlock) -> (String, String)? {
        let text = block.text
        guard block.listItem != nil || block.kind == .paragraph else { return nil }
        let firstLine = text.prefix { $0 != "\n" }
        guard let dash = definingDashes.compactMap({ firstLine.firstByteRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else {
            return nil
        }
        // A dash inside code (`` `a - b` ``) is an expression's.
        guard !block.spans.contains(where: { $0.kind == .code && $0.range.contains(dash.lowerBound) }) else { return nil }
        var before = text[..<dash.lowerBound]
        // `` `@StateObject` (new in iOS 14) - SwiftUI owns … ``: an aside in parentheses after
        // the marked name is no part of it.
        if before.hasSuffix(")"), let open = before.lastIndex(of: "("), open > before.startIndex,
           case let name = before[..<open].trimmingCharacters(in: .whitespaces),
           block.spans.contains(where: { $0.kind == .code && "`\($0.text)`" == name }) {
            before = before[..<open]
        }
        guard block.listItem != nil || opensWithMarkedTerm(block, endingAt: dash.lowerBound) else { return nil }
        let term = withoutTypedArguments(String(before).droppingListNumber.trimming("`*_ \"'“”")).filter { $0 != "`" }
        let explanation = String(text[dash.upperBound...]).trimmingWhitespace
        guard term.split(separator: " ").count <= 4, !isCutSentence(term), isTermLike(term),
              !colonStopWords.contains(term.lowercased()), isSentenceLike(explanation), !explanation.hasPrefix("http"),
              !isMenuPath(explanation),
              // (`WWDC 19 - [Building Custom Views with SwiftUI](…)`: a talk's title, linked,
              // is what the entry points at, not what its name means.)
              !block.linkedTexts.contains(where: { $0.trimmingWhitespace == explanation.trimming(".") }),
              // (`[apple-uikit-lifecycle](apple-uikit-lifecycle.md) - UIKit 과의 공존`: a link to
              // another note, then what that note covers: a list of related notes, no term.)
              !(isNoteSlug(term) && block.linkedTexts.contains(where: { $0.trimmingWhitespace == term })) else {
            return nil
        }
        return (term, explanation)
    }

    /// `TARGETS - Restart(앱이름) 에서 변경가능`, `TARGETS - Restart - Info - LaunchScreen 에서
    /// 설정가능`: the names of Xcode's panes, a dash between each, and where a setting is found
    /// in them; the text after the first dash goes on along the path (another dash, or the
    /// next name and `에서`), it does not explain the first name.
    static func isMenuPath(_ explanation: String) -> Bool {
        let firstLine = explanation.prefix { $0 != "\n" }
        // (A name's gloss in parentheses, `Restart(앱이름)`, is part of the name.)
        let words = firstLine.split(separator: " ").map { $0.prefix { $0 != "(" } }
        let names = words.prefix { $0.first?.isUppercase == true && $0.allSatisfy(\.isASCII) }
        guard (1...3).contains(names.count), names.count < words.count else { return false }
        let next = words[names.count]
        // `Deployment Info 옵션에서`: the place may carry its kind word.
        return next == "-" || next.hasSuffix("에서") && next.count <= 4
    }

    /// Whether the block's text up to `end` is one span marked as code or in bold.
    private static func opensWithMarkedTerm(_ block: MarkdownBlock, endingAt end: String.Index) -> Bool {
        let marked = block.text[..<end].trimmingCharacters(in: .whitespaces)
        return block.spans.contains { $0.kind != .emphasis && block.text[$0.range] == marked }
    }

    /// `apple-uikit-lifecycle`: a note's file name as a link's text, lower-case words joined
    /// by hyphens (an API's name, `LazyVGrid`, is no such slug).
    static func isNoteSlug(_ text: String) -> Bool {
        text.contains("-") && text.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}
