/// `**Today's Progress**: …` and `**Thoughts**: …` under every `## Day N` of a learning log,
/// `Modifier: …` over each entry of a cheat sheet: a label a note writes on three lines or
/// more is the form its entries are written in (ShoalNotes' #100DaysOfCode log), not a
/// concept; the entries say what the days brought. An API's name (`` `@State`: … `` in each
/// of several chapters), or a parameter's (`` - `style` : … `` under each signature), is a
/// name, whatever it labels.
enum TemplateLabels {
    static let repeats = 3

    /// The `LearnerTerms.key`s of the plain-word labels that `colon` concepts of the note
    /// write on `repeats` lines or more.
    static func labels(in concepts: [[ParsedConcept]]) -> Set<String> {
        var lines: [String: Set<Int>] = [:]
        for concept in concepts.joined() where concept.source == .colonDefinition {
            let term = concept.term.filter { $0 != "`" }
            // (A parameter glossed under each of several signatures, `` - `style` : … ``, is
            // one word in lower case: a name, whichever signature it glosses.)
            guard !ConceptExtractor.isIdentifierLike(term), ConceptExtractor.calledName(term) == nil,
                  term.first?.isLetter == true, term.contains(" ") || term.first?.isUppercase == true else { continue }
            lines[LearnerTerms.key(term), default: []].insert(concept.line)
        }
        return Set(lines.filter { $0.value.count >= repeats }.keys)
    }

    /// The concepts without the note's template labels.
    static func withoutLabels(_ concepts: [[ParsedConcept]]) -> [[ParsedConcept]] {
        let labels = labels(in: concepts)
        guard !labels.isEmpty else { return concepts }
        return concepts.map { $0.filter { $0.source != .colonDefinition || !labels.contains(LearnerTerms.key($0.term)) } }
    }
}
