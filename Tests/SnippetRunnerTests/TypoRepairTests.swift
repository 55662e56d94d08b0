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

    /// `Text("\(user.age")`: the interpolation closes before its string's quote; a nested
    /// string in an interpolation (`"\(name("a"))"`) is no typo.
    @Test func anInterpolationLeftOpenIsClosedAtItsStringsEnd() {
        let repaired = TypoRepairs.closingInterpolations("Text(\"\\(user.age\")\nText(\"\\(name(\"a\"))\")")
        #expect(repaired?.code == "Text(\"\\(user.age)\")\nText(\"\\(name(\"a\"))\")")
        #expect(repaired?.lines == [1])
        // After the string it closes, the line is code again: `Text(…)` is no string.
        #expect(TypoRepairs.closingInterpolations("Text(\"\\(a\").font(.title)")?.code == "Text(\"\\(a)\").font(.title)")
        let outcome = run("let age = 3\nText(\"\\(age\")")
        #expect(outcome.status == .runnable)
        #expect(outcome.layout?.root.flattened().map(\.node).first { $0.type == "Text" }?.lines == ["3"])
        #expect(outcome.diagnostics.map(\.line) == [2])
    }

    /// A lone `.` under a view's closing brace, a modifier never written (SageNotes), runs as
    /// a comment; a `.` inside a multi-line string is its text.
    @Test func aLoneDotIsAModifierNeverWritten() {
        let repaired = TypoRepairs.commentingBareDots("VStack {\n    Text(\"a\")\n}\n.\nlet s = \"\"\"\n.\n\"\"\"")
        #expect(repaired?.lines == [4])
        #expect(repaired?.code.split(separator: "\n", omittingEmptySubsequences: false)[3] == "// .")
        let outcome = run("VStack {\n    Text(\"a\")\n}\n.")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [4])
    }

    /// Part of a body, its markdown broken where a blank line ended an indented block (a
    /// 100 Days of SwiftUI log), keeps the braces of the code around it: a `}` alone on its
    /// line that closes nothing runs as a comment, and the part shows its views. A `}` in a
    /// string, in a comment or closing what the code opened is code.
    @Test func aBraceLeftFromTheCodeAroundAPartIsAComment() {
        let part = """
                    }
                    Text("Your content")
                        .padding(50)
                        .background(Color.yellow) // }
                }
                .ignoresSafeArea()
            }
            """
        let repaired = TypoRepairs.commentingUnopenedClosers(part)
        #expect(repaired?.lines == [1, 5, 7])
        #expect(repaired?.code.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) } == [
            "// }", "Text(\"Your content\")", ".padding(50)", ".background(Color.yellow) // }", "// }", ".ignoresSafeArea()", "// }",
        ])
        #expect(TypoRepairs.commentingUnopenedClosers("VStack {\n    Text(\"}\")\n}") == nil)
        let outcome = run(part)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [1, 5, 7])
        #expect(outcome.layout?.root.flattened().map(\.node).first { $0.type == "Text" }?.label == "Your content")
    }

    /// `NavigationView {` over a form, the note's copy stopping before the `}` that closes it
    /// (SleetNotes, RealNotes, KelpNotes): every line after the `{` is indented past it, so
    /// the braces run closed after the last line, with a warning there. A block that ends
    /// without its `}` in the middle (a line back at its `{`'s indentation) stays an error.
    @Test func aViewCopiedWithoutItsLastBracesRunsClosed() {
        let source = """
            NavigationView {
                Form {
                    Text("Hello, World!")
                }
                .navigationTitle("Swift UI")
            """
        let repaired = TypoRepairs.closingOpenBlocks(source)
        #expect(repaired?.code == source + "\n}")
        #expect(repaired?.lines == [5])
        #expect(TypoRepairs.closingOpenBlocks("VStack {\n\tHStack {\n\t\tText(\"A\")")?.code == "VStack {\n\tHStack {\n\t\tText(\"A\")\n    }\n}")
        #expect(TypoRepairs.closingOpenBlocks("VStack {\n    Text(\"A\")\n}") == nil)
        #expect(TypoRepairs.closingOpenBlocks("var body: some View { // computed property!") == nil)
        // (A `{` at the end of arguments wrapped over lines is the statement's.)
        #expect(TypoRepairs.closingOpenBlocks("VStack(alignment: .leading,\n       spacing: 8) {\n    Text(\"A\")")?.code
            == "VStack(alignment: .leading,\n       spacing: 8) {\n    Text(\"A\")\n}")
        // (The `}` of line 5 stands as the body's line does: the HStack's `{` was left open.)
        #expect(TypoRepairs.closingOpenBlocks("struct A: View {\n    var body: some View {\n        HStack {\n            Text(\"a\")\n    }\n}") == nil)
        #expect(TypoRepairs.closingOpenBlocks("VStack {\n    ForEach(0..<3) { i in\n    Text(\"\\(i)\")\n}") == nil)
        let outcome = run(source)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [5])
        #expect(outcome.diagnostics.map(\.message) == ["the code stops here with a `{` left open: run closed after this line"])
        #expect(run("VStack {\n    ForEach(0..<3) { i in\n    Text(\"\\(i)\")\n}").status != .runnable)
    }

    /// A Korean sentence among the code, and a word after a call that names it, are the
    /// note's prose: run as comments. Korean in a string or a name is code.
    @Test func proseAmongTheCodeRunsAsAComment() {
        let source = """
            VStack {
                Text("안녕 하세요")
                let 이름 = "kb"
            }
            이렇게 사용 될 경우 맨 위에 있는 뷰가 실행됨
            DetailsView가 실행됨
            NavigationLink(titleKey, value) 사용법
            """
        let repaired = TypoRepairs.commentingProse(source)
        #expect(repaired?.lines == [5, 6, 7])
        #expect(repaired?.code.split(separator: "\n").suffix(3) == [
            "// 이렇게 사용 될 경우 맨 위에 있는 뷰가 실행됨", "// DetailsView가 실행됨", "NavigationLink(titleKey, value) // 사용법",
        ])
        // A string's own text stays: `"(선택) 메모"` on a line, and the lines of a `"""` string.
        #expect(TypoRepairs.commentingProse("let hint = \"(선택) 메모를 남겨 주세요\"") == nil)
        #expect(TypoRepairs.commentingProse("let text = \"\"\"\n그럴 때 이렇게 쓰면 된다\n\"\"\"") == nil)
        let outcome = run("VStack {\n    Text(\"A\")\n    그럴 때 이렇게 파라미터를 사용하면 된다.\n    Text(\"B\")\n}")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [3])
    }

    /// `Text(“Hello”)`: curly quotes a notes app or a word processor typed delimit a string;
    /// inside a string, or in a comment, they are its text.
    @Test func curlyQuotesAroundAStringAreStraightened() {
        let repaired = TypoRepairs.straightQuotes("Text(“Hello”)\nText(\"He said “hi”\") // a “quote”\nText(\"plain\")")
        #expect(repaired?.code == "Text(\"Hello\")\nText(\"He said “hi”\") // a “quote”\nText(\"plain\")")
        #expect(repaired?.lines == [1])
        let outcome = run("VStack {\n    Text(“Hello”)\n    Text(\"He said “hi”\")\n}")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.message) == ["a string between curly quotes (“…”), as an editor types them: run between `\"`"])
        let texts = (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == "Text" }.compactMap(\.label)
        #expect(texts == ["Hello", "He said “hi”"])
        // Code without views stays no layout example once its quotes are straight; a view's
        // name in a comment (`// a Property List`) makes it none.
        let defaults = run("let defaults = UserDefaults.standard\ndefaults.set(object, forKey: “SomeKey”) // a Property List\nlet a = array(forKey: “MyArray”)")
        #expect(defaults.status == .notALayoutExample("Swift code without views"))
    }

    /// `｝` typed by an input method in full width closes the brace it means.
    /// A chat assistant's code box copied whole: its language line and its copy button's
    /// label, in the reader's language, over the code. They run as comments, each with a
    /// warning; the code's own first line (`import SwiftUI`) is no label.
    @Test func aChatsCodeBoxHeaderRunsAsAComment() {
        let source = "swift\nSao chép mã\nHStack(alignment: .top, spacing: 20) {\n    Text(\"Left\")\n    Text(\"Right\")\n}"
        let repaired = TypoRepairs.commentingChatHeader(source)
        #expect(repaired?.code.hasPrefix("// swift\n// Sao chép mã\nHStack(") == true)
        #expect(repaired?.lines == [1, 2])
        #expect(TypoRepairs.commentingChatHeader("Copy code\nText(\"a\")")?.lines == [1])
        #expect(TypoRepairs.commentingChatHeader("\nswift\nimport SwiftUI\nText(\"a\")")?.lines == [2])
        #expect(TypoRepairs.commentingChatHeader("import SwiftUI\nText(\"a\")") == nil)
        #expect(TypoRepairs.isCopyLabel("코드 복사"))
        #expect(TypoRepairs.isCopyLabel("Code kopieren"))
        #expect(TypoRepairs.isCopyLabel("コードをコピーする"))
        #expect(!TypoRepairs.isCopyLabel("copy(text)"))
        #expect(!TypoRepairs.isCopyLabel("Text copy and paste into the field now"))
        let outcome = run(source)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [1, 2])
        #expect(outcome.diagnostics.map(\.severity) == [.warning, .warning])
        let texts = outcome.layout?.root.flattened().map(\.node).filter { $0.type == "Text" } ?? []
        #expect(texts.map(\.lines) == [["Left"], ["Right"]])
    }

    /// `:` or `⋮` alone on a line goes on with the listing, as `...` does: a comment, with a
    /// note that code is left out there.
    @Test func aVerticalEllipsisIsCodeLeftOut() {
        let outcome = run("VStack {\n    Text(\"A\")\n}\n   :")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [4])
        #expect(Ellipses.replace("Text(\"a\")\n⋮").source == "Text(\"a\")\n// …")
        #expect(Ellipses.replace("let ratio = a ? b : c").lines.isEmpty)
        // (In a multi-line string, `:` is the string's text.)
        #expect(Ellipses.replace("let s = \"\"\"\n:\n\"\"\"").lines.isEmpty)
    }

    /// `....` (a learner's dots are not counted) and `...}` (the body left out, then its end,
    /// DuneNotes) are lines of code left out as `...` is: the second keeps its brace.
    @Test func moreDotsOrADotsThenABraceAreCodeLeftOut() {
        #expect(Ellipses.replace("HStack(spacing: 0) {\n    ....\n}").source == "HStack(spacing: 0) {\n    // …\n}")
        #expect(Ellipses.replace("HStack(alignment: .top) {\n...}").source == "HStack(alignment: .top) {\n} // …")
        #expect(Ellipses.replace("VStack {\n    Text(\"A\")\n    ..\n}").lines.isEmpty)
        let outcome = run("HStack(alignment: .top) {\n...}")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [2])
    }

    /// `in: ...Date()` (DuneNotes): dots before an expression are a range from nothing up to
    /// it, no argument left out; the range runs as a value no layout reads.
    @Test func dotsBeforeAnExpressionAreARangeNotCodeLeftOut() {
        let source = "DatePicker(\"\", selection: $time, in: ...Date(), displayedComponents: [.date])"
        #expect(Ellipses.replace(source).lines.isEmpty)
        #expect(Ellipses.replace("Color(red: ..., green: 0, blue: 0)").source == "Color(red: _kbEllipsis(), green: 0, blue: 0)")
        let outcome = run(source)
        #expect(outcome.status == .runnableWithPlaceholders(["Date", "DatePicker"]))
        #expect(outcome.diagnostics.map(\.message).contains { $0.contains("`...`") } == false)
        // Before a view kb draws, the dots are no range: the view is not dropped in silence.
        #expect(run("VStack { Text(\"A\")\n...Text(\"B\") }").status == .failed("line 2: cannot apply ... to a view"))
    }

    /// `ForEach(items) { item in ... }`: the closure's body is left out after its parameters,
    /// and runs as an empty view, reported on its line.
    @Test func aClosureBodyLeftOutAfterItsParametersIsCodeLeftOut() {
        #expect(Ellipses.replace("ForEach(items) { item in ... }").source == "ForEach(items) { item in _kbEllipsis() }")
        #expect(Ellipses.replace("List(rows) { row in … }").source == "List(rows) { row in _kbEllipsis() }")
        // (A word that ends in `in` is no parameter list's end.)
        #expect(Ellipses.replace("Text(\"margin ...\")").lines.isEmpty)
        let outcome = run("VStack {\n    Text(\"Rows\")\n    ForEach(0..<3) { index in ... }\n}")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [3])
        let texts = outcome.layout?.root.flattened().map(\.node).filter { $0.type == "Text" } ?? []
        #expect(texts.map(\.lines) == [["Rows"]])
        // An array made of a collection the notes do not show is that collection: one element.
        let enumerated = run("ForEach(Array(items.enumerated()), id: \\.offset) { _, item in ... }")
        #expect(enumerated.status == .runnable)
        #expect(enumerated.diagnostics.map(\.message) == [
            "`...` stands for code the note leaves out: shown as nothing",
            ".enumerated comes from code the notes do not show: one element is drawn, its values shown by name",
        ])
    }

    /// `Text(...)` (protocorn93's and x-0o0's notes, a Grid's rows): the string is left out,
    /// and the Text shows an ellipsis where it read "a view", the name of kb's value.
    @Test func aTextWhoseStringIsLeftOutShowsAnEllipsis() {
        let outcome = run("VStack {\n    Text(...)\n    Text(\"b\")\n}")
        #expect(outcome.status == .runnable)
        let texts = outcome.layout?.root.flattened().map(\.node).filter { $0.type == "Text" } ?? []
        #expect(texts.map(\.lines) == [["…"], ["b"]])
    }

    /// Controls whose names hold no word that marks view code (`TextField(`, `Toggle(`) mark
    /// it themselves: a property and the field bound to it are an example, not code without
    /// views.
    @Test func aControlBoundToAPropertyIsViewCode() {
        #expect(Classifier.notALayoutExample("@State private var name = \"\"\nTextField(\"Name\", text: $name)") == nil)
        #expect(Classifier.notALayoutExample("@State var on = false\nToggle(\"On\", isOn: $on)") == nil)
        #expect(Classifier.notALayoutExample("let transform = CGAffineTransform(rotationAngle: 1)")
                == Classifier.withoutViews)
        let outcome = run("@State private var name = \"\"\nTextField(\"Name\", text: $name)")
        #expect(outcome.status == .runnable)
        #expect(outcome.layout?.root.flattened().map(\.node.type).contains("TextField") == true)
    }

    @Test func fullWidthBracketsRunAsASCII() {
        #expect(TypoRepairs.asciiBrackets("VStack ｛\n  Text(\"a\")\n｝")?.lines == [1, 3])
        let outcome = run("VStack {\n    Text(\"a\")\n｝")
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [3])
    }

    @Test func aDeclarationWithItsAttributesOnTheirOwnLineIsQuotedAPI() {
        #expect(run("@MainActor @frozen @preconcurrency\nstruct Spacer").status == .notALayoutExample(Classifier.apiDeclaration))
    }

    /// `protocol ViewModifier { typealias Content … }`: a protocol sketched as Apple declares
    /// it, with a `typealias` that Swift would not take, is no example, not a failed one.
    @Test func aSketchedProtocolIsNoExample() {
        let sketch = """
            protocol ViewModifier{
                typealias Content //the type of the View passed to body(content:)
                func body(content: Content) -> some View {
                    //return some View that almost certainly contains the View content
                }
            }
            """
        #expect(run(sketch).status == .notALayoutExample(Classifier.protocolSketch))
        // A protocol with a view after it is an example.
        #expect(run("protocol Named { var name: String { get } }\nText(\"a\")").status == .runnable)
    }

    /// `@State, @FocusState` under `// Property Wrapper`: a lesson's index of the names it
    /// used, in a code block, is no example; code that uses them is.
    @Test func aListOfAPINamesIsNoExample() {
        let index = """
            // Property Wrapper
            @State, @FocusState
            // View Struct
            View, Text, Button, Form(Group, Section), TextField, Picker
            NavigationLink, NavigationView(title, barTitleStyle, toolbar)
            """
        #expect(run(index).status == .notALayoutExample(Classifier.nameList))
        #expect(!Classifier.isNameList(["Text(\"a\"), Text(\"b\")", "let x = 1, y = 2"]))
        #expect(Classifier.isListedName("Bundle.main.url()") && Classifier.isListedName("List vs ForEach"))
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
        // So is a flow of names joined by arrows; a function's type is code.
        #expect(run("Model -> ContentView -> ToggleView(자식뷰)").status == .notALayoutExample("a diagram drawn in text"))
        #expect(!Classifier.isTextDiagram("let action: () -> Void = {}"))
        #expect(!Classifier.isTextDiagram("Text(\"A -> B\")"))
        #expect(!Classifier.isTextDiagram("func makeBody() -> some View"))
        #expect(!Classifier.isTextDiagram("func makeCoordinator() -> Coordinator"))
    }

    /// `**@escaping**`: a word the note stresses in markdown's bold inside its code runs
    /// without the marks, and is reported; `**` in a string stays text.
    @Test func boldMarksInCodeRunWithoutThem() {
        let repaired = TypoRepairs.droppingBoldMarks("func animate(_ execute: **@escaping** () -> Void) {}\nText(\"**bold**\")")
        #expect(repaired?.code == "func animate(_ execute: @escaping () -> Void) {}\nText(\"**bold**\")")
        #expect(repaired?.lines == [1])
        #expect(TypoRepairs.droppingBoldMarks("let x = a * b * c") == nil)
        // An escaped quote stays inside its string, and a comment is left as it is.
        #expect(TypoRepairs.droppingBoldMarks("Text(\"say \\\"**hi**\\\"\")") == nil)
        #expect(TypoRepairs.droppingBoldMarks("let a = 1 // **주의**") == nil)
        let outcome = run("""
            struct Card: View {
                var body: some View { Text("Card").padding() }
                func animate(_ execute: **@escaping** () -> Void) {}
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.line) == [3])
        #expect(outcome.diagnostics.map(\.message) == ["markdown's bold (`**@escaping**`) in code: run without the marks"])
    }

    /// `struct ContentView: View {...}`: a body the note leaves out is an empty one, reported
    /// on its line, and the view before it runs.
    @Test func aBodyLeftOutIsEmpty() {
        #expect(Ellipses.replace("struct Row: View {...}\nstruct Cell: View { … }").source == "struct Row: View {}\nstruct Cell: View {}")
        #expect(Ellipses.replace("struct Row: View {...}").lines == [1])
        // (However it is spaced: `Form { ...            }`, ReedNotes.)
        #expect(Ellipses.replace("Form { ...            }").source == "Form {}")
        let outcome = run("""
            struct Badge: View {
                var body: some View {
                    Text("New").padding()
                }
            }
            struct ContentView: View {...}
            """)
        #expect(outcome.status == .runnable)
    }

    /// Numbered Korean sentences set apart in a code block are no code.
    @Test func koreanSentencesInACodeBlockAreNoExample() {
        let outcome = run("""
            1. View 안에서 @State 선언
            2. 값은 View 바깥 메모리에 저장
            3. 값이 바뀌면 body를 다시 계산
            """)
        #expect(outcome.status == .notALayoutExample("Korean sentences in a code block, not code"))
        #expect(!Classifier.isKoreanProse("Text(\"안녕하세요 반가워요\")\n    .padding()"))
    }

    /// English paragraphs indented under a heading, which markdown reads as an indented code
    /// block (KelpNotes), are no code; a comment of as many words, and code, are.
    @Test func englishSentencesInACodeBlockAreNoExample() {
        let outcome = run("""
            The primary difference lies in the programming paradigm. SwiftUI is declarative, which means you describe the UI.
            In SwiftUI, views are defined as structs, and you use layout containers like VStack, HStack, and ZStack to arrange them.
            """)
        #expect(outcome.status == .notALayoutExample("English sentences in a code block, not code"))
        #expect(!Classifier.isEnglishProse(lines: ["// The first view takes its share of the space before the second one does."]))
        #expect(!Classifier.isEnglishProse(lines: ["Text(\"A sentence that a view shows on the screen for the user\")", ".padding()"]))
        #expect(!Classifier.isEnglishProse(lines: ["static func + (lhs: Text, rhs: Text) -> Text"]))
    }

    /// The error Xcode showed, pasted in a code block (SageNotes), is no code: sentences that
    /// quote names in single quotes, or `error:` lines. A `Text` whose string quotes a word is
    /// code. Nor is a generic type's full name a program printed (TarnNotes' 100 Days log).
    @Test func aCompilersMessageInACodeBlockIsNoExample() {
        let outcome = run("""
            Contextual closure type '() -> ProductDetailView' expects 0 arguments, but 1 was used in closure body

            Contextual closure type '() -> ProductListView' expects 0 arguments, but 1 was used in closure body
            """)
        #expect(outcome.status == .notALayoutExample("a compiler's error message, not code"))
        #expect(Classifier.isCompilerMessage("ContentView.swift:12:5: error: cannot find 'count' in scope"))
        // What `print(type(of: self.body))` printed, under `Prints:` in an unlabelled fence.
        #expect(Classifier.notALayoutExample("ModifiedContent<ModifiedContent<Button<Text>, _BackgroundStyleModifier<Color>>, _FrameLayout>")
            == Classifier.printedTypeName)
        #expect(Classifier.notALayoutExample("VStack<TupleView<(Text, Image)>>") == Classifier.printedTypeName)
        #expect(Classifier.notALayoutExample("ScrollView<Text>(.horizontal) { Text(\"a\") }") == nil)
        #expect(!Classifier.isCompilerMessage("Text(\"It's a 'quoted' word right here\")"))
        #expect(!Classifier.isCompilerMessage("Contextual closure type '() -> X' expects 0 arguments\nText(\"a\")"))
    }
}
