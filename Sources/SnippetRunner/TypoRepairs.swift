/// Typos a note's code makes that stop Swift's parser but not a reader: a call left open
/// before its modifiers (`Text("Hello"` over `.lineLimit(3)`), brackets typed in full
/// width by a Korean or Japanese input method (`｝`), a property without `var`
/// (`@State private selectedIndex = 0`), an assignment typed apart (`+ =`), a word
/// stressed in markdown's bold inside the code (`**@escaping**`), an interpolation left open
/// (`Text("\(age")`), the note's prose among the code (`ProseInCode`), a chat's code box
/// header pasted with it (`ChatCopyHeader`), a lone `.` of a modifier never written and a
/// view copied without its last `}`s (`OpenBlocksAtEnd`). kb
/// runs the code repaired and says where, so the learner sees the picture the note meant and
/// can fix the note.
enum TypoRepairs {
    /// Each repair, with what the warning on a repaired line says.
    static let all: [(repair: @Sendable (String) -> (code: String, lines: [Int])?, message: String)] = [
        (commentingChatHeader, "a chat's language name and copy button pasted over the code: run as a comment"),
        (asciiBrackets, "a bracket typed in full width: run as its ASCII bracket"),
        (straightQuotes, "a string between curly quotes (“…”), as an editor types them: run between `\"`"),
        (closingCalls, "a `(` this line leaves open: run closed at the line's end"),
        (declaringVars, "a property declared without `var`: run with `var`"),
        (joiningAssignments, "an assignment operator typed apart (`+ =`): run joined (`+=`)"),
        (droppingBoldMarks, "markdown's bold (`**@escaping**`) in code: run without the marks"),
        (closingInterpolations, "an interpolation `\\(` left open at its string's end: run closed"),
        (commentingProse, "the note's prose among the code: run as a comment"),
        (commentingBareDots, "a `.` with no modifier after it, left unwritten: run as a comment"),
        (commentingUnopenedClosers, "a `}` that closes nothing, left from the code around the note's part: run as a comment"),
        (closingOpenBlocks, "the code stops here with a `{` left open: run closed after this line"),
    ]

    /// `source` with each line of a lone `.` (a modifier the note began and never wrote, under
    /// a view's closing brace) made a comment; nil when there is none. A line of a multi-line
    /// string is its text.
    static func commentingBareDots(_ source: String) -> (code: String, lines: [Int])? {
        let inText = MultilineStrings.lineIndices(in: source)
        return repairingLines(of: source) { index, lines in
            !inText.contains(index) && lines[index].trimmingWhitespace == "." ? lines[index].replacingOccurrences(of: ".", with: "// .") : nil
        }
    }

    /// `source` with each line that leaves a `(` open, ends on a finished argument (a
    /// string, a number, a name or a `)`), and is followed by a modifier line, closed at its
    /// end; and the lines closed. Nil when no line is.
    static func closingCalls(_ source: String) -> (code: String, lines: [Int])? {
        repairingLines(of: source) { index, lines in
            let open = unclosedParentheses(lines[index])
            let trimmed = lines[index].trimmingWhitespace
            guard open > 0, let last = trimmed.last, last == "\"" || last == ")" || last.isLetter || last.isNumber else { return nil }
            let next = lines[(index + 1)...].first { !$0.trimmingWhitespace.isEmpty }?.trimmingWhitespace
            // Only a modifier line after it says the call was meant to end there: a next line
            // of arguments (`alignment: .center,`) goes on with the call, and a lone line is
            // an unfinished one (`Classifier`).
            guard let next, next.hasPrefix(".") else { return nil }
            return lines[index] + String(repeating: ")", count: open)
        }
    }

    /// `source` with each line `repair` gives anew (from the line's index among the lines),
    /// and the lines it gave, counted from 1; nil when it gives none.
    static func repairingLines(of source: String, _ repair: (Int, [String]) -> String?) -> (code: String, lines: [Int])? {
        var lines = source.splitLines(omittingEmpty: false).map(String.init)
        var repaired: [Int] = []
        for index in lines.indices {
            guard let line = repair(index, lines) else { continue }
            lines[index] = line
            repaired.append(index + 1)
        }
        return repaired.isEmpty ? nil : (lines.joined(separator: "\n"), repaired)
    }

