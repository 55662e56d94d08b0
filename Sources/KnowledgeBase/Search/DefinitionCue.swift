import Foundation

/// Whether a passage defines the query's term, read from how it is written: notes define a
/// term by naming it first and saying what it is (`` `State`는 …``, `@State: …`,
/// `ZStack - …`, `A spacer is …`), by naming it (`이것을 Environment modifier라고 한다`,
/// `this is called a spacer`), or by writing the first paragraph under a heading that is
/// the term (`## State` then its explanation).
///
/// `groups` holds, for each word of the query, where it matches the text (Highlighter's
/// ranges): the term is those words one after another, with nothing but markup and
/// spaces between them.
enum DefinitionCue {
    /// Markup and list marks that may stand before a term that opens a passage.
    static let opening: Set<Character> = [" ", "\t", ">", "*", "-", "+", "#", "`", "@", "_", "[", "(", ".", "!", "\""]
    /// Markup that may close a term, or stand between its words.
    static let closing: Set<Character> = ["`", "*", "_", "]", ")", "\"", "'", "’", "(", "."]

    /// What follows a term that a sentence defines: a Korean topic particle, a colon or
    /// dash, or an English copula.
    static let koreanTopic = ["이란", "란", "은", "는", "이라는", "라는", "이라 함은", "이라함은"]
    static let separators = [":", " :", " -", " –", " —", " =", "="]
    static let englishVerbs = [" is ", " are ", " means ", " refers to ", " represents ", " defines "]
    /// What names a term: `X라고 한다`, `X(이)라고 부른다`.
    static let koreanNaming = ["이라고 하", "라고 하", "이라고 한", "라고 한", "이라고 합", "라고 합", "이라고 부", "라고 부",
                               "이라 한", "라 한", "이라 부", "라 부"]
    /// What names a term in English, before it: `is called X`, `known as X`.
    static let englishNaming = ["called ", "known as ", "named "]

    /// 1 when `text` opens with the term followed by what defines it, or names it; else 0.
    static func opensWithDefinition(_ text: String, groups: [[Range<String.Index>]]) -> Bool {
        guard !groups.isEmpty, groups.allSatisfy({ !$0.isEmpty }) else { return false }
        let starts = groups.flatMap { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        if let end = chainEnd(from: termStart(in: text), in: text, starts: starts, groups: groups), defines(text[end...]) {
            return true
        }
        // A term named anywhere in the passage.
        for match in starts {
            guard let end = chainEnd(from: match.lowerBound, in: text, starts: starts, groups: groups) else { continue }
            let after = text[end...]
            if koreanNaming.contains(where: { after.hasPrefix($0) }) { return true }
            let before = text[..<match.lowerBound].lowercased()
            let trimmed = before.hasSuffix("a ") ? String(before.dropLast(2)) : before.hasSuffix("an ") ? String(before.dropLast(3)) : before
            if englishNaming.contains(where: { trimmed.hasSuffix($0) }) { return true }
        }
        return false
    }

    /// Where a term that opens `text` starts: after markup, a list's number and an English
    /// article (`A Spacer is …`).
    static func termStart(in text: String) -> String.Index {
        var start = text.startIndex
        while start < text.endIndex, opening.contains(text[start]) || isListNumber(text, at: start) {
            start = text.index(after: start)
        }
        for article in ["A ", "An ", "The "] where text[start...].hasPrefix(article) {
            return text.index(start, offsetBy: article.count)
        }
        return start
    }

    /// Whether `text` opens with the term and `란` or `이란` (`SwiftUI란 UIKit 위에서 …`): what
    /// a learner who types `SwiftUI란` asks for, before passages that only open on the term
    /// as their topic (`SwiftUI는 항상 …`).
    static func opensWithWhatItIs(_ text: String, groups: [[Range<String.Index>]]) -> Bool {
        guard !groups.isEmpty, groups.allSatisfy({ !$0.isEmpty }) else { return false }
        let starts = groups.flatMap { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        guard let end = chainEnd(from: termStart(in: text), in: text, starts: starts, groups: groups) else { return false }
        let rest = text[end...]
        guard let particle = ["이란", "란"].first(where: { rest.hasPrefix($0) }) else { return false }
        return rest.dropFirst(particle.count).first.map { !KoreanEndings.isHangulSyllable($0.unicodeScalars.first!) } ?? true
    }

    /// Whether a query asks what its term is: a word of it ends in `이란`, a name in Latin
    /// letters in `란` (`SwiftUI란`), or its last word in `란` (`상태란`), or the particle
    /// stands apart after the term (`@Published 란`, `ObservableObject 이란?`). A Hangul word
    /// in `란` before another is as often an adjective (`동그란 뷰`, `파란 원`).
    static func asksWhatItIs(_ query: String) -> Bool {
        let words = query.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters) }
        return words.enumerated().contains { offset, word in
            if ["란", "이란"].contains(word) { return offset > 0 && offset == words.count - 1 }
            return word.count > 1 && (word.hasSuffix("이란")
                || word.hasSuffix("란") && (word.contains { $0.isASCII && $0.isLetter } || offset == words.count - 1))
        }
    }

