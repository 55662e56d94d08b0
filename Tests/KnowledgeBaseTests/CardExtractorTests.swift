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

    /// Logseq writes a block's properties with `::` (`logseq.order-list-type:: number`,
    /// `collapsed:: true`): no card; a card whose front is one word still is.
    @Test func logseqPropertiesAreNoCards() {
        let note = """
            # Navigation

            - NavigationStack 안에 NavigationLink로 사용
              logseq.order-list-type:: number
            - collapsed:: true
            - spacing::8 point
            """
        let cards = NoteParser.parse(note, fileStem: "logseq").chapters.flatMap(\.cards).filter { $0.kind == .basic }
        #expect(cards.map { "\($0.front) → \($0.back)" } == ["spacing → 8 point"])
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

    /// `@EnvironmentObject` (the property wrapper) and `.environmentObject(_:)` (the modifier
    /// that hands the object down) are two concepts with one name; real notes explain both
    /// (jdeoks-swift's VoiceMemo, brittpinder's EnvironmentObject). Each gets a card. The one
    /// the note explains first keeps the identity a note with it alone gives (the one card
    /// the term had before), so its reviews stay with it. `@State` and a bare `State` stay
    /// one concept: notes write the bare name for the wrapper (`State는 Private와 함께 써줘야
    /// 한다` under an `@State` section).
    @Test func aModifierAndTheAttributeItsNameSpellsAreTwoCards() throws {
        let both = NoteParser.parse("""
            # 정리

            `@EnvironmentObject`는 앱 전체에서 공유되는 객체를 읽는 프로퍼티 래퍼이다.

            `.environmentObject(_:)`는 상위 뷰에서 하위 뷰 계층에 객체를 넣어 주는 수정자이다.
            """, fileStem: "env")
        let cards = both.chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["@EnvironmentObject", ".environmentObject(_:)"])
        let alone = NoteParser.parse("""
            # 정리

            `@EnvironmentObject`는 앱 전체에서 공유되는 객체를 읽는 프로퍼티 래퍼이다.
            """, fileStem: "env")
        let wrapperAlone = try #require(alone.chapters.flatMap(\.cards).first { $0.kind == .concept })
        #expect(cards[0].identity == wrapperAlone.identity)
        #expect(cards[1].identity != cards[0].identity)
        let state = NoteParser.parse("""
            # 정리

            `@State`는 뷰가 소유하는 값을 저장하는 프로퍼티 래퍼이다.

            그래서 State는 private와 함께 써야 한다.
            """, fileStem: "state")
        #expect(state.chapters.flatMap(\.cards).filter { $0.kind == .concept }.map(\.front) == ["@State"])
    }

    @Test func identityFollowsTheTextNotThePlace() {
        let card = ParsedCard(kind: .basic, front: "a", back: "b", line: 3)
        #expect(card.identity == ParsedCard(kind: .basic, front: "a", back: "b", line: 90).identity)
        #expect(card.identity != ParsedCard(kind: .basic, front: "a", back: "c", line: 3).identity)
        #expect(card.identity != ParsedCard(kind: .reverse, front: "a", back: "b", line: 3).identity)
    }

    /// A layout card is its code, question and answer (`LayoutCard.key`): a picture kb draws
    /// differently keeps the card and its reviews; another answer makes another card.
    @Test func aLayoutCardIsItsQuestionAndAnswerNotItsPicture() {
        let key = "Text(\"Hi\").padding().background(Color.red)\n\nWhich view is widest?\nColor red"
        let card = ParsedCard(kind: .layout, front: "code", back: "Color red\n\n┌─┐\n│r│\n└─┘", line: 1, identityText: key)
        let redrawn = ParsedCard(kind: .layout, front: "code", back: "Color red\n\n┌──┐\n│rr│\n└──┘", line: 1, identityText: key)
        #expect(card.identity == redrawn.identity)
        let answeredOtherwise = ParsedCard(kind: .layout, front: "code", back: "Text Hi", line: 1,
                                           identityText: key.replacingOccurrences(of: "Color red", with: "Text Hi"))
        #expect(card.identity != answeredOtherwise.identity)
    }
}

