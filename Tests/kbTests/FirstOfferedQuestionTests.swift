import Testing

/// "Which view does the stack offer its width to first?": the rule behind a Text that wraps
/// beside another. A stack offers its length to its highest layout priority first (Apple,
/// `layoutPriority(_:)`), and among equal priorities to its least flexible child first, an
/// equal share of what is left (Apple, WWDC 2019 "Building Custom Views with SwiftUI";
/// objc.io, Thinking in SwiftUI, "Stacks"). Asked only where a rule a learner can apply
/// decides it, and the answer is the order kb's layout engine followed.
@Suite struct FirstOfferedQuestionTests {
    static let long = "A much longer label that cannot fit beside the other one on a single line at all"

    static func firstOffered(_ code: String) throws -> [String] {
        try LayoutCardTests.questions("# Stack\n\n```swift\n\(code)\n```\n").filter { $0.hasPrefix("Which of ") }
    }

    /// The card as `questions` gives it: "Which of A and B does their HStack offer its width to
    /// first? => answer".
    static func asked(_ first: String, _ second: String, _ answer: String) -> String {
        "Which of \(first) and \(second) does their HStack offer its width to first? => \(answer)"
    }

    @Test func theShorterTextIsOfferedItsWidthFirst() throws {
        #expect(try Self.firstOffered(LayoutCardTests.twoTexts) == [
            Self.asked("Text(\"Short\")", "Text(\"\(Self.long)\")",
                "Text(\"Short\"): its text is the shortest, so the widths it can take vary least, and a stack offers its "
                + "width to its least flexible child first."),
        ])
    }

    @Test func aHigherLayoutPriorityIsOfferedItsWidthFirst() throws {
        let code = "HStack {\n    Text(\"Short\")\n    Text(\"\(Self.long)\").layoutPriority(1)\n}"
        #expect(try Self.firstOffered(code) == [
            Self.asked("Text(\"Short\")", "Text(\"\(Self.long)\")",
                "Text(\"\(Self.long)\"): its layout priority (1) is the highest, and a stack offers its width to its "
                + "highest priority first, setting aside only the least the others need."),
        ])
    }

    @Test func aTextBesideAColourIsOfferedItsWidthFirst() throws {
        let code = "HStack {\n    Color.red\n    Text(\"\(Self.long)\")\n}"
        #expect(try Self.firstOffered(code) == [
            Self.asked("Color red", "Text(\"\(Self.long)\")",
                "Text(\"\(Self.long)\"): a Text is never longer than its text on one line, while the views beside it "
                + "take any width they are offered, and a stack offers its width to its least flexible child first."),
        ])
    }

    @Test func aViewOfFixedWidthIsOfferedItsWidthFirst() throws {
        let code = "HStack {\n    Text(\"\(Self.long)\")\n    Color.blue.frame(width: 100)\n}"
        #expect(try Self.firstOffered(code) == [
            Self.asked("Text(\"\(Self.long)\")", "Color blue",
                "Color blue: its width is fixed, whatever it is offered, and a stack offers its width to its least "
                + "flexible child first."),
        ])
    }

    /// Two texts of about the same length: the font decides which is less flexible, so it is
    /// not asked; nor when every Text fits and no priority is set (the order shows nothing).
    @Test func whatTheFontDecidesOrWhatShowsNoOrderIsNotAsked() throws {
        let twins = "HStack {\n    Text(\"A label long enough to wrap beside its twin\")\n"
            + "    Text(\"A label long enough to wrap beside its twin!\")\n}"
        #expect(try Self.firstOffered(twins) == [])
        #expect(try Self.firstOffered("HStack {\n    Text(\"Hi\")\n    Color.red\n}") == [])
        // A frame around each Text sets how flexible it is: which text is shorter says nothing.
        let framed = "HStack {\n    Text(\"Short\").frame(maxWidth: .infinity)\n"
            + "    Text(\"\(Self.long)\").frame(maxWidth: .infinity)\n}"
        #expect(try Self.firstOffered(framed) == [])
    }
}

extension FirstOfferedQuestionTests {
    /// Texts that say the same are named by their place, as the learner finds them in the code.
    @Test func textsThatSayTheSameAreNamedByTheirPlace() throws {
        let text = "Text(\"A welcome long enough to wrap beside the others\")"
        let code = "HStack {\n    \(text)\n    \(text)\n        .layoutPriority(1)\n    \(text)\n}"
        #expect(try Self.firstOffered(code) == [
            "Which of the first \(text), the second \(text) and the third \(text) does their HStack offer its width to "
                + "first? => the second \(text): its layout priority (1) is the highest, and a stack offers its width to its "
                + "highest priority first, setting aside only the least the others need.",
        ])
    }
}
