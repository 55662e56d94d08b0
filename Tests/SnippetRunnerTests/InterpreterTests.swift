import LayoutEngine
import Testing
@testable import SnippetRunner

/// Snippets as notes write them, run through the interpreter to exact frames.
@Suite struct InterpreterTests {
    let canvas = Canvas(width: 400, height: 300)

    func run(_ source: String, _ runner: SnippetRunner = SnippetRunner()) -> ExampleOutcome {
        runner.run(source, canvas: canvas)
    }

    func frame(_ outcome: ExampleOutcome, _ label: String) -> Rect? {
        outcome.layout?.root.flattened().first { $0.node.label == label }?.node.frame
    }

    @Test func aModifierChainRunsToTheSeedsFrames() {
        let outcome = run("""
            Text("A great and warm welcome to Kuchi")
              .background(Color.red)
              .frame(width: 150, height: 50, alignment: .center)
              .background(Color.yellow)
            """)
        #expect(outcome.status == .runnable)
        #expect(frame(outcome, "yellow") == Rect(x: 125, y: 125, width: 150, height: 50))
        #expect(frame(outcome, "red").map { px($0.width) } == 143)
    }

    @Test func structViewsWithPropertiesInitsAndComputedProperties() {
        let outcome = run("""
            struct Badge: View {
                var title: String
                var width: CGFloat = 80
                var doubled: CGFloat { width * 2 }
                var body: some View {
                    Text(title).frame(width: doubled, height: 20)
                }
            }
            struct Row: View {
                let count: Int
                init(count: Int) { self.count = count + 1 }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<count, id: \\.self) { index in
                            Badge(title: "Item \\(index)", width: 50)
                        }
                    }
                }
            }
            struct ContentView: View {
                var body: some View { Row(count: 2) }
            }
            """)
        #expect(outcome.status == .runnable)
        let texts = outcome.layout!.root.flattened().map(\.node).filter { $0.type == "frame" }
        #expect(texts.map(\.frame.width) == [100, 100, 100])
        #expect(texts.map(\.frame.minX) == [50, 150, 250])
        #expect(frame(outcome, "Item 2") != nil)
    }

