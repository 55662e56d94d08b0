import LayoutEngine
import Testing
@testable import SnippetRunner

/// Fragments, the way notes write examples: a bare `var body`, a lone modifier, a changed
/// first line, a style declared without a use; and several views in one snippet. Each
/// runs on a 400 × 300 canvas, the root view centred.
@Suite struct FragmentTests {
    let canvas = Canvas(width: 400, height: 300)

    /// Runs `sources` in order with one runner, as a chapter's snippets run.
    func run(_ sources: String...) -> [ExampleOutcome] {
        let runner = SnippetRunner()
        return sources.map { runner.run($0, canvas: canvas) }
    }

    func frames(_ outcome: ExampleOutcome, _ type: String, _ label: String? = nil) -> [Rect] {
        (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == type && $0.label == label }.map(\.frame)
    }

    @Test func aBareBodyRunsAsTheBodyOfAnImplicitView() {
        let outcome = run("""
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 20)
                    Color.blue.frame(width: 60, height: 20)
                }
            }
            """)[0]
        #expect(outcome.status == .runnable)
        #expect(outcome.edit == nil)
        #expect(frames(outcome, "Color", "red") == [Rect(x: 150, y: 140, width: 40, height: 20)])
        #expect(frames(outcome, "Color", "blue") == [Rect(x: 190, y: 140, width: 60, height: 20)])
    }

    /// `private var starView: some View { … }`, then `starView.overlay(…)`, then
    /// `starView.mask(…)` (a Korean TIL in OrchardNotes): an expression that starts from a
    /// property of the view shown before runs in that view, which stays shown for the next.
    @Test func anExpressionFromAPropertyOfTheViewBeforeRunsInIt() {
        let outcomes = run("""
            private var starView: some View {
                HStack(spacing: 0) {
                    Color.gray.frame(width: 20, height: 20)
                    Color.gray.frame(width: 20, height: 20)
                }
            }
            """, """
            starView
                .overlay(Color.yellow.frame(width: 10))
            """, """
            starView
                .mask(Color.black)
            """)
        #expect(outcomes.map(\.status) == [.runnable, .runnable, .runnable])
        #expect(frames(outcomes[1], "Color", "yellow") == [Rect(x: 195, y: 140, width: 10, height: 20)])
        #expect(frames(outcomes[2], "Color", "gray").count == 2)
    }

    @Test func aLooseViewBuilderPropertySeesTheSnippetsState() {
        let outcome = run("""
            @State private var width: CGFloat = 30
            @ViewBuilder var header: some View {
                Color.red.frame(width: width, height: 10)
            }
            """)[0]
        #expect(outcome.status == .runnable)
        #expect(frames(outcome, "Color", "red") == [Rect(x: 185, y: 145, width: 30, height: 10)])
    }

    @Test func aSecondBareBodyEditsTheFirstsView() throws {
        let outcomes = run("""
            @State private var side: CGFloat = 10
            var body: some View { Color.red.frame(width: side, height: side) }
            """, "var body: some View { Color.blue.frame(width: side * 2, height: side) }")
        let edit = try #require(outcomes[1].edit)
        #expect(edit.description == "is the body of its view now")
        #expect(frames(outcomes[1], "Color", "blue") == [Rect(x: 190, y: 145, width: 20, height: 10)])
    }

    @Test func aLooseHelperBesideADeclaredViewLeavesThatViewShown() {
        let outcome = run("""
            struct Card: View {
                var body: some View { Color.red.frame(width: 20, height: 20) }
            }
            var header: some View { Color.blue.frame(width: 50, height: 10) }
            """)[0]
        #expect(frames(outcome, "Color", "red") == [Rect(x: 190, y: 140, width: 20, height: 20)])
        #expect(frames(outcome, "Color", "blue") == [])
    }

