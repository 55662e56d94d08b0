/// `` `\.self` works for anything that conforms to `Hashable` ``, ``각 항목 자체가 고유한 경우에는
/// `\.self` 로 사용 가능``, `` - `id: \.self` : String itself ``: a key path written alone is
/// the way `ForEach` and `List` tell their elements apart, a thing a learner looks up as it is
/// written. Without this, the backslash goes as a leading symbol and `self` is no term. The
/// argument's label (`id:`) says where the key path goes; the key path is the term. A key
/// path to the note's own property (`\.name` of its `Person`) is the note's own, and a key
/// path inside a call (`@Environment(\.dismiss)`) is left to the call.
extension LearnerTerms {
    /// The key path `term` is (`\.self` of `` `\.self` `` or `id: \.self`), nil otherwise or
    /// when it reaches one of the note's `declared` names.
    static func keyPathTerm(_ term: String, declared: Set<String>) -> String? {
        var text = Substring(term.trimmingWhitespace.trimming("`"))
        if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy(\.isLetter),
           text[text.index(after: colon)...].trimmingWhitespace.hasPrefix("\\.") {
            text = Substring(text[text.index(after: colon)...].trimmingWhitespace)
        }
        guard text.hasPrefix("\\.") else { return nil }
        let path = text.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
        guard !path.isEmpty, path.allSatisfy({ part in
            part.first?.isLetter == true && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }), !declared.contains(path[0].lowercased()) else { return nil }
        return String(text)
    }
}