    @Test func expressionsLiteralsAndBuilders() {
        let outcome = run("""
            let side: CGFloat = 10 * 3 + 20
            let wide = side > 40 ? true : false
            VStack(alignment: .leading, spacing: 4) {
                if wide {
                    Color.red.frame(width: side, height: min(side, 20))
                } else {
                    Color.blue
                }
                Color(white: 0.5).frame(width: floor(12.7), height: 10)
                Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(Int(7.9)), height: 3)
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(frame(outcome, "red")?.size == Size(width: 50, height: 20))
        #expect(frame(outcome, "white(0.5)")?.size == Size(width: 12, height: 10))
        #expect(frame(outcome, "rgb(1, 0, 0)")?.size == Size(width: 7, height: 3))
        #expect(frame(outcome, "blue") == nil)
    }

    @Test func customModifiersViewModifiersAndGeometryReader() {
        let runner = SnippetRunner()
        _ = run("""
            extension View {
                func bordered() -> some View {
                    padding(8).background(Color.gray)
                }
            }
            struct Card: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding(4).background(Color.orange)
                }
            }
            """, runner)
        let outcome = run("""
            VStack {
                Text("Hi").bordered()
                Text("Card").modifier(Card())
                ModifiedContent(content: Text("Again"), modifier: Card())
                GeometryReader { proxy in
                    Circle().frame(width: proxy.size.height * 0.5, height: proxy.size.height * 0.5)
                }
                .frame(width: 100, height: 40)
            }
            """, runner)
        #expect(outcome.status == .runnable)
        #expect(frame(outcome, "gray")!.width == frame(outcome, "Hi")!.width + 16)
        #expect(outcome.layout!.root.flattened().filter { $0.node.label == "orange" }.count == 2)
        let circle = outcome.layout!.root.flattened().first { $0.node.type == "Circle" }!.node
        #expect(circle.frame.size == Size(width: 20, height: 20))
    }

    @Test func stateBindingsAndPreferencesEqualiseHeights() {
        let outcome = run("""
            private struct HeightPreferenceKey: PreferenceKey {
                static let defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                    value = nextValue()
                }
            }
            extension View {
                func syncingHeightIfLarger(than height: Binding<CGFloat?>) -> some View {
                    background(GeometryReader { proxy in
                        Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
                    })
                    .onPreferenceChange(HeightPreferenceKey.self) {
                        height.wrappedValue = max(height.wrappedValue ?? 0, $0)
                    }
                }
            }
            struct HeightSyncedRow<Content: View>: View {
                private let content: Content
                @State private var childHeight: CGFloat?
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    HStack {
                        content.syncingHeightIfLarger(than: $childHeight)
                            .frame(height: childHeight)
                    }
                }
            }
            HeightSyncedRow {
                Text("One line")
                Text("Two\\nlines")
            }
            """)
        #expect(outcome.status == .runnable)
        let frames = outcome.layout!.root.flattened().map(\.node).filter { $0.type == "frame" }
        #expect(frames.count == 2)
        #expect(frames[0].frame.height == frames[1].frame.height)
        #expect(px(frames[0].frame.height) == px(40.667))
    }

    @Test func missingViewsArePlaceholdersAndEllipsesNothing() {
        let outcome = run("""
            VStack {
                WelcomeMessageView()
                ...
                Text("Hi")
                    .onSubmit { }
                    .accessibilityIdentifier("hi")
            }
            """)
        #expect(outcome.status == .runnableWithPlaceholders(["WelcomeMessageView"]))
        #expect(outcome.diagnostics.map(\.line).contains(3))
        #expect(outcome.layout!.root.flattened().contains { $0.node.type == "WelcomeMessageView" })
        // A view the notes never declare, alone, is a placeholder too, not code without views.
        #expect(run("Badge()").status == .runnableWithPlaceholders(["Badge"]))
        #expect(run("EventRow(title: \"Hi\")").status == .runnableWithPlaceholders(["EventRow"]))
    }

    @Test func theEntryPointIsThePreviewThenContentViewThenTheUnusedView() {
        let preview = run("""
            struct A: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
            struct B: View { var body: some View { A() } }
            #Preview { Color.blue.frame(width: 5, height: 5) }
            """)
        #expect(frame(preview, "blue") != nil)
        let unused = run("""
            struct A: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
            struct B: View { var body: some View { A().padding() } }
            """)
        #expect(unused.layout?.root.type == "padding")
        let provider = run("""
            struct P: PreviewProvider {
                static var previews: some View { Color.green.frame(width: 7, height: 7).previewDevice("iPhone 8") }
            }
            """)
        #expect(frame(provider, "green") != nil)
        #expect(provider.previewDevice == "iPhone 8")
    }

    @Test func aLaterDeclarationReplacesAnEarlierOne() {
        let runner = SnippetRunner()
        _ = run("struct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }", runner)
        #expect(frame(run("Badge()", runner), "red") != nil)
        _ = run("struct Badge: View { var body: some View { Color.blue.frame(width: 10, height: 10) } }", runner)
        #expect(frame(run("Badge()", runner), "blue") != nil)
    }

    @Test func hostileOrBrokenCodeEndsWithADiagnostic() {
        let recursion = run("struct A: View { var body: some View { A() } }")
        #expect(recursion.status == .failed("line 1: the views nest deeper than 150 levels; does a view contain itself?"))
        let huge = run("VStack { ForEach(0..<10_000_000) { i in Text(\"\\(i)\") } }")
        #expect(huge.status == .failed("line 1: a loop over 10000000 items is more than kb runs (10000)"))
        let nested = String(repeating: "HStack { ", count: 10_000) + "Text(\"x\")" + String(repeating: " }", count: 10_000)
        if case .failed = run(nested).status {} else { Issue.record("10,000 nested stacks must fail with a diagnostic") }
        // Given all the time it wants, an endless loop meets the step limit.
        let endless = run("""
            struct V: View {
                var body: some View {
                    var n = 0
                    while true { n += 1 }
                    return Text("never")
                }
            }
            """, SnippetRunner(timeLimit: .seconds(600)))
        if case .failed(let reason) = endless.status {
            #expect(reason.contains("runs too long"))
        } else {
            Issue.record("an endless loop must stop")
        }
        // One unfinished line is no example; longer code that does not compile says why.
        #expect(run("Text(\"unclosed\"").status == .notALayoutExample("one unfinished line of code"))
        #expect(run("VStack {\n    Text(\"unclosed\"\n}").status == .failed("line 2: a `)` is missing to close the function call"))
        #expect(run("VStack {\nText(\"a\")\n").status == .failed("line 2: a `}` is missing to close the closure"))
        #expect(run("struct A: View {\n    var body: some View { Text(\"a\") }\n    fucn more() {}\n}").status
                == .failed("line 3: `fucn` looks like a misspelled `func`"))
        #expect(run("let total = 1 + 2").status == .notALayoutExample("Swift code without views"))
        #expect(run("func testSum() { XCTAssertEqual(1 + 1, 2) }").status == .notALayoutExample("test code (XCTest)"))
        // A modifier that needs an argument kb cannot make up is not shown on a sample view.
        #expect(run("extension View { func bordered(style: BorderStyle) -> some View { padding(4) } }").status
                == .notALayoutExample("declarations without a view to show"))
        // Nor is a method that returns nothing or waits: it makes no view.
        #expect(run("""
            extension View {
                func animate(duration: CGFloat, _ execute: @escaping () -> Void) async {
                    await withCheckedContinuation { continuation in
                        withAnimation(.easeInOut(duration: duration)) { execute() }
                    }
                }
            }
            """).status == .notALayoutExample("declarations without a view to show"))
    }
}

func px(_ value: Double) -> Double { (value * 3).rounded() / 3 }

@Suite struct ExpectationTests {
    @Test func expectationsReadAndCompareWithinHalfAPoint() throws {
        let checks = try Expectation.parse(#"red.width == 75; "Hello".lines < 3 ; text.y > 10"#)
        #expect(checks.map(\.description) == ["red.width == 75", "\"Hello\".lines < 3", "text.y > 10"])
        #expect(checks[0].holds(for: 75.4))
        #expect(!checks[0].holds(for: 75.6))
        #expect(throws: ExpectationError.self) { try Expectation.parse("red.depth == 3") }
        #expect(throws: ExpectationError.self) { try Expectation.parse("red.width is 3") }
        let layout = try Canvas(width: 100, height: 100).layOut(View.vstack([.text("Hello"), View.shape(.circle).frame(width: 20, height: 20).foregroundColor("green")]))
        #expect(Expectation(subject: "green", property: "width", comparison: .equal, value: 20).actual(in: layout) == 20)
        #expect(Expectation(subject: "\"Hello\"", property: "lines", comparison: .equal, value: 1).actual(in: layout) == 1)
        #expect(Expectation(subject: "blue", property: "x", comparison: .equal, value: 1).actual(in: layout) == nil)
    }
}

@Suite struct StyleTests {
    @Test func labelButtonAndTextFieldStylesRunTheirBodies() throws {
        let outcome = SnippetRunner().run("""
            struct VerticalLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.icon
                        configuration.title
                    }
                }
            }
            struct FilledButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(10).background(Color.blue)
                }
            }
            struct BorderedField: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration.padding(6).background(Color.gray)
                }
            }
            VStack {
                Label("Files", systemImage: "doc.text.fill").labelStyle(VerticalLabelStyle())
                Button("Save") { }.buttonStyle(FilledButtonStyle())
                TextField("Name", text: .constant("")).textFieldStyle(BorderedField())
                Label("Only", systemImage: "star.fill").labelStyle(.titleOnly)
            }
            """, canvas: Canvas(width: 300, height: 400))
        #expect(outcome.status == .runnable)
        let nodes = try #require(outcome.layout).root.flattened().map(\.node)
        let icon = nodes.first { $0.label == "doc.text.fill" }!.frame, title = nodes.first { $0.label == "Files" }!.frame
        #expect(title.minY > icon.maxY, "the vertical style puts the title under the icon")
        let save = nodes.first { $0.label == "Save" }!.frame, blue = nodes.first { $0.label == "blue" }!.frame
        #expect(blue.width == save.width + 20)
        #expect(nodes.contains { $0.label == "gray" })
        #expect(!nodes.contains { $0.label == "star.fill" })
    }
}

@Suite struct CustomAlignmentTests {
    /// The notes' custom alignment (커스텀 정렬): a guide named in an extension, set on a
    /// view in one VStack, lines it up with a view in another stack of the HStack.
    @Test func aCustomGuideLinesUpViewsInDifferentStacks() throws {
        let outcome = SnippetRunner().run("""
            extension VerticalAlignment {
                struct MidAccount: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
                }
                static let midAccount = VerticalAlignment(MidAccount.self)
            }
            HStack(alignment: .midAccount) {
                VStack {
                    Color.red.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40)
                        .alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                }
                Color.green.frame(width: 40, height: 20)
                    .alignmentGuide(.midAccount) { d in d[.bottom] / 2 }
            }
            """, canvas: Canvas(width: 300, height: 300))
        #expect(outcome.status == .runnable)
        let nodes = try #require(outcome.layout).root.flattened().map(\.node)
        let blue = nodes.first { $0.label == "blue" }!.frame, green = nodes.first { $0.label == "green" }!.frame
        // The blue square's guide (its centre, 20 down) meets the green bar's (10 down).
        #expect(blue.minY + 20 == green.minY + 10)
    }
}
