import Testing

/// A held-out corpus (Tests/Fixtures/PierNotes: 4 Korean notes of 4 public repositories and
/// authors no other corpus uses), its concepts and queries labelled before kb ran on it,
/// measured with the scripts the README names. When it came in (kb at a480455): concept
/// cards 20/23, central concepts 13/23, queries 15/20, snippets with view code that run 15 of
/// 15. The central concepts kb misses are mostly taught in code (`position(x:y:)`,
/// `coordinateSpace(name:)`) or named only in a numbered heading (`### 3. Generics`).
let pierNotesFolder = MeasuringScripts.folder("PierNotes")

@Suite(.enabled(if: pierNotesFolder != nil, "Tests/Fixtures/PierNotes is absent"))
struct PierNotesTests {
    @Test func conceptCardsAndQueries() {
        MeasuringScripts.expectCorpusFigures("PierNotes", [
            "concept cards: 20/23 are concepts (87.0%), central concepts carded 13/23 (56.5%), duplicates 0",
            "queries: 15/20 find their passage in the top 5 (75.0%)",
        ])
    }

    @Test func snippetsWithViewCodeRun() {
        MeasuringScripts.expectSnippetsRun("PierNotes", "run: 15 of 15 snippets with view code (100%)")
    }
}
