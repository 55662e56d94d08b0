/// Links between notes as Obsidian and Logseq write them: `[[@State]]`, `[[Diffing]]으로`,
/// `[[값 의미론 (Value Semantics)]]`, `[[Views#Color|Color]]`. CommonMark has no such link and
/// shows the brackets; kb reads the name the link shows. A name of one word in Latin
/// letters is an API or a term the notes name elsewhere, and is marked as code
/// (`` `@State` ``), which says a name without saying the sentence explains it; other
/// names become their words. Code is left as written: fenced blocks, inline code, and
/// lines that read as Swift (`let grid: [[Int]] = …`).
enum WikiLinks {
    static func rewritten(_ text: String) -> String {
        guard text.containsBytes("[[") else { return text }
        var fence: String?  // the fence that opened the code block the line is in
        var lines: [String] = []
        for line in text.splitLines(omittingEmpty: false).map(String.init) {
            let trimmed = line.drop { " \t-*>".contains($0) }
            if let open = fence {
                // A fence closes at a run of its character as long or longer, and nothing
                // after it (```` ```swift ```` inside the code opens nothing).
                let run = trimmed.prefix { $0 == open.first }
                if run.count >= open.count, trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace) { fence = nil }
                lines.append(line)
                continue
            }
            if let mark = trimmed.first, mark == "`" || mark == "~", trimmed.prefix(while: { $0 == mark }).count >= 3 {
                fence = String(trimmed.prefix { $0 == mark })
                lines.append(line)
                continue
            }
            lines.append(!line.containsBytes("[[") || readsAsSwift(line) ? line : rewritten(line: line))
        }
        return lines.joined(separator: "\n")
    }

    /// The line with each link outside inline code replaced by the name it shows.
    static func rewritten(line: String) -> String {
        let characters = Array(line)
        var output = ""
        var position = 0
        while position < characters.count {
            let character = characters[position]
            if character == "`" {
                // Inline code runs to the next run of as many backticks.
                var ticks = 0
                while position + ticks < characters.count, characters[position + ticks] == "`" { ticks += 1 }
                var cursor = position + ticks
                var end: Int?
                while cursor < characters.count {
                    var run = 0
                    while cursor + run < characters.count, characters[cursor + run] == "`" { run += 1 }
                    if run == ticks { end = cursor + run; break }
                    cursor += max(run, 1)
                }
                let stop = end ?? characters.count
                output += String(characters[position..<stop])
                position = stop
                continue
            }
            if character == "[", position + 1 < characters.count, characters[position + 1] == "[",
               output.last != "!", let close = closing(characters, from: position + 2) {
                output += shown(String(characters[(position + 2)..<close]))
                position = close + 2
                continue
            }
            output.append(character)
            position += 1
        }
        return output
    }

    /// Where the `]]` that closes a link opened before `start` stands; nil when the line
    /// closes none, or the link is empty or holds a bracket.
    static func closing(_ characters: [Character], from start: Int) -> Int? {
        var cursor = start
        while cursor + 1 < characters.count {
            if characters[cursor] == "[" { return nil }
            if characters[cursor] == "]" { return characters[cursor + 1] == "]" && cursor > start ? cursor : nil }
            cursor += 1
        }
        return nil
    }

    /// What a link shows: its alias after `|`, else its target without the note it is in
    /// (`Views#Color` → Color); marked as code when it is one word in Latin letters.
    static func shown(_ target: String) -> String {
        var name = Substring(target)
        if let bar = name.lastIndex(of: "|") { name = name[name.index(after: bar)...] }
        else if let hash = name.lastIndex(of: "#"), name.index(after: hash) < name.endIndex { name = name[name.index(after: hash)...] }
        let words = name.trimmingWhitespace
        let isName = !words.isEmpty && words.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@._".contains($0)) }
            && words.contains(where: \.isLetter)
        return isName ? "`\(words)`" : words
    }

    /// `let grid: [[Int]] = …`, `var rows: [[String]]`: a line of Swift, whose brackets are
    /// an array's. (A line with Hangul is prose: `**Identity = "누구냐"**, [[Diffing]] = …`.)
    static func readsAsSwift(_ line: String) -> Bool {
        guard !line.unicodeScalars.contains(where: LearnerTerms.isHangul) else { return false }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return ["let ", "var ", "func ", "return ", "case "].contains { trimmed.hasPrefix($0) }
            || line.containsBytes(" = ") || line.containsBytes("->")
    }
}
