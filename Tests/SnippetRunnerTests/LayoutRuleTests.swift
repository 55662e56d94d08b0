import LayoutEngine
import Testing
@testable import SnippetRunner

/// Layout rules whose SwiftUI result a source states, each run to exact frames; the
/// source is named in each test and next to the code that follows it.
@Suite struct LayoutRuleTests {
    func nodes(_ source: String, on canvas: Canvas = Canvas(width: 400, height: 300)) throws -> [FrameNode] {
        let outcome = SnippetRunner().run(source, canvas: canvas)
        return try #require(outcome.layout, "\(outcome.status)").root.flattened().map(\.node)
    }

    func frames(_ nodes: [FrameNode], _ type: String, _ label: String? = nil) -> [Rect] {
        nodes.filter { $0.type == type && $0.label == label }.map(\.frame)
    }

    /// Apple's documentation of `background(alignment:content:)` and
    /// `overlay(alignment:content:)`: several views in the closure form an implicit ZStack.
    @Test func severalViewsInABackgroundOrOverlayClosureAreAZStack() throws {
        let background = try nodes("""
            Color.red.frame(width: 100, height: 50)
                .background {
                    Color.blue
                    Color.green.frame(width: 20, height: 10)
                }
            """)
        #expect(frames(background, "ZStack") == [Rect(x: 150, y: 125, width: 100, height: 50)])
        #expect(frames(background, "Color", "blue") == [Rect(x: 150, y: 125, width: 100, height: 50)])
        #expect(frames(background, "Color", "green") == [Rect(x: 190, y: 145, width: 20, height: 10)])
        let overlay = try nodes("""
            Color.red.frame(width: 100, height: 50)
                .overlay(alignment: .topLeading) {
                    Color.blue.frame(width: 10, height: 10)
                    Color.green.frame(width: 20, height: 20)
                }
            """)
        #expect(frames(overlay, "Color", "blue") == [Rect(x: 150, y: 125, width: 10, height: 10)])
        #expect(frames(overlay, "Color", "green") == [Rect(x: 150, y: 125, width: 20, height: 20)])
    }

    /// objc.io, "SwiftUI's Grid Views" (2020): fixed columns first, then the flexible and
    /// adaptive ones in order, each taking its share of what is left.
    @Test func gridColumnsAreResolvedOneAfterAnother() throws {
        // 200 - 8 = 192 left: the first column's share of 96 is held to 50, the second takes the 142 left.
        let flexible = try nodes("""
            LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            }
            .frame(width: 200)
            """)
        #expect(frames(flexible, "Color", "red") == [Rect(x: 100, y: 145, width: 50, height: 10)])
        #expect(frames(flexible, "Color", "blue") == [Rect(x: 158, y: 145, width: 142, height: 10)])
        // The article's first quiz: 70 fixed, and 122 for the adaptive column: two of (122 - 8) / 2.
        let adaptive = try nodes("""
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
                Color.green.frame(height: 10)
            }
            .frame(width: 200)
            """)
        #expect(frames(adaptive, "Color", "red").map(\.width) == [70])
        #expect(frames(adaptive, "Color", "blue") == [Rect(x: 178, y: 145, width: 57, height: 10)])
        #expect(frames(adaptive, "Color", "green") == [Rect(x: 243, y: 145, width: 57, height: 10)])
    }

    /// The SwiftUI Field Guide, ScrollView: a vertical scroll view is as tall as offered
    /// and as wide as its content.
    @Test func aVerticalScrollViewIsAsWideAsItsContent() throws {
        let scroll = try nodes("ScrollView { Color.red.frame(width: 100, height: 50) }")
        #expect(frames(scroll, "ScrollView") == [Rect(x: 150, y: 0, width: 100, height: 300)])
        #expect(frames(scroll, "Color", "red") == [Rect(x: 150, y: 0, width: 100, height: 50)])
    }

    /// Apple's documentation of `background(_:ignoresSafeAreaEdges:)`: a ShapeStyle
    /// background ignores the safe area on all edges by default; a background view given
    /// in a closure does not.
    @Test func aShapeStyleBackgroundExtendsIntoTheSafeArea() throws {
        let style = try nodes("""
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red)
            """, on: .preview)
        #expect(frames(style, "frame") == [Rect(x: 0, y: 59, width: 393, height: 759)])
        #expect(frames(style, "Color", "red") == [Rect(x: 0, y: 0, width: 393, height: 852)])
        let view = try nodes("""
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.red }
            """, on: .preview)
        #expect(frames(view, "Color", "red") == [Rect(x: 0, y: 59, width: 393, height: 759)])
    }

