import Foundation
import Testing

/// Layout cards ask what a learner answers by thinking about SwiftUI's layout rules, not by
/// measuring: whether a Text beside others stays on one line, wraps or is cut off (an HStack
/// shares its width, offering its least flexible children their share first: objc.io,
/// Thinking in SwiftUI, "Stacks"); whether a background fills the padded area or hugs the
/// text (each modifier wraps the view it follows: Apple, "Configuring views"); and a
/// question is asked once a chapter, however many examples repeat it.
@Suite struct LayoutCardTests {
    /// Each layout card of the notes in `markdown`: its front and back.
    static func cards(_ markdown: String) throws -> [(front: String, back: String)] {
        let kb = KBProcess()
        defer { kb.remove() }
        let note = kb.folder + "/layout.md"
        try markdown.write(toFile: note, atomically: true, encoding: .utf8)
        #expect(kb.run(["import", note]).status == 0)
        let sql = "SELECT CAST(sqlar_uncompress(front, front_size) AS TEXT) AS front, "
            + "CAST(sqlar_uncompress(back, back_size) AS TEXT) AS back FROM cards WHERE kind = 'layout' ORDER BY id"
        let json = kb.shell("sqlite3 -json '\(kb.database)' \"\(sql)\"").stdout
        let rows = try JSONSerialization.jsonObject(with: Data((json.isEmpty ? "[]" : json).utf8)) as? [[String: String]] ?? []
        return rows.map { ($0["front"] ?? "", $0["back"] ?? "") }
    }

    /// Each layout card of the notes in `markdown`, as "question => the answer's first line".
    static func questions(_ markdown: String) throws -> [String] {
        try cards(markdown).map { card in
            let question = card.front.split(separator: "\n").last.map(String.init) ?? ""
            let answer = card.back.split(separator: "\n").first.map(String.init) ?? ""
            return question + " => " + answer
        }
    }

    static let twoTexts = """
        HStack {
            Text("Short")
            Text("A much longer label that cannot fit beside the other one on a single line at all")
        }
        """

