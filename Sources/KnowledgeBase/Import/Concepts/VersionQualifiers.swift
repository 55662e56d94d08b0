import Foundation

/// `- **Lazy** 버전의 스택은 보이지 않는 뷰를 생성하지 않음`: a word followed by `버전` or
/// `version` says which version of another thing the sentence is about; the thing (`Lazy`
/// stacks, `LazyVStack`) is the concept, and a card `Lazy → …` asks for half its name
/// (BrookNotes). A word the sentence says something of (`**Lazy** 스택은 …`) stays.
extension ConceptExtractor {
    static func isVersionQualifier(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (Most blocks name no version: looked for first, in the bytes.)
        guard ["버전", "ersion", "ERSION"].contains(where: { block.text.containsBytes($0) }) else { return false }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        guard let at = text.range(of: concept.term) else { return false }
        let rest = text[at.upperBound...].drop { $0 == " " }.prefix(7).lowercased()
        return rest.hasPrefix("버전") || rest.hasPrefix("version")
    }
}
