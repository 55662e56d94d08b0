/// `` `addSubview`와 같은 메소드를 사용하지 않는다 ``, `SwiftUI gives us a range of built-in
/// modifiers, such as font(), background(), and clipShape()`, `- **ScrollView**와 함께 사용될 때
/// 유용`: a name written as an instance of the kind the sentence is about (`X와 같은 Y`, a Y
/// like X; `such as X`, `like X`) or as the company its subject keeps (`X와 함께`, together
/// with X) is named in passing, and the sentence explains the kind or its subject, not X. A
/// topic the sentence is about (`withAnimation 같은 경우 …`, `X와 같이 적용하면`, used as X is)
/// is read as any sentence is.
extension ConceptExtractor {
    static func isNamedAsAnInstance(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .markedTerm || concept.source == .topicSentence,
              let line = conceptLine(concept, in: block) else { return false }
        let term = concept.term.filter { !"`*".contains($0) }
        guard !term.isEmpty, let found = line.range(of: term) else { return false }
        let after = line[found.upperBound...].drop { $0 == " " }
        let before = line[..<found.lowerBound].lowercased()
        return instanceFollowers.contains { after.hasPrefix($0) } || instanceLeaders.contains { before.hasSuffix($0) }
    }

    /// What follows a name written as an instance or a companion: `와 같은`, `과 함께`.
    static let instanceFollowers = ["와 같은", "과 같은", "와 함께", "과 함께"]
    /// What leads in an English instance: `such as X`, `like X`, `e.g. X`.
    static let instanceLeaders = [" such as ", " like ", "e.g. ", "e.g., "]

    /// The line of `block` the concept was found on, without code and emphasis marks.
    static func conceptLine(_ concept: ParsedConcept, in block: MarkdownBlock) -> String? {
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
        let offset = concept.line - block.startLine
        guard lines.indices.contains(offset) else { return nil }
        return lines[offset].filter { !"`*".contains($0) }
    }
}
