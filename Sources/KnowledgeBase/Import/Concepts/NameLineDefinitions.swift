/// An API's name on a line of its own, and the lines under it in the same paragraph that
/// say what it is: a glossary a note writes without a colon or a list.
///
///     @Binding
///     상위 뷰가 가진 상태를 하위 뷰에서 사용하고 수정할 수 있게 해주는 파생 자료
///
/// The name reads as Swift writes an API's (`@Binding`, `objectWillChange`,
/// `ObservableObject`); a plain word on its own line (`Example`, `정리`) is a label.
extension ConceptExtractor {
    static func nameLineDefinition(_ block: MarkdownBlock) -> (term: String, explanation: String)? {
        guard block.kind == .paragraph, block.text.contains("\n") else { return nil }
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
        let name = lines[0].trimmingWhitespace.filter { $0 != "`" }
        guard name.count >= 3, isIdentifierLike(name) else { return nil }
        let rest = lines.dropFirst().map { $0.trimmingWhitespace }.filter { !$0.isEmpty }.joined(separator: "\n")
        // The lines under it are prose, not more names or code.
        guard rest.contains(where: \.isLetter), !isCodeOnly(rest), rest.split(separator: " ").count >= 2 else { return nil }
        return (name, rest)
    }
}
