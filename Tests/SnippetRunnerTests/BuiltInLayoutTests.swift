import LayoutEngine
import Testing
@testable import SnippetRunner

/// SwiftUI's stack layouts as values, which kb drew as placeholders: `AnyLayout(HStackLayout())`
/// and the others lay out as their stack (Apple's documentation of `HStackLayout`: it "behaves
/// like an HStack, but conforms to the Layout protocol so you can use it in the conditional
/// layouts that you construct with AnyLayout"), and a GridRow outside a Grid is a Group (a
/// published measurement, didwndckd's TIL on custom layouts). On a 400 × 300 canvas.
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




}
