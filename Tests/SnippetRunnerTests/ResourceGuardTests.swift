import LayoutEngine
import Testing
@testable import SnippetRunner

/// Hostile or mistyped snippets meet explicit limits: time, the size of one string or
/// array, and all a snippet's strings and arrays together. None hangs or exhausts memory;
/// each says what it hit.
@Suite struct ResourceGuardTests {
    let canvas = Canvas(width: 400, height: 300)

    func labels(_ outcome: ExampleOutcome) -> [String] {
        outcome.layout?.root.flattened().compactMap(\.node.label) ?? []
    }

    func warnings(_ outcome: ExampleOutcome) -> [String] {
        outcome.diagnostics.filter { $0.severity == .warning }.map { "line \($0.line): \($0.message)" }
    }

    static let summing = """
        struct Counter: View {
            var body: some View {
                var total = 0
                for i in 0..<1000 {
                    total += i
                }
                return Text("\\(total)")
            }
        }
        """

    @Test func aSnippetPastItsTimeEndsWithAnErrorNotAHang() {
        // The clock (the thread's CPU time) is read every 256 steps: with no time at all,
        // the loop stops at its first reading, inside the loop.
        let stopped = SnippetRunner(timeLimit: .zero).run(Self.summing, canvas: canvas)
        #expect(stopped.status == .failed("line 5: the code runs longer than kb gives one snippet (0 s); is there an endless loop?"))
        #expect(stopped.layout == nil)
        // Given its time, the same loop runs to its sum.
        let finished = SnippetRunner(timeLimit: .seconds(60)).run(Self.summing, canvas: canvas)
        #expect(finished.status == .runnable)
        #expect(labels(finished) == ["499500"])
        #expect(SnippetRunner.defaultTimeLimit == .seconds(3))
        #expect(Duration.milliseconds(1500).secondsText == "1.5 s")
    }

