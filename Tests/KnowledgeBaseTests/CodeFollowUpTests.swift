import Foundation
import Testing
@testable import KnowledgeBase

/// A code hit shows the passage right under it that points back at it (`This makes sure
/// …`, `위 코드를 실행하면 …`, `라는 경고가 뜬다`), which says what the code does; a passage
/// that starts something new, or points at code further down, is not shown with it.
@Suite struct CodeFollowUpTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store(importing: "frames.md", """
            # Frames

            ```swift
            Text("Hello").frame(minWidth: 0, maxWidth: .infinity)
            ```

            This makes sure the frame always becomes exactly as wide as proposed.

            ```swift
            ScrollView(.horizontal) { Text("row") }
            ```

            Lists scroll on their own.

            ```swift
            Image("cat").resizable()
            ```

            This below code sizes the image to its frame.

            ```swift
            Image("dog").frame(width: 10)
            ```
            """)
    }

    func hit(_ query: String) throws -> SearchHit {
        try #require(try store.search(query, options: .init(kind: nil, limit: 1)).first)
    }

    @Test func aPassageThatPointsBackAtTheCodeIsShownWithIt() throws {
        let frame = try hit("minWidth")
        #expect(frame.kind == .snippet)
        #expect((frame.line, frame.endLine) == (3, 7))
        #expect(frame.excerpt.text == "Text(\"Hello\").frame(minWidth: 0, maxWidth: .infinity) This makes sure the frame always becomes exactly as wide as proposed.")
        #expect(KnowledgeStore.pointsBack("위 코드를 실행하면 수평 방향으로 변경된다."))
        #expect(KnowledgeStore.pointsBack("라는 Warning 문구가 뜨는데"))
    }

    @Test func aPassageThatStartsSomethingNewOrPointsAheadIsNot() throws {
        let scroll = try hit("horizontal")
        #expect((scroll.line, scroll.endLine) == (9, 11))
        let image = try hit("resizable")
        #expect((image.line, image.endLine) == (15, 17))
        #expect(!KnowledgeStore.pointsBack("This below code sizes the image to its frame."))
        #expect(!KnowledgeStore.pointsBack("Thistle is a colour."))
    }
}
