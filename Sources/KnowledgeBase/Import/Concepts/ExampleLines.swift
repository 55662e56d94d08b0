/// `- 예: **Image**는 고정된 크기를 선호, **RoundedRectangle**은 제공된 모든 공간을 사용`,
/// `e.g. .aspectRatio(2/3) is likely something like .modifier(AspectModifier(2/3))`: a line
/// labelled as an example illustrates the statement before it with things the note has
/// named or will name; what it names is an instance, not the term it explains. A sentence
/// that explains its term with an example (`예를 들어 `lineWidth`가 `20`이면 …`) has no such
/// label opening its line, and stays.
extension ConceptExtractor {
    static func isInAnExampleLine(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (A paragraph keeps its line breaks: the example may be one line of several.)
        let lines = block.text.splitLines(omittingEmpty: false)
        let index = concept.line - block.startLine
        guard block.kind == .paragraph, lines.indices.contains(index) else { return false }
        let opening = lines[index].trimmingWhitespace.prefix { $0 != " " }.lowercased()
        return exampleLabels.contains(opening)
    }

    /// The labels of an example line, as its first word.
    static let exampleLabels: Set<String> = ["예:", "예)", "예시:", "예시)", "e.g.", "e.g.,", "eg.", "eg:", "ex)", "ex.", "ex:", "example:"]
}
