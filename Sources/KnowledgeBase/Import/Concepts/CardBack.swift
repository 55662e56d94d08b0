import Foundation

/// A concept card's back as a learner reads it: whole sentences that explain the term.
/// Never half a sentence cut at a length, nor a last sentence that only leads into the
/// code or list after it (`아래처럼 사용할 수 있다.`, `Here's a possible implementation:`).
enum CardBack {
    /// Phrases of a sentence that points at what follows it rather than saying something.
    static let leadIns = ["다음과 같", "아래와 같", "아래처럼", "아래 처럼", "다음처럼", "다음 처럼", "아래 코드", "as follows",
                          "like this", "like so", "the following", "here's how", "here is how"]
    /// Words a sentence does not end on: it goes on into what follows (`… is syntactic sugar for`).
    static let danglingWords: Set<String> = ["for", "to", "of", "the", "a", "an", "and", "or", "with", "by", "in", "on", "that",
                                             "like", "as", "is", "are"]

    static func isLeadIn(_ sentence: Substring) -> Bool {
        let text = sentence.trimmingWhitespace
        guard let last = text.last else { return true }
        if last == ":" || last == "：" { return true }
        let lower = text.lowercased()
        // `… will print the following: `ModifiedContent<…>``: what the phrase leads into
        // is there, after a colon in the same sentence.
        if leadIns.contains(where: { phrase in
            guard let found = lower.byteRanges(of: phrase).first else { return false }
            return !hasTextAfterColon(lower[found.upperBound...])
        }) {
            return true
        }
        let lastWord = lower.split(separator: " ").last.map { String($0) } ?? ""
        // `즉 공식문서를 요약하면`: a Korean condition (`…하면`, `…보면`) with no clause after it
        // goes on into what follows.
        if lastWord.count >= 2, lastWord.hasSuffix("면"), lastWord.unicodeScalars.allSatisfy(LearnerTerms.isHangul) { return true }
        return danglingWords.contains(lastWord)
    }

    /// English words at a sentence's end that point at the code after it.
    static let trailingPointers = [" like this", " like so", " as follows", " as shown below", " below"]

    /// `If you want it resized, we need to use the `resizable()` modifier like this:` → the
    /// sentence without `like this`, ending in a full stop; nil unless a pointer ends the
    /// sentence and six words or more come before it.
    static func withoutTrailingPointer(_ sentence: Substring) -> String? {
        let text = sentence.trimmingWhitespace.trimming(":：. ")
        let lower = text.lowercased()
        guard let pointer = trailingPointers.first(where: { lower.hasSuffix($0) }) else { return nil }
        let said = text.dropLast(pointer.count).trimmingWhitespace
        guard said.split(separator: " ").count >= 6, let last = said.split(separator: " ").last,
              !danglingWords.contains(last.lowercased()),
              !exampleOpenings.contains(where: { lower.hasPrefix($0) }) else { return nil }
        return said + "."
    }

    /// How a sentence that only introduces an example opens (`As an example, we could create
    /// a scrolling list like this:`).
    static let exampleOpenings = ["as an example", "for example", "for instance", "here ", "here's", "let's", "let us"]

    /// Whether a colon in `text` has words after it: `the following: `X<Y>`` says what it
    /// leads into; `the following:` alone does not.
    static func hasTextAfterColon(_ text: Substring) -> Bool {
        guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
        return text[text.index(after: colon)...].contains { $0.isLetter }
    }

    /// `text` without the sentences at its end that only lead into what follows; empty
    /// when nothing else is left.
    static func complete(_ text: String) -> String {
        let original = text
        var lines = text.components(separatedByBytes: "\n").map(String.init)
        while let line = lines.last {
            // A line ending in `. ` has an empty last piece: its last sentence is the one before.
            let sentences = ConceptExtractor.sentences(in: Substring(line)).filter { !$0.trimmingWhitespace.isEmpty }
            guard let last = sentences.last else {
                lines.removeLast()
                continue
            }
            guard isLeadIn(last) else { break }
            // `… we need to use the `resizable()` modifier like this`: a sentence that says
            // something before the words that point on keeps what it says.
            if let said = withoutTrailingPointer(last) {
                lines[lines.count - 1] = (line[..<last.startIndex] + said).trimmingWhitespace
                break
            }
            let kept = line[..<last.startIndex].trimmingWhitespace
            // Each pass leaves out a sentence, so the loop ends.
            guard kept.utf8.count < line.utf8.count else { break }
            if kept.isEmpty { lines.removeLast() } else { lines[lines.count - 1] = kept }
        }
        var text = lines.joined(separator: "\n").trimmingWhitespace
        // A sentence that ran over the lines left out (`…, for instance in testing,`) is
        // cut back to the sentence before it.
        if text.last == "," {
            let end = text.utf8.lastIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?") }
            text = end.map { String(text[...$0]) } ?? ""
        }
        if text.isEmpty, let said = directionBeforeColon(original) { return said }
        return text
    }

    /// The text cut to at most `limit` bytes at the end of a sentence or line, so the back
    /// stays whole sentences; at a word with `…` only when no sentence ends early enough.
    static func clipped(_ text: String, limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        let bytes = Array(text.utf8)
        var cut: Int?
        for index in stride(from: min(limit, bytes.count - 1), to: limit / 3, by: -1) {
            let byte = bytes[index - 1]
            let next = bytes[index]
            let endsSentence = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
            if endsSentence && (next == UInt8(ascii: " ") || next == UInt8(ascii: "\n")) || next == UInt8(ascii: "\n") {
                cut = index
                break
            }
        }
        guard let cut else { return NoteParser.clipped(text, keepingEnd: false) }
        return String(decoding: bytes[..<cut], as: UTF8.self).trimmingWhitespace
    }

    /// A later explanation of the same term in the same chapter, joined to the first one's
    /// back while the back stays under `limit` bytes; what the back already says is left out.
    /// Two rules of one passage often explain a term with the same line, one of them marking
    /// the term (`@ViewBuilder는 …` under the heading `@ViewBuilder`, `` `@ViewBuilder`는 … ``
    /// from the item's own term), so lines compare without their marks. Code compares only
    /// whole: a line of it repeated is no repetition of what the back says.
    static func joined(_ first: String, _ later: String, limit: Int = 600) -> String {
        let said = unmarked(first)
        let lines = later.components(separatedByBytes: "\n")
        let isCode = lines.contains { $0.first == " " || $0.contains("{") || $0.contains("}") }
        let new = isCode
            ? (!said.containsBytes(unmarked(later)) ? [Substring(later)] : [])
            : lines.filter { line in
                let text = unmarked(line)
                return !text.isEmpty && !said.containsBytes(text)
            }
        let addition = new.joined(separator: "\n")
        guard !addition.isEmpty, first.utf8.count + addition.utf8.count + 1 <= limit else { return first }
        return first.isEmpty ? addition : first + "\n" + addition
    }

    /// Whether one explanation holds the other, marks aside.
    static func overlaps(_ first: String, _ second: String) -> Bool {
        let (a, b) = (unmarked(first), unmarked(second))
        guard !a.isEmpty, !b.isEmpty else { return false }
        return a.containsBytes(b) || b.containsBytes(a)
    }

    /// `text` as it reads without code and emphasis marks.
    static func unmarked(_ text: some StringProtocol) -> String {
        String(text.filter { $0 != "`" && $0 != "*" }).trimmingWhitespace
    }
}
