import Testing
@testable import LayoutEngine

/// `truncationMode(_:)`: where a Text too long for its lines is cut. Apple's
/// `Text.TruncationMode`: head "truncate at the beginning of the line", middle "in the
/// middle of the line", tail "at the end of the line"; UIKit cuts the last line.
@Suite struct TruncationModeTests {
    let sentence = "Layout is a conversation between parent and child views"

    func lastLine(_ mode: TruncationMode, width: Double = 200, lines: Int = 1) -> String {
        let set = LineBreaker.lines(sentence, font: .body, width: width, maxLines: lines, truncation: mode)
        #expect(set.truncated)
        return set.lines.last ?? ""
    }

    @Test func eachModeCutsWhereItSays() {
        let tail = lastLine(.tail), head = lastLine(.head), middle = lastLine(.middle)
        #expect(tail == "Layout is a conversatio…")
        #expect(head == "…parent and child views")
        // As many characters kept after the `…` as before it; spaces at the cut go.
        #expect(middle == "Layout is a…child views")
        // Each fits the line.
        for line in [tail, head, middle] { #expect(FontMetrics.width(of: line, in: .body) <= 200 + LineBreaker.tolerance) }
    }

    /// With two lines, the first is set as it wraps and only the last is cut.
    @Test func onlyTheLastLineIsCut() {
        let set = LineBreaker.lines(sentence, font: .body, width: 200, maxLines: 2, truncation: .head)
        #expect(set.lines.count == 2)
        #expect(set.lines[0] == "Layout is a conversation")
        #expect(set.lines[1].hasPrefix("…"))
        #expect(set.lines[1].hasSuffix("child views"))
    }

    /// `.truncationMode(.middle)` reaches the Text it modifies and the lines it draws.
    @Test func theModifierReachesTheText() throws {
        let view = View.text(sentence).lineLimit(1).truncationMode(.middle).frame(width: 200)
        let result = try Canvas(width: 400, height: 300).layOut(view)
        let text = try #require(result.root.flattened().map(\.node).first { $0.type == "Text" })
        #expect(text.lines == ["Layout is a…child views"])
    }
}
