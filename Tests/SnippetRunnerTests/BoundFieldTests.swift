import LayoutEngine
import Testing
@testable import SnippetRunner

/// Fields bound to state, as notes about data flow write them, and code a note left a
/// second fence in.
@Suite struct BoundFieldTests {
    func labels(_ source: String, _ type: String) -> [String?] {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 400, height: 300))
        return (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == type }.map(\.label)
    }

    /// `$user.firstName` is a binding to the property of the bound struct (Apple's
    /// `Binding` documentation: dynamic member lookup makes a binding to a property of
    /// the value); a field shows its text, its title only while the text is empty; a
    /// secure field shows a dot for each character.
    @Test func aFieldBoundToAPropertyOfStateShowsItsText() {
        let source = """
            struct User {
                var firstName = "Bilbo"
                var lastName = ""
            }
            struct ContentView: View {
                @State private var user = User()
                @State private var secret = "ring"
                var body: some View {
                    VStack {
                        TextField("First name", text: $user.firstName)
                        TextField("Last name", text: $user.lastName)
                        SecureField("Password", text: $secret)
                    }
                }
            }
            """
        #expect(labels(source, "TextField") == ["Bilbo", "Last name"])
        #expect(labels(source, "SecureField") == ["••••"])
    }

    /// `SecureField.init("Password", text: $password)`: an initializer called by name is
    /// the type called (The Swift Programming Language, "Initializer Expression"), as a
    /// note copies it from the declaration it quoted (the seeds).
    @Test func aTypeCalledThroughInitIsTheTypeCalled() {
        let source = """
            @State var password = ""
            ...

            SecureField.init("Password", text: $password)
              .textFieldStyle(RoundedBorderTextFieldStyle())
            """
        #expect(labels(source, "SecureField") == ["Password"])
        #expect(labels("VStack.init { Text.init(\"a\") }", "Text") == ["a"])
    }

    /// `@State var amount: Double = 0` over `Slider(value: $amount, in: 0.0 ... 10.0)` at a
    /// snippet's top level (the seeds' Slider): `$amount` binds the state declared there, so
    /// the thumb sits at 0, at the left, as SwiftUI draws it; unbound it stood at the middle.
    @Test func aTopLevelStateBindsItsControl() {
        let outcome = SnippetRunner().run("""
            @State var amount: Double = 0
            ...

            Slider(value: $amount, in: 0.0 ... 10.0, step: 0.5)
            """, canvas: Canvas(width: 400, height: 300))
        let slider = outcome.layout?.root.flattened().map(\.node).first { $0.type == "Slider" }
        #expect(slider?.control == .slider(value: 0))
    }

    /// A note that opens a second fence before closing the first leaves the fence line in
    /// the code (a closing fence takes no info string, CommonMark §4.5): the line is
    /// blanked, so the code on both sides runs and its line numbers stay.
    @Test func aFenceLineInsideCodeIsBlanked() {
        #expect(StrayFences.blanked("let a = 1\n  ```swift\nText(\"a\")") == "let a = 1\n\nText(\"a\")")
        #expect(StrayFences.blanked("Text(\"```\")") == "Text(\"```\")")
        #expect(labels("""
            struct Row: View {
                var body: some View { Text("Row") }
            }
              ```swift
            Row()
            """, "Text") == ["Row"])
    }

    /// `_isSelected = State(initialValue: isSelected)` in an initializer gives a `@State`
    /// property its first value (Apple's documentation of `State.init(initialValue:)`); the
    /// property then reads as that value, and `self._count` is the same storage.
    @Test func anInitializerGivesStateItsFirstValue() {
        let source = """
            struct MyView: View {
                @State private var isRemoveSelected: Bool
                @State private var count: Int

                init(isRemoveSelected: Bool = false, count: Int = 3) {
                    _isRemoveSelected = State(initialValue: isRemoveSelected)
                    self._count = State(wrappedValue: count)
                }

                var body: some View {
                    VStack {
                        Text(isRemoveSelected ? "Selected" : "Not Selected")
                        Text("\\(count) left")
                    }
                }
            }
            """
        #expect(labels(source, "Text") == ["Not Selected", "3 left"])
        #expect(labels(source + "\nMyView(isRemoveSelected: true, count: 1)", "Text") == ["Selected", "1 left"])
        #expect(Interpreter.wrappedInitialValue("State", [Argument(label: "initialValue", value: .number(2))])?.number == 2)
        // `_count = count` with a binding: the property reads the binding's source.
        #expect(labels("""
            struct Counter: View {
                @Binding var count: Int
                init(count: Binding<Int>) {
                    _count = count
                }
                var body: some View { Text("Count \\(count)") }
            }
            struct Parent: View {
                @State private var count = 5
                var body: some View { Counter(count: $count) }
            }
            """, "Text") == ["Count 5"])
    }

    /// A layout pass runs again when `onPreferenceChange` changes state; the view's
    /// initializer runs again too, but SwiftUI keeps the state it made on the first pass
    /// (Apple's documentation of `State.init(initialValue:)`: the initial value is used
    /// only when the storage is made).
    @Test func anInitializerDoesNotResetStateALaterPassKeeps() {
        #expect(labels("""
            struct HeightKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            struct Measured: View {
                @State private var height: CGFloat
                init(start: CGFloat = 1) {
                    _height = State(initialValue: start)
                }
                var body: some View {
                    VStack {
                        Text("\\(Int(height))")
                        Color.red.frame(height: 40)
                            .preference(key: HeightKey.self, value: 40)
                    }
                    .onPreferenceChange(HeightKey.self) { height = $0 }
                }
            }
            """, "Text") == ["40"])
        #expect(Interpreter.wrappedInitialValue("Text", [Argument(label: "initialValue", value: .number(2))]) == nil)
    }
}

/// `DatePicker("Due", selection: $date, in: Date.now...)` (NookNotes' cheat sheet): a range
/// from a bound on, one-sided (The Swift Programming Language, "One-Sided Ranges"), is a
/// picker's range as `...Date.now` is; before, the code failed there.
@Suite struct OneSidedRangeTests {
    @Test func aRangeFromABoundOnIsAPickersRange() {
        let outcome = SnippetRunner().run("""
            struct ContentView: View {
                @State private var date = Date.now
                var body: some View {
                    DatePicker("Due", selection: $date, in: Date.now...)
                }
            }
            """, canvas: Canvas(width: 400, height: 300))
        // (kb draws no date picker of its own: a labelled box stands in for it.)
        #expect(outcome.status == .runnableWithPlaceholders(["DatePicker"]), "\(outcome.status)")
    }
}
