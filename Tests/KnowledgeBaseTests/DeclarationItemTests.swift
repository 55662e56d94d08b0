import Testing
@testable import KnowledgeBase

/// `- @State private var imageOffset: CGSize = .zero` (BrookNotes): a declaration written
/// without its fence is no concept of its attribute (`DeclarationItems`); a sentence that
/// shows a declaration in inline code stays its card.
extension RejectedConceptsTests {
    @Test func aDeclarationWithoutItsFenceIsNoConcept() {
        #expect(terms("""
            # Pinch

            - @State private var imageOffset: CGSize = .zero
            - `@State var isOn = false`처럼 선언하면 `@State`는 뷰가 소유하는 상태가 된다.
            """) == ["@State"])
    }

    @Test func aDeclarationIsAttributesThenVarOrLetThenAName() {
        #expect(ConceptExtractor.isInADeclarationLine(candidate(.markedTerm, "@Published"), in: MarkdownParser.parse("@Published var count = 0")[0]))
        #expect(!ConceptExtractor.isInADeclarationLine(candidate(.markedTerm, "let"), in: MarkdownParser.parse("let is a constant, var a variable")[0]))
    }
}
