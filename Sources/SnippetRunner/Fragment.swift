import LayoutEngine

/// The example a chapter showed last: what a fragment after it edits.
struct ShownExample {
    /// Which of the runner's runs made it (0 for the first snippet it ran).
    let ordinal: Int
    /// Its code, with any earlier edit applied.
    let source: String
    /// The view it laid out.
    let view: View
    let layout: LayoutResult
    /// The View type it showed, when it showed one: what a bare `var body` replaces the body of.
    let type: TypeDeclaration?
    /// The lone modifier the last fragment added to it, and the view it was added onto: the
    /// next step of a note may change that modifier (`.background(Capsule())`, then the
    /// capsule filled), which replaces it rather than adds another.
    var added: (call: String, onto: View)? = nil
}

/// A snippet that edits the example before it, the way notes write a change:
/// - a lone modifier (`.frame(width: 300, height: 100)`) is added to that example;
/// - a changed first line (`HStack(alignment: .bottom) {`) replaces the line of the
///   example that opens with the same view;
/// - lines copied from inside the example with a word changed (the two Texts of an HStack,
///   one `warm` become `warn`) replace the lines they were copied from, so the example keeps
///   the container the note leaves out.
/// (A bare `var body` is the third kind: see `ImplicitView`.)
enum Fragment {
    /// The name a lone modifier's chain is written on: the edited example's view.
    static let editedName = "_kbEdited"

    enum Kind: Equatable {
        case modifier
        case replacedModifier(old: String, new: String)
        /// The lone modifier the fragment before added, changed: run on the view it was added onto.
        case replacedAddedModifier(old: String, new: String)
        case firstLine(old: String, new: String)
        case changedLines(old: String, new: String, more: Int)
    }

    /// The code to run for `source` as an edit of `shown`, or nil when it is no such edit.
    static func edit(_ source: String, of shown: ShownExample?) -> (source: String, kind: Kind)? {
        guard let shown else { return nil }
        let lines = source.splitLines(omittingEmpty: false).map(String.init)
        guard let first = lines.firstIndex(where: isCode) else { return nil }
        let opening = lines[first].trimmingWhitespace
        if opening.hasPrefix(".") {
            let call = callText(lines[first...])
            if let added = shown.added, added.call != call, modifierName(added.call) == modifierName(call), let code = self.added(source) {
                return (code, .replacedAddedModifier(old: added.call, new: call))
            }
            if let replaced = replacedModifier(call, in: shown.source) {
                return replaced
            }
            return added(source).map { ($0, .modifier) }
        }
        return changedFirstLine(lines, first: first, of: shown) ?? changedLines(lines, of: shown)
    }

    /// A lone modifier's call without its comments, its lines kept apart; nil for other code.
    static func loneCall(_ source: String) -> String? {
        let lines = source.splitLines(omittingEmpty: false).map(String.init)
        guard let first = lines.firstIndex(where: isCode), lines[first].trimmingWhitespace.hasPrefix(".") else { return nil }
        return callText(lines[first...])
    }

    /// The call's lines as one text: each without its comment (which would otherwise run on
    /// over the lines after it), kept apart by newlines (`Circle()` on one line and `Circle()`
    /// on the next are two statements of a closure, not one).
    static func callText(_ lines: ArraySlice<String>) -> String {
        lines.filter(isCode).map { withoutComment($0).trimmingWhitespace }.joined(separator: "\n")
    }

    /// A lone modifier as code that adds it to the example before: `.padding()` →
    /// `_kbEdited.padding()`, on the same line so that lines stay as written.
    static func added(_ source: String) -> String? { applied(source, to: editedName) }

    /// The view a lone modifier is shown on when no example comes before it in its chapter.
    static let sample = "Text(\"Text\")"

    /// A lone modifier written on `view`, on the modifier's own line.
    static func applied(_ source: String, to view: String) -> String? {
        var lines = source.splitLines(omittingEmpty: false).map(String.init)
        guard let first = lines.firstIndex(where: isCode), lines[first].trimmingWhitespace.hasPrefix(".") else { return nil }
        let indent = lines[first].prefix { $0 == " " || $0 == "\t" }
        lines[first] = indent + view + lines[first].trimmingWhitespace
        return lines.joined(separator: "\n")
    }

    /// Two or more lines that match, line for line, lines inside the example before, the same
    /// code but for the text of a string or a number, with one line at least unchanged and
    /// one changed: the note copied part of the example to change a word of it.
    static func changedLines(_ lines: [String], of shown: ShownExample) -> (source: String, kind: Kind)? {
        let copied = lines.filter(isCode).map { withoutComment($0).trimmingWhitespace }
        var edited = shown.source.splitLines(omittingEmpty: false).map(String.init)
        let code = edited.indices.filter { isCode(edited[$0]) }
        guard copied.count >= 2, code.count > copied.count else { return nil }
        // Each code line of the example as compared, made once: every window reads it again.
        let compared = code.map { withoutComment(edited[$0]).trimmingWhitespace }
        for start in 0...(code.count - copied.count) {
            let window = compared[start..<(start + copied.count)]
            let differing = zip(window, copied).filter { $0 != $1 }
            guard !differing.isEmpty, differing.count < copied.count,
                  zip(window, copied).allSatisfy({ shape($0) == shape($1) }) else { continue }
            for (offset, index) in code[start..<(start + copied.count)].enumerated() {
                let indent = edited[index].prefix { $0 == " " || $0 == "\t" }
                edited[index] = indent + copied[offset]
            }
            return (edited.joined(separator: "\n"),
                    .changedLines(old: differing[0].0, new: differing[0].1, more: differing.count - 1))
        }
        return nil
    }

