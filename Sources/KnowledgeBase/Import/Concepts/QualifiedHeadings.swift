/// `## ScrollView (vertical)` over code that writes `ScrollView { … }` and text that says what
/// it does: the heading names the API and, in parentheses, which use of it the section
/// shows. The term is the API's name; the qualifier is no word of it.
extension ConceptExtractor {
    /// The API's name of a heading term `Name (one or two lowercase words)` whose name the
    /// note's code writes, or nil. The name may be marked as code, and the qualifier may say
    /// which systems have it (`` `@Observable` (iOS 17+) ``, NookNotes).
    static func qualifiedAPIName(_ term: String, codeWords: Set<Substring>) -> String? {
        guard term.hasSuffix(")"), let open = term.firstIndex(of: "(") else { return nil }
        let name = term[..<open].trimmingWhitespace.filter { $0 != "`" }
        let qualifier = term[term.index(after: open)..<term.index(before: term.endIndex)].split(separator: " ")
        guard !name.contains(" "), codeWords.contains(Substring(name.trimming("@."))) else { return nil }
        let isUse = (1...2).contains(qualifier.count) && qualifier.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLowercase } })
        return isUse || isAvailability(qualifier) ? name : nil
    }

    /// `iOS 17+`, `iOS 16 and later`, `macOS 14`: the systems an API is available on.
    static func isAvailability(_ words: [Substring]) -> Bool {
        guard let first = words.first, (2...4).contains(words.count) else { return false }
        let systems = ["ios", "ipados", "macos", "watchos", "tvos", "visionos"]
        return systems.contains(first.lowercased()) && words[1].first?.isASCIIDigit == true
            && words.dropFirst(2).allSatisfy { ["and", "later", "+", "이상", "부터"].contains($0.lowercased()) }
    }
}