    /// A digit that numbers a list item (`5.`, `2)`).
    static func isListNumber(_ text: String, at index: String.Index) -> Bool {
        guard text[index].isASCII, text[index].isNumber else { return false }
        let next = text.index(after: index)
        return next < text.endIndex && (text[next] == "." || text[next] == ")" || text[next].isNumber)
    }

    /// Where the term that starts at `start` ends: matches one after another, separated
    /// by spaces and markup only, covering every word of the query; nil when no such run
    /// starts there.
    static func chainEnd(
        from start: String.Index, in text: String, starts: [Range<String.Index>], groups: [[Range<String.Index>]]
    ) -> String.Index? {
        var covered: Set<Int> = []
        var cursor = start
        var end: String.Index?
        while let match = starts.first(where: { $0.lowerBound == cursor }) {
            for (index, ranges) in groups.enumerated() where ranges.contains(match) { covered.insert(index) }
            end = match.upperBound
            cursor = match.upperBound
            while cursor < text.endIndex, text[cursor] == " " || closing.contains(text[cursor]) {
                cursor = text.index(after: cursor)
            }
        }
        guard let end, covered.count == groups.count else { return nil }
        // Closing markup and a parenthesised gloss (`커스텀 정렬(custom alignment)은`).
        var after = end
        while after < text.endIndex, closing.contains(text[after]), text[after] != "(" {
            after = text.index(after: after)
        }
        if after < text.endIndex, text[after] == "(",
           let close = text[after...].prefix(60).firstIndex(of: ")") {
            after = text.index(after: close)
        }
        return after
    }

    /// Whether `rest`, what follows a term, says what the term is.
    static func defines(_ rest: Substring) -> Bool {
        for particle in koreanTopic where rest.hasPrefix(particle) {
            let next = rest.dropFirst(particle.count).first
            if next.map({ !KoreanEndings.isHangulSyllable($0.unicodeScalars.first!) }) ?? true { return true }
        }
        if separators.contains(where: { rest.hasPrefix($0) }) { return true }
        let lowered = rest.prefix(16).lowercased()
        return englishVerbs.contains { lowered.hasPrefix($0) }
    }

    /// Whether a chapter's title is the term itself, perhaps with a particle (`State`,
    /// `` `ViewThatFits` ``, `GeometryReader란?`) or after the section's number (`1. @Published`,
    /// `(2) ObservedObject`), or glossed in parentheses: nothing but markup outside the matches.
    static func titleIsTerm(_ title: String, groups: [[Range<String.Index>]]) -> Bool {
        guard !groups.isEmpty, groups.allSatisfy({ !$0.isEmpty }) else { return false }
        let matches = Highlighter.merged(groups.flatMap { $0 })
        var rest = ""
        var cursor = min(afterSectionNumber(title), matches.first?.lowerBound ?? title.endIndex)
        for match in matches {
            rest += title[cursor..<match.lowerBound]
            cursor = match.upperBound
        }
        var tail = title[cursor...]
        // `ObservableObject (감시할 수 있는)`: a gloss in parentheses after the term says what
        // the term is, and the title is still the term.
        if tail.trimmingCharacters(in: .whitespaces).hasSuffix(")"), let open = tail.lastIndex(of: "(") {
            tail = tail[..<open]
        }
        rest += tail
        let letters = rest.filter { $0.isLetter || $0.isNumber }
        guard !letters.isEmpty else { return true }
        // A particle glued to the term's end.
        let tailLetters = tail.filter { $0.isLetter || $0.isNumber }
        return letters == tailLetters && koreanTopic.contains(String(tailLetters))
    }

    /// Where a chapter title's words start: after the number that opens it, as a heading
    /// numbers its chapter (`ChapterHeading`: `1. `, `2.3 `, `4) `) or a list its item
    /// (`droppingListNumber`: `(2) `); else at the title's start.
    static func afterSectionNumber(_ title: String) -> String.Index {
        let unnumbered = ChapterHeading(title).title.droppingListNumber
        guard unnumbered.count < title.count, title.hasSuffix(unnumbered) else { return title.startIndex }
        return title.index(title.endIndex, offsetBy: -unnumbered.count)
    }
}
