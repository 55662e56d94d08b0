import Testing
@testable import LayoutEngine

/// Text as long as a fuzzer makes it: a line of a million bytes is set in the time a short
/// one is, and cut where the short one is cut.
@Suite struct LongTextTests {
    /// Found by the snippet fuzzer: `Text("가가…")` with 10,000 syllables took minutes,
    /// because the cut measured the line once for every character it dropped.
    @Test func aLongLineIsCutWhereAShortOneIs() {
        let long = String(repeating: "가", count: 350_000)
        let cut = LineBreaker.truncating(long, font: .body, width: 100)
        #expect(cut == LineBreaker.truncating(String(repeating: "가", count: 20), font: .body, width: 100))
        #expect(cut == "가가가가가…")
    }

    @Test func aCutNeverEndsInSpacesAndKeepsNothingWhenNothingFits() {
        #expect(LineBreaker.truncating("ab    cdefghijklmnopqrstuvwxyz", font: .body, width: 45) == "ab…")
        #expect(LineBreaker.truncating("abc", font: .body, width: 1) == "…")
        #expect(LineBreaker.truncating("abc", font: .body, width: nil) == "abc…")
    }

    @Test func aLongWordWrapsAndIsCutAtItsLastLine() {
        let lines = LineBreaker.lines(String(repeating: "x", count: 200_000), font: .body, width: 300, maxLines: 2)
        #expect(lines.lines.count == 2)
        #expect(lines.truncated)
        #expect(lines.lines[1].hasSuffix("…"))
    }
}
