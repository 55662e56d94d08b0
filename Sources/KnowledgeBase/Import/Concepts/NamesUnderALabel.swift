/// `- data type:` over `- Int`, `- String`, `- Double`, `- Bool`; `## Font` over `.font`,
/// `.fontWeight`: a label or heading whose whole explanation is a list of names, one to a
/// line, names the group they belong to (KelpNotes); the card would ask for the heading of a
/// list. An API's name over its values (`alignment:` over `.leading`, `.center`) says what
/// values it takes, and stays.
extension ConceptExtractor {
    static func isLabelOverNames(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .colonDefinition || concept.source == .heading else { return false }
        let term = concept.term.filter { $0 != "`" }
        guard !isIdentifierLike(term), calledName(term) == nil, !term.hasPrefix("."), !term.hasPrefix("@") else { return false }
        let lines = concept.explanation.splitLines().map { $0.trimmingWhitespace.filter { $0 != "`" } }.filter { !$0.isEmpty }
        // (Values written as members, `.leading`, are a setting's.)
        guard !lines.allSatisfy({ $0.hasPrefix(".") }) else { return false }
        return lines.count >= 2 && lines.allSatisfy { line in
            let name = line.trimming(",")
            return !name.isEmpty && !name.contains(" ") && name.count <= 30 && !name.contains(where: { $0 == ":" || $0 == "=" })
        }
    }
}
