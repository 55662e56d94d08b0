import Foundation

/// A backtick a note opens and never closes: `` `.disabled(_:)를 쓰면 `` marks
/// `.disabled(_:)`, ending where the Korean particle starts. Markdown reads the backtick as
/// a plain character, so the term would be lost; the paragraph is read again with the code
/// span closed before the particle.
enum UnclosedCode {
    /// `block` with each line's unclosed code span closed where its term ends, or `block`
    /// itself when every backtick has its partner.
    static func closed(_ block: MarkdownBlock) -> MarkdownBlock {
        // Most paragraphs hold no backtick, or an even number on every line.
        let bytes = block.text.utf8
        // (A camel case name has an upper case letter.)
        guard bytes.contains(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@")
            || $0 == UInt8(ascii: "(") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            return block
        }
        var changed = false
        let lines = block.text.components(separatedByBytes: "\n").map { line -> String in
            guard let fixed = closedLine(line) ?? markedAPINames(line) else { return String(line) }
            changed = true
            return fixed
        }
        let text = lines.joined(separator: "\n")
        // The rendered text has lost its bold and italic marks, so reading it again finds
        // only its code: the other spans are the block's own, moved past the backticks
        // put in before them.
        guard changed, let reread = MarkdownParser.parse(text).first, reread.kind == .paragraph, reread.text == text else {
            return block
        }
        let inserted = insertions(from: block.text, to: text)
        let new = text.utf8
        func moved(_ index: String.Index) -> String.Index {
            let offset = block.text.utf8.distance(from: block.text.startIndex, to: index)
            let shift = inserted.prefix { $0 < offset }.count
            return new.index(new.startIndex, offsetBy: min(offset + shift, new.count))
        }
        var result = block
        result.text = text
        result.spans = (reread.spans.filter { $0.kind == .code }
            + block.spans.filter { $0.kind != .code }.map { InlineSpan(kind: $0.kind, text: $0.text, range: moved($0.range.lowerBound)..<moved($0.range.upperBound)) })
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        return result
    }

    /// The byte offsets of `original` before which `fixed` has a backtick put in, in order:
    /// `fixed` is `original` with backticks added and nothing else changed.
    static func insertions(from original: String, to fixed: String) -> [Int] {
        var offsets: [Int] = []
        var old = original.utf8.makeIterator(), oldByte = old.next()
        var offset = 0
        for byte in fixed.utf8 {
            if byte == oldByte {
                oldByte = old.next()
                offset += 1
            } else {
                offsets.append(offset)
            }
        }
        return offsets
    }

