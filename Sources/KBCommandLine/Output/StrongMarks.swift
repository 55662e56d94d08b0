/// A passage keeps the note's markdown: `**Single Source of Truth**에 접근 가능`. A hit shown
/// to a person highlights its matches (in bold and colour on a terminal, between `**` in a
/// pipe), and the note's own `**` beside them would read as marks of the highlight
/// (`****Single**`): the person reads the text without them. `--json` keeps the text as
/// stored.
package enum StrongMarks {
    /// `text` without its `**` marks outside code spans, and `highlights` (character
    /// offsets) moved to match.
    package static func removed(from text: String, highlights: [Range<Int>]) -> (text: String, highlights: [Range<Int>]) {
        let characters = Array(text)
        guard text.contains("**") else { return (text, highlights) }
        var kept: [Character] = []
        // Where each character of `text` lands in the text kept (a mark: where the next kept
        // character lands).
        var position = [Int](repeating: 0, count: characters.count + 1)
        var inCode = false
        var index = 0
        while index < characters.count {
            position[index] = kept.count
            if characters[index] == "`" { inCode.toggle() }
            if !inCode, characters[index] == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                position[index + 1] = kept.count
                index += 2
                continue
            }
            kept.append(characters[index])
            index += 1
        }
        position[characters.count] = kept.count
        let moved = highlights.compactMap { range -> Range<Int>? in
            guard range.lowerBound >= 0, range.upperBound <= characters.count else { return nil }
            let moved = position[range.lowerBound]..<position[range.upperBound]
            return moved.isEmpty ? nil : moved
        }
        return (String(kept), moved)
    }
}
