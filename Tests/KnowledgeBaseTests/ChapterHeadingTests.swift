import Testing
@testable import KnowledgeBase

@Suite struct ChapterHeadingTests {
    @Test(arguments: [
        ("7. Introducing Stacks & Containers", "7", "Introducing Stacks & Containers", "7-introducing-stacks-containers"),
        ("Chapter 8: Introducing Stacks & Containers", "8", "Introducing Stacks & Containers", "8-introducing-stacks-containers"),
        ("1.1 제안, 선택, 배치", "1.1", "제안, 선택, 배치", "1-1-제안-선택-배치"),
        ("7.2) Spacing", "7.2", "Spacing", "7-2-spacing"),
        ("제3장 레이아웃", "3", "레이아웃", "3-레이아웃"),
        ("Ch. 4 - Text", "4", "Text", "4-text"),
    ])
    func numberedHeadings(heading: String, number: String, title: String, slug: String) {
        let parsed = ChapterHeading(heading)
        #expect(parsed.number == number)
        #expect(parsed.title == title)
        #expect(parsed.slug == slug)
    }

    @Test(arguments: ["SwiftUI Layout System 2", "예시 1", "2D graphics", "4 ways to lay out", "The ZStack"])
    func numbersElsewhereArePartOfTheTitle(heading: String) {
        let parsed = ChapterHeading(heading)
        #expect(parsed.number == nil)
        #expect(parsed.title == heading)
    }
}
