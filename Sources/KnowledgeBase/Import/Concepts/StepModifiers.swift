/// `## Showing alert messages` over code that calls `.alert(…)`, `## Presenting a sheet` over
/// `.sheet(isPresented:)`: a step whose object is a modifier the section's code calls is about
/// that modifier (RidgeNotes' 100 Days log); the text under it explains it. Only the first
/// noun after the gerund (and an article) is read: `Creating views in a loop` calls no `.views`.
extension ConceptExtractor {
    static func stepModifier(_ title: String, code: [String]) -> String? {
        let words = title.split(separator: " ").map { String($0).lowercased().trimming("`*:.") }
        guard (2...5).contains(words.count), let first = words.first, first.count > 4, first.hasSuffix("ing"),
              let noun = words.dropFirst().first(where: { !["a", "an", "the", "your", "my", "our"].contains($0) }),
              noun.count >= 3, noun.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let singular = noun.hasSuffix("s") ? String(noun.dropLast()) : noun
        for name in [noun, singular] where code.contains(where: { $0.containsBytes("." + name + "(") || $0.containsBytes("." + name + " {") }) {
            return "." + name
        }
        return nil
    }
}
