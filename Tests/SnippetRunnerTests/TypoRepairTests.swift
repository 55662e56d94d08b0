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
}
