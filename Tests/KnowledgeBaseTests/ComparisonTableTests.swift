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

    /// `| UITextView | 동일 요소 없음 |`: a row of a UIKit-to-SwiftUI table whose answer says
    /// there is no counterpart explains nothing (PineNotes); a neighbour row that says what
    /// its name is, and an answer that says what is missing, stay cards. (A row that names
    /// the counterpart alone, `| UIButton | Button |`, is `CounterpartRows`'.)
    @Test func aRowThatAnswersNoneIsNoCard() {
        let found = forms.concepts("""
            | UIKit | SwiftUI |
            | --- | --- |
            | UIStackView | 뷰를 한 줄로 쌓는 UIKit 뷰 |
            | UITextView | 동일 요소 없음 |
            | UICollectionViewController | N/A |
            | lineLimit(nil) | 줄 수 제한 없음 |
            """)
        #expect(found.map(\.term) == ["UIStackView", "lineLimit(nil)"])
        #expect(found.map(\.explanation) == ["뷰를 한 줄로 쌓는 UIKit 뷰", "줄 수 제한 없음"])
        #expect(ConceptExtractor.saysThereIsNone("**동일 요소 없음**"))
        #expect(ConceptExtractor.saysThereIsNone("—"))
        #expect(!ConceptExtractor.saysThereIsNone("제한 없음"))
    }

    @Test func aCellOpensWithCodeOnlyWhenItsFirstMarkIsClosed() {
        #expect(ConceptExtractor.leadingCode("**`@State`** (iOS 13+)") == "@State")
        #expect(ConceptExtractor.leadingCode("`unclosed") == nil)
        #expect(ConceptExtractor.leadingCode("State") == nil)
    }
}
