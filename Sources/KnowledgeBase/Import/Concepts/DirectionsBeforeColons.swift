/// `* To allow editing, use `Editbutton()` or:` over code: a sentence that leads into the
/// code after it, the only sentence of its item. As a lead-in it leaves the card no back; but the
/// words before the colon say what to do and with what (`use EditButton() to allow
/// editing`), a whole sentence once its dangling `or` goes. Only an English direction that
/// names its API in code (`- Specify `.horizontal` and use a horizontal stack:`): a Korean
/// sentence before a colon (`… 모두 **optional**이며, … 된다:`) was measured to card the
/// words it stresses in passing. Under a heading that names the API, `Arranges views
/// vertically:` over its code says what the API does with its subject left out (a course's
/// `## VStack - Vertical Stack`, FloeNotes): a sentence that opens with a verb of the third
/// person is whole too.
extension CardBack {
    /// The one sentence of `text`, ending in a colon, as a sentence that ends in a full stop:
    /// without the colon and a last `or` or `and` that points into what follows. Nil for
    /// more than one sentence, a colon inside, fewer than four words, a last word that
    /// still dangles (`… is syntactic sugar for:`), Hangul, or no code.
    static func directionBeforeColon(_ text: String) -> String? {
        let sentence = text.trimmingWhitespace
        guard sentence.hasSuffix(":"), !sentence.contains("\n"),
              !sentence.unicodeScalars.contains(where: LearnerTerms.isHangul) else { return nil }
        var words = sentence.dropLast().split(separator: " ")
        if let last = words.last, ["or", "and"].contains(last.lowercased()) { words.removeLast() }
        // (`Parameters you can pass:`, `Examples of usage:`: a plural noun, then what it has.)
        let saysWhatItDoes = words.count >= 3 && opensWithVerbOfOmittedSubject(words[0])
            && !["you", "we", "i", "of", "to", "for", "that", "which", "can", "are", "include", "in"].contains(words[1].lowercased())
        guard sentence.contains("`") && words.count >= 4 || saysWhatItDoes, let last = words.last,
              !danglingWords.contains(last.lowercased()),
              !words.dropLast().contains(where: { $0.hasSuffix(".") || $0.hasSuffix(":") }) else { return nil }
        return words.joined(separator: " ") + "."
    }

    /// `Arranges`, `Layers`, `Pushes`: a capitalised verb of the third person, as a sentence
    /// whose subject is its heading's API opens (not `This`, `Is`, `Its` or a plural noun
    /// such as `Views`).
    static func opensWithVerbOfOmittedSubject(_ word: Substring) -> Bool {
        guard word.count >= 5, word.first?.isUppercase == true, word.dropFirst().allSatisfy(\.isLowercase),
              word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("ous") else { return false }
        let lower = word.lowercased()
        return !["views", "items", "stacks", "modifiers", "values", "things", "sometimes", "always", "perhaps"].contains(lower)
            && (lower.hasSuffix("es") || ["ns", "ts", "ds", "ks", "rs", "ls", "ys", "ps", "gs", "ms"].contains(String(lower.suffix(2))))
    }
}