    /// OpenSwiftUI's re-implementation of SwiftUI's spacing preferences (a Spacer prefers
    /// no space next to it) and Apple's documentation of `Spacer.minLength` (by default the
    /// system spacing): a Spacer between two views keeps them 8 apart, not 8 + 8 + 8.
    @Test func aSpacerWantsNoSpaceBesideIt() throws {
        let squeezed = try nodes("""
            HStack {
                Color.red.frame(width: 100, height: 10)
                Spacer()
                Color.blue.frame(width: 100, height: 10)
            }
            .frame(width: 208)
            """)
        #expect(frames(squeezed, "Color", "red") == [Rect(x: 96, y: 145, width: 100, height: 10)])
        #expect(frames(squeezed, "Color", "blue") == [Rect(x: 204, y: 145, width: 100, height: 10)])
        let ideal = try nodes("""
            VStack {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }
            .fixedSize()
            """)
        #expect(frames(ideal, "VStack") == [Rect(x: 195, y: 136, width: 10, height: 28)])
        // A spacing given is kept beside a Spacer too.
        let spaced = try nodes("VStack(spacing: 5) { Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10) }.fixedSize()")
        #expect(frames(spaced, "VStack") == [Rect(x: 195, y: 131, width: 10, height: 38)])
    }

    /// A Text's default distance to a neighbour that is not text, in a VStack: not 8, and not
    /// the same above and below (fatbobman, "What Does spacing = nil Mean in SwiftUI?": "the
    /// distance between the Text and its adjacent views is no longer 8, and the spacings are
    /// not equal"; Apple, `ViewSpacing`: "different values for different kinds of adjacent
    /// views"). The numbers follow OpenSwiftUI's re-implementation of a Text's spacing
    /// (`Text+Spacing.swift`): above a body Text 4.1 (its descender) + 2.333 (a tenth of its
    /// line, to the pixel) = 6.43; below it 20.28 + 2.333 − 11.98 (cap height) = 10.64;
    /// frames then fall on whole pixels.
    @Test func aTextIsNotEightPointsFromAViewAboveOrBelowIt() throws {
        func text(_ frame: Rect) -> String { [frame.minX, frame.minY, frame.width, frame.height].map(\.pointText).joined(separator: " ") }
        // fatbobman's example: the rectangles are 6.333 above and 10.667 below "Fat".
        let fat = try nodes("""
            VStack {
                Rectangle().frame(width: 150, height: 30)
                Text("Fat")
                Rectangle().frame(width: 150, height: 30)
            }
            """)
        #expect(frames(fat, "Rectangle").map(text) == ["125 101.333 150 30", "125 168.667 150 30"])
        #expect(frames(fat, "Text", "Fat").map(text) == ["187 137.667 26 20.333"])
        // The gap follows the font; Texts are still 8 apart; a Text at the edge of a nested
        // stack counts, a padded one does not; an HStack keeps 8 beside a Text.
        let mixed = try nodes("""
            VStack {
                Color.red.frame(width: 100, height: 20)
                Text("Title").font(.title)
                VStack {
                    Text("A")
                    Text("B")
                }
                Color.blue.frame(width: 100, height: 20)
                Text("Padded").padding(4)
                HStack { Color.green.frame(width: 10, height: 10); Text("Row") }
                Color.gray.frame(width: 100, height: 20)
            }
            """, on: Canvas(width: 400, height: 400))
        #expect(frames(mixed, "Color", "red").map(text) == ["150 77.333 100 20"])
        #expect(frames(mixed, "Text", "Title").map(text) == ["171 108 58 33.667"], "a title is 10.667 below a view")
        #expect(frames(mixed, "Text", "A").map(text) == ["194.333 149.667 11.667 20.333"], "8 below the title")
        #expect(frames(mixed, "Text", "B").map(text) == ["194.333 178 11.333 20.333"])
        #expect(frames(mixed, "Color", "blue").map(text) == ["150 208.667 100 20"], "10.333 below the stack's last Text")
        #expect(frames(mixed, "padding").map(text) == ["165 236.667 70 28.333"], "8: padding is no Text edge")
        #expect(frames(mixed, "HStack").map(text) == ["173.667 271.667 53 20.333"], "6.667: the row's Text is its top")
        #expect(frames(mixed, "Color", "gray").map(text) == ["150 302.667 100 20"])
        let row = try nodes("""
            HStack {
                Rectangle().frame(width: 30, height: 30)
                Text("Fat")
                Rectangle().frame(width: 30, height: 30)
            }
            """)
        #expect(frames(row, "Rectangle").map(text) == ["149 135 30 30", "221 135 30 30"])
    }