    /// How many `(` of `line` stay open, outside string literals.
    static func unclosedParentheses(_ line: String) -> Int {
        let (code, endsInString) = outsideStrings(line)
        guard !endsInString else { return 0 }
        var depth = 0
        for character in code {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: break
            }
        }
        return depth
    }

    /// `line` without the text of its string literals (their quotes kept), and whether it
    /// ends inside one.
    static func outsideStrings(_ line: String) -> (code: String, endsInString: Bool) {
        var code = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                    code.append(character)
                }
                continue
            }
            if character == "\"" { inString = true }
            code.append(character)
        }
        return (code, inString)
    }

    static let fullWidth: [Character: Character] = ["｛": "{", "｝": "}", "（": "(", "）": ")", "［": "[", "］": "]"]

    /// `source` with brackets typed in full width made ASCII, and the lines that had one;
    /// nil when none has.
    static func asciiBrackets(_ source: String) -> (code: String, lines: [Int])? {
        guard source.contains(where: { fullWidth[$0] != nil }) else { return nil }
        let lines = source.splitLines(omittingEmpty: false)
        let changed = lines.indices.filter { lines[$0].contains { fullWidth[$0] != nil } }.map { $0 + 1 }
        return (String(source.map { fullWidth[$0] ?? $0 }), changed)
    }

    /// `source` with each curly double quote outside a string literal and a comment made
    /// straight (`defaults.set(object, forKey: “SomeKey”)`: a word processor or a notes app
    /// typed them); and the lines changed. Curly quotes inside a string are its text.
    static func straightQuotes(_ source: String) -> (code: String, lines: [Int])? {
        guard source.contains(where: { $0 == "“" || $0 == "”" }) else { return nil }
        let inText = MultilineStrings.lineIndices(in: source)
        return repairingLines(of: source) { index, lines in
            guard !inText.contains(index) else { return nil }
            var line = ""
            var inString = false, escaped = false, changed = false
            var characters = lines[index][...]
            while let character = characters.popFirst() {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    line.append(character)
                } else if character == "/", characters.first == "/" {
                    line.append(character)
                    line += characters
                    break
                } else if character == "“" || character == "”" {
                    // An opening quote starts a string, which the next straight or curly quote ends.
                    line.append("\"")
                    changed = true
                    if character == "“" {
                        while let inner = characters.popFirst() {
                            if inner == "”" || inner == "\"" { line.append("\""); break }
                            line.append(inner)
                        }
                    }
                } else {
                    if character == "\"" { inString = true }
                    line.append(character)
                }
            }
            return changed ? line : nil
        }
    }

    static let accessModifiers: Set<Substring> = ["private", "fileprivate", "public", "internal"]

    /// `@State private selectedIndex = 0`: a property declared with its attribute and
    /// access but without `var`, run with `var`; and the lines given it. Nil when none is.
    static func declaringVars(_ source: String) -> (code: String, lines: [Int])? {
        repairingLines(of: source) { index, lines in
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let words = line.dropFirst(indent.count).split(separator: " ")
            // The attributes (`@State`, `@Published`), then access words, then the name.
            let attributes = words.prefix { $0.hasPrefix("@") && !$0.contains("(") }
            let access = words.dropFirst(attributes.count).prefix { accessModifiers.contains($0) }
            let nameAt = attributes.count + access.count
            guard !attributes.isEmpty, !access.isEmpty, nameAt < words.count else { return nil }
            let identifier = words[nameAt].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard identifier.first?.isLetter == true || identifier.first == "_", !declarationWords.contains(identifier) else { return nil }
            // What follows the name is its type or its value: `name = 0`, `name: Int`.
            let rest = words[nameAt].dropFirst(identifier.count)
            let next = nameAt + 1 < words.count ? words[nameAt + 1] : ""
            guard rest.hasPrefix(":") || rest.hasPrefix("=") || rest.isEmpty && (next.hasPrefix("=") || next.hasPrefix(":")) else {
                return nil
            }
            return indent + words[..<nameAt].joined(separator: " ") + " var " + words[nameAt...].joined(separator: " ")
        }
    }

    /// Words that declare something themselves, after which no `var` is missing.
    static let declarationWords: Set<Substring> = ["var", "let", "func", "class", "struct", "static", "lazy", "weak"]

    /// `score + = 1`: a compound assignment typed apart, run joined (`+=`); and the lines
    /// joined. Nil when none is. Text in string literals is left as it is.
    static func joiningAssignments(_ source: String) -> (code: String, lines: [Int])? {
        rewritingOutsideStrings(source) { characters, position in
            guard "+-*/".contains(characters[position]), position + 2 < characters.count, characters[position + 1] == " ",
                  characters[position + 2] == "=", position + 3 >= characters.count || characters[position + 3] != "=" else { return nil }
            return ("\(characters[position])=", 3)
        }
    }

    /// `source` with what `rewrite` gives for the characters of each line outside string
    /// literals and comments (from the characters and a position: the text to write and how
    /// many characters it stands for), and the lines rewritten; nil when none is.
    static func rewritingOutsideStrings(_ source: String,
                                        _ rewrite: ([Character], Int) -> (text: String, length: Int)?) -> (code: String, lines: [Int])? {
        repairingLines(of: source) { index, lines in
            let characters = Array(lines[index])
            var output = ""
            var inString = false
            var escaped = false
            var changed = false
            var position = 0
            while position < characters.count {
                let character = characters[position]
                if inString, escaped {
                    escaped = false
                } else if inString, character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString.toggle()
                }
                // (A comment is left as it is: `// **주의**`.)
                if !inString, character == "/", position + 1 < characters.count, characters[position + 1] == "/" {
                    output += String(characters[position...])
                    break
                }
                if !inString, let (text, length) = rewrite(characters, position) {
                    output += text
                    position += length
                    changed = true
                    continue
                }
                output.append(character)
                position += 1
            }
            return changed ? output : nil
        }
    }

    /// `func animate(_ execute: **@escaping** () -> Void)`: a word between `**` and `**`
    /// outside a string, which the note meant to stress; Swift has no `**` operator.
    static func droppingBoldMarks(_ source: String) -> (code: String, lines: [Int])? {
        guard source.contains("**") else { return nil }
        return rewritingOutsideStrings(source) { characters, position in
            guard characters[position] == "*", position + 1 < characters.count, characters[position + 1] == "*",
                  let close = closingBold(characters, from: position + 2) else { return nil }
            return (String(characters[(position + 2)..<close]), close + 2 - position)
        }
    }

    /// Where the `**` that closes a bold word starting at `start` stands: the word is one
    /// or more characters without spaces, stars or quotes.
    static func closingBold(_ characters: [Character], from start: Int) -> Int? {
        var cursor = start
        while cursor < characters.count, !" *\"".contains(characters[cursor]) { cursor += 1 }
        guard cursor > start, cursor + 1 < characters.count, characters[cursor] == "*", characters[cursor + 1] == "*" else { return nil }
        return cursor
    }

    /// `Text("\(user.age")`: an interpolation whose `)` the note forgot before the string's
    /// closing quote, run closed there; and the lines closed. A quote inside an
    /// interpolation opens a nested string (`"\(name("a"))"`) unless no quote follows it
    /// on the line to close it.
    static func closingInterpolations(_ source: String) -> (code: String, lines: [Int])? {
        guard source.contains("\\(") else { return nil }
        return repairingLines(of: source) { index, lines in
            let characters = Array(lines[index])
            var output = ""
            var inString = false
            var escaped = false
            var depth = 0  // parentheses open inside the current interpolation
            var changed = false
            for (position, character) in characters.enumerated() {
                if depth > 0 {
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    if character == "\"", !characters[(position + 1)...].contains("\"") {
                        // The quote the note meant to close the string closes it.
                        output += String(repeating: ")", count: depth) + "\""
                        depth = 0
                        inString = false
                        changed = true
                        continue
                    }
                } else if inString {
                    if escaped {
                        escaped = false
                        if character == "(" { depth = 1 }
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character == "\"" {
                    inString = true
                }
                output.append(character)
            }
            return changed ? output : nil
        }
    }
}
