import Testing

/// A held-out corpus (Tests/Fixtures/ShoalNotes: 8 English notes of 8 public repositories and
/// authors no other corpus uses), its concepts and queries labelled before kb ran on it,
/// measured with the scripts the README names. When it came in: concept cards 75/108,
/// central concepts 31/55, queries 37/39, snippets with view code that run 34 of 42.
let shoalNotesFolder = MeasuringScripts.folder("ShoalNotes")

@Suite(.enabled(if: shoalNotesFolder != nil, "Tests/Fixtures/ShoalNotes is absent"))
struct ShoalNotesTests {
    /// 75/101 with a log's `**Today's Progress**:` and `**Thoughts**:`, written under every day,
    /// read as its form and `## Day 3: HN` as a day's title. Most of the central concepts kb
    /// misses are in the note written wholly as an indented list (one code block to markdown)
    /// or are named mid-sentence in a log's prose.
    @Test func conceptCardsAndQueries() {
        MeasuringScripts.expectCorpusFigures("ShoalNotes", [
            "concept cards: 75/101 are concepts (74.3%), central concepts carded 31/55 (56.4%), duplicates 0",
            "queries: 37/39 find their passage in the top 5 (94.9%)",
        ])
    }

    /// 34 of 42. Of the eight that fail: the indented list read as code, `...` and bare
    /// excerpts inside a struct's body, `Button(action {}, …)` missing its colon, a `var` with
    /// no type, and a console's output in an unlabelled fence.
    @Test func snippetsWithViewCodeRun() {
        MeasuringScripts.expectSnippetsRun("ShoalNotes", "run: 34 of 42 snippets with view code (81%)")
    }
}
