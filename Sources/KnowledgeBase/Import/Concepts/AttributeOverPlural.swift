/// `## States and bindings` over ``… 1 `@State` per property …``: the heading's plain plural
/// and the attribute the text under it marks are one concept (`LearnerTerms.key`), and their
/// one card is the heading's, the chapter's first. But the plural names a topic in passing,
/// while `@State` (or `.padding()`) is the API as Swift spells it, the term a learner looks
/// up and is asked for: when the two merge, the card keeps the marked spelling.
extension LearnerTerms {
    /// The term of the card `first` and a later term of one key merge into: `later` when it
    /// is written as an attribute or a modifier and `first` is its name's plain plural
    /// (`States` and `@State`, `ViewBuilders` and `@ViewBuilder`), else `first`.
    static func mergedTerm(_ first: String, _ later: String) -> String {
        guard spellingMark(of: first).isEmpty, !spellingMark(of: later).isEmpty else { return first }
        let plural = first.filter { $0 != "`" && $0 != "*" }.lowercased()
        var name = later.filter { $0 != "`" && $0 != "*" }.lowercased()
        if name.hasSuffix("()") { name.removeLast(2) }
        name = name.trimming("@.")
        return plural == name + "s" ? later : first
    }
}
