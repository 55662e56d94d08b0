/// `## ScrollView (vertical)` over code that writes `ScrollView { … }` and text that says what
/// it does: the heading names the API and, in parentheses, which use of it the section
/// shows. The term is the API's name; the qualifier is no word of it.
extension ConceptExtractor {
    /// The API's name of a heading term `Name (one or two lowercase words)` whose name the
    /// note's code writes, or nil.
    static func qualifiedAPIName(_ term: String, codeWords: Set<Substring>) -> String? {
        guard term.hasSuffix(")"), let open = term.firstIndex(of: "(") else { return nil }
        let name = term[..<open].trimmingWhitespace
        let qualifier = term[term.index(after: open)..<term.index(before: term.endIndex)].split(separator: " ")
        guard !name.contains(" "), codeWords.contains(Substring(name)), (1...2).contains(qualifier.count),
              qualifier.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLowercase } }) else { return nil }
        return name
    }
}
