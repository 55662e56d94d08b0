/// `### The Data Flow in SwiftUI`, `## SwiftUI's Form`, `# Animations with SwiftUI`: a course
/// names the framework where its term lives or as the term's owner, and the card asks for
/// the term (`Data Flow`, `Form`), as a note that leaves the framework out writes it
/// (FloeNotes).
extension ConceptExtractor {
    /// The framework as a term's owner, SwiftUI's first: `SwiftUI's Form`, `Swift's Result`.
    static let frameworkOwners = ["SwiftUI's ", "SwiftUI’s ", "Swift's ", "Swift’s "]

    /// The term without the framework said as its place or its owner; nil when the term
    /// says neither, or nothing is left.
    static func withoutFrameworkPlace(_ term: String) -> String? {
        var bare = Substring(term)
        for owner in frameworkOwners where bare.hasPrefix(owner) {
            bare = bare.dropFirst(owner.count)
        }
        for place in [" in SwiftUI", " with SwiftUI", " in Swift", " in iOS"] where bare.hasSuffix(place) {
            bare = bare.dropLast(place.count)
        }
        let words = bare.split(separator: " ")
        // (`How layout works in SwiftUI` asks how, and `Querying Data in SwiftUI` is a step:
        // the place stays part of such a title.)
        guard bare.count < term.count, let first = words.first, words.count <= 4, isTermLike(String(bare)),
              !["how", "why", "what", "when", "where"].contains(first.lowercased()),
              !(first.count > 4 && first.lowercased().hasSuffix("ing")), !isSectionTitle(String(bare), byPreposition: false) else {
            return nil
        }
        return String(bare)
    }
}
