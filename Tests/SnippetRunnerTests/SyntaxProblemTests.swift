import LayoutEngine
import Testing
@testable import SnippetRunner

/// Code that does not compile says where and why in a learner's words, found in the parser's
/// tree by kb itself (SyntaxProblem.swift says why not by swift-syntax's diagnostics generator).
@Suite struct SyntaxProblemTests {
    func failure(_ source: String) -> String? {
        if case .failed(let reason) = SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300)).status { return reason }
        return nil
    }

    @Test func missingTokensAreNamedWithWhatTheyClose() {
        #expect(failure("VStack {\n    Text(\"unclosed\"\n}") == "line 2: a `)` is missing to close the function call")
        // (Code indented under its `{` to the end runs closed: `TypoRepairs.closingOpenBlocks`.)
        #expect(failure("VStack {\nText(\"a\")\n") == "line 2: a `}` is missing to close the closure")
        // The `}` on line 5 is indented as the body's line, not as the HStack's: the HStack's
        // `{` is the one left open, though the parser misses the struct's `}` at the end.
        #expect(failure("struct A: View {\n    var body: some View {\n        HStack {\n            Text(\"a\")\n    }\n}")
                == "line 4: a `}` is missing to close the closure opened on line 3")
        #expect(failure("var body: some View {\nVStack {\n    Text(\"a\")\n}\n")
                == "line 4: a `}` is missing to close the property's body")
        // The line is the one the missing token belongs to, not the next one.
        #expect(failure("HStack {\n    Text(\"a\")\n    Text(\"b\"\n    Text(\"c\")\n}") == "line 3: a `)` is missing to close the function call")
    }

    /// The `{` left open is found by the code's indentation; where every `}` stands as its
    /// `{` line does, the parser's place (the end) is said.
    @Test func theBraceLeftOpenIsFoundByIndentation() {
        let source = """
            struct A: View {
                var body: some View {
                    VStack {
                        ForEach(0..<3) { i in
                            Text("\\(i)")
                        Text("end")
                    }
                }
            }
            """
        // (Its `}` belongs after line 5: line 6 is indented as the ForEach's own line.)
        #expect(failure(source) == "line 5: a `}` is missing to close the closure opened on line 4")
        let evenlyIndented = "struct A: View {\nvar body: some View {\n    VStack {\n        Text(\"a\")\n    }\n}\n"
        #expect(failure(evenlyIndented) == "line 6: a `}` is missing to close the struct")
    }

    @Test func missingTokensSideBySideAreNamedTogether() {
        #expect(failure("VStack {\n    Text(\"a\")\n        .padding(\n}")
                == "line 3: an expression and a `)` are missing to close the function call")
        // A `;` missing after them is left for later.
        #expect(failure("navigationDestination(for data:, destination: )\nText(\"a\")")
                == "line 1: an expression and a `)` are missing to close the function call")
    }

    @Test func aMissingKeywordStandsOnTheLineOfTheCodeItIntroduces() {
        let source = "struct A: View {\n    @Binding var isOn: Bool\n\n    // the row\n    Row(title) {\n        Text(\"a\")\n    }\n}"
        #expect(failure(source) == "line 5: a `func` is missing before `Row`")
    }

    @Test func twoStatementsOnALineAskForASemicolon() {
        #expect(failure("VStack {\n    Text(\"a\") x y\n}") == "line 2: two statements on one line need a `;` or a line break between them")
    }

    @Test func skippedCodeIsQuotedWithWhereItStands() {
        #expect(failure("VStack(alignment: .leading spacing: 10) {\n    Text(\"a\")\n}")
                == "line 1: unexpected code `spacing: 10` in the function call")
        #expect(failure("struct A: View {\n    var body: some View {\n        Text(\"a\")\n    }\n}}")
                == "line 5: a `}` too many: it closes nothing")
        #expect(failure("struct A: View {\n    var body: some View { Text(\"a\") }\n    fucn more() {}\n}")
                == "line 3: `fucn` looks like a misspelled `func`")
        let long = "Text(\"a\")\n    .frame(width: 100 height: 50, minHeight: 10, maxHeight: 100, alignment: .center)"
        #expect(failure(long) == "line 2: unexpected code `height: 50, minHeight: 10, maxHeight…` in the function call")
    }

    /// What Swift's lexer cannot read fails too (the parser's tree has nothing missing there).
    @Test func unreadableCharactersAndLiteralsSayWhatIsWrong() {
        #expect(failure("let a= 1\nText(\"a\")") == "line 1: `=` needs a space on both sides or on neither")
        #expect(failure("VStack {\n    Text(\"a\\qb\")\n}") == "line 2: the string `a\\qb` holds a `\\` escape Swift does not know")
        #expect(failure("VStack {\n    Text(<#title#>)\n}")
                == "line 2: `<#title#>` is a placeholder Xcode fills in, not code: write the value it stands for")
        #expect(failure("VStack {\n    Text(\"a\")\n}\n/* unterminated") == "line 4: a `/*` comment is never closed with `*/`")
        #expect(failure("Text(\"a\")\n    .frame(width: 0x)") == "line 2: `0x` is no number Swift reads")
    }

    /// A keyword misspelled where a statement starts, before a name; a word elsewhere is none.
    @Test func aMisspelledKeywordIsNamedWhereAStatementStarts() {
        #expect(failure("strcut ContentView: View {\n    var body: some View { Text(\"a\") }\n}")
                == "line 1: `strcut` looks like a misspelled `struct`")
        #expect(failure("vra x = 1\nText(\"a\")") == "line 1: `vra` looks like a misspelled `var`")
        #expect(failure("VStack {\n    Text(\"a\" foo)\n}") == "line 2: unexpected code `foo` in the function call")
    }

    /// Missing tokens are named together only within one construct, each with its article.
    @Test func missingTokensOfDifferentConstructsAreNotNamedTogether() {
        #expect(failure("VStack {\n    Text(\"abc)\n}") == "line 2: a `\"` is missing to close the string")
        #expect(failure("extension A { func }\nText(\"a\")") == "line 1: a name is missing in the function")
        #expect(failure("VStack {\nVStack {\nVStack {\nText(\"a\")\n")
                == "line 4: a `}` is missing to close the closure")
        #expect(failure("VStack {\n    guard let x = y { return }\n    Text(\"a\")\n}") == "line 2: an `else` is missing before `{`")
        #expect(SyntaxProblemWording.listed(["a `}`", "a `}`", "a `}`"]) == "three `}` are")
        #expect(SyntaxProblemWording.listed(["an expression", "an expression", "a `)`"]) == "two expressions and a `)` are")
    }
}
