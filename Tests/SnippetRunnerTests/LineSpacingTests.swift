import LayoutEngine
import Testing
@testable import SnippetRunner

/// `.lineSpacing(_:)` sets "the amount of space between the bottom of one line and the top
/// of the next line in points" for every Text inside, and the value "is always nonnegative"
/// (Apple's documentation of `View.lineSpacing(_:)` and `EnvironmentValues.lineSpacing`).
/// One line of body text is 20.29 points high (20.333 measured in whole pixels at 3x).
@Suite struct LineSpacingTests {
    /// Three lines and two spaces of 10: 3 × 20.29 + 20 = 80.87, 81 in whole pixels; where
    /// the text stood without spacing (60.87, so 61), it is 20 points taller, and centred 10 points higher (to the pixel).
    @Test func theSpaceBetweenLinesMakesTheTextTaller() {
        let spaced = runOn400By300(#"Text("One\nTwo\nThree").lineSpacing(10)"#)
        #expect(spaced.status == .runnable)
        #expect(spaced.diagnostics.isEmpty)
        #expect(spaced.frameTexts("Text", "One\nTwo\nThree") == ["176.333 109.667 47.333 81"])
        let plain = runOn400By300(#"Text("One\nTwo\nThree")"#)
        #expect(plain.frameTexts("Text", "One\nTwo\nThree") == ["176.333 119.667 47.333 61"])
    }

    /// Set on a stack, it reaches the Text inside; a negative spacing is none.
    @Test func itFlowsDownToTheTextInsideAndIsNeverNegative() {
        let outcome = runOn400By300(#"""
            VStack {
                Text("A\nB")
                Text("C\nD").lineSpacing(-5)
            }
            .lineSpacing(6)
            """#)
        #expect(outcome.frameTexts("Text", "A\nB") == ["194.333 102.333 11.667 46.667"])
        #expect(outcome.frameTexts("Text", "C\nD") == ["193.667 157 12.667 40.667"])
    }

    /// Two lines with a spacing of 10 need 50.58 points: offered 50, the text keeps one
    /// line and cuts the rest (as it does without spacing when 40.58 points are not there);
    /// without the spacing both lines fit.
    @Test func linesThatNoLongerFitTheHeightAreCut() throws {
        func text(_ source: String) throws -> FrameNode {
            try #require(runOn400By300(source).layout?.root.flattened().map(\.node).first { $0.type == "Text" })
        }
        let spaced = try text(#"Text("One\nTwo").lineSpacing(10).frame(height: 50)"#)
        #expect(spaced.lines?.count == 1)
        #expect(spaced.frame.pointTexts == "156.667 140 86.667 20.333")
        let plain = try text(#"Text("One\nTwo").frame(height: 50)"#)
        #expect(plain.lines == ["One", "Two"])
    }

    /// The lines are drawn where the spacing puts them: each baseline 20.29 + 10 points
    /// below the one before.
    @Test func eachLineIsDrawnBelowTheSpaceAboveIt() throws {
        let outcome = runOn400By300(#"Text("One\nTwo\nThree").lineSpacing(10)"#)
        let list = DisplayList(try #require(outcome.layout))
        let baselines = list.items.compactMap { item -> [Double]? in
            if case .text(let run) = item.drawing { return run.lines.map(\.baseline) }
            return nil
        }
        #expect(baselines.map { $0.map(\.pointText) } == [["125.667", "156", "186.333"]])
    }
}