    @Test func aBareBodyAfterAViewEditsThatView() throws {
        let outcomes = run("""
            struct ContentView: View {
                let side: CGFloat = 50
                var body: some View { Color.red.frame(width: side, height: side) }
            }
            """, """
            var body: some View {
                Color.blue.frame(width: side, height: 20)
            }
            """)
        let edit = try #require(outcomes[1].edit)
        #expect(edit.ordinal == 0)
        #expect(edit.description == "is the body of ContentView now")
        #expect(frames(outcomes[1], "Color", "blue") == [Rect(x: 175, y: 140, width: 50, height: 20)])
        #expect(edit.changes.map(\.description) == ["frame 175,125 50x50 → 175,140 50x20", "Color \"blue\" added at 175,140 50x20",
                                                    "Color \"red\" removed from 175,125 50x50"])
    }

    @Test func aLoneModifierTheExampleHasChangesItsArguments() throws {
        // "width를 300으로 해보면 한줄에 표시됨": the note changes the frame it showed.
        let outcomes = run("Color.red.frame(width: 100, height: 50)", "\n.frame(width: 300, height: 100)\n")
        #expect(outcomes[1].status == .runnable)
        let edit = try #require(outcomes[1].edit)
        #expect(edit.ordinal == 0)
        #expect(edit.description == "its `.frame(width: 100, height: 50)` becomes `.frame(width: 300, height: 100)`")
        #expect(frames(outcomes[1], "Color", "red") == [Rect(x: 50, y: 100, width: 300, height: 100)])
        #expect(edit.changes.map(\.description) == ["frame 150,125 100x50 → 50,100 300x100",
                                                    "Color \"red\" 150,125 100x50 → 50,100 300x100"])
    }

    @Test func aLoneNewModifierIsAddedToTheExampleBefore() throws {
        let outcomes = run("Color.red.frame(width: 100, height: 50)", "// with room around it\n.padding(10)")
        let edit = try #require(outcomes[1].edit)
        #expect(edit.description == "adds .padding(10) to it")
        #expect(frames(outcomes[1], "padding") == [Rect(x: 140, y: 115, width: 120, height: 70)])
        #expect(frames(outcomes[1], "Color", "red") == [Rect(x: 150, y: 125, width: 100, height: 50)])
        #expect(edit.changes.map(\.description) == ["padding added at 140,115 120x70"])
        // A comment after a line's code (CliffNotes' chapter notes) is no part of the edit named
        // on one line: it would run on over the code joined after it.
        let commented = run("Color.red.frame(width: 100, height: 50)",
                            ".background(\n    Capsule()\n        .fill(Color.blue) // 캡슐 색깔 지정\n        .opacity(0.5) // 반투명\n)")
        #expect(try #require(commented[1].edit).description == "adds .background(Capsule().fill(Color.blue).opacity(0.5)) to it")
        // The next step of the note changes the background it added (`.background(Capsule())`
        // → the capsule filled): the modifier is replaced, not added behind it.
        let steps = run("Text(\"Hi\").padding()", ".background(Capsule()) // 까만색", ".background(\n    Capsule()\n        .fill(Color.blue) // 색깔 지정\n)")
        let replaced = try #require(steps[2].edit).description
        #expect(replaced == "its `.background(Capsule())` becomes `.background(Capsule().fill(Color.blue))`")
        #expect(frames(steps[2], "Capsule").count == 1)
        #expect(frames(steps[2], "background") == frames(steps[1], "background"))
    }

    /// Without an example before it, a lone modifier (a note listing `.padding(.bottom)`,
    /// `.padding(.leading)` as a reference) is shown on a sample Text; a modifier that does
    /// not run on it says why.
    @Test func aLoneModifierWithNoExampleBeforeIsShownOnASampleText() throws {
        let outcome = run("\n.padding(.bottom, 20)")[0]
        #expect(outcome.status == .runnable)
        #expect(outcome.edit == nil)
        #expect(outcome.diagnostics == [Diagnostic(line: 2, message: "a modifier on its own: shown on a sample Text", severity: .note)])
        let text = try #require(frames(outcome, "Text", "Text").first)
        // The padding adds 20 points below the Text only.
        #expect(frames(outcome, "padding") == [Rect(x: text.minX, y: text.minY, width: text.width, height: text.height + 20)])
        // A later fragment still has no example to edit: the sample is not one.
        let outcomes = run(".padding(.bottom, 20)", ".padding(.leading, 8)")
        #expect(outcomes[1].edit == nil)
        #expect(frames(outcomes[1], "padding").count == 1)
    }

    @Test func aChangedFirstLineEditsTheLineOfTheExampleBefore() throws {
        let outcomes = run("""
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 40)
            }
            """, "HStack(alignment: .bottom, spacing: 0) {", "HStack(alignment: .top, spacing: 0) {\n    ...\n}")
        let bottom = try #require(outcomes[1].edit)
        #expect(bottom.description == "its line `HStack(spacing: 0) {` becomes `HStack(alignment: .bottom, spacing: 0) {`")
        #expect(bottom.changes.map(\.description) == ["frame 160,140 40x20 → 160,150 40x20",
                                                      "Color \"red\" 160,140 40x20 → 160,150 40x20"])
        let top = try #require(outcomes[2].edit)
        #expect(top.ordinal == 1)
        #expect(frames(outcomes[2], "Color", "red") == [Rect(x: 160, y: 130, width: 40, height: 20)])
    }

    /// The `warm`/`warn` example of the seed notes, in other words: the note copies the
    /// HStack's two Texts and changes `warm` to `warn` in the second, meaning the same
    /// HStack; the narrower second Text is
    /// now offered its share first (the least flexible child first, as objc.io's "How an
    /// HStack Lays out Its Children" describes), so it is the one on fewer lines.
    @Test func linesCopiedFromTheExampleWithAWordChangedEditThoseLines() throws {
        let outcomes = run("""
            HStack {
                Text("A really warm welcome to the notes")
                    .background(Color.red)
                Text("A really warm welcome to the notes")
                    .background(Color.red)
            }
            .background(Color.yellow)
            """, """
            Text("A really warm welcome to the notes")
              .background(Color.red)
            Text("A really warn welcome to the notes") // `m` → `n`
                                                       // in `warm`
              .background(Color.red)
            """)
        let edit = try #require(outcomes[1].edit)
        #expect(edit.description == #"its line `Text("A really warm welcome to the notes")` becomes `Text("A really warn welcome to the notes")`"#)
        let layout = try #require(outcomes[1].layout)
        #expect(layout.root.type == "background", "still in the HStack, not stacked one under the other")
        let texts = layout.root.flattened().map(\.node).filter { $0.type == "Text" }
        #expect(texts.map(\.label) == ["A really warm welcome to the notes", "A really warn welcome to the notes"])
        func text(_ frame: Rect) -> String { [frame.minX, frame.minY, frame.width, frame.height].map(\.pointText).joined(separator: " ") }
        // Before: equally flexible, the first is offered half and wraps; the second takes the rest.
        #expect(frames(outcomes[0], "Text", "A really warm welcome to the notes").map(text) == ["10 129.667 186 40.667", "204 129.667 186 40.667"])
        // After: the narrower `warn` Text is offered half first and wraps at 181; the `warm`
        // one takes the 207 left.
        #expect(texts.map { text($0.frame) } == ["2 129.667 207 40.667", "217 129.667 181 40.667"])
        #expect(texts.map { $0.lines ?? [] } == [["A really warm welcome to", "the notes"], ["A really warn welcome", "to the notes"]])
    }

    @Test func aStyleDeclaredWithoutAUseIsShownOnASampleAndLaterUsesEditTheExampleBefore() throws {
        let outcomes = run("Color.red.frame(width: 100, height: 50)", """
            struct Bordered: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding(10)
                }
            }
            """, ".modifier(Bordered())")
        #expect(outcomes[1].status == .runnable)
        #expect(outcomes[1].edit == nil)
        #expect(outcomes[1].diagnostics == [Diagnostic(line: 6, message: "the note declares Bordered without using it: shown on a sample Text",
                                                       severity: .note)])
        let text = try #require(frames(outcomes[1], "Text", "Text").first)
        #expect(frames(outcomes[1], "padding") == [Rect(x: text.minX - 10, y: text.minY - 10, width: text.width + 20,
                                                        height: text.height + 20)])
        // The bare use applies to the example, not to the sample.
        let edit = try #require(outcomes[2].edit)
        #expect(edit.ordinal == 0)
        #expect(frames(outcomes[2], "padding") == [Rect(x: 140, y: 115, width: 120, height: 70)])
    }

    /// A lone modifier written over several lines, a comment on one of them and two
    /// statements in its closure, replaces its namesake in the example before (a real note
    /// changes a `.mask(Circle())` to a mask of two stacked circles).
    @Test func aLoneModifierOverSeveralLinesWithACommentReplacesItsNamesake() throws {
        let outcomes = run("""
            Color.red
                .frame(width: 100, height: 100)
                .mask(
                    Circle() // a comment (with parentheses)
                )
            """, """
            .mask(
                VStack(spacing: 0) { // two circles, one on the other
                    Circle()
                    Circle()
                }
            )
            """)
        #expect(outcomes[1].status == .runnable)
        let edit = try #require(outcomes[1].edit)
        // (Named on one line without its comments, which would run on over it.)
        #expect(edit.description == "its `.mask(Circle())` becomes `.mask(VStack(spacing: 0) { Circle() Circle() })`")
        // A mask changes what is drawn, not where anything is.
        #expect(edit.changes.isEmpty)
        #expect(frames(outcomes[1], "Color", "red") == [Rect(x: 150, y: 100, width: 100, height: 100)])
    }

    /// A method declared in an extension of Text or Image, without a use, is shown on a
    /// sample of that view.
    @Test func anExtensionOfTextOrImageIsShownOnASample() {
        let text = run("""
            extension Text {
                func customFont() -> Text {
                    self.font(.title2).bold()
                }
            }
            """)[0]
        #expect(text.status == .runnable)
        #expect(text.diagnostics.map(\.message) == ["the note declares customFont without using it: shown on a sample Text"])
        #expect(frames(text, "Text", "Text").count == 1)
        let image = run("extension Image { func thumbnail(side: CGFloat) -> some View { resizable().frame(width: side, height: side) } }")[0]
        #expect(image.status == .runnable)
        #expect(image.diagnostics.map(\.message) == ["the note declares thumbnail without using it: shown on a sample Image"])
        #expect(frames(image, "frame") == [Rect(x: 195, y: 145, width: 10, height: 10)])
    }

    @Test func aLabelStyleAndAViewExtensionAreShownOnSamples() {
        let label = run("""
            struct TitleFirst: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; configuration.icon }
                }
            }
            """)[0]
        #expect(label.status == .runnable)
        let nodes = label.layout?.root.flattened().map(\.node) ?? []
        // The title comes first, then the icon.
        #expect(nodes.filter { $0.type == "Text" || $0.type == "Image" }.map(\.type) == ["Text", "Image"])
        let extended = run("extension View { func bordered() -> some View { padding(4) } }")[0]
        #expect(extended.status == .runnable)
        #expect(extended.diagnostics.map(\.message) == ["the note declares bordered without using it: shown on a sample Text"])
    }

    /// A custom alignment guide declared without a use is shown on two colours of different
    /// sizes lined up on it: an HStack for a vertical guide, a VStack for a horizontal one
    /// (an `AlignmentID` whose default value measures a width), as Apple's `AlignmentID`
    /// documentation's "one-third of the height" example lines views up.
    @Test func aCustomAlignmentDeclaredWithoutAUseIsShownOnTwoColours() {
        let third = run("""
            extension VerticalAlignment {
                enum Third: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
                }
                static let third = VerticalAlignment(Third.self)
            }
            """)[0]
        #expect(third.status == .runnable)
        #expect(third.diagnostics.map(\.message) == ["the note declares third without using it: shown on a sample HStack of two colours"])
        // A third of 60 is 20, of 30 is 10: the blue one sits 10 lower.
        #expect(frames(third, "Color", "red") == [Rect(x: 156, y: 120, width: 40, height: 60)])
        #expect(frames(third, "Color", "blue") == [Rect(x: 204, y: 130, width: 40, height: 30)])
        let quarter = run("""
            struct Quarter: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
            }
            """)[0]
        #expect(quarter.diagnostics.map(\.message) == ["the note declares Quarter without using it: shown on a sample VStack of two colours"])
        // A quarter of 60 is 15, of 30 is 7.5: the blue one sits 7.5 right of the red one (177.5,
        // on the nearest of the 3x screen's pixels).
        #expect(frames(quarter, "Color", "red") == [Rect(x: 170, y: 106, width: 60, height: 40)])
        #expect(frames(quarter, "Color", "blue") == [Rect(x: 533 / 3.0, y: 154, width: 30, height: 40)])
    }

    @Test func severalTopLevelViewsAreEachShown() {
        let expressions = run("""
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 50, height: 20)
            """)[0]
        // One under the other, 8 apart, as a #Preview with several views shows them.
        #expect(frames(expressions, "Color", "red") == [Rect(x: 150, y: 126, width: 100, height: 20)])
        #expect(frames(expressions, "Color", "blue") == [Rect(x: 175, y: 154, width: 50, height: 20)])
        let alternatives = run("""
            struct First: View {
                var body: some View { Color.red.frame(width: 100, height: 20) }
            }
            struct Second: View {
                var body: some View { Color.blue.frame(width: 50, height: 20) }
            }
            """)[0]
        #expect(frames(alternatives, "Color", "red") == [Rect(x: 150, y: 126, width: 100, height: 20)])
        #expect(frames(alternatives, "Color", "blue") == [Rect(x: 175, y: 154, width: 50, height: 20)])
    }
}
