/// `Swift applies a special attribute called @ViewBuilder.`, `use .padding(), not …`: a name
/// written without backticks at a sentence's or a clause's end carries the punctuation that
/// ends it. The name ends before it, or it is read as no name at all (`ViewBuilder.` is no
/// Swift name), and the sentence's term is lost.
enum SentenceEndOfName {
    static let punctuation: Set<Character> = [".", ",", ";", ":", "!", "?"]

    /// Where the name in `word` ends: `end`, or before the punctuation right before `end`
    /// that follows a letter, a digit or a closing parenthesis.
    static func end(of word: Substring, before end: Substring.Index) -> Substring.Index {
        var end = end
        while end > word.startIndex, punctuation.contains(word[word.index(before: end)]) {
            let last = word.index(before: end)
            guard last > word.startIndex, case let previous = word[word.index(before: last)],
                  previous.isLetter || previous.isNumber || previous == ")" else { break }
            end = last
        }
        return end
    }
}
