/// A note written as an outline indented by four spaces or a tab from its first bullet on
/// (`    -  Stacks` over `        - VStack(spacing: <number>) …`, ShoalNotes): CommonMark reads
/// the whole outline as one indented code block (§4.4), but the writer wrote a list, with code
/// lines among its items. kb reads such a block as the markdown it is: its items, their
/// nesting and the code in them. A block is an outline when its first line is a bullet
/// followed by words, half of its lines or more are bullets, and nothing marks it as a diff
/// (`@@`, `+++`) or as YAML (`- key: value` on every line).
enum IndentedOutlines {
    static func isOutline(_ literal: String) -> Bool {
        let lines = literal.splitLines().map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }
        guard let first = lines.first, lines.count >= 2, opensWithWords(first) else { return false }
        let bullets = lines.filter(isBullet)
        guard bullets.count * 2 >= lines.count else { return false }
        if lines.contains(where: { $0.hasPrefix("@@") || $0.hasPrefix("+++") || $0.hasPrefix("---") }) { return false }
        let keyValues = bullets.filter { line in
            line.dropFirst(2).split(separator: " ").first.map { $0.hasSuffix(":") && !$0.dropLast().contains(where: { !$0.isLetter && $0 != "_" }) } ?? false
        }
        return keyValues.count < bullets.count
    }

    /// `- `, `* ` or `+ ` and then anything.
    static func isBullet(_ line: Substring) -> Bool {
        guard let first = line.first, PastedBullets.markdownBullets.contains(first) else { return false }
        return line.dropFirst().first == " "
    }

    /// A bullet, then a word of two letters or more and another word: `-  Stacks of views`,
    /// `- To a construct a frame`.
    static func opensWithWords(_ line: Substring) -> Bool {
        guard isBullet(line) else { return false }
        let words = line.dropFirst().split(separator: " ")
        guard let word = words.first else { return false }
        return word.count >= 2 && word.allSatisfy(\.isLetter) && (words.count >= 2 || word.first?.isUppercase == true)
    }
}
