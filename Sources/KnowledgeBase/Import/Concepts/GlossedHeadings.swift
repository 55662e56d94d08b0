import Foundation

/// `### Associated Data (연관 데이터)` over `각 상태는 연관 데이터를 가질 수 있음`: a heading
/// that names its term in one script and glosses it in parentheses in the other (or with
/// its symbol: `Nil-Coalescing Operator (`??`)`) names one thing twice; the text under it
/// explains that thing when it uses either name.
extension ConceptExtractor {
    /// The two names of a glossed term `X (Y)`: Latin words glossed in Hangul, Hangul words
    /// glossed in Latin, or words glossed by their symbol; nil for a qualifier in the same
    /// script (`ScrollView (vertical)`, `Imperative (UIKit style)`) or a longer aside.
    static func glossedNames(_ term: String) -> (name: String, gloss: String)? {
        guard term.hasSuffix(")"), let open = term.range(of: " (", options: .backwards) else { return nil }
        let name = String(term[..<open.lowerBound]).trimmingWhitespace
        let gloss = String(term[open.upperBound...].dropLast()).trimming("`").trimmingWhitespace
        guard !name.isEmpty, !gloss.isEmpty, !gloss.contains("("), gloss.split(separator: " ").count <= 3 else { return nil }
        // (`ObservableObject (감시할 수 있는)`: a clause that says what it does is no second name.)
        if let last = gloss.split(separator: " ").last, ["는", "은", "다", "요"].contains(where: { last.hasSuffix($0) }) { return nil }
        func script(_ text: String) -> (hangul: Bool, latin: Bool) {
            (text.unicodeScalars.contains(where: LearnerTerms.isHangul), text.contains { $0.isASCII && $0.isLetter })
        }
        let (nameHangul, nameLatin) = script(name)
        let (glossHangul, glossLatin) = script(gloss)
        let isSymbol = !glossHangul && !glossLatin
        let crossesScripts = nameLatin && !nameHangul && glossHangul && !glossLatin || nameHangul && !nameLatin && glossLatin && !glossHangul
        return isSymbol || crossesScripts ? (name, gloss) : nil
    }

    /// Whether `text` uses either name of a glossed term (`연관 데이터를`, `` `??` 연산자 ``).
    static func mentionsGlossedTerm(_ text: String, _ term: String) -> Bool {
        guard let (name, gloss) = glossedNames(term) else { return false }
        // (All the gloss's words: `연관 데이터를` uses the gloss, `데이터` alone does not.)
        return mentions(text, name) || text.lowercased().containsBytes(gloss.lowercased())
    }
}
