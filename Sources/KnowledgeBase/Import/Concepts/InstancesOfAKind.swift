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
              instanceSpellings.contains(where: block.text.containsBytes),
              let (before, after) = surroundings(of: concept, in: block) else { return false }
        return instanceFollowers.contains { after.drop { $0 == " " }.hasPrefix($0) }
            || instanceLeaders.contains { before.lowercased().hasSuffix($0) }
    }

    /// What follows a name written as an instance or a companion: `와 같은`, `과 함께`.
    static let instanceFollowers = ["와 같은", "과 같은", "와 함께", "과 함께"]
    /// What leads in an English instance: `such as X`, `like X`, `e.g. X`.
    static let instanceLeaders = [" such as ", " like ", "e.g. ", "e.g., "]

    /// The words of both, looked for in a block's bytes before any line is read (most blocks
    /// hold none).
    static let instanceSpellings = ["같은", "함께", "such as", "like", "e.g."]
}
