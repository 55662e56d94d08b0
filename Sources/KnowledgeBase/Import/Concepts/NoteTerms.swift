/// What a note's own names make of the terms its concept rules find, worked out once for the
/// whole note: its code's capitalised names by their lowercase spelling, and what
/// `LearnerTerms.kept` keeps of each term tried. The rules find the same term (`HStack`,
/// `.padding`) in sentence after sentence and chapter after chapter, and `kept` reads a
/// term through some forty tests; its answer depends only on the term and on the note's
/// declared names and title, which are the same for every chapter of the note.
final class NoteTerms {
    let declared: Set<String>
    /// The note's title, lowercased.
    let title: String
    /// The words of the note's code.
    let codeWords: Set<Substring>

    init(declared: Set<String>, title: String, codeWords: Set<Substring>) {
        self.declared = declared
        self.title = title
        self.codeWords = codeWords
    }

    /// The code's capitalised names by their lowercase spelling (`hstack` → HStack), made
    /// only once a chapter of the note has a concept.
    lazy var codeSpelling: [String: String] = Dictionary(
        codeWords.filter { $0.count >= 3 && $0.first?.isUppercase == true }.map { ($0.lowercased(), String($0)) }
    ) { first, _ in first }

    /// `Lazy V Grid`, `Navigation Link`, `Scroll Views` where the code writes `LazyVGrid`,
    /// `NavigationLink`, `ScrollView`: the API that a term's capitalised words spell, joined,
    /// in the singular too; nil for any other term.
    func spelledByCapitalisedWords(_ term: String) -> String? {
        guard term.contains(" "), term.split(separator: " ").allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy(\.isLetter) })
        else { return nil }
        let joined = term.lowercased().filter { $0 != " " }
        return codeSpelling[joined] ?? (joined.hasSuffix("s") ? codeSpelling[String(joined.dropLast())] : nil)
    }

    private struct Tried: Hashable {
        let term: String
        let allowingGeneric: Bool
    }

    private var keptTerms: [Tried: String?] = [:]

    /// `LearnerTerms.kept(term, declared:title:allowingGeneric:)` for the note.
    func kept(_ term: String, allowingGeneric: Bool) -> String? {
        let tried = Tried(term: term, allowingGeneric: allowingGeneric)
        if let known = keptTerms[tried] { return known }
        let kept = LearnerTerms.kept(term, declared: declared, title: title, allowingGeneric: allowingGeneric)
        keptTerms.updateValue(kept, forKey: tried)
        return kept
    }
}