    /// The line with the API names it writes without backticks marked as code:
    /// `.lastTextBaseline를 쓴다` reads as `` `.lastTextBaseline`를 쓴다 ``, as a note that marks
    /// its code would write it. A name is a word outside code that opens with `.` or `@`
    /// and a letter, made of a Swift name and an argument list, up to a Korean ending or a
    /// space, or a lower camel case name glued to the Korean word of its kind. Nil when the
    /// line writes none.
    static func markedAPINames(_ line: Substring) -> String? {
        guard mayWriteAPIName(line), !line.contains("`") else { return nil }
        var result = ""
        var changed = false
        for (offset, word) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if offset > 0 { result += " " }
            var end = word.firstIndex { $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true } ?? word.endIndex
            // `called @ViewBuilder.`: the sentence's punctuation after a name is no part of it.
            end = SentenceEndOfName.end(of: word, before: end)
            let name = word[..<end]
            // `pinnedViews매개변수를`: a lower camel case name glued to the Korean word of its
            // kind (매개변수, 수정자) is code too; glued to a particle it is as often another
            // framework's name in passing.
            let kind = word[end...]
            // The name is checked before the kind words: few words are camel case.
            let isGluedCamelCase = !kind.isEmpty && name.first?.isLowercase == true && name.count >= 4
                && name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) && name.contains(where: \.isUppercase)
                && SubjectPosition.kindWords.contains(where: { $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true
                    && kind.hasPrefix($0) })
            // (`\.self`: a key path is code too.)
            let keyPath = name.hasPrefix("\\.") ? name.dropFirst(2) : nil
            guard let first = name.first, (first == "." || first == "@") && name.count >= 3
                    && name.dropFirst().first?.isLetter == true && isAPIName(name.dropFirst()) || isGluedCamelCase
                    || keyPath.map({ $0.first?.isLetter == true && isAPIName($0) }) == true
                    || isBareCall(name) else {
                result += word
                continue
            }
            result += "`" + name + "`" + word[end...]
            changed = true
        }
        return changed ? result : nil
    }

    /// `padding()`, `Image(_:)`, `clipShape(Circle())`, `shadow(radius:)`: a Swift name of
    /// three letters or more and its argument list, its parentheses paired, as a translated
    /// tutorial writes a call in its prose (`clipShape(Circle())을 추가하여`). A word and its
    /// gloss (`ZStack(겹침)`) stops at the Hangul, and is no call; nor is a chain of calls.
    static func isBareCall(_ word: Substring) -> Bool {
        let name = word.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let arguments = word.dropFirst(name.count)
        guard name.count >= 3, name.first?.isLetter == true, arguments.first == "(", arguments.last == ")" else { return false }
        // Arguments as Swift writes them: none, labels (`_:`, `radius:`), a member (`.green`),
        // a call (`Circle()`); after a lower-case name anything but a plural's `(s)`. An
        // acronym's gloss or a version (`MVVM(Model-View-ViewModel)`, `Swift(5.9)`) is none.
        let inside = arguments.dropFirst().dropLast()
        let readsAsArguments = inside.isEmpty || inside.contains(":") || inside.contains("(") || inside.first == "."
            || name.first?.isLowercase == true && !["s", "es"].contains(String(inside))
        guard readsAsArguments else { return false }
        // One argument list: its `(` closes at the word's end (`Ellipse().fill(x)` is a chain).
        var depth = 0
        for (offset, character) in arguments.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth < 0 || depth == 0 && offset < arguments.count - 1 { return false }
        }
        return depth == 0
    }

    /// Whether the line's bytes hold what each name `markedAPINames` marks must hold: `.` or
    /// `@` before a Latin letter, a lower case Latin letter before an upper case one in one
    /// run of letters and digits, or a letter before `(`. Most lines hold none, and are not
    /// read word by word.
    static func mayWriteAPIName(_ line: Substring) -> Bool {
        var previous: UInt8 = 0
        var lowerInRun = false
        for byte in line.utf8 {
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            if (isUpper || isLower) && (previous == UInt8(ascii: ".") || previous == UInt8(ascii: "@")) { return true }
            if isUpper && lowerInRun { return true }
            if byte == UInt8(ascii: "("), lowerInRun || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(previous) { return true }
            if isLower { lowerInRun = true } else if !isUpper && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { lowerInRun = false }
            previous = byte
        }
        return false
    }

    /// `layoutPriority`, `frame(maxWidth:)`, `layoutPriority(value)`: a Swift name with
    /// at most one argument list at its end.
    static func isAPIName(_ text: Substring) -> Bool {
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let rest = text.dropFirst(name.count)
        return !name.isEmpty && (rest.isEmpty || rest.first == "(" && rest.last == ")" && !rest.dropFirst().contains("("))
    }

    /// The line with its last, unpaired backtick closed before the first Hangul letter or
    /// space after it (and before a colon glued to that letter); nil when no backtick is
    /// unpaired, or no term follows it.
    static func closedLine(_ line: Substring) -> String? {
        // Most lines pair their backticks: counted as bytes, they are not read as text.
        guard line.utf8.reduce(0, { $1 == UInt8(ascii: "`") ? $0 + 1 : $0 }) % 2 == 1 else { return nil }
        let ticks = line.indices.filter { line[$0] == "`" }
        guard ticks.count % 2 == 1, let open = ticks.last else { return nil }
        let start = line.index(after: open)
        var end = line[start...].firstIndex { $0.isWhitespace || $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true }
            ?? line.endIndex
        // `` `.waitForExistence():요소가 `` is a term, a colon, and its explanation.
        if end > start, line[line.index(before: end)] == ":", end != line.endIndex { end = line.index(before: end) }
        let term = line[start..<end]
        // Only a term glued to a Korean ending: an unpaired backtick before a space is a
        // typo of another kind, and what it marks cannot be told.
        guard !term.isEmpty, end != line.endIndex, !line[end].isWhitespace,
              term.contains(where: { $0.isLetter }), !term.contains(where: { $0.unicodeScalars.first.map(LearnerTerms.isHangul) == true }) else {
            return nil
        }
        return String(line[..<end]) + "`" + String(line[end...])
    }
}