/// A concept card's back is whole sentences: never one cut at a length, a sentence that
/// only leads into the code after it, or empty; a later explanation of the term in the
/// same chapter joins it.
@Suite struct CardBackTests {
    @Test func aBackLeavesOutTheSentenceThatLeadsIntoTheCode() {
        #expect(CardBack.complete("`GeometryReader`는 제안을 모두 받는다.\n아래처럼 사용할 수 있다.") == "`GeometryReader`는 제안을 모두 받는다.")
        #expect(CardBack.complete("The modifier wraps the view. Here's a possible implementation:") == "The modifier wraps the view.")
        #expect(CardBack.complete("`@Published` property wrapper is syntactic sugar for") == "")
        #expect(CardBack.complete("Views that have no subviews.") == "Views that have no subviews.")
    }

    /// A sentence whose lead-in phrase is answered after a colon in the same sentence says
    /// what it leads into: it stays. One that ends on its colon goes.
    @Test func aLeadInAnsweredInItsOwnSentenceStays() {
        #expect(CardBack.complete("Nesting two stacks gives the following: `VStack<HStack<Text>>`")
            == "Nesting two stacks gives the following: `VStack<HStack<Text>>`")
        #expect(CardBack.complete("두 수정자를 겹치면 다음과 같은 타입이 된다: `Padded<Framed>`")
            == "두 수정자를 겹치면 다음과 같은 타입이 된다: `Padded<Framed>`")
        #expect(CardBack.complete("Stacks nest. Nesting them gives the following:") == "Stacks nest.")
        #expect(CardBack.complete("Stacks nest. It looks like this: ") == "Stacks nest.")
    }

    @Test func aLongBackIsCutAtTheEndOfASentence() {
        let text = String(repeating: "가나다라마바사아자차. ", count: 40)
        let back = CardBack.clipped(text, limit: 100)
        #expect(back == String(repeating: "가나다라마바사아자차. ", count: 3).trimmingWhitespace)
        #expect(CardBack.clipped("짧은 문장.", limit: 100) == "짧은 문장.")
    }

    @Test func aLaterExplanationInTheSameChapterJoinsTheBack() {
        let note = NoteParser.parse("""
            # Spacer

            `Spacer`는 남은 공간을 차지한다.

            `Spacer`는 축 방향으로만 늘어난다.

            # Stack

            `Spacer`는 스택 밖에서는 아무것도 하지 않는다.
            """, fileStem: "s")
        let cards = note.chapters.flatMap(\.cards).filter { $0.kind == .concept }
        #expect(cards.map(\.front) == ["Spacer"])
        #expect(cards.first?.back == "`Spacer`는 남은 공간을 차지한다.\n`Spacer`는 축 방향으로만 늘어난다.")
        #expect(CardBack.joined("a.", "a.") == "a.")
        #expect(CardBack.joined(String(repeating: "a", count: 595), "b is c.") == String(repeating: "a", count: 595))
    }

    /// A heading and the item under it both explain the term with the item's line, one of
    /// them marking the term: the back says the line once (seen on real notes: `### lineLimit()`
    /// over `- lineLimit()를 이용하여 …`, `**@ViewBuilder**는 …` under a heading).
    @Test func aLineTheBackHasJoinsItOnceWhateverItsMarks() {
        #expect(CardBack.joined("@ViewBuilder는 뷰 목록을 하나의 뷰로 결합한다", "`@ViewBuilder`는 뷰 목록을 하나의 뷰로 결합한다")
            == "@ViewBuilder는 뷰 목록을 하나의 뷰로 결합한다")
        // Only the lines the back lacks join it, in their order.
        #expect(CardBack.joined("`aspectRatio` 인자\n인자에 값을 주면 비율로 적용한다.", "인자에 값을 주면 비율로 적용한다.\n값이 없으면 nil이다.")
            == "`aspectRatio` 인자\n인자에 값을 주면 비율로 적용한다.\n값이 없으면 nil이다.")
        // Code joins whole or not at all: its `}` is no repetition.
        #expect(CardBack.joined("Text(\"a\") {\n}", "HStack {\n    Text(\"b\")\n}") == "Text(\"a\") {\n}\nHStack {\n    Text(\"b\")\n}")
        let note = NoteParser.parse("""
            # Text

            ### lineLimit()
            - lineLimit()를 이용하여 원하는 줄 개수만큼으로 제한을 둘 수 있다.
            """, fileStem: "t")
        let backs = note.chapters.flatMap(\.concepts).filter { $0.term == "lineLimit()" }.map(\.explanation)
        #expect(backs == ["lineLimit()를 이용하여 원하는 줄 개수만큼으로 제한을 둘 수 있다."])
    }
}
