import LayoutEngine
import Testing
@testable import SnippetRunner

/// "Hidden views are invisible and can't receive or respond to interactions. However, they
/// do remain in the view hierarchy and affect layout." (Apple's documentation of
/// `hidden()`). kb warned that `.hidden()` is not supported and drew the view.
@Suite struct HiddenViewTests {
    let source = """
        HStack {
            Text("A")
            Text("B").hidden()
            Color.red.frame(width: 20, height: 20).hidden()
            Text("C")
        }
        """

    /// The hidden text and colour keep their frames: A and C stand where they stand
    /// without `.hidden()`.
    @Test func aHiddenViewKeepsItsPlace() {
        let hidden = runOn400By300(source)
        let shown = runOn400By300(source.replacingOccurrences(of: ".hidden()", with: ""))
        #expect(hidden.diagnostics.isEmpty)
        #expect(hidden.frameTexts("Text", "B") == ["180 140 11.333 20.333"])
        for label in ["A", "B", "C"] {
            #expect(hidden.frameTexts("Text", label) == shown.frameTexts("Text", label))
        }
        #expect(hidden.frameTexts("Color", "red") == shown.frameTexts("Color", "red"))
    }

    /// Nothing of it is drawn: the picture shows A and C, and the display list holds their
    /// two texts and no red.
    @Test func aHiddenViewDrawsNothing() throws {
        let layout = try #require(runOn400By300(source).layout)
        let texts = DisplayList(layout).items.compactMap { item -> String? in
            if case .text(let run) = item.drawing { return run.lines.map(\.text).joined() }
            return nil
        }
        #expect(texts == ["A", "C"])
        #expect(!DisplayList(layout).items.contains { if case .fill = $0.drawing { true } else { false } })
        let picture = TerminalPicture(columns: 40).render(layout)
        #expect(picture.contains("A") && picture.contains("C"))
        #expect(!picture.contains("B"))
    }
}
