import Foundation

/// `### what is a swiftUI stack`, `## What is an EnvironmentValue, or variable`, `## So what
/// is a ViewModifier?`: an English heading that asks what a thing is, as `상태란?` does in
/// Korean; the text under it answers, so it explains the thing even as `It is …`.
extension ConceptExtractor {
    /// Words that open no noun phrase: `What is behind the main SwiftUI view?` asks where,
    /// not what a thing is.
    static let nonNounOpenings: Set<String> = ["behind", "in", "on", "of", "for", "to", "with", "at", "from", "this", "that",
                                               "it", "the", "going", "new", "different", "wrong", "happening", "next"]

    /// The thing an English `What is …` heading asks about: one to three words after the
    /// article, without `, or …` (another name the writer offers) or `in SwiftUI`; nil for any
    /// other heading, for `What are the different types …` and for two things joined
    /// (`What is Environment & EnvironmentObject?`).
    static func askedInEnglish(_ title: String) -> String? {
        var words = title.trimming("?!. ").split(separator: " ").map { String($0.filter { $0 != "`" && $0 != "*" }) }
        if words.first?.lowercased() == "so" { words.removeFirst() }
        // `## Explain cancellables`, `Describe @Published` (an interview's questions, OrchardNotes):
        // asked as a task, what the answer explains is the rest. (`Define a Model` is a
        // tutorial's step: an article follows.)
        if words.count >= 2, ["explain", "describe"].contains(words[0].lowercased()),
           !["a", "an", "the", "your", "our", "how", "why", "what", "when"].contains(words[1].lowercased()) {
            words.removeFirst()
        } else {
            guard words.count >= 3, words[0].lowercased() == "what", words[1].lowercased() == "is" else { return nil }
            words.removeFirst(2)
        }
        if let article = words.first, ["a", "an"].contains(article.lowercased()) { words.removeFirst() }
        if let comma = words.firstIndex(where: { $0.hasSuffix(",") }) {
            words = Array(words[...comma])
            words[words.count - 1] = String(words[words.count - 1].dropLast())
        }
        if words.count >= 3, words[words.count - 2].lowercased() == "in", ["swiftui", "swift"].contains(words.last!.lowercased()) {
            words.removeLast(2)
        }
        guard (1...3).contains(words.count), !nonNounOpenings.contains(words[0].lowercased()),
              !words.contains(where: { ["&", "and", "vs", "vs.", "or"].contains($0.lowercased()) }) else { return nil }
        return words.joined(separator: " ")
    }
}
