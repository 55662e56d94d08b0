import LayoutEngine
import Testing
@testable import SnippetRunner

/// SwiftUI views and values that notes use and kb drew as placeholders: the built-in
/// layouts as values (`AnyLayout(HStackLayout())`, Apple's documentation of `HStackLayout`:
/// it "behaves like an HStack, but conforms to the Layout protocol so you can use it in the
/// conditional layouts that you construct with AnyLayout"), a GridRow outside a Grid (a
/// published measurement, didwndckd's TIL on custom layouts: it acts as a Group), style
/// types (`RoundedBorderTextFieldStyle()` is `.roundedBorder`, Apple's documentation of each
/// style type), `NavigationSplitView` on an iPhone (Apple's documentation of
/// `NavigationSplitViewColumn`: it "collapses into a single stack ... like on iPhone"),
/// `TextEditor` ("multiline, scrollable text", Apple's documentation of TextEditor) and
/// `NavigationPath`. Each on a 400 × 300 canvas.
@Suite struct BuiltInLayoutTests {
    static func switched(isWide: Bool) -> ExampleOutcome {
        runOn400By300("""
            struct ContentView: View {
                @State private var isWide = \(isWide)
                var body: some View {
                    let layout = isWide ? AnyLayout(HStackLayout(spacing: 20)) : AnyLayout(VStackLayout(spacing: 4))
                    layout {
                        Color.red.frame(width: 50, height: 50)
                        Color.blue.frame(width: 50, height: 50)
                    }
                }
            }
            """)
    }

    @Test func aLayoutHeldInAVariableLaysOutAsTheStackItWraps() {
        let wide = Self.switched(isWide: true)
        #expect(wide.status == .runnable)
        // 50 + 20 + 50 = 120 wide, centred: x = (400 - 120) / 2, y = (300 - 50) / 2.
        #expect(wide.frameTexts("HStack") == ["140 125 120 50"])
        #expect(wide.frameTexts("Color", "red") == ["140 125 50 50"])
        #expect(wide.frameTexts("Color", "blue") == ["210 125 50 50"])
        let narrow = Self.switched(isWide: false)
        #expect(narrow.status == .runnable)
        // 50 + 4 + 50 = 104 tall: y = (300 - 104) / 2.
        #expect(narrow.frameTexts("VStack") == ["175 98 50 104"])
        #expect(narrow.frameTexts("Color", "blue") == ["175 152 50 50"])
    }

    /// A property picking one of several layouts, GridRows inside: in a VStackLayout the
    /// rows' views are the stack's own four children; in a GridLayout they are two rows.
    static func picked(_ index: Int) -> ExampleOutcome {
        runOn400By300("""
            struct ContentView: View {
                let layouts = [AnyLayout(VStackLayout(spacing: 0)), AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0))]
                @State private var current = \(index)
                var layout: AnyLayout { layouts[current] }
                var body: some View {
                    layout {
                        GridRow {
                            Color.red.frame(width: 40, height: 40)
                            Color.green.frame(width: 40, height: 40)
                        }
                        GridRow {
                            Color.blue.frame(width: 40, height: 40)
                            Color.orange.frame(width: 40, height: 40)
                        }
                    }
                }
            }
            """)
    }

    @Test func aGridRowOutsideAGridIsAGroup() {
        let stacked = Self.picked(0)
        #expect(stacked.status == .runnable)
        #expect(stacked.frameTexts("VStack") == ["180 70 40 160"])
        #expect(stacked.frameTexts("Color", "green") == ["180 110 40 40"])
        #expect(stacked.frameTexts("Color", "orange") == ["180 190 40 40"])
        let grid = Self.picked(1)
        #expect(grid.status == .runnable)
        #expect(grid.frameTexts("Color", "green") == ["200 110 40 40"])
        #expect(grid.frameTexts("Color", "orange") == ["200 150 40 40"])
    }

    @Test func aLayoutCalledWithItsContentIsTheStack() {
        let outcome = runOn400By300("""
            ZStackLayout(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 60)
                Color.blue.frame(width: 30, height: 30)
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("Color", "blue") == ["150 120 30 30"])
    }

    @Test func aStyleTypeIsTheStyleItsMemberNames() {
        let typed = runOn400By300("""
            TextField("Name", text: .constant(""))
                .textFieldStyle(RoundedBorderTextFieldStyle())
            """)
        let member = runOn400By300("""
            TextField("Name", text: .constant(""))
                .textFieldStyle(.roundedBorder)
            """)
        #expect(typed.status == .runnable)
        #expect(typed.frameTexts("TextField", "Name") == member.frameTexts("TextField", "Name"))
        #expect(typed.frameTexts("TextField", "Name").count == 1)
        #expect(StyleTypes.members["PlainButtonStyle"] == "plain")
        #expect(StyleTypes.members["InsetGroupedListStyle"] == "insetGrouped")
        #expect(StyleTypes.members["StackNavigationViewStyle"] == "stack")
        #expect(StyleTypes.members["DefaultPickerStyle"] == "automatic")
        // A style the note never declares and SwiftUI does not have stays a placeholder.
        let unknown = runOn400By300("""
            Button("Save") {}
                .buttonStyle(FancyButtonStyle())
            """)
        #expect(unknown.status == .runnableWithPlaceholders(["FancyButtonStyle"]))
    }

    @Test func aSplitViewOnAnIPhoneShowsItsSidebarInAStack() {
        let sidebar = runOn400By300("""
            NavigationSplitView {
                List {
                    Text("Inbox")
                }
                .navigationTitle("Mail")
            } detail: {
                Text("Pick a mail")
            }
            """)
        #expect(sidebar.status == .runnable)
        #expect(sidebar.frameTexts("Text", "Mail").count == 1)
        #expect(sidebar.frameTexts("Text", "Inbox").count == 1)
        #expect(sidebar.frameTexts("Text", "Pick a mail").isEmpty)
        let detail = runOn400By300("""
            struct ContentView: View {
                @State private var column = NavigationSplitViewColumn.detail
                var body: some View {
                    NavigationSplitView(preferredCompactColumn: $column) {
                        Text("Inbox")
                    } detail: {
                        Text("Pick a mail")
                    }
                }
            }
            """)
        #expect(detail.frameTexts("Text", "Inbox").isEmpty)
        #expect(detail.frameTexts("Text", "Pick a mail").count == 1)
    }

    /// The editor takes the height the text below leaves it (300 - 20.333 - 6.333, the gap a
    /// VStack leaves above a Text: `TextSpacing`), its text at the top leading corner.
    @Test func aTextEditorTakesTheSpaceAScrollViewTakes() {
        let outcome = runOn400By300("""
            struct ContentView: View {
                @State private var memo = "Hello"
                var body: some View {
                    VStack {
                        TextEditor(text: $memo)
                        Text("Below")
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("ScrollView") == ["0 0 400 273.333"])
        #expect(outcome.frameTexts("Text", "Hello") == ["0 0 41 20.333"])
    }

    @Test func aNavigationPathStartsEmpty() {
        let outcome = runOn400By300("""
            struct ContentView: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("\\(path.count)")
                    }
                }
            }
            """)
        #expect(outcome.status == .runnable)
        #expect(outcome.frameTexts("Text", "0").count == 1)
    }
}
