/// Tables that compare APIs row by row: `| **`@State`** | ✅ Yes | View Lifecycle | … |` under
/// `| Property Wrapper | Source of Truth? | Lifetime Scope | … |`. Each row says what its
/// API is, column by column, as a two-column table's row does in one cell.
extension ConceptExtractor {
    /// The API a row of three cells or more names in its first cell, marked as code
    /// (`` **`@StateObject`** (Pre-iOS 17) `` → `@StateObject`), and what the other cells say
    /// of it under their headings (`Lifetime Scope: View Lifecycle`); nil for another row.
    static func comparedAPI(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        guard case .tableRow(let cells, false) = blocks[index].kind, cells.count >= 3,
              let term = leadingCode(cells[0]), isIdentifierLike(term),
              let header = tableHeader(before: index, in: blocks), header.count == cells.count else { return nil }
        let facts = zip(header.dropFirst(), cells.dropFirst()).filter { !$0.0.isEmpty && !$0.1.isEmpty }
            .map { "\($0.0.trimming(":")): \($0.1)" }
        return facts.isEmpty ? nil : (term, facts.joined(separator: "\n"))
    }

    /// The code a cell opens with, bold or not: `` **`@State`** `` → `@State`.
    static func leadingCode(_ cell: String) -> String? {
        let text = cell.drop { $0 == "*" || $0 == "_" || $0 == " " }
        guard text.first == "`" else { return nil }
        let code = text.dropFirst().prefix { $0 != "`" }
        return code.isEmpty || code.count == text.count - 1 ? nil : String(code)
    }

    /// The cells of the header row of the table `index` is a row of.
    static func tableHeader(before index: Int, in blocks: [MarkdownBlock]) -> [String]? {
        var cursor = index - 1
        while cursor >= 0, case .tableRow(let cells, let isHeader) = blocks[cursor].kind {
            if isHeader { return cells }
            cursor -= 1
        }
        return nil
    }

    /// `| Define model | `@Model class Name {}` |`, `| Always save after insert/delete | … |`:
    /// a cell of two words or more that opens with a verb says what to do (a cheat sheet's
    /// task and its code, a practice and its tip); the row names no term.
    /// (`Access control`, `Change tracking`, `Update cycle`: a verb may open a noun's name;
    /// a task's verb has its object, a preposition or the code that does it.)
    static func isTask(_ cells: [String]) -> Bool {
        let words = cells[0].split(separator: " ")
        guard words.count >= 2, let first = words.first?.lowercased(), imperativeVerbs.contains(first) || taskVerbs.contains(first)
        else { return false }
        let second = words[1].lowercased()
        return ["use", "always", "never", "don't", "avoid", "prefer", "keep"].contains(first)
            || ["to", "a", "an", "the", "your", "with", "from", "after", "before", "on", "in", "into"].contains(second)
            || cells.count > 1 && cells[1].trimmingWhitespace.hasPrefix("`")
    }

    /// `| UITextView | 동일 요소 없음 |`, `| … | N/A |`: an answer that says the row's thing has
    /// no counterpart or value explains nothing a card could ask (PineNotes' UIKit-to-SwiftUI
    /// table). An answer that says what is missing (`| lineLimit(nil) | 제한 없음 |`) does.
    static func saysThereIsNone(_ cell: String) -> Bool {
        let text = cell.filter { !"`*_".contains($0) }.trimmingWhitespace.trimming(".").lowercased()
        if noneAnswers.contains(text) { return true }
        let words = text.split(separator: " ")
        guard let last = words.last, ["없음", "없다", "없습니다"].contains(last) else { return false }
        return words.dropLast().contains { counterpartWords.contains(String($0)) }
    }

    static let noneAnswers: Set<String> = ["-", "—", "–", "n/a", "none", "없음", "해당 없음", "해당없음"]

    /// Words that say the missing thing is a counterpart: `동일 요소 없음`, `대응하는 뷰 없음`.
    static let counterpartWords: Set<String> = ["동일", "동일한", "대응", "대응하는", "같은", "해당", "비슷한", "대체"]

    /// Verbs a task opens with besides those of a tutorial's steps (`HeadingTerms.imperativeVerbs`).
    static let taskVerbs: Set<String> = [
        "use", "fetch", "save", "access", "bind", "avoid", "keep", "get", "load", "remove", "call", "store", "apply",
        "attach", "handle", "read", "check", "configure", "always", "never", "don't", "prefer", "hide", "change", "move",
    ]

    /// `| Object deallocates normally | ✅ Yes |`, `| You need early cancellation | … |`: a
    /// row that states a case, a clause in its first cell, which the other cells answer
    /// (OrchardNotes' summary tables); no term names it.
    static func statesACase(_ cell: String) -> Bool {
        let words = cell.lowercased().split(separator: " ").map(String.init)
        guard words.count >= 3 else { return false }
        if ["you", "we", "it", "they", "i", "there"].contains(words[0]) { return true }
        // (`deallocates normally`: a verb and its adverb; `Font weight family` names.)
        let adverbAfterVerb = words[words.count - 1].hasSuffix("ly") && ["s", "ed"].contains { words[words.count - 2].hasSuffix($0) }
        return words.dropFirst().contains { caseVerbs.contains($0) } || adverbAfterVerb
    }

    static let caseVerbs: Set<String> = ["is", "are", "exists", "happens", "occurs", "fails", "changes", "deallocates", "works",
                                         "runs", "needs", "returns", "gets", "becomes", "isn't", "aren't", "doesn't"]
}
