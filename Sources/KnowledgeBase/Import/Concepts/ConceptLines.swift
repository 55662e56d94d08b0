/// Where on its line a concept was found, for the rules that read the words around a term
/// (`InstancesOfAKind`, `SettingValues`, `ReasonQuestions`).
extension ConceptExtractor {
    /// The line of `block` the concept was found on, without code and emphasis marks.
    static func conceptLine(_ concept: ParsedConcept, in block: MarkdownBlock) -> String? {
        let offset = concept.line - block.startLine
        guard offset >= 0 else { return nil }
        // (Split no further than the concept's line.)
        let lines = block.text.split(separator: "\n", maxSplits: offset + 1, omittingEmptySubsequences: false)
        guard lines.indices.contains(offset) else { return nil }
        return lines[offset].filter { !"`*".contains($0) }
    }

    /// The line's text before and after the first place it writes the concept's term, marks
    /// removed; nil when the line does not write it.
    static func surroundings(of concept: ParsedConcept, in block: MarkdownBlock) -> (before: Substring, after: Substring)? {
        let term = concept.term.filter { !"`*".contains($0) }
        guard !term.isEmpty, let line = conceptLine(concept, in: block), let found = line.range(of: term) else { return nil }
        return (line[..<found.lowerBound], line[found.upperBound...])
    }
}
