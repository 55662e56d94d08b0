import LayoutEngine
import Testing
@testable import SnippetRunner

/// Typos a reader reads past run repaired, each with a warning on its line; a framework's
/// declaration quoted with its attributes on a line of their own is no layout example.
@Suite struct TypoRepairTests {
    func run(_ source: String) -> ExampleOutcome { SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300)) }

    /// `Text("Hello"` over `.lineLimit(1)`: the call closes at its line's end; a call whose
    /// arguments go on over the next lines is not touched.
    @Test func aCallLeftOpenBeforeItsModifiersIsClosed() {
        let repaired = TypoRepairs.closingCalls("Text(\"Hello (world\"\n    .lineLimit(1)\nVStack(alignment: .leading,\n  spacing: 4) {}")
        #expect(repaired?.code == "Text(\"Hello (world\")\n    .lineLimit(1)\nVStack(alignment: .leading,\n  spacing: 4) {}")
        #expect(repaired?.lines == [1])
        let outcome = run("Text(\"A long sentence that a narrow frame cuts\"\n    .lineLimit(1)\n    .frame(width: 120)")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [1])
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
    }

    /// `｝` typed by an input method in full width closes the brace it means.
    @Test func fullWidthBracketsRunAsASCII() {
        #expect(TypoRepairs.asciiBrackets("VStack ｛\n  Text(\"a\")\n｝")?.lines == [1, 3])
        let outcome = run("VStack {\n    Text(\"a\")\n｝")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [3])
    }

    @Test func aDeclarationWithItsAttributesOnTheirOwnLineIsQuotedAPI() {
        #expect(run("@MainActor @frozen @preconcurrency\nstruct Spacer").status == .notALayoutExample(Classifier.apiDeclaration))
    }

    /// `@State private count = 0`: a property with its attribute and access but no `var`
    /// runs with `var`; one with `var` or `let` is not touched.
    @Test func aPropertyWithoutVarRunsWithVar() {
        let repaired = TypoRepairs.declaringVars("struct Counter: View {\n    @State private count = 0\n    @State private var on = false\n    @Published public name: String = \"\"\n}")
        #expect(repaired?.code == "struct Counter: View {\n    @State private var count = 0\n    @State private var on = false\n    @Published public var name: String = \"\"\n}")
        #expect(repaired?.lines == [2, 4])
        let outcome = run("""
            struct Counter: View {
                @State private count = 3
                var body: some View {
                    Text("\\(count)")
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [2])
        #expect(outcome.diagnostics.map(\.message) == ["a property declared without `var`: run with `var`"])
    }

    /// `score + = 1`: an assignment typed apart runs joined; the same characters in a string
    /// are text.
    @Test func anAssignmentTypedApartRunsJoined() {
        let repaired = TypoRepairs.joiningAssignments("count + = 1\nText(\"a + = b\")\ntotal * = 2")
        #expect(repaired?.code == "count += 1\nText(\"a + = b\")\ntotal *= 2")
        #expect(repaired?.lines == [1, 3])
        #expect(TypoRepairs.joiningAssignments("a == b") == nil)
    }

    /// Two typos in one snippet run repaired together, each with its warning.
    @Test func typosRunRepairedTogether() {
        let outcome = run("""
            struct Counter: View {
                @State private count = 0
                var body: some View {
                    Button("Add") { count + = 1 }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [2, 4])
    }

    /// Boxes and arrows drawn with box-drawing characters are a diagram, not code.
    @Test func aDiagramDrawnInTextIsNoExample() {
        let outcome = run("""
            ┌──────────────┐
            │ 1. tap       │
            └──────┬───────┘
                   ▼
            ┌──────────────┐
            │ 2. View body │
            └──────────────┘
            """)
        #expect(outcome.status == .notALayoutExample("a diagram drawn in text"))
    }
}
