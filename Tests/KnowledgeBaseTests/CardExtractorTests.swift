import Testing
@testable import KnowledgeBase

@Suite struct CardExtractorTests {
    static let note = """
        # Cards

        Spacer의 기본 최소 길이::8 point

        VStack의 기본 spacing:::8

        Text가 제안보다 길면
        어떻게 되나?
        ?
        단어 단위로 줄을 바꾼다
        두 번째 줄

        `a::b`는 코드이고 `==`도 코드다.

        frame은 ==새 부모 뷰==를 만든다. {{c1::layoutPriority}}가 높은 자식이 먼저 공간을 받는다.

        > Q) Spacer의 최소 길이는?
        > A) 8 point

        * `HStack`: 가로로 쌓는 컨테이너
        """

    struct Card: Equatable, CustomStringConvertible {
        var kind: CardKind, front: String, back: String, line: Int
        var description: String { "\(kind) \(line): \(front) → \(back)" }
    }

    var cards: [Card] {
        NoteParser.parse(Self.note, fileStem: "cards").chapters.flatMap(\.cards)
            .map { Card(kind: $0.kind, front: $0.front, back: $0.back, line: $0.line) }
    }

    @Test func explicitCardsInEverySyntax() {
        #expect(Array(cards.prefix(4)) == [
            Card(kind: .basic, front: "Spacer의 기본 최소 길이", back: "8 point", line: 3),
            Card(kind: .basic, front: "VStack의 기본 spacing", back: "8", line: 5),
            Card(kind: .reverse, front: "8", back: "VStack의 기본 spacing", line: 5),
            Card(kind: .basic, front: "Text가 제안보다 길면\n어떻게 되나?", back: "단어 단위로 줄을 바꾼다\n두 번째 줄", line: 7),
        ])
    }

    @Test func eachClozeDeletionIsACardAndCodeIsNone() {
        #expect(cards.filter { $0.kind == .cloze } == [
            Card(kind: .cloze, front: "frame은 […]를 만든다", back: "frame은 **새 부모 뷰**를 만든다", line: 15),
            Card(kind: .cloze, front: "[…]가 높은 자식이 먼저 공간을 받는다",
                 back: "**layoutPriority**가 높은 자식이 먼저 공간을 받는다", line: 15),
        ])
        #expect(!cards.contains { $0.line == 13 && $0.kind != .concept })
        #expect(!cards.contains { $0.kind == .basic && $0.front.contains("{{c1") })
    }

    @Test func questionBlocksAndConceptsBecomeCards() {
        #expect(cards.contains(Card(kind: .question, front: "Spacer의 최소 길이는?", back: "8 point", line: 17)))
        #expect(cards.contains(Card(kind: .concept, front: "HStack", back: "가로로 쌓는 컨테이너", line: 20)))
        // Lines that hold a written card get no concept card besides it.
        #expect(!cards.contains { $0.kind == .concept && [3, 5, 7, 15].contains($0.line) })
    }

    @Test func identityFollowsTheTextNotThePlace() {
        let card = ParsedCard(kind: .basic, front: "a", back: "b", line: 3)
        #expect(card.identity == ParsedCard(kind: .basic, front: "a", back: "b", line: 90).identity)
        #expect(card.identity != ParsedCard(kind: .basic, front: "a", back: "c", line: 3).identity)
        #expect(card.identity != ParsedCard(kind: .reverse, front: "a", back: "b", line: 3).identity)
    }
}