    /// A line without a `//` comment after its code (one outside a string; an escaped quote,
    /// `"\""`, does not end the string).
    static func withoutComment(_ line: some StringProtocol) -> String {
        var inString = false, escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
        }
        return String(line)
    }

    /// The code of a line with the text of its strings and its numbers left out: what stays
    /// the same when a note changes a word or a number.
    static func shape(_ line: String) -> String {
        var out = ""
        var inString = false
        for character in line {
            if character == "\"" {
                inString.toggle()
                out.append(character)
            } else if !inString {
                if character.isNumber { if out.last != "0" { out.append("0") } } else { out.append(character) }
            }
        }
        return out
    }

    /// `background` of `.background(Capsule())`: the name of a lone modifier's first call.
    static func modifierName(_ call: String) -> String {
        String(call.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// `.frame(width: 300, height: 100)` after an example with one `.frame(…)`: the note
    /// changes that modifier's arguments ("width를 300으로 해보면"), so the call replaces it.
    static func replacedModifier(_ call: String, in source: String) -> (source: String, kind: Kind)? {
        let name = modifierName(call)
        guard !name.isEmpty, call.dropFirst(name.count + 1).hasPrefix("("),
              let end = closingParenthesis(in: call, from: call.index(call.startIndex, offsetBy: name.count + 1)),
              call.index(after: end) == call.endIndex else { return nil }
        let opening = "." + name + "("
        let occurrences = source.ranges(of: opening)
        guard occurrences.count == 1, let range = occurrences.first,
              let close = closingParenthesis(in: source, from: source.index(before: range.upperBound)) else { return nil }
        // A modifier with a trailing closure is more than its arguments: not replaced.
        if source[source.index(after: close)...].drop(while: { $0 == " " }).hasPrefix("{") { return nil }
        let old = String(source[range.lowerBound...close])
        guard old != call else { return nil }
        return (source.replacingCharacters(in: range.lowerBound...close, with: call), .replacedModifier(old: old, new: call))
    }

    /// The `)` that closes the `(` at `open`, skipping nested parentheses and strings.
    static func closingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var inString = false
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            // A `//` comment runs to the end of its line: its parentheses are words.
            if !inString, character == "/", text[index...].hasPrefix("//") {
                guard let newline = text[index...].firstIndex(of: "\n") else { return nil }
                index = newline
                continue
            }
            if !inString {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `HStack(alignment: .bottom) {` alone (with at most a closing brace or `...` after
    /// it) edits the line of the example before that opens the same view.
    static func changedFirstLine(_ lines: [String], first: Int, of shown: ShownExample) -> (source: String, kind: Kind)? {
        let opening = lines[first].trimmingWhitespace
        let rest = lines[(first + 1)...].filter(isCode).map(\.trimmingWhitespace)
        guard opening.hasSuffix("{"), rest.allSatisfy({ ["}", "...", "…"].contains($0) }),
              let name = openedView(opening) else { return nil }
        var edited = shown.source.splitLines(omittingEmpty: false).map(String.init)
        guard let target = edited.firstIndex(where: { line in
            let trimmed = line.trimmingWhitespace
            return openedView(trimmed) == name && trimmed.hasSuffix("{")
        }) else { return nil }
        let old = edited[target].trimmingWhitespace
        guard old != opening else { return nil }
        let indent = edited[target].prefix { $0 == " " || $0 == "\t" }
        edited[target] = indent + opening
        return (edited.joined(separator: "\n"), .firstLine(old: old, new: opening))
    }

    /// The view a line opens: `HStack` for `HStack(alignment: .bottom) {` and `HStack {`.
    static func openedView(_ line: String) -> String? {
        let name = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let initial = name.first, initial.isUppercase else { return nil }
        let after = line.dropFirst(name.count).drop { $0 == " " }
        return after.hasPrefix("(") || after.hasPrefix("{") ? name : nil
    }

    /// A line with code on it: not blank, not only a comment.
    static func isCode(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }

    /// How `kb run` names the edit.
    static func describe(_ kind: Kind, _ source: String) -> String {
        switch kind {
        case .modifier:
            // (A comment after a line's code, `.fill(Color.element) // 캡슐 색깔 지정`, would run
            // on over the lines joined after it: each line's code only.)
            let code = source.splitLines().map { withoutComment($0).trimmingWhitespace }.filter { !$0.isEmpty }
            return "adds \(code.joined()) to it"
        case .firstLine(let old, let new):
            return "its line `\(old)` becomes `\(new)`"
        case .changedLines(let old, let new, let more):
            return "its line `\(old)` becomes `\(new)`" + (more > 0 ? " (and \(more) more)" : "")
        case .replacedModifier(let old, let new), .replacedAddedModifier(let old, let new):
            // On one line, as the edit is named in a sentence, without the comments that would
            // run on over it: a line that goes on a call (`.fill(…)`, `)`) or one after an
            // open parenthesis joins without a space.
            func oneLine(_ code: String) -> String {
                code.split(whereSeparator: \.isNewline).map { withoutComment($0).trimmingWhitespace }.filter { !$0.isEmpty }.reduce("") { joined, line in
                    joined.isEmpty || joined.hasSuffix("(") || line.hasPrefix(".") || line.hasPrefix(")") ? joined + line : joined + " " + line
                }
            }
            return "its `\(oneLine(old))` becomes `\(oneLine(new))`"
        }
    }
}