    @Test func textsBesideEachOtherAreAskedWhetherTheyWrapBothWays() throws {
        let questions = try Self.questions("# Wrapping\n\n```swift\n\(Self.twoTexts)\n```\n")
        #expect(questions.filter { $0.hasPrefix("Does Text") } == [
            "Does Text(\"Short\") stay on one line, wrap, or get cut off with …? => It stays on one line: the width the HStack offers it, after the views beside it took their share, is enough for its whole text.",
            "Does Text(\"A much longer label that cannot fit beside the other one on a single line at all\") stay on one line, wrap, or get cut off with …? => It wraps: the HStack shares its width with the views beside it and offers this Text less than its text needs on one line; a Text breaks its lines rather than grow past the width it is offered.",
        ])
    }

    @Test func aTextWithALineLimitIsCutOff() throws {
        let code = Self.twoTexts.replacingOccurrences(of: "at all\")", with: "at all\").lineLimit(1)")
        let questions = try Self.questions("# Cut off\n\n```swift\n\(code)\n```\n")
        #expect(questions.filter { $0.hasPrefix("Does Text(\"A much") } == [
            "Does Text(\"A much longer label that cannot fit beside the other one on a single line at all\") stay on one line, wrap, or get cut off with …? => It is cut off with …: the HStack offers it less width than its text needs, and its line limit keeps it from taking the lines it would wrap into.",
        ])
    }

    @Test func aTextAloneOrTextsThatAllFitAreNotAskedAbout() throws {
        let questions = try Self.questions("""
            # Fits

            ```swift
            HStack {
                Text("One")
                Text("Two")
            }
            ```
            """)
        #expect(!questions.contains { $0.hasPrefix("Does Text") })
    }

    @Test func aBackgroundFillsThePaddedAreaOrHugsTheTextByTheModifiersOrder() throws {
        let questions = try Self.questions("""
            # Padding first

            ```swift
            Text("Padded").padding().background(Color.yellow)
            ```

            # Background first

            ```swift
            Text("Hugged").background(Color.yellow).padding()
            ```
            """)
        #expect(questions.filter { $0.hasPrefix("Does the background") } == [
            "Does the background of Text(\"Padded\") fill the padded area or hug the text? => It fills the padded area: .padding() comes before .background, so the background is laid out around the padded view and takes its size.",
            "Does the background of Text(\"Hugged\") fill the padded area or hug the text? => It hugs the text: .background comes before .padding(), so it takes the Text's own size, and the padding adds empty space outside it.",
        ])
    }

    /// Two Texts with the same words, one padded before its background and one after: each
    /// question names its Text by its place in the code, where two cards asked the same
    /// question with opposite answers; one Text with two backgrounds names each background by
    /// its colour. Two Texts alike that wrap alike are asked about once.
    @Test func textsWithTheSameWordsAreNamedByTheirPlace() throws {
        let questions = try Self.questions("""
            # Order

            ```swift
            VStack {
                Text("Same").background(Color.blue).padding()
                Text("Same").padding().background(Color.blue)
            }
            ```
            """)
        #expect(questions.filter { $0.hasPrefix("Does the background") } == [
            "Does the background of the first Text(\"Same\") fill the padded area or hug the text? => It hugs the text: .background comes before .padding(), so it takes the Text's own size, and the padding adds empty space outside it.",
            "Does the background of the second Text(\"Same\") fill the padded area or hug the text? => It fills the padded area: .padding() comes before .background, so the background is laid out around the padded view and takes its size.",
        ])
        let layered = try Self.questions("""
            # Layers

            ```swift
            Text("Layered")
                .background(Color.yellow)
                .padding()
                .background(Color.red)
            ```
            """)
        #expect(layered.filter { $0.hasPrefix("Does the") } == [
            "Does the red background of Text(\"Layered\") fill the padded area or hug the text? => It fills the padded area: .padding() comes before .background, so the background is laid out around the padded view and takes its size.",
            "Does the yellow background of Text(\"Layered\") fill the padded area or hug the text? => It hugs the text: .background comes before .padding(), so it takes the Text's own size, and the padding adds empty space outside it.",
        ])
        // Three Texts alike, the last with two backgrounds: each by its place, and the last's
        // by their colours too.
        let three = try Self.questions("""
            # Three

            ```swift
            VStack {
                Text("Kuchi").padding().background(Color.red)
                Text("Kuchi").background(Color.red).padding()
                Text("Kuchi").background(Color.red).padding().background(Color.yellow)
            }
            ```
            """)
        #expect(three.filter { $0.hasPrefix("Does the") }.map { String($0.prefix { $0 != "?" }) } == [
            "Does the red background of the first Text(\"Kuchi\") fill the padded area or hug the text",
            "Does the red background of the second Text(\"Kuchi\") fill the padded area or hug the text",
            "Does the yellow background of the third Text(\"Kuchi\") fill the padded area or hug the text",
            "Does the red background of the third Text(\"Kuchi\") fill the padded area or hug the text",
        ])
        let twins = try Self.questions("""
            # Twins

            ```swift
            HStack {
                Text("A label long enough to wrap beside its twin in a stack")
                Text("A label long enough to wrap beside its twin in a stack")
            }
            ```
            """)
        #expect(twins.filter { $0.contains("stay on one line") } == [
            "Does Text(\"A label long enough to wrap beside its twin in a stack\") stay on one line, wrap, or get cut off with …? => It wraps: the HStack shares its width with the views beside it and offers this Text less than its text needs on one line; a Text breaks its lines rather than grow past the width it is offered.",
        ])
    }

    /// The second example changes only the stack's padding: the Texts wrap as before, so
    /// their questions are not asked again in the chapter; the same padded example in a
    /// later chapter asks its own. (Which of the two Texts is widest is never asked: the
    /// font decides it, `theWidestViewIsAskedWhenALayoutRuleDecidesIt`.)
    @Test func aQuestionIsAskedOnceAChapter() throws {
        let padded = Self.twoTexts + "\n.padding(4)"
        let questions = try Self.questions("""
            # First

            ```swift
            \(Self.twoTexts)
            ```

            ```swift
            \(padded)
            ```

            # Second

            ```swift
            \(padded)
            ```
            """)
        #expect(questions.filter { $0.hasPrefix("Does Text(\"Short\")") }.count == 2)
        #expect(questions.filter { $0.hasPrefix("Which view is widest?") }.isEmpty)
    }

    /// A colour takes the width it is offered or its frame's: a learner works out that it is
    /// wider than a Text beside it. Which of two Texts is widest, or whether a colour is a
    /// little wider than a Text, is the font's to say (a Text is as wide as its glyphs), so
    /// it is not asked: the colour must be a tenth wider than every other view.
    @Test func theWidestViewIsAskedWhenALayoutRuleDecidesIt() throws {
        let colour = try Self.questions("""
            # Colour

            ```swift
            ZStack {
                Color.orange.frame(width: 120, height: 40)
                Text("Hi")
            }
            ```
            """)
        #expect(colour.filter { $0.hasPrefix("Which view is widest?") } == ["Which view is widest? => Color orange: 120 points wide"])
        let close = try Self.questions("""
            # Close

            ```swift
            VStack {
                Text("Hello").padding(2).background(Color.red)
                Text("Hello, world")
            }
            ```
            """)
        #expect(close.filter { $0.hasPrefix("Which view is widest?") } == [])
        // The background of everything else is widest whatever the rule: not asked. The
        // background of a frame takes the frame's width, not the Text's (Apple,
        // `background(_:alignment:)`: the background is sized to the view it follows).
        let behind = try Self.questions("""
            # Behind

            ```swift
            HStack {
                Text("Left")
                Text("Right")
            }
            .padding()
            .background(Color.yellow)
            ```

            # Stretched

            ```swift
            Text("Left")
                .frame(maxWidth: .infinity)
                .background(Color.yellow)
            ```
            """)
        #expect(behind.filter { $0.hasPrefix("Which view is widest?") } == ["Which view is widest? => Color yellow: 393 points wide"])
        // A frame under the padding still decides the background's width; a frame that sets
        // only a height does not.
        let frames = try Self.questions("""
            # Padded frame

            ```swift
            Text("Left")
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.yellow)
            ```

            # Height frame

            ```swift
            HStack {
                Text("Left")
                Text("Right")
            }
            .frame(height: 40)
            .background(Color.yellow)
            ```
            """)
        #expect(frames.filter { $0.hasPrefix("Which view is widest?") } == ["Which view is widest? => Color yellow: 393 points wide"])
    }

    /// A stack a Spacer makes as tall as the screen is a picture of a hundred rows, its text's
    /// padded yellow background at the top (up into the safe area, where a colour background
    /// reaches from a view at the edge: Apple's `background(_:ignoresSafeAreaEdges:)`). On the
    /// card the empty rows below it are left out but one.
    @Test func aCardsPictureLeavesOutTheEmptyRowsBelowItsViews() throws {
        let code = "VStack {\n    Text(\"Top\")\n        .padding()\n        .background(Color.yellow)\n    Spacer()\n}"
        let cards = try Self.cards("# Top\n\n```swift\n\(code)\n```\n")
        let yellow = String(repeating: "│yyyyyyyyyyyyyyyy│\n", count: 10) + "│yyyyyyTopyyyyyyy│\n"
            + String(repeating: "│yyyyyyyyyyyyyyyy│\n", count: 3)
        #expect(cards.filter { $0.front.hasSuffix("fill the padded area or hug the text?") }.map(\.back) == ["""
            It fills the padded area: .padding() comes before .background, so the background is laid out around the padded view and takes its size.

            ┌────────────────┐
            \(yellow)│                │
            └────────────────┘

            """])
    }

    /// `HStack { // ... }`: the note leaves the stack's views out, so kb lays out an empty
    /// stack; the picture illustrates the note, but no card asks of code the learner cannot
    /// see. The same code with its views shown asks its questions.
    @Test func anExampleThatLeavesCodeOutAsksNothing() throws {
        let shown = """
            HStack {
                Text("Left")
                Color.blue.frame(width: 200, height: 20)
            }
            .padding()
            .background(.yellow)
            """
        // (Its yellow background is behind every other view: which is widest is not asked.)
        #expect(try Self.cards("# Shown\n\n```swift\n\(shown)\n```\n").map { $0.front.hasPrefix(shown + "\n\nWhich picture does this code draw?") } == [true])
        let leftOut = shown.replacingOccurrences(of: "    Text(\"Left\")\n    Color.blue.frame(width: 200, height: 20)", with: "    // ...")
        #expect(leftOut.contains("// ..."))
        #expect(try Self.questions("# Left out\n\n```swift\n\(leftOut)\n```\n") == [])
    }

    /// A view an earlier snippet of a chapter declares, which draws a colour.
    static let swatchDeclaration = """
        struct Swatch: View {
            var body: some View {
                Color.orange.frame(width: 120, height: 40)
            }
        }
        """

    /// A card asks only about views the code on its front writes. A ForEach's Texts show
    /// texts the code does not write (`Row 1` of `"Row \(number)"`), a hundred of them a
    /// hundred cards; a colour a view of an earlier snippet draws is not on the front either.
    /// The same questions of code that writes its views are asked.
    @Test func aCardAsksOnlyAboutViewsItsCodeWrites() throws {
        let rows = try Self.questions("""
            # Rows

            ```swift
            VStack {
                ForEach(1...3, id: \\.self) { number in
                    Text("Row \\(number)")
                        .padding()
                        .background(Color.yellow)
                }
            }
            ```
            """)
        #expect(rows.filter { $0.hasPrefix("Does the background") } == [])
        let written = try Self.questions("""
            # Written

            ```swift
            VStack {
                Text("Row")
                    .padding()
                    .background(Color.yellow)
            }
            ```
            """)
        #expect(written.filter { $0.hasPrefix("Does the background") } == [
            "Does the background of Text(\"Row\") fill the padded area or hug the text? => It fills the padded area: .padding() comes before .background, so the background is laid out around the padded view and takes its size.",
        ])
        let swatch = try Self.questions("""
            # Swatch

            ```swift
            \(Self.swatchDeclaration)
            ```

            ```swift
            ZStack {
                Swatch()
                Text("Hi")
            }
            ```
            """)
        #expect(swatch.filter { $0.hasPrefix("Which view is widest?") } == [])
        // A colour is looked up by its name as a member (`.red`, not the red of `Colored`);
        // a system colour by its UIKit name; a colour made of components cannot be, and is
        // asked. A Text's quotes are escaped as its code writes them.
        let named = try Self.questions("""
            # Colored

            ```swift
            \(Self.swatchDeclaration.replacingOccurrences(of: "orange", with: "red"))
            ```

            ```swift
            ZStack {
                Swatch()
                Text("Colored")
            }
            ```

            # System

            ```swift
            ZStack {
                Color(.systemBlue).frame(width: 200, height: 40)
                Text("Hi")
            }
            ```

            # White

            ```swift
            ZStack {
                Color(white: 0.8).frame(width: 200, height: 40)
                Text("Hi")
            }
            ```

            # Quote

            ```swift
            HStack {
                Text("She said \\"a great and warm welcome\\" to Kuchi")
                Text("A great and warm welcome to Kuchi, the app")
            }
            ```
            """)
        #expect(named.filter { $0.hasPrefix("Which view is widest?") } == [
            "Which view is widest? => Color blue: 200 points wide", "Which view is widest? => Color white(0.8): 200 points wide",
        ])
        #expect(named.filter { $0.hasPrefix("Does Text(\"She said") }.count == 1)
    }

    /// Where the right picture stands follows a fingerprint of the code, not its length:
    /// the code's length put it at B on 11 of the seeds' 16 cards and a learner could guess.
    /// (A|14 once a stack copied without its last `}` runs closed and asks its question.)
    @Test func theRightPictureIsNotAlwaysUnderTheSameLetter() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import", "--quiet", KBProcess.root + "/Tests/Fixtures/RealNotes/notes"]).status == 0)
        let sql = "SELECT substr(CAST(sqlar_uncompress(back, back_size) AS TEXT), 1, 1), count(*) FROM cards "
            + "WHERE kind = 'layout' AND CAST(sqlar_uncompress(front, front_size) AS TEXT) LIKE '%Which picture does this code draw?%' "
            + "GROUP BY 1 ORDER BY 1"
        #expect(kb.shell("sqlite3 '\(kb.database)' \"\(sql)\"").stdout == "A|14\nB|14\n")
    }
}