    @Test func stringRepeatingRepeatsAndCutsAnAbsurdCountWithAWarning() {
        let outcome = SnippetRunner().run("""
            VStack {
                Text(String(repeating: "ab", count: 3))
                Text(String(repeating: "x", count: 1_000_000_000).count.description)
                Text(String(repeating: "가", count: 5_000).count.description)
                Text(String(repeating: "", count: 1_000_000_000))
            }
            """, canvas: canvas)
        #expect(outcome.status == .runnable)
        // "가" is 3 bytes of UTF-8: 3,333 copies fit in 10,000 bytes.
        #expect(labels(outcome) == ["ababab", "10000", "3333", ""])
        #expect(warnings(outcome) == [
            "line 3: String(repeating:count:) of 1000000000 copies is longer than kb makes a string (10000 bytes): cut to 10000 copies",
            "line 4: String(repeating:count:) of 5000 copies is longer than kb makes a string (10000 bytes): cut to 3333 copies",
        ])
    }

    @Test func arraysOfABillionElementsAreCutWithAWarning() {
        let outcome = SnippetRunner().run("""
            VStack {
                Text("\\(Array(repeating: 7, count: 1_000_000_000).count)")
                Text("\\([Int](repeating: 1, count: 3))")
                Text("\\(Array(0..<1_000_000_000).count)")
                Text("\\(Array(2...4))")
                Text("\\((0..<1_000_000_000).count)")
            }
            """, canvas: canvas)
        #expect(outcome.status == .runnable)
        #expect(labels(outcome) == ["10000", "[1, 1, 1]", "10000", "[2, 3, 4]", "1000000000"])
        #expect(warnings(outcome) == [
            "line 2: Array(repeating:count:) of 1000000000 elements is more than kb makes (10000): cut to 10000",
            "line 4: Array of 1000000000 elements is more than kb makes (10000): cut to 10000",
        ])
        // A loop over a range of a billion is refused before it starts.
        let loop = SnippetRunner().run("ForEach(0..<1_000_000_000) { Text(\"\\($0)\") }", canvas: canvas)
        #expect(loop.status == .failed("line 1: a loop over 1000000000 items is more than kb runs (10000)"))
    }

    @Test func aStringDoubledInALoopStopsGrowingAtTheLimit() {
        let outcome = SnippetRunner().run("""
            struct Doubling: View {
                var body: some View {
                    var text = "x"
                    for _ in 0..<40 {
                        text += text
                    }
                    return Text("\\(text.count)")
                }
            }
            """, canvas: canvas)
        #expect(outcome.status == .runnable)
        #expect(labels(outcome) == ["10000"])
        #expect(warnings(outcome) == [
            "line 5: a string of 16384 bytes is longer than kb makes (10000): cut to that length",
            "line 5: a string of 20000 bytes is longer than kb makes (10000): cut to that length",
        ])
        // A cut never splits a character's UTF-8 bytes.
        #expect("a가".cut(toBytes: 3) == "a")
        #expect("a가".cut(toBytes: 4) == "a가")
    }

    @Test func aSnippetThatKeepsMakingValuesStopsAtTheBudget() {
        // Each row is 10,000 elements (counted as 160,000 bytes): the 420th passes 64 MB.
        let outcome = SnippetRunner(timeLimit: .seconds(600)).run("""
            struct Budget: View {
                var body: some View {
                    let rows = Array(0..<10_000).map { _ in Array(repeating: 0, count: 10_000) }
                    return Text("\\(rows.count)")
                }
            }
            """, canvas: canvas)
        #expect(outcome.status == .failed("line 3: the code makes more than 64 MB of strings and arrays; does a loop keep growing one?"))
    }

    @Test func gridRowsMadeWithArrayRepeatingAreThatManyRows() {
        // jrasmusson-swiftui, Controls-Stacks: `Array(repeating: .init(.fixed(20)), count: 2)`.
        let outcome = SnippetRunner().run("""
            struct ContentView: View {
                var rows: [GridItem] = Array(repeating: .init(.fixed(20)), count: 2)
                var body: some View {
                    LazyHGrid(rows: rows, alignment: .top) {
                        ForEach(0..<4, id: \\.self) { Text("\\($0)") }
                    }
                }
            }
            """, canvas: canvas)
        #expect(outcome.status == .runnable)
        let texts = outcome.layout?.root.flattened().filter { $0.node.type == "Text" }.map(\.node.frame) ?? []
        // Two rows 20 points high, 8 apart (a grid's default spacing): items go down a
        // column first, so the first and third share the top row.
        #expect(texts.map { px($0.minY + $0.height / 2) } == [0, 28, 0, 28].map { px(texts.first!.minY + texts.first!.height / 2) + $0 })
    }

    /// fuzz-snippet's timeout (an hour-long parse): `[` typed 80 times before a modifier.
    /// swift-syntax's lookahead doubles its time with each level of `[`.
    @Test func codeNestingSquareBracketsPastTenLevelsIsNotParsed() {
        let hostile = "VStack {\n    Color.red.frame(width: 100, height: 100)\n    "
            + String(repeating: "[", count: 80) + "  .overlay(Circle())\n}"
        let outcome = SnippetRunner().run(hostile, canvas: canvas)
        #expect(outcome.status == .failed("line 3: the code nests `[` more than 10 levels deep, deeper than kb reads"))
        #expect(CodeHighlighter.pieces(hostile).count == 1)
        // Ten levels are read; brackets in strings and comments do not count.
        let ten = "let nested = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10)
            + "\nText(\"\\(nested.count)\")"
        let read = SnippetRunner().run(ten, canvas: canvas)
        #expect(read.status == .runnable)
        #expect(labels(read) == ["1"])
        #expect(BracketNesting.firstTooDeep(in: "Text(\"[[[[[[[[[[[[\") // [[[[[[[[[[[[") == nil)
        #expect(BracketNesting.firstTooDeep(in: "let a = 1\n" + String(repeating: "[", count: 11))?.line == 2)
    }

    /// swift-syntax's recovery reads the rest of a line again for each `(` left open there
    /// (BracketNesting.swift): a fuzzed snippet of 3,000 took 24 s in a debug build.
    @Test func codeNestingParenthesesPastThirtyTwoLevelsIsNotParsed() {
        let hostile = "Text(\"a\")\n    .frame(width: 120, s .mit(1)\n" + String(repeating: "(1, ", count: 3000) + "wit.\")"
        let outcome = SnippetRunner().run(hostile, canvas: canvas)
        #expect(outcome.status == .failed("line 3: the code nests `(` more than 32 levels deep, deeper than kb reads"))
        #expect(CodeHighlighter.pieces(hostile).count == 1)
        let open = String(repeating: "(", count: 33)
        #expect(BracketNesting.firstTooDeep(in: "Text" + open)?.bracket == "(")
        #expect(BracketNesting.firstTooDeep(in: "Text(\"" + open + "\")") == nil)
        #expect(BracketNesting.firstTooDeep(in: "let a = \"\"\"\n" + open + "\n\"\"\"") == nil)
        // A string without its closing quote ends with its line, as Swift's lexer ends it.
        #expect(BracketNesting.firstTooDeep(in: "Text(\"a\n" + open)?.line == 2)
        // Brackets in a string's interpolation are code.
        #expect(BracketNesting.firstTooDeep(in: "Text(\"\\" + open + "\")")?.line == 1)
        let braces = "struct A: View {\n    var body: some View {\n" + String(repeating: "VStack { ", count: 39)
        #expect(BracketNesting.firstTooDeep(in: braces)?.line == 3)
        #expect(BracketNesting.firstTooDeep(in: braces)?.bracket == "{")
        #expect(BracketNesting.firstTooDeep(in: String(braces.dropLast(9))) == nil)
        // Balanced parentheses never nest deep, however many there are.
        #expect(BracketNesting.firstTooDeep(in: String(repeating: "f(1)(2)\n", count: 100)) == nil)
    }

    /// The count reads code as Swift's lexer does: brackets a string or comment hides from it
    /// are hidden from the parser too, and none the parser reads is hidden from it.
    @Test func theNestingCountReadsStringsAndCommentsAsSwiftsLexerDoes() {
        let deep = String(repeating: "[", count: 11)
        func found(_ code: String) -> String? {
            BracketNesting.firstTooDeep(in: code).map { "line \($0.line) \($0.bracket)" }
        }
        // Raw strings: a backslash escapes nothing, `"#` closes, `\#(` is code.
        #expect(found("let a = #\"a\\\"# " + deep) == "line 1 [")
        #expect(found("let a = #\"" + deep + "\"#") == nil)
        #expect(found("let a = #\"\\#(" + deep + ")\"#") == "line 1 [")
        // Comments, nested ones too, hide what they hold, quotes and `//` included.
        #expect(found("/* // */ " + deep) == "line 1 [")
        #expect(found("/* \"\"\" */\n" + deep) == "line 2 [")
        #expect(found(String(repeating: "(((((((((( /* )))))))))) */ ", count: 4)) == "line 1 (")
        #expect(found("/* /* */ " + deep + " */") == nil)
        #expect(found("/*\n" + String(repeating: "(", count: 40) + "\n*/") == nil)
        // An escaped quote is the string's own: it neither closes it nor starts a `"""`.
        #expect(found("let q = \"\\\"\" + \"x\" " + deep) == "line 1 [")
        #expect(found("let s = \"\"\"\n a \\\"\"\" b\n\"\"\"\n" + deep) == "line 4 [")
        // An interpolation in a `"""` string may run over lines: its brackets are code.
        #expect(found("let s = \"\"\"\n\\(\n" + deep + "\n)\n\"\"\"") == "line 3 [")
        let interpolations = String(repeating: "\\(items.map {\n    $0\n}.joined())\n", count: 33)
        #expect(found("let s = \"\"\"\n" + interpolations + "\"\"\"") == nil)
    }

    /// Code kb repairs before parsing it again (`［` read as `[`) is counted again.
    @Test func codeARepairNestsDeeperIsNotParsedEither() {
        #expect(BracketNesting.parsedIfShallow("let a = " + String(repeating: "[", count: 11)) == nil)
        #expect(BracketNesting.parsedIfShallow("let a = [[1]]")?.hasError == false)
    }
}
