import LayoutEngine
import Testing
@testable import SnippetRunner

/// Constructs real study notes use, each run to exact frames on a 400 × 300 canvas (the
/// root view centred), and the snippets that are no layout example, each saying which.
@Suite struct RealNoteConstructTests {
    func run(_ source: String, on canvas: Canvas = Canvas(width: 400, height: 300)) -> ExampleOutcome {
        SnippetRunner().run(source, canvas: canvas)
    }

    func frames(_ outcome: ExampleOutcome, _ type: String, _ label: String? = nil) -> [Rect] {
        (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == type && $0.label == label }.map(\.frame)
    }

    /// A view tree a note draws in text after its code, in the same code block, is left
    /// out: the code above it runs, and kb says from which line it left the drawing out.
    @Test func aViewTreeDrawnAfterTheCodeIsLeftOut() {
        let drawn = run("""
            HStack {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }

            // The view tree

                 HStack
                   |
               ---------
               |       |
             Color    Color
            """)
        #expect(drawn.status == .runnable)
        #expect(frames(drawn, "Color", "red") == [Rect(x: 166, y: 140, width: 40, height: 20)])
        #expect(drawn.diagnostics.map(\.line) == [8])
        #expect(drawn.diagnostics.map(\.severity) == [.note])
        // Numbered steps drawn beside the lines are a drawing too.
        let numbered = run("""
            Text("Hi")
              .padding(10)

                  |
                1 | 4
               padding
                  |
                2 | 3
                Text
            """)
        #expect(numbered.status == .runnable)
        #expect(numbered.diagnostics.map(\.line) == [4])
        // Code after the lines is no drawing: the snippet fails as it is.
        let codeAfter = run("""
            Text("Hi")

            |
            ---
            Text("Bye"))
            """)
        #expect(codeAfter.status.name == "failed")
        // Nor does a drawing make code above it that does not parse run.
        #expect(run("""
            HStack {
                Text("Hi"

            HStack
              |
            -----
            """).status.name == "failed")
    }

    @Test func materialsHierarchicalStylesAndGradientsAreShapeStyles() {
        let material = run("Color.clear.frame(width: 100, height: 40).background(.ultraThinMaterial)")
        #expect(material.status == .runnable)
        #expect(frames(material, "Color", "ultraThinMaterial") == [Rect(x: 150, y: 130, width: 100, height: 40)])
        let quaternary = run("Color.clear.frame(width: 100, height: 40).background(.quaternary)")
        #expect(frames(quaternary, "Color", "quaternary") == [Rect(x: 150, y: 130, width: 100, height: 40)])
        let linear = run("LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 100, height: 80)")
        #expect(linear.status == .runnable)
        #expect(frames(linear, "Color", "LinearGradient(red, blue)") == [Rect(x: 150, y: 110, width: 100, height: 80)])
        let radial = run("""
            RadialGradient(gradient: Gradient(colors: [.yellow, .orange]), center: .center, startRadius: 0, endRadius: 50)
                .frame(width: 60, height: 60)
            """)
        #expect(frames(radial, "Color", "RadialGradient(yellow, orange)") == [Rect(x: 170, y: 120, width: 60, height: 60)])
        let member = run("Color.clear.frame(width: 10, height: 10).background(.linearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom))")
        #expect(frames(member, "Color", "LinearGradient(green, mint)") == [Rect(x: 195, y: 145, width: 10, height: 10)])
    }

    /// A NavigationLink shows its label (a title is shown as a button's); its destination,
    /// shown only once the link is tapped, is not run, so a destination the notes never
    /// declare is no placeholder.
    @Test func aNavigationLinkShowsItsLabelAndNotItsDestination() {
        let links = run("""
            VStack {
                NavigationLink("Navigate") {
                    Text("Hello")
                }
                NavigationLink(destination: Detail(id: 3)) {
                    Text("Row label")
                }
                NavigationLink {
                    Detail(id: 4)
                } label: {
                    Label("Settings", systemImage: "gear")
                }
            }
            """)
        #expect(links.status == .runnable)
        #expect(frames(links, "Button", "Navigate") == [Rect(x: 164, y: 110, width: 72, height: 20)])
        func text(_ frame: Rect) -> String { [frame.minX, frame.minY, frame.width, frame.height].map(\.pointText).joined(separator: " ") }
        #expect(frames(links, "Text", "Row label").map(text) == ["161 138 78 20.333"], "8 below the button's title, as below a Text")
        #expect(frames(links, "Text", "Settings").map(text) == ["180.333 169.667 66.667 20.333"])
        #expect(frames(links, "Text", "Hello").isEmpty)
    }

    /// `Color(.systemBlue)` and `Color(uiColor:)` are SwiftUI's namesakes; a colour read from
    /// a model the notes never show is grey under its name, as an asset colour is.
    @Test func colorsFromUIKitAndFromUnseenModelsAreColours() {
        let system = run("Color(.systemBlue).frame(width: 10, height: 10)")
        #expect(system.status == .runnable)
        #expect(frames(system, "Color", "blue") == [Rect(x: 195, y: 145, width: 10, height: 10)])
        #expect(frames(run("Color(uiColor: .systemRed).frame(width: 10, height: 10)"), "Color", "red").count == 1)
        let model = run("""
            struct Row: View {
                var flight: Flight
                var body: some View { Text("On time").foregroundColor(Color(flight.timelineColor)) }
            }
            """)
        #expect(model.status == .runnable)
    }

    @Test func textPlusTextIsOneTextAndStandardPropertiesAndConversionsRun() {
        let joined = run("Text(\"Bold\").bold() + Text(\" plain\")")
        #expect(joined.status == .runnable)
        #expect(joined.layout?.root.flattened().filter { $0.node.type == "Text" }.map(\.node.label) == ["Bold plain"])
        #expect(frames(run("Text(true.description)"), "Text", "true").count == 1)
        // A Text's literal shows a Double with `%lf` (InterpolatedNumbers): `Double(3)` is 3.000000.
        #expect(frames(run("let x: CGFloat = 12.7\nText(\"\\(Int(x)) \\(Double(3))\")"), "Text", "12 3.000000").count == 1)
        #expect(frames(run("Text(\"kb\".uppercased())"), "Text", "KB").count == 1)
        let angle = run("Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(45) + .degrees(10) * 2)")
        #expect(angle.status == .runnable)
        #expect(angle.diagnostics.isEmpty)
        #expect(run("Text(Date.now, format: .dateTime)").status == .runnable)
    }

    @Test func playgroundsAlignmentsAndLayoutContainers() {
        let live = run("""
            import PlaygroundSupport
            struct Hello: View { var body: some View { Color.red.frame(width: 30, height: 20) } }
            PlaygroundPage.current.setLiveView(Hello())
            """)
        #expect(frames(live, "Color", "red") == [Rect(x: 185, y: 140, width: 30, height: 20)])
        let aligned = run("""
            Color.red.frame(width: 10, height: 10)
                .frame(width: 100, height: 100, alignment: Alignment(horizontal: .leading, vertical: .top))
            """)
        #expect(frames(aligned, "Color", "red") == [Rect(x: 150, y: 100, width: 10, height: 10)])
        // Apple's documentation of ViewThatFits: the first child whose ideal size fits.
        let fits = run("""
            ViewThatFits {
                Color.red.frame(width: 500, height: 10)
                Color.blue.frame(width: 100, height: 10)
            }
            """)
        #expect(frames(fits, "Color", "red") == [])
        #expect(frames(fits, "Color", "blue") == [Rect(x: 150, y: 145, width: 100, height: 10)])
        // Apple's documentation of containerRelativeFrame: four columns 8 apart share 400.
        let relative = run("Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 8).frame(height: 10)")
        #expect(frames(relative, "Color", "red") == [Rect(x: 153, y: 145, width: 94, height: 10)])
        let grid = run("""
            let columns: [GridItem] = [.init(.fixed(30)), .init(.fixed(50))]
            LazyVGrid(columns: columns, spacing: 0) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            }
            """)
        // 30 + 8 + 50 = 88 wide from x 156: the second column starts at 194.
        #expect(frames(grid, "Color", "blue") == [Rect(x: 194, y: 145, width: 50, height: 10)])
    }

    @Test func columnsFromAChaptersEarlierLetAndForEachOverAFunctionsParameter() {
        let runner = SnippetRunner()
        let canvas = Canvas(width: 400, height: 300)
        _ = runner.run("let columns = [GridItem(.fixed(30)), GridItem(.fixed(50))]", canvas: canvas)
        let grid = runner.run("LazyVGrid(columns: columns) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }",
                              canvas: canvas)
        #expect(frames(grid, "Color", "red") == [Rect(x: 156, y: 145, width: 30, height: 10)])
        let row = run("""
            struct Dots: View {
                var body: some View { row(3) }
                func row(_ count: Int) -> some View {
                    HStack(spacing: 2) {
                        ForEach(0..<count, id: \\.self) { index in
                            Color.red.frame(width: CGFloat(count), height: 5)
                        }
                    }
                }
            }
            """)
        // Three dots 3 wide, 2 apart: 13 points from x 193.5, on the pixel grid.
        #expect(frames(row, "Color", "red").map(\.width) == [3, 3, 3])
        #expect(frames(row, "HStack") == [Rect(x: 581.0 / 3, y: 443.0 / 3, width: 13, height: 5)])
    }

    @Test func anEmptyEdgeSetIgnoresNoSafeArea() {
        let none = run("Color.red.ignoresSafeArea(edges: [])", on: .preview)
        #expect(frames(none, "Color", "red") == [Rect(x: 0, y: 59, width: 393, height: 759)])
        let all = run("Color.red.ignoresSafeArea()", on: .preview)
        #expect(frames(all, "Color", "red") == [Rect(x: 0, y: 0, width: 393, height: 852)])
    }

    @Test func slipsAndMissingPiecesAreNamedNotFailures() {
        let braces = run("Text { \"hello\" }")
        #expect(frames(braces, "Text", "hello").count == 1)
        #expect(braces.diagnostics.map(\.message)
                == ["Text takes its string in parentheses, Text(\"…\"), not in braces: read as Text(\"hello\")"])
        let missing = run("""
            struct Row: View {
                var body: some View {
                    VStack { Text("a"); self.footer() }
                }
            }
            """)
        #expect(missing.status == .runnableWithPlaceholders(["footer()"]))
        #expect(missing.diagnostics.map(\.message) == ["Row has no method footer(…) in this chapter's notes: shown as a placeholder"])
        let uikit = run("""
            struct UIKLabel: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ uiView: UILabel, context: Context) {}
            }
            UIKLabel()
            """)
        #expect(uikit.status == .runnableWithPlaceholders(["UIKLabel"]))
        let undefinedModifier = run("Text(\"a\").modifier(Greeble())")
        #expect(undefinedModifier.status == .runnableWithPlaceholders(["Greeble"]))
        #expect(frames(undefinedModifier, "Text", "a").count == 1)
    }

    @Test func aViewWhoseBodyTheNotesLeaveOutAndAValueTheyNeverGiveAreNamed() {
        let host = run("""
            struct RegisterView: View {}
            struct Host: View {
                var body: some View { VStack { RegisterView() } }
            }
            """)
        #expect(host.status == .runnableWithPlaceholders(["RegisterView"]))
        #expect(host.diagnostics.map(\.message) == ["the notes leave out the body of RegisterView: shown as a placeholder"])
        let given = run("let challenge: Challenge? = nil\nText(challenge.title)")
        #expect(frames(given, "Text", "title").count == 1)
        #expect(given.diagnostics.map(\.message) == ["title is read from a value the notes never give: shown by its name"])
    }

    /// `.background(theme.mainColor)` of a model the notes never show (RidgeNotes' TIL): the
    /// colour is a grey named for it that fills the text's frame, as a background colour does
    /// (SwiftUI's `background(_:ignoresSafeAreaEdges:)` takes a `ShapeStyle` and fills the
    /// modified view's bounds); a misspelt colour stays an error.
    @Test func aColourTheNotesNeverGiveIsANamedGrey() {
        let outcome = run("Text(theme.name)\n    .frame(width: 200)\n    .background(theme.mainColor)")
        #expect(outcome.status == .runnableWithPlaceholders(["mainColor"]))
        #expect(frames(outcome, "Color", "mainColor") == frames(outcome, "frame"))
        #expect(frames(outcome, "Color", "mainColor").first?.width == 200)
        #expect(outcome.diagnostics.map(\.message) == ["kb does not know the colour mainColor: shown as a grey placeholder"])
        // A colour the notes declare as a static property is that colour.
        let declared = run("extension ShapeStyle where Self == Color {\n    static var brand: Color { .purple }\n}\nText(\"a\").background(.brand)")
        #expect(declared.status == .runnable)
        #expect(frames(declared, "Color", "purple") == frames(declared, "Text", "a"))
        let named = run("extension Color {\n    static let brand = Color.orange\n}\nText(\"a\").background(Color.brand)")
        #expect(named.status == .runnable)
        #expect(frames(named, "Color", "orange") == frames(named, "Text", "a"))
        #expect(run("Text(\"a\").background(.yello)").status == .failed("line 1: `.yello` is no colour SwiftUI knows: a misspelled `.yellow`?"))
        // `.indigo.gradient` (Apple's `Color.gradient`, iOS 16) is drawn as its colour.
        let gradient = run("Text(\"a\").background(.indigo.gradient)")
        #expect(gradient.status == .runnable)
        #expect(frames(gradient, "Color", "indigo") == frames(gradient, "Text", "a"))
    }

    /// `static let element = Color("Element")` shown without the `extension Color {` it was
    /// cut from (CliffNotes' chapter notes), then `Color.element` in a later snippet of the
    /// chapter: the static property of Color its value is, an asset colour shown grey under
    /// its name as `Color("Element")` is.
    @Test func aStaticPropertyCutFromItsExtensionIsTheTypesMember() {
        let runner = SnippetRunner()
        _ = runner.run("static let element = Color(\"Element\")\nstatic let accent = Color.orange", canvas: Canvas(width: 400, height: 300))
        let outcome = runner.run("ZStack {\n    Color.element\n    Text(\"a\").background(Color.accent)\n}", canvas: Canvas(width: 400, height: 300))
        #expect(outcome.status == .runnable)
        #expect(frames(outcome, "Color", "Element") == [Rect(x: 0, y: 0, width: 400, height: 300)])
        #expect(frames(outcome, "Color", "orange") == frames(outcome, "Text", "a"))
        #expect(SnippetRunner().run("Color.element", canvas: Canvas(width: 400, height: 300)).status != .runnable)
    }

    /// `struct CircleImage: View { var image: Image … }` (Apple's Landmarks tutorial, as
    /// MeadNotes' TIL copies it): the image its maker passes, which the notes never show, is
    /// a placeholder of its name, clipped and overlaid as the code says.
    @Test func aViewPropertyTheMakerGivesIsAPlaceholder() {
        let outcome = run("""
            struct CircleImage: View {
                var image: Image
                var body: some View {
                    image
                        .clipShape(Circle())
                        .overlay { Circle().stroke(.white, lineWidth: 4) }
                        .shadow(radius: 7)
                }
            }
            """)
        #expect(outcome.status == .runnableWithPlaceholders(["image"]))
        #expect(frames(outcome, "image", "image").count == 1)
        #expect(frames(outcome, "Circle") == frames(outcome, "image", "image"))
        #expect(outcome.diagnostics.map(\.message) == ["image is a view the code that makes CircleImage gives: shown as a placeholder"])
    }

    /// `.disabled(!userManager.isUserNameValid())`: a method of a model the notes never show
    /// (named bare, or a property the view declares without a value) gives a value taken as
    /// false, as a condition takes it, so its negation is true; the modifier, which moves
    /// nothing in a still layout, leaves the text where it was. `if !vm.items.isEmpty` shows
    /// the branch a true condition shows.
    @Test func aNegatedMethodOfAModelTheNotesNeverShowRuns() {
        let bare = run("Text(\"Name\")\n    .disabled(!userManager.isUserNameValid())")
        #expect(bare.status == .runnable)
        #expect(frames(bare, "Text", "Name") == frames(run("Text(\"Name\")"), "Text", "Name"))
        #expect(bare.diagnostics.map(\.message) == ["userManager.isUserNameValid() comes from code the notes do not show: taken as false"])
        let declared = run("""
            struct Register: View {
                @ObservedObject var userManager: UserManager
                var body: some View {
                    Text("Name")
                        .disabled(!userManager.isUserNameValid())
                }
            }
            """)
        #expect(declared.status.runs)
        #expect(frames(declared, "Text", "Name").count == 1)
        let branch = run("if !vm.items.isEmpty {\n    Text(\"List\")\n} else {\n    Text(\"Empty\")\n}")
        #expect(frames(branch, "Text", "List").count == 1)
        #expect(frames(branch, "Text", "Empty").isEmpty)
    }

    /// `selected?.name ?? "NIL"` of an optional `@State` with no value yet: the chain gives
    /// nil and `??` its fallback (The Swift Programming Language, "Optional Chaining"), as on
    /// a device (SageNotes' list note). Without `?` a value the notes never give is named.
    @Test func anOptionalChainOnNilGivesTheFallback() {
        let outcome = run("""
            struct Picked: View {
                @State private var selected: Product?
                var body: some View { Text("Selected: \\(selected?.name ?? "NIL")") }
            }
            """)
        #expect(frames(outcome, "Text", "Selected: NIL").count == 1)
        #expect(outcome.diagnostics.isEmpty)
    }

    /// A collection the notes never give (`items[row * 3 + col]`) gives elements shown by
    /// their name, and one whose code the note leaves out (`private var years: [Date] { //
    /// 구현 생략 }`) gives no items, each with a warning: the views around them still lay
    /// out (SageNotes).
    @Test func aCollectionTheNotesLeaveOutStillLaysOut() {
        let grid = run("""
            VStack {
                ForEach(0 ..< 3) { row in
                    HStack {
                        ForEach(0 ..< 2) { col in
                            ProductGridItem(product: items[row * 3 + col])
                        }
                    }
                }
            }
            """)
        #expect(grid.status == .runnableWithPlaceholders(["ProductGridItem"]))
        #expect(frames(grid, "ProductGridItem", "ProductGridItem").count == 6)
        #expect(grid.diagnostics.map(\.message).first == "items is a collection the notes never give: its element is shown by its name")
        let years = run("""
            struct Calendar: View {
                private var years: [Int] {
                    // 2000~2100 (구현 생략)
                }
                var body: some View {
                    ScrollView { LazyVStack { ForEach(years, id: \\.self) { year in Text("\\(year)") } } }
                }
            }
            """)
        #expect(years.status == .runnable)
        #expect(years.diagnostics.map(\.message) == ["the collection's code is left out of the notes: one element is drawn, its values shown by name"])
        #expect(frames(years, "Text", "year").count == 1)
        // `0..<cardCount` with a count the notes never give (a CS193p lecture note, LarkNotes):
        // a collection the notes do not give, where `..<` stopped the snippet.
        let cards = run("""
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(0..<cardCount, id: \\.self) { index in
                    Text("Card")
                }
            }
            """)
        #expect(cards.status == .runnable)
        #expect(cards.diagnostics.map(\.message) == ["cardCount comes from code the notes do not show: one element is drawn, its values shown by name"])
        #expect(frames(cards, "Text", "Card").count == 1)
        let counted = run("ForEach(0..<emojis.count, id: \\.self) { index in Text(\"Card\") }")
        #expect(counted.diagnostics.map(\.message) == ["emojis.count comes from code the notes do not show: one element is drawn, its values shown by name"])
        // A slider over such a range draws its thumb at the middle and says why, where the
        // range's `...` stopped the snippet.
        let slider = run("Slider(value: .constant(40), in: 0...maxValue)")
        #expect(slider.status == .runnable)
        #expect(slider.diagnostics.map(\.message) == ["maxValue comes from code the notes do not show: the slider's thumb is drawn at the middle"])
    }

    @Test func codeThatDoesNotCompileAsWrittenSaysWhyInALearnersWords() {
        #expect(run("HStack {\n    Text(\"a\").background(.yello)\n}").status
                == .failed("line 2: `.yello` is no colour SwiftUI knows: a misspelled `.yellow`?"))
        // A type the notes never declare is a placeholder, and what is read from it its name.
        let model = run("""
            struct CounterView: View {
                @StateObject private var model = Model()
                var body: some View { Text("Count: \\(model.value)") }
            }
            """)
        #expect(model.status == .runnableWithPlaceholders(["Model"]))
        #expect(frames(model, "Text", "Count: value").count == 1)
        #expect(run("let window = UIWindow(windowScene: scene)\nwindow.rootViewController = UIHostingController(rootView: ContentView())")
            .status == .notALayoutExample("UIKit app set-up code (a window and its root view controller)"))
    }

    @Test func stylesThatNeedValuesAreShownWithSampleValues() {
        let watermark = run("""
            struct Watermark: ViewModifier {
                var text: String
                func body(content: Content) -> some View {
                    content.padding(5)
                }
            }
            """)
        #expect(watermark.status == .runnable)
        #expect(watermark.diagnostics.map(\.message) == ["the note declares Watermark without using it: shown on a sample Text"])
        let extended = run("""
            extension View {
                func watermarked(with text: String) -> some View { padding(5) }
            }
            """)
        #expect(extended.status == .runnable)
        #expect(extended.diagnostics.map(\.message) == ["the note declares watermarked without using it: shown on a sample Text"])
        let binding = run("extension View {\n    func synced(than height: Binding<CGFloat?>) -> some View { padding(2) }\n}")
        #expect(binding.status == .runnable)
    }

    @Test func codeThatIsNoLayoutExampleSaysWhich() {
        #expect(run("Task { await load() }").status == .notALayoutExample("Task is not a view"))
        #expect(run("NSPredicate(format: \"name == %@\", \"kb\")").status == .notALayoutExample("NSPredicate is not a view"))
        #expect(run("SortDescriptor(\\Item.name)").status == .notALayoutExample("SortDescriptor is not a view"))
        #expect(run("GridItem(.flexible(), spacing: 50)").status == .notALayoutExample("a GridItem is a value, not a view"))
        let declaration = ExampleOutcome.Status.notALayoutExample(
            "an API declaration (a signature without a body, as Apple's documentation lists it)")
        #expect(run("@MainActor @frozen struct HStack<Content> where Content : View").status == declaration)
        #expect(run("init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)").status
                == declaration)
        #expect(run("struct Button<Label> where Label : View {\n    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)\n}")
            .status == declaration)
        #expect(run("init(\n  _ data: Data,\n  content: @escaping (Data.Element) -> Content\n)").status == declaration)
        #expect(run("@FocusState var nameFieldFocused: Bool").status == .notALayoutExample("Swift code without views"))
        #expect(run("HStack(alignment: .top\n// 위쪽 정렬").status == .notALayoutExample("one unfinished line of code"))
        #expect(run(".aspectRatio(2, contentMode: .fit\n// 가로 세로 비율").status
                == .notALayoutExample("a modifier on its own, without the view it modifies"))
        // The property a modifier needs, then the modifier, its view left out; but a view
        // declared with `let` and its modifiers in a body is code.
        #expect(run("// State property\n@State private var showSheet: Bool = false\n\n// in body\n.sheet(isPresented: $showSheet) {\n    DetailView()\n}")
            .status == .notALayoutExample("a modifier on its own, without the view it modifies"))
        #expect(!Classifier.isModifierUnderDeclarations("var body: some View {\n  let image = Image(systemName: \"pencil\")\n    .padding()\n  image\n}"))
        #expect(!Classifier.isModifierUnderDeclarations("var name: State<String>\n...\nname.binding = \"Ray\""))
        #expect(!Classifier.isModifierUnderDeclarations("let image = Image(systemName: \"star\")\n    .resizable()\nVStack { image }"))
    }

    /// `@Environment(\.colorScheme) var colorScheme`: with nothing above the view setting it,
    /// the key holds what an iPhone app in light mode reads (Apple's `EnvironmentValues`:
    /// `colorScheme`, `horizontalSizeClass`), so the branch for light mode is drawn.
    @Test func anEnvironmentValueReadsItsDefault() {
        let outcome = run("""
            struct Themed: View {
                @Environment(\\.colorScheme) var colorSchome: ColorScheme
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if colorSchome == .light && sizeClass == .compact {
                        Text("light").frame(width: 80, height: 20)
                    } else {
                        Text("dark").frame(width: 120, height: 20)
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(frames(outcome, "Text", "light").count == 1)
        #expect(frames(outcome, "Text", "dark").isEmpty)
        // Code that sets the key to one value is read as setting it for the views that read
        // it (kb does not pass values down the views); set to two values, the key reads a
        // name, which matches neither branch.
        // A view that reads the key, shown by each screen below.
        let themed = """
            struct Themed: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    if colorScheme == .light { Text("light") } else { Text("dark") }
                }
            }

            """
        let dark = run(themed + """
            struct Screen: View {
                var body: some View { Themed().environment(\\.colorScheme, .dark) }
            }
            """)
        #expect(frames(dark, "Text", "light").isEmpty)
        #expect(frames(dark, "Text", "dark").count == 1)
        let both = run(themed + """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Themed().environment(\\.colorScheme, .dark)
                        Themed().preferredColorScheme(.light)
                    }
                }
            }
            """)
        #expect(both.status != .runnable)
        #expect(ChapterScope.environmentSettings(in: "A().environment(\\.colorScheme, .dark)\nB().preferredColorScheme(.light)\nC().environment(\\.locale, locale)")
            .map { "\($0.key) \($0.member ?? "-")" } == ["colorScheme dark", "locale -", "colorScheme light"])
    }
}
