/// Titles that name a facet of a thing, or the kinds it comes in: `Limitations of
/// GeometryReader`, `Considerations when using @EnvironmentObject`, `Some basics about
/// SwiftUI:`, `Alignment Options`, `Animation의 종류`. Such a title heads a section that lists
/// the facets or the kinds; the thing and each kind are the concepts, not the title.
/// (`HStack alignment options` names which API's options they are, and stays a term.)
extension LearnerTerms {
    static func isFacetTitle(_ bare: String) -> Bool {
        let words = bare.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return false }
        if words.count == 2, words[1] == "options" { return true }
        if let last = words.last, koreanKindsOf.contains(last), words[words.count - 2].hasSuffix("의") { return true }
        let opening = words.first == "some" ? Array(words.dropFirst()) : words
        guard opening.count >= 3, facetPlurals.contains(opening[0]) else { return false }
        return ["of", "about", "when", "for", "in", "with"].contains(opening[1])
    }

    /// Plural nouns of what is said about a thing, which open a section's title.
    static let facetPlurals: Set<String> = [
        "limitations", "considerations", "basics", "advantages", "disadvantages", "benefits", "drawbacks", "pros",
        "cons", "types", "kinds", "caveats", "pitfalls",
    ]

    /// `Animation의 종류`, `Stack의 유형`: the kinds of the word before them.
    static let koreanKindsOf: Set<String> = ["종류", "유형", "종류들"]
}
