import Testing
@testable import KnowledgeBase

/// A table that compares APIs row by row: each row whose first cell names an API as code
/// is that API's concept, explained by the other cells under their headings.
@Suite struct ComparisonTableTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func eachAPIRowIsExplainedByItsCells() {
        let found = forms.concepts("""
            | Container | Lazy? | Scrolls? | When to use |
            | --- | --- | --- | --- |
            | **`VStack`** | No | No | A few views stacked vertically |
            | `LazyVStack` (iOS 14+) | Yes | Inside a `ScrollView` | Long feeds |
            | Grid | No | No | Rows and columns |
            """)
        #expect(found.map(\.term) == ["VStack", "LazyVStack"])
        #expect(found.map(\.explanation) == [
            "Lazy?: No\nScrolls?: No\nWhen to use: A few views stacked vertically",
            "Lazy?: Yes\nScrolls?: Inside a `ScrollView`\nWhen to use: Long feeds",
        ])
        #expect(found.map(\.line) == [3, 4])
    }

    @Test func aCellOpensWithCodeOnlyWhenItsFirstMarkIsClosed() {
        #expect(ConceptExtractor.leadingCode("**`@State`** (iOS 13+)") == "@State")
        #expect(ConceptExtractor.leadingCode("`unclosed") == nil)
        #expect(ConceptExtractor.leadingCode("State") == nil)
    }
}
