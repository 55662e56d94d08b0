import LayoutEngine
import Testing
@testable import SnippetRunner

/// `List` and `Form` as iOS draws them, on a 400 × 300 canvas. The rules and their sources
/// are ListContainer's: a row per element of the list's data (Apple's `List`
/// documentation), rows at least 44 points tall (`defaultMinListRowHeight`), their content
/// 16 points in from the leading edge with a separator between rows, and a list that takes
/// all the space it is offered, as a scrolling container does.
@Suite struct ListContainerTests {
    @Test func aListOfAnArrayHasARowForEachElement() {
        let fruits = runOn400By300("""
            let fruits = ["Apple", "Banana"]
            List(fruits, id: \\.self) { fruit in
                Text(fruit)
            }
            """)
        #expect(fruits.status == .runnable)
        #expect(fruits.diagnostics.isEmpty)
        #expect(fruits.frameTexts("ScrollView") == ["0 0 400 300"])
        // Each Text (20.333 tall) is centred in its 44-point row, 16 points in.
        #expect(fruits.frameTexts("Text", "Apple") == ["16 12 46.333 20.333"])
        #expect(fruits.frameTexts("Text", "Banana") == ["16 57 60 20.333"])
        #expect(fruits.frameTexts("Divider") == ["16 44 384 1"])
    }

    @Test func theViewsOfAListAreRowsStartingAtTheLeadingInset() {
        let words = runOn400By300("""
            List {
                Text("One")
                Text("Two")
            }
            """)
        #expect(words.frameTexts("Text", "One") == ["16 12 33 20.333"])
        #expect(words.frameTexts("Text", "Two") == ["16 57 35 20.333"])
        // A Form's rows are laid out the same way.
        let form = runOn400By300("Form {\n    Text(\"One\")\n    Text(\"Two\")\n}")
        #expect(form.frameTexts("Text", "Two") == words.frameTexts("Text", "Two"))
    }

    @Test func aSectionAndItsForEachAreRowsOfTheList() {
        let sectioned = runOn400By300("""
            List {
                Section(header: Text("Fruits")) {
                    ForEach(["Apple", "Banana"], id: \\.self) { fruit in
                        HStack {
                            Text(fruit)
                            Spacer()
                            Text("1")
                        }
                    }
                }
            }
            """)
        // The header is a caption above the rows (ListSectionTests), with no separator
        // under it: the one separator runs between the two rows.
        #expect(sectioned.frameTexts("Text", "Fruits") == ["16 16 34.667 15.667"])
        #expect(sectioned.frameTexts("Divider") == ["16 81.667 384 1"])
        // A row spans the list: the Spacer pushes the count to the trailing inset.
        #expect(sectioned.frameTexts("Text", "1") == ["376 49.667 8 20.333",
                                                    "376 94.667 8 20.333"])
    }

    /// `.listRowSeparator(.hidden)` leaves out the separators above and below its row;
    /// `edges: .bottom` only the one below (Apple's `listRowSeparator(_:edges:)`, whose edges
    /// default to all). On a ForEach it applies to each of its rows, as any modifier of a
    /// group does (Apple's `Group` documentation).
    @Test func aRowCanHideItsSeparators() {
        let mail = runOn400By300("""
            List {
                Text("Inbox")
                Text("Trash").listRowSeparator(.hidden)
                Text("Junk")
                Text("Spam").listRowSeparator(.hidden, edges: .bottom)
                Text("Archive")
            }
            """)
        #expect(mail.status == .runnable)
        #expect(mail.diagnostics.isEmpty)
        // Rows at 0, 44 (Trash: no separator above), 88 (none above), 133 (one above),
        // 177 (none above): one separator, between Junk and Spam.
        #expect(mail.frameTexts("Divider") == ["16 132 384 1"])
        #expect(mail.frameTexts("Text", "Archive") == ["16 189 61 20.333"])
        let each = runOn400By300("""
            List {
                ForEach(["a", "b", "c"], id: \\.self) { letter in
                    Text(letter)
                }
                .listRowSeparator(.hidden)
            }
            """)
        #expect(each.frameTexts("Divider").isEmpty)
        #expect(each.frameTexts("Text", "c") == ["16 100 9.667 20.333"])
        // `.visible` changes nothing.
        let visible = runOn400By300("List {\n    Text(\"a\").listRowSeparator(.visible)\n    Text(\"b\")\n}")
        #expect(visible.frameTexts("Divider") == ["16 44 384 1"])
    }

    /// `List(users, id: \.self, selection: $selection)` with `Set<String>()` for the
    /// selection: an empty set, so nothing is selected and the `if` below draws nothing.
    @Test func aSelectionSetStartsEmpty() {
        let selecting = runOn400By300("""
            struct ContentView: View {
                let users = ["Tohru", "Yuki"]
                @State private var selection = Set<String>()
                var body: some View {
                    List(users, id: \\.self, selection: $selection) { user in
                        Text(user)
                    }
                    if !selection.isEmpty {
                        Text("You selected: \\(selection.count)")
                    }
                }
            }
            """)
        #expect(selecting.status == .runnable)
        #expect(selecting.frameTexts("Text", "Yuki") == ["16 57 34.667 20.333"])
        #expect((selecting.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == "Text" }.count == 2)
    }

    /// `List(flightData) { flight in … }` where the note never gives `flightData`: one row,
    /// what each element draws, its values shown by their names.
    @Test func aListOfDataTheNotesDoNotShowDrawsOneRow() {
        let flights = runOn400By300("""
            List(flightData) { flight in
                Text("\\(flight.airline) \\(flight.number)")
            }
            """)
        #expect(flights.status == .runnable)
        #expect(flights.frameTexts("Text", "airline number") == ["16 12 114 20.333"])
        #expect(flights.diagnostics.map(\.message)
                == ["flightData comes from code the notes do not show: one element is drawn, its values shown by name"])
        // A ForEach over such data does the same.
        let each = runOn400By300("""
            VStack {
                ForEach(items) { item in
                    Text(item.name)
                }
            }
            """)
        #expect(each.frameTexts("Text", "name").count == 1)
        // An element that needs more of the note's code to draw (a function the notes never
        // give) is no element: nothing is drawn, as for an empty collection.
        let elsewhere = runOn400By300("""
            ScrollView {
                LazyVStack {
                    ForEach(history, id: \\.self) { element in
                        getElement(element)
                    }
                }
            }
            """)
        #expect(elsewhere.status == .runnable)
        #expect(elsewhere.diagnostics.map(\.message) == ["history comes from code the notes do not show: nothing to loop over"])
    }

    /// Apple's documentation of `Divider` and of `UIColor.separator`: a line in the separator
    /// colour across the divider's frame.
    @Test func aDividerIsDrawnInTheSeparatorColour() throws {
        let outcome = runOn400By300("VStack {\n    Text(\"a\")\n    Divider()\n    Text(\"b\")\n}")
        let drawn = DisplayList(try #require(outcome.layout)).items.compactMap { item -> (Rect, String)? in
            if case .fill(let outline, let colour) = item.drawing { return (outline.rect, colour.name) }
            return nil
        }
        #expect(drawn.map { $0.0.pointTexts } == ["0 151.667 400 1"])
        #expect(drawn.map(\.1) == ["separator"])
    }
}
