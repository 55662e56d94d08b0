/// `* To allow editing, use `Editbutton()` or:` over code: a sentence that leads into the
/// code after it, the only sentence of its item. As a lead-in it leaves the card no back; but the
/// words before the colon say what to do and with what (`use EditButton() to allow
/// editing`), a whole sentence once its dangling `or` goes. Only an English direction that
/// names its API in code (`- Specify `.horizontal` and use a horizontal stack:`): a Korean
/// sentence before a colon (`… 모두 **optional**이며, … 된다:`) was measured to card the
/// words it stresses in passing.
extension CardBack {
    /// The one sentence of `text`, ending in a colon, as a sentence that ends in a full stop:
    /// without the colon and a last `or` or `and` that points into what follows. Nil for
    /// more than one sentence, a colon inside, fewer than four words, a last word that
    /// still dangles (`… is syntactic sugar for:`), Hangul, or no code.
    static func directionBeforeColon(_ text: String) -> String? {
        let sentence = text.trimmingWhitespace
        guard sentence.hasSuffix(":"), !sentence.contains("\n"), sentence.contains("`"),
              !sentence.unicodeScalars.contains(where: LearnerTerms.isHangul) else { return nil }
        var words = sentence.dropLast().split(separator: " ")
        if let last = words.last, ["or", "and"].contains(last.lowercased()) { words.removeLast() }
        guard words.count >= 4, let last = words.last, !danglingWords.contains(last.lowercased()),
              !words.dropLast().contains(where: { $0.hasSuffix(".") || $0.hasSuffix(":") }) else { return nil }
        return words.joined(separator: " ") + "."
    }
}
