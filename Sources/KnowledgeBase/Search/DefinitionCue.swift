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
        var start = text.startIndex
        while start < text.endIndex, opening.contains(text[start]) || isListNumber(text, at: start) {
            start = text.index(after: start)
        }
        // An article before an English term (`A Spacer is …`).
        for article in ["A ", "An ", "The "] where text[start...].hasPrefix(article) {
            start = text.index(start, offsetBy: article.count)
            break
        }
        if let end = chainEnd(from: start, in: text, starts: starts, groups: groups), defines(text[end...]) {
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
    /// `` `ViewThatFits` ``, `GeometryReader란?`): nothing but markup outside the matches.
    static func titleIsTerm(_ title: String, groups: [[Range<String.Index>]]) -> Bool {
        guard !groups.isEmpty, groups.allSatisfy({ !$0.isEmpty }) else { return false }
        let matches = Highlighter.merged(groups.flatMap { $0 })
        var rest = ""
        var cursor = title.startIndex
        for match in matches {
            rest += title[cursor..<match.lowerBound]
            cursor = match.upperBound
        }
        let tail = title[cursor...]
        rest += tail
        let letters = rest.filter { $0.isLetter || $0.isNumber }
        guard !letters.isEmpty else { return true }
        // A particle glued to the term's end.
        let tailLetters = tail.filter { $0.isLetter || $0.isNumber }
        return letters == tailLetters && koreanTopic.contains(String(tailLetters))
    }
}
