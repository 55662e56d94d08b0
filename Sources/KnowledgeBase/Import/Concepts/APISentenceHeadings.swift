/// `## Spacer expands as much as it can following the axis.`, `### VStack takes only the space
/// it needs`: a heading written as a sentence whose subject is an API the note's code uses,
/// and whose verb says what it does, heads the text about that API (RidgeNotes' TIL). A
/// sentence whose subject is a plain word (`Everything expands …`) or no name the code uses
/// is a title, not a term.
extension ConceptExtractor {
    /// Verbs a sentence about what a view does uses that do not end in `s`.
    static let describingVerbs: Set<String> = ["is", "are", "can", "cannot", "can't", "will", "won't", "does", "doesn't", "has", "only"]

    static func apiSubjectOfSentence(_ title: String, codeWords: Set<Substring>) -> String? {
        let words = title.trimmingWhitespace.trimming(".!").split(separator: " ").map { $0.filter { $0 != "`" && $0 != "*" } }
        guard words.count >= 4, let subject = words.first, let verb = words.dropFirst().first,
              subject.first?.isUppercase == true, subject.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              // (`WHY DOES SWIFTUI USES STRUCT FOR VIEWS?` shouts a question.)
              subject.contains(where: \.isLowercase),
              isIdentifierLike(String(subject)) || codeWords.contains(Substring(subject)) else { return nil }
        let isVerb = describingVerbs.contains(verb.lowercased())
            || verb.count > 3 && verb.hasSuffix("s") && !verb.hasSuffix("ss") && verb.allSatisfy({ $0.isLowercase })
        return isVerb ? String(subject) : nil
    }
}
