import Testing

/// A held-out corpus (Tests/Fixtures/DellNotes: 5 Korean notes of 4 public repositories and
/// authors no other corpus uses: a course log, two WWDC write-ups, a project write-up, a
/// tutorial note), its concepts and queries labelled before kb ran on it, measured with the
/// scripts the README names. When it came in: concept cards 50/70, central concepts 21/38,
/// queries 20/28, snippets with view code that run 13 of 15.
let dellNotesFolder = MeasuringScripts.folder("DellNotes")

@Suite(.enabled(if: dellNotesFolder != nil, "Tests/Fixtures/DellNotes is absent"))
struct DellNotesTests {
    /// Cards unchanged since it came in. 21/28 queries with a goal after any verb's stem left
    /// off (`넘기려면` looks for `넘기`); the queries kb misses ask in other words than the
    /// notes' (`뷰를 구조체로 만드는 이유` for `View 를 Value Type으로 표현하는 이유`).
    @Test func conceptCardsAndQueries() {
        MeasuringScripts.expectCorpusFigures("DellNotes", [
            "concept cards: 50/70 are concepts (71.4%), central concepts carded 21/38 (55.3%), duplicates 0",
            "queries: 21/28 find their passage in the top 5 (75.0%)",
        ])
    }

    /// 13 of 15: one snippet calls a function with a name left out, one lists view names
    /// after a call (`, VStack, HStack, TabView`).
    @Test func snippetsWithViewCodeRun() {
        MeasuringScripts.expectSnippetsRun("DellNotes", "run: 13 of 15 snippets with view code (87%)")
    }
}