    /// Apple's documentation of `Grid` (its own two-row example) and WWDC22 "Compose custom
    /// layouts with SwiftUI": a column is as wide as its widest cell and a row as tall as its
    /// tallest; a flexible view takes the width the grid has left; a view outside a GridRow
    /// is a row spanning every column.
    @Test func aGridSizesColumnsAndRowsByTheirLargestCells() throws {
        func text(_ frame: Rect) -> String { [frame.minX, frame.minY, frame.width, frame.height].map(\.pointText).joined(separator: " ") }
        let hello = try nodes("""
            Grid {
                GridRow {
                    Text("Hello")
                    Image(systemName: "globe")
                }
                GridRow {
                    Image(systemName: "hand.wave")
                    Text("World")
                }
            }
            """, on: Canvas(width: 300, height: 200))
        // Columns 41 ("Hello") and 47.333 ("World"), 8 apart; each cell centred in its cell.
        #expect(frames(hello, "Grid").map(text) == ["102 75.667 96.333 48.667"])
        #expect(frames(hello, "Image", "hand.wave").map(text) == ["112.667 104.333 19.333 19.667"])
        #expect(frames(hello, "Image", "globe").map(text) == ["164.667 76 19.667 19.667"])
        let board = try nodes("""
            Grid(alignment: .leading) {
                ForEach(0..<2) { index in
                    GridRow {
                        Text(index == 0 ? "Cat" : "Goldfish")
                        Color.blue.frame(height: 10)
                        Text("\\(index * 10)")
                    }
                    Divider()
                }
            }
            .padding()
            """, on: Canvas(width: 300, height: 200))
        // 268 wide: "Goldfish" 66.667 and "10" 18.667 wide columns, the colour's the 166.667 left.
        #expect(frames(board, "Color", "blue").map(text) == ["90.667 72 166.667 10", "90.667 109.333 166.667 10"])
        #expect(frames(board, "Text", "0").map(text) == ["265.333 66.667 10.667 20.333"])
        #expect(frames(board, "Divider").map(text) == ["16 95 268 1", "16 132.333 268 1"])
        // Apple, `gridCellColumns(_:)` and `gridColumnAlignment(_:)`: a spanning cell is centred
        // across both columns and sizes neither; one cell's alignment lines up its column.
        let scores = try nodes("""
            Grid {
                GridRow {
                    Text("Name")
                    Text("Score").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Total of all").gridCellColumns(2)
                }
                GridRow {
                    Text("Kim")
                    Text("7")
                }
            }
            """, on: Canvas(width: 300, height: 200))
        #expect(frames(scores, "Grid").map(text) == ["99 61.667 102.333 77"])
        #expect(frames(scores, "Text", "Total of all").map(text) == ["107.667 90 84.667 20.333"])
        #expect(frames(scores, "Text", "7").map(text) == ["191.333 118.333 10 20.333"])
        #expect(frames(scores, "Text", "Kim").map(text) == ["107.667 118.333 30 20.333"])
    }

    /// ARCHITECTURE.md: the default canvas is Xcode's default preview device, the iPhone 15
    /// Pro (393 x 852 points, 59 at the top and 34 at the bottom safe), the root view
    /// offered the safe area and centred in it.
    @Test func theDefaultCanvasIsTheIPhone15ProWithItsSafeAreas() throws {
        let outcome = SnippetRunner().run("Color.red.frame(width: 99, height: 99)")
        let layout = try #require(outcome.layout)
        #expect(layout.canvas.name == "iPhone 15 Pro")
        #expect(layout.canvas.size == Size(width: 393, height: 852))
        #expect(layout.canvas.safeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        // (393 - 99) / 2 = 147 across; 59 + (759 - 99) / 2 = 389 down.
        #expect(layout.root.frame == Rect(x: 147, y: 389, width: 99, height: 99))
    }
}
