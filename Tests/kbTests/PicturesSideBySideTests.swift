import Testing

/// A "which picture" card whose pictures are tall (a whole phone screen is some 60 rows at
/// 60 columns) draws them 36 columns wide, two to a row, so that a learner compares them
/// on one screen; each is still the engine's picture of its code at that width.
@Suite struct PicturesSideBySideTests {
    static let fullScreen = """
        VStack {
            Text("Top")
            Color.red
                .padding()
                .background(Color.blue)
        }
        """

    /// The pictures of a card's front by letter: two to a row, each 36 columns wide with two
    /// columns between, or one alone.
    static func pictures(of front: String) -> [String: String] {
        let body = front.components(separatedBy: "Which picture does this code draw?\n\n")[1]
        var pictures: [String: String] = [:]
        for block in body.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let letters = lines[0].split(separator: " ").map(String.init)
            let columns: [(String) -> String] = [{ String($0.prefix(36)) }, { String($0.dropFirst(38)) }]
            for (letter, column) in zip(letters, columns) {
                pictures[letter] = lines.dropFirst().map(column)
                    .filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }.joined(separator: "\n")
            }
        }
        return pictures
    }

    @Test func tallPicturesStandTwoToARowAndTheRightOneIsTheEngines() throws {
        let cards = try LayoutCardTests.cards("# Screen\n\n```swift\n\(Self.fullScreen)\n```\n")
        let card = try #require(cards.first { $0.front.contains("Which picture does this code draw?") })
        let rows = card.front.components(separatedBy: "Which picture does this code draw?\n\n")[1]
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The letters head their columns: A at the left edge, B two columns right of A's picture.
        #expect(rows[0] == "A" + String(repeating: " ", count: 37) + "B")
        #expect(rows.allSatisfy { $0.count <= 74 })
        let pictures = Self.pictures(of: card.front)
        #expect(pictures.keys.sorted() == ["A", "B", "C"])
        #expect(pictures.values.allSatisfy { $0.split(separator: "\n").count > 20 })
        #expect(Set(pictures.values).count == 3)
        // The back names the right letter; that picture is `kb run`'s on a 36-column
        // terminal, and no other is.
        let kb = KBProcess()
        defer { kb.remove() }
        let file = kb.folder + "/screen.swift"
        try Self.fullScreen.write(toFile: file, atomically: true, encoding: .utf8)
        let engine = PictureQuestionTests.drawnRows(kb.run(["run", "--file", file, "--no-pager"], environment: ["COLUMNS": "36"]).stdout)
        let right = String(card.back.prefix(1))
        for (letter, picture) in pictures {
            #expect(engine.contains(PictureQuestionTests.drawnRows(picture)) == (letter == right), "\(letter)")
        }
    }

    /// Pictures short enough to see whole stay 60 columns wide, one under the other.
    @Test func shortPicturesStayOneUnderTheOther() throws {
        let code = "Text(\"Hi\")\n    .padding()\n    .background(Color.blue)"
        let cards = try LayoutCardTests.cards("# Short\n\n```swift\n\(code)\n```\n")
        let card = try #require(cards.first { $0.front.contains("Which picture does this code draw?") })
        #expect(card.front.contains("Which picture does this code draw?\n\nA\n┌"))
        #expect(card.front.contains("\n\nB\n┌"))
    }
}

extension PicturesSideBySideTests {
    /// A question's one picture, when tall, is drawn 36 columns wide: `kb run`'s picture on a
    /// 36-column terminal.
    @Test func aQuestionsTallPictureIsDrawnNarrower() throws {
        let code = "VStack {\n    Text(\"Hi\")\n        .padding()\n        .background(Color.yellow)\n    Color.red\n}"
        let cards = try LayoutCardTests.cards("# Screen\n\n```swift\n\(code)\n```\n")
        let card = try #require(cards.first { $0.front.hasSuffix("fill the padded area or hug the text?") })
        let picture = card.back.split(separator: "\n").filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
        #expect(picture.count > 20)
        #expect(picture.allSatisfy { $0.count == 36 })
        let kb = KBProcess()
        defer { kb.remove() }
        let file = kb.folder + "/screen.swift"
        try code.write(toFile: file, atomically: true, encoding: .utf8)
        let engine = PictureQuestionTests.drawnRows(kb.run(["run", "--file", file, "--no-pager"], environment: ["COLUMNS": "36"]).stdout)
        #expect(engine.contains(PictureQuestionTests.drawnRows(picture.joined(separator: "\n"))))
    }
}

extension PicturesSideBySideTests {
    /// At 36 columns a cell is 11.5 points of a 390-point screen, wider than most letters:
    /// `Hello, World!` at 17 points (100 points wide) gets 9 cells for its 13 characters and
    /// would read `Hello, Wo`. A picture that narrowing cuts a text of is drawn 60 columns
    /// wide (6.7 points a cell), where the text is whole.
    static let greeting = "VStack {\n    Text(\"Hello, World!\")\n        .padding()\n        .background(Color.yellow)\n    Color.red\n}"

    @Test func aTallPictureKeepsItsWidthWhenNarrowingWouldCutAText() throws {
        let cards = try LayoutCardTests.cards("# Screen\n\n```swift\n\(Self.greeting)\n```\n")
        let card = try #require(cards.first { $0.front.hasSuffix("fill the padded area or hug the text?") })
        let picture = card.back.split(separator: "\n").filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
        #expect(picture.allSatisfy { $0.count == 60 })
        #expect(picture.contains { $0.contains("Hello, World!") })
    }

    @Test func tallChoicesStayOneUnderTheOtherWhenNarrowingWouldCutAText() throws {
        let code = Self.fullScreen.replacingOccurrences(of: "\"Top\"", with: "\"Hello, World!\"")
        let cards = try LayoutCardTests.cards("# Screen\n\n```swift\n\(code)\n```\n")
        let card = try #require(cards.first { $0.front.contains("Which picture does this code draw?") })
        #expect(card.front.contains("Which picture does this code draw?\n\nA\n┌"))
        let pictures = card.front.components(separatedBy: "Which picture does this code draw?\n\n")[1].components(separatedBy: "\n\n")
        #expect(pictures.count == 3)
        #expect(pictures.allSatisfy { $0.contains("Hello, World!") && $0.split(separator: "\n")[1].count == 60 })
    }
}
