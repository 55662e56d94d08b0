/// `- 문제상황: Card가 너무 많아서 버튼이 보이지 않음`, `원인 : TabView는 …`, `- 발생한 에러:
/// Referencing initializer …`: a line that opens with the label of a problem report says
/// what went wrong in the writer's own project, its cause or its error message; the names
/// it mentions are the project's (`Card`) or in passing (`List`), and its label is no term.
/// The solution (`해결:`) may explain an API, and is read as any line is.
extension ConceptExtractor {
    static func isInAProblemReport(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph, let colon = block.text.firstIndex(of: ":") else { return false }
        let label = block.text[..<colon].filter { !"*_".contains($0) }.trimmingWhitespace.lowercased()
        return problemLabels.contains(label)
    }

    /// (A bare `에러:` or `Error:` may head a glossary's entry for Swift's `Error`; the error
    /// a report meets is one that occurred, or its message.)
    static let problemLabels: Set<String> = [
        "문제", "문제상황", "문제 상황", "원인", "발생한 에러", "발생한 오류", "에러 메시지", "오류 메시지",
        "problem", "cause", "error message", "issue",
    ]
}
