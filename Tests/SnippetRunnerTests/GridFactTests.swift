import Testing
@testable import SnippetRunner

/// Facts 26–28 of Tests/Fixtures/RealNotes/layout-facts.md: Apple's documentation of `Grid`
/// and `gridCellUnsizedAxes(_:)`, each run with the page's own example on the default canvas
/// (393 × 759 inside the safe areas). Frames are written "x y width height".
extension LayoutFactTests {
    /// Apple's two-row `Grid` example with a divider row between its rows.
    func helloWorldGrid(divider: String) -> String {
        """
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            \(divider)
            GridRow {
                Image(systemName: "hand.wave")
                Text("World")
            }
        }
        """
    }

    /// Apple, `Grid`: "The other columns, which contain flexible Color views, share the
    /// remaining horizontal space offered by the grid's parent view equally." and "the Color
    /// cells expand to equally share the total height available to the grid".
    @Test func colorCellsShareTheGridsWidthAndHeight() throws {
        let source = """
            Grid {
                GridRow {
                    Text("Row 1")
                    ForEach(0..<2) { _ in Color.red }
                }
                GridRow {
                    Text("Row 2")
                    ForEach(0..<5) { _ in Color.green }
                }
                GridRow {
                    Text("Row 3")
                    ForEach(0..<4) { _ in Color.blue }
                }
            }
            """
        // Height: (759 − 2 × 8) ÷ 3 = 247.667 a row. Width: "Row 3" is the widest label
        // (50.667); the five colour columns share 393 − 50.667 − 5 × 8 alike, 60.467 each.
        #expect(try frames(source, "Grid") == ["0 59 393 759"])
        #expect(try frames(source, "GridRow") == ["0 59 393 247.667", "0 314.667 393 247.667", "0 570.333 393 247.667"])
        #expect(try frames(source, "Color", "red") == ["58.667 59 60.333 247.667", "127 59 60.667 247.667"])
        // A label keeps its own height, centred in its row.
        #expect(try frames(source, "Text", "Row 1") == ["1.667 172.667 47.667 20.333"])
    }

    /// Apple, `Grid`: a view outside a GridRow spans every column, and "Because a divider
    /// takes as much horizontal space as its parent offers, the entire grid widens to fill
    /// the width offered by its parent view."
    @Test func aDividerOutsideAGridRowWidensTheGrid() throws {
        let source = helloWorldGrid(divider: "Divider()")
        #expect(try frames(source, "Grid") == ["0 409.667 393 57.667"])
        #expect(try frames(source, "Divider") == ["0 438 393 1"])
    }

    /// Apple, `Grid` and `gridCellUnsizedAxes(_:)`: the modifier keeps a flexible view from
    /// sizing the grid: "This restores the grid to the width that the text and images
    /// require" — "Hello" 41 and "World" 47.333 wide, 8 apart.
    @Test func anUnsizedDividerKeepsTheGridToItsCells() throws {
        let source = helloWorldGrid(divider: "Divider().gridCellUnsizedAxes(.horizontal)")
        #expect(try frames(source, "Grid") == ["148.333 409.667 96.333 57.667"])
        #expect(try frames(source, "Divider") == ["148.333 438 96.333 1"])
        #expect(SnippetRunner().run(source).diagnostics.isEmpty)
    }
}
