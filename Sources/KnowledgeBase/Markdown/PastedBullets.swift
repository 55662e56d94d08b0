/// Bullets pasted from a word processor or Apple Notes: `\t•\tModel: 데이터를 담당`. Indented
/// by a tab, CommonMark reads such lines as an indented code block (§4.4), but they are a
/// list the learner wrote, and kb reads each line as a list item: a passage, searchable,
/// that a card can explain from. (A sub-bullet, `◦`, is read as an item beside its parent:
/// the paste keeps no nesting kb could trust.)
enum PastedBullets {
    static let bullets: Set<Character> = ["•", "◦", "▪", "‣", "●", "○", "■", "□", "–"]
    /// Markdown's own bullets, indented where no list holds them (`\t- **AnyView** . AnyView is
    /// a view that …` after a block quote, MarshNotes): the writer's nested items, which
    /// CommonMark reads as code for want of the item they nest in, when each is a sentence.
    static let markdownBullets: Set<Character> = ["-", "*", "+"]

    /// Each bullet line's text, without its bullet, and its offset from the block's first
    /// line; nil unless every line that is not blank opens with a bullet and a space.
    static func items(_ literal: String) -> [(offset: Int, text: String)]? {
        var items: [(offset: Int, text: String)] = []
        for (offset, line) in literal.splitLines(omittingEmpty: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            // A tab follows the bullet where it was pasted (a `•` may have a space): `■ ■ ■`
            // in a diagram is no list.
            guard let bullet = trimmed.first, bullets.contains(bullet) || markdownBullets.contains(bullet),
                  let gap = trimmed.dropFirst().first, gap == "\t" || gap == " " && (bullet == "•" || markdownBullets.contains(bullet)) else {
                return nil
            }
            let text = String(trimmed.dropFirst().drop { $0 == " " || $0 == "\t" })
            guard !text.isEmpty else { return nil }
            // (Under markdown's own bullet, a sentence: `- swiftlint` in a YAML file, or `-
            // Text("Hi")` in a diff, is code.)
            if markdownBullets.contains(bullet),
               text.split(separator: " ").count < 3 || text.contains(where: { "{}=;\"".contains($0) }) || text.containsBytes("()") || text.containsBytes(").") {
                return nil
            }
            items.append((offset, text))
        }
        return items.isEmpty ? nil : items
    }
}
