import Foundation
import Testing

/// The scripts the README names for measuring a folder of labelled notes report, on
/// BlindNotes, the figures `BlindNotesTests` holds.
@Suite(.enabled(if: blindNotesFolder != nil, "Tests/Fixtures/BlindNotes is absent"))
struct MeasuringScriptTests {
    @Test func corpusFiguresReportsConceptCardsAndQueries() {
        let result = MeasuringScripts.corpusFigures("BlindNotes")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            concept cards: 71/79 are concepts (89.9%), central concepts carded 48/59 (81.4%), duplicates 0
            queries: 31/32 find their passage in the top 5 (96.9%)

            """)
    }

    @Test func exampleFiguresCountsTheSnippetsThatRun() {
        let result = MeasuringScripts.exampleFigures("BlindNotes", labels: "snippets.tsv")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("run: 48 of 52 snippets with view code (92%)"))
        #expect(lines.last == "valid snippets with view code: 33 of 33 run (100%)")
    }
}
