import Flashcards
import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// A concept card is its term in its note: rewording the explanation keeps its reviews,
/// and cards of earlier imports are taken over or suspended, never deleted.
@Suite struct ConceptCardIdentityTests {
    static let monday = Date(timeIntervalSince1970: 1_796_029_200)  // 2026-11-30 09:00 UTC

    func conceptCards(_ store: KnowledgeStore) throws -> [Card] {
        try store.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Card.columns) \(Card.from) WHERE k.kind = 'concept' ORDER BY k.id")
                .map(Card.init(row:))
        }
    }

    @Test func aRewordedExplanationKeepsTheCardAndItsReviews() throws {
        let folder = TemporaryFolder()
        let path = folder.write("spacer.md", "# Spacer 노트\n\n`Spacer`는 남는 공간을 차지하는 뷰이다.\n")
        let store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [path])
        let card = try #require(try conceptCards(store).first { $0.front == "Spacer" })
        let answer = try #require(try store.answer(card, .good))

        folder.write("spacer.md", "# Spacer 노트\n\n`Spacer`는 스택의 축 방향으로 남는 공간을 모두 차지하는 뷰이다.\n")
        try store.importNotes(paths: [path])
        let kept = try #require(try store.card(id: card.id))
        #expect(kept.back == "`Spacer`는 스택의 축 방향으로 남는 공간을 모두 차지하는 뷰이다.")
        #expect(kept.schedule == answer.card.schedule)
        #expect(!kept.suspended)
        #expect(try conceptCards(store).count == 1)
    }

    /// `* Button의 생성자` is carded as `Button` now; the card keeps the identity it had as the
    /// item was written, so its reviews stay (identity is the term as written, `writtenTerm`).
    @Test func anItemOnAnInitializerKeepsTheIdentityOfItsWrittenTerm() throws {
        let note = "# Controls\n\n* Button의 생성자\n\n  ```swift\n  init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)\n  ```\n\n"
            + "  label 매개변수에 적용된 래퍼는 여러 하위 View를 반환하게 한다.\n"
        let cards = NoteParser.parse(note, fileStem: "controls").chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["Button"])
        // (What the card of the term as written was: its identity, of the note's stem and title.)
        let asWritten = ParsedCard(kind: .concept, front: "Button의 생성자", back: "", line: 3, ofNote: "controls\u{1F}Controls")
        #expect(cards.first?.identity == asWritten.identity)
    }

    /// `## SwiftUI vs. UIKit` is carded `SwiftUI vs UIKit` (`ComparedNames`), `## Geometry
    /// Reader` in a note whose code writes `GeometryReader` as that API: each card keeps the
    /// identity of the heading as written, which an earlier kb carded, so its reviews stay.
    @Test func aRespeltHeadingKeepsTheIdentityOfItsWords() throws {
        let note = "# Notes\n\n## SwiftUI vs. UIKit\n\nSwiftUI describes the UI; UIKit builds it step by step.\n\n"
            + "## Geometry Reader\n\nGeometry Reader gives its content the size it is offered.\n\n"
            + "## Example\n\n```swift\nGeometryReader { proxy in Text(\"\\(proxy.size.width)\") }\n```\n"
        let cards = NoteParser.parse(note, fileStem: "notes").chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["SwiftUI vs UIKit", "GeometryReader"])
        let asWritten = ["SwiftUI vs. UIKit", "Geometry Reader"].map {
            ParsedCard(kind: .concept, front: $0, back: "", line: 3, ofNote: "notes\u{1F}Notes").identity
        }
        #expect(cards.map(\.identity) == asWritten)
    }

    /// `### ForEach(data:, contents:)` is carded as Swift writes the initializer,
    /// `ForEach(data:contents:)`, and `.linear(duration: )` in a table row as
    /// `.linear(duration:)`; each card keeps the identity of the note's own spelling, so the
    /// reviews of the card an earlier kb made stay with it.
    @Test func blankArgumentLabelsAreWrittenAsSwiftDoesAndKeepTheirIdentity() throws {
        let note = "# Notes\n\n### ForEach(data:, contents:)\n\n`data`가 `Identifiable`할 때 사용 가능.\n\n"
            + "### 속성\n\n| 코드 | 기능 |\n| --- | --- |\n| `.linear(duration: )` | 처음부터 끝까지 속도 일정 |\n"
            + "| `.easeIn(duration: )` | 처음엔 느리고 끝에 빨라짐 |\n"
        let cards = NoteParser.parse(note, fileStem: "notes").chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["ForEach(data:contents:)", ".linear(duration:)", ".easeIn(duration:)"])
        let asWritten = zip(["ForEach(data:, contents:)", ".linear(duration: )", ".easeIn(duration: )"], cards).map {
            ParsedCard(kind: .concept, front: $0, back: "", line: $1.line, ofNote: "notes\u{1F}Notes").identity
        }
        #expect(cards.map(\.identity) == asWritten)
    }

    /// A card a note holds twice is the first, whether the knowledge base is new (the
    /// import writes each card without looking for it) or holds the card already.
    @Test func aCardWrittenTwiceIsTheFirstOnEveryImport() throws {
        let folder = TemporaryFolder()
        let text = "# 노트\n\n## 하나\n\nSpacer가 하는 일? :: 남는 공간을 차지한다\n\n## 둘\n\nSpacer가 하는 일? :: 남는 공간을 차지한다\n"
        let path = folder.write("twice.md", text)
        let store = try folder.store(clock: .fixed(Self.monday))
        func cards() throws -> [String] {
            try store.read { try String.fetchAll($0, sql: "SELECT kind || ' ' || line || ' ' || suspended FROM cards ORDER BY id") }
        }
        try store.importNotes(paths: [path])
        #expect(try cards() == ["basic 5 0"])
        folder.write("twice.md", text + "\n끝.\n")
        try store.importNotes(paths: [path])
        #expect(try cards() == ["basic 5 0"])
    }

    /// A card an earlier kb made (its identity was its text) is taken over by the same
    /// term of the same note; a junk card it made (`사용하`) is suspended, and stays.
    @Test func cardsOfAnEarlierImportAreTakenOverOrSuspended() throws {
        let folder = TemporaryFolder()
        let path = folder.write("spacer.md", "# Spacer 노트\n\n`Spacer`는 남는 공간을 차지하는 뷰이다.\n")
        let store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [path])
        let now = Self.monday.timeIntervalSince1970
        try store.write { db in
            try db.execute(sql: "DELETE FROM cards")
            for (identity, front) in [("old-spacer", "Spacer"), ("old-junk", "사용하")] {
                try db.execute(sql: """
                    INSERT INTO cards (identity, kind, front, back, note_path_id, line, created_at, due)
                    VALUES (?, 'concept', ?, 'an older back', (SELECT id FROM note_paths WHERE path = ?), 3, ?, ?)
                    """, arguments: [identity, front, path, now, now])
            }
            try db.execute(sql: "UPDATE notes SET importer_version = 0")
        }
        try store.importNotes(paths: [path])
        let cards = try conceptCards(store)
        #expect(cards.map(\.front) == ["Spacer", "사용하"])
        #expect(cards.map(\.suspended) == [false, true])
        #expect(cards[0].back == "`Spacer`는 남는 공간을 차지하는 뷰이다.")
    }
}
