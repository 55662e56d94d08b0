/// `### Combining Stack Views` over `You can combine multiple stack views to create complex
/// layouts.`, `# Assigning Shapes as Properties` over `You can even assign a shape as a
/// property, …`: a heading of a step, a gerund and what it is done on, is a section's title
/// (`isSectionTitle`) unless the text under it says the step again, its verb and its object:
/// then the step is what the text teaches, and the heading, as written, is the card's term.
/// A text that goes on to something else (`## Going Further` over `… the tutorial goes on to
/// show …`) names neither the verb and the object together.
extension ConceptExtractor {
    /// Words between a gerund and its object, which the text need not repeat.
    private static let stepFunctionWords: Set<String> = ["a", "an", "the", "your", "our", "off", "up", "out", "with", "as"]

    /// Whether `text` (the first paragraph under the heading) says the step `title` names:
    /// the gerund's verb in its plain form (`combine`, `assigns`) and the first word of its
    /// object, singular or plural (`stack`, `shape`).
    static func restatesStep(_ title: String, in text: String) -> Bool {
        let words = title.split(separator: " ").map { String($0).trimming("`*") }
        guard (2...5).contains(words.count), let gerund = words.first, gerund.count > 5, gerund.hasSuffix("ing"),
              gerund.first?.isUppercase == true, words.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLetter } }),
              let object = words.dropFirst().first(where: { !stepFunctionWords.contains($0.lowercased()) })?.lowercased()
        else { return false }
        let stem = String(gerund.dropLast(3)).lowercased()
        // `combin` + e, `assign`, `runn` without its doubled letter.
        var verbs: Set<String> = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { verbs.insert(String(stem.dropLast())) }
        let said = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        let saysVerb = verbs.contains { said.contains($0) || said.contains($0 + "s") || said.contains($0 + "es") }
        let singular = object.hasSuffix("s") && !object.hasSuffix("ss") ? String(object.dropLast()) : object
        return saysVerb && (said.contains(object) || said.contains(singular) || said.contains(singular + "s"))
    }
}
