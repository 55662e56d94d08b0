import LayoutEngine
import Testing
@testable import SnippetRunner

/// The layout facts of Tests/Fixtures/RealNotes/layout-facts.md that LayoutRuleTests does
/// not already hold, each the source's own example (or the fact's minimal one) run on the
/// default canvas, the iPhone 15 Pro (393 × 852, 59 and 34 safe), with its source named.
/// Frames are written "x y width height".
@Suite struct LayoutFactTests {
    /// `type label: x y width height` of every node of `type`, in order.
    func frames(_ source: String, _ type: String, _ label: String? = nil) throws -> [String] {
        let outcome = SnippetRunner().run(source)
        let nodes = try #require(outcome.layout, "\(outcome.status)").root.flattened().map(\.node)
        return nodes.filter { $0.type == type && (label == nil || $0.label == label) }.map { node in
            [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map(\.pointText).joined(separator: " ")
        }
    }

    /// WWDC19 "Building Custom Views with SwiftUI" (facts 1–3): the root is offered the safe
    /// area and centres its child; a view with a body is as big as its body; a Text never
    /// grows beyond its line, centred in a bigger frame.
    @Test func theRootCentresAViewAndATextKeepsItsLineInABiggerFrame() throws {
        let view = """
            struct ContentView: View {
                var body: some View { Text("Avocado Toast") }
            }
            """
        #expect(try frames(view, "Text") == ["135.667 428.333 121.667 20.333"])
        let framed = #"Text("Avocado Toast").frame(width: 300, height: 300)"#
        #expect(try frames(framed, "frame") == ["46.667 288.667 300 300"])
        #expect(try frames(framed, "Text") == ["135.667 428.333 121.667 20.333"])
    }

    /// Apple, `Spacer` (facts 5 and 6): a spacer takes the room the stack allows, so a stack
    /// with one is as wide as offered, and one without hugs its content.
    @Test func aSpacerTakesWhatTheStackAllows() throws {
        let row = #"HStack { Text("Left"); Spacer(); Text("Right") }"#
        #expect(try frames(row, "HStack") == ["0 428.333 393 20.333"])
        #expect(try frames(row, "Spacer") == ["32 438.667 319.333 0"])
        let list = """
            VStack {
                HStack {
                    Image(systemName: "checkmark")
                    Text("Milk")
                }
                .border(Color.blue)
                HStack {
                    Spacer()
                    Image(systemName: "checkmark")
                    Text("Milk")
                }
                .border(Color.blue)
            }
            """
        #expect(try frames(list, "HStack") == ["165.333 414.333 62.333 20.333", "0 442.667 393 20.333"])
        #expect(try frames(list, "Text", "Milk") == ["195 414.333 32.667 20.333", "360.333 442.667 32.667 20.333"])
    }

    /// Apple, `layoutPriority(_:)` (fact 7): the higher-priority Text is offered room first
    /// and keeps more of its width; the other is the one squeezed.
    @Test func aHigherLayoutPriorityKeepsItsWidth() throws {
        let source = """
            HStack {
                Text("This is a moderately long string.")
                    .font(.largeTitle)
                    .border(Color.gray)
                Spacer()
                Text("This is a higher priority string.")
                    .font(.largeTitle)
                    .layoutPriority(1)
                    .border(Color.gray)
            }
            """
        #expect(try frames(source, "Text", "This is a higher priority string.") == ["26.667 398 366.333 81.333"])
        let other = try #require(try frames(source, "Text", "This is a moderately long string.").first)
        #expect(Double(other.split(separator: " ")[2])! < 366.333)
    }

    /// The SwiftUI Field Guide, HStack (facts 8 and 9): the least flexible child, the Text, is
    /// offered a third first and wraps although one line would fit; with layoutPriority(1)
    /// it gets its ideal width and the shapes share the rest.
    @Test func aTextInAStackOfColorsWrapsUnlessItHasPriority() throws {
        let colors = """
            HStack {
                Color.purple
                Text("Hello, world")
                Color.pink
            }
            .frame(width: 200, height: 100)
            """
        #expect(try frames(colors, "Text") == ["173.667 418.333 45.667 40.667"])
        #expect(try frames(colors, "Color") == ["96.667 388.667 69 100", "227.333 388.667 69.333 100"])
        let shapes = """
            HStack {
                RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                Text("Hello, world").layoutPriority(1)
                RoundedRectangle(cornerRadius: 8).fill(Color.green)
            }
            .frame(width: 200, height: 100)
            """
        #expect(try frames(shapes, "Text") == ["149 428.333 95.333 20.333"])
        #expect(try frames(shapes, "RoundedRectangle") == ["96.667 388.667 44.333 100", "252.333 388.667 44.333 100"])
    }

    /// objc.io, "How an HStack Lays out Its Children" (facts 10 and 11): three rectangles in
    /// 300 are 100 each; red (at most 100) and green (at least 100) in 150 are 75 and 100,
    /// and the stack draws out of its frame.
    @Test func anHStackSharesItsWidthAndCanOverflowItsFrame() throws {
        let three = """
            HStack(spacing: 0) {
                Rectangle().fill(Color.red)
                Rectangle().fill(Color.green)
                Rectangle().fill(Color.blue)
            }
            .frame(width: 300, height: 100)
            """
        #expect(try frames(three, "Rectangle") == ["46.667 388.667 100 100", "146.667 388.667 100 100", "246.667 388.667 100 100"])
        let overflow = """
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(maxWidth: 100)
                Rectangle().fill(Color.green).frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
            """
        #expect(try frames(overflow, "Rectangle") == ["109 388.667 75 100", "184 388.667 100 100"])
        #expect(try frames(overflow, "HStack") == ["109 388.667 175 100"])
        #expect(try frames(overflow, "frame").first == "121.667 388.667 150 100")
    }

    /// The SwiftUI Field Guide, LazyVGrid (fact 15): column widths come from the column
    /// definitions alone: the fixed column is 60 whatever its cell, the flexible one the rest.
    @Test func gridColumnsDoNotDependOnTheCells() throws {
        let source = """
            ScrollView {
                LazyVGrid(columns: [.init(.flexible(minimum: 40)), .init(.fixed(60))]) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 200, height: 10)
                }
                .padding(8)
            }
            """
        // Columns 8…317 (377 − 8 − 60 = 309) and 325…385: each cell centred in its column.
        #expect(try frames(source, "LazyVGrid") == ["8 67 377 10"])
        #expect(try frames(source, "Color", "red") == ["157.667 67 10 10"])
        #expect(try frames(source, "Color", "blue") == ["255 67 200 10"])
    }

    /// Apple, `ZStack` (fact 20): later subviews are on top; each square offset 10 more.
    @Test func zStackSubviewsAreDrawnInOrder() throws {
        let source = """
            let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
            ZStack {
                ForEach(0..<colors.count) {
                    Rectangle().fill(colors[$0]).frame(width: 100, height: 100)
                        .offset(x: CGFloat($0) * 10.0, y: CGFloat($0) * 10.0)
                }
            }
            """
        #expect(try frames(source, "Rectangle") == (0..<6).map { "\((146.667 + Double($0) * 10).pointText) \((388.667 + Double($0) * 10).pointText) 100 100" })
        let outcome = SnippetRunner().run(source)
        let order = DisplayList(try #require(outcome.layout)).items.compactMap { item -> String? in
            if case .fill(_, let color) = item.drawing { return color.name }
            return nil
        }
        #expect(order == ["red", "orange", "yellow", "green", "blue", "purple"])
    }

    /// Apple, `frame(width:height:alignment:)` (fact 21): a nil height keeps the Text's; the
    /// alignment places it at the leading edge of the 200-wide frame.
    @Test func aFrameWithOnlyAWidthAlignsTheText() throws {
        let source = #"Text("Hello").frame(width: 200, alignment: .leading)"#
        #expect(try frames(source, "frame") == ["96.667 428.333 200 20.333"])
        #expect(try frames(source, "Text") == ["96.667 428.333 41 20.333"])
    }

    /// Apple, `fixedSize()` and `fixedSize(horizontal:vertical:)` (facts 22 and 23): a Text in
    /// a 200 × 200 frame wraps; fixed, it keeps its one line and overflows; fixed vertically
    /// only, it wraps at 200 and is as tall as its lines.
    @Test func fixedSizeKeepsATextsIdealSize() throws {
        let source = """
            VStack {
                Text("A single line of text, too long to fit in a box.")
                    .frame(width: 200, height: 200)
                    .border(Color.gray)
                Text("A single line of text, too long to fit in a box.")
                    .fixedSize()
                    .frame(width: 200, height: 200)
                    .border(Color.gray)
            }
            """
        #expect(try frames(source, "Text") == ["101.667 314.333 189.667 40.667", "24.667 532.333 343.667 20.333"])
        let vertical = """
            Text("A single line of text, too long to fit in a box.")
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 200, height: 200)
            """
        #expect(try frames(vertical, "Text") == ["101.667 418.333 189.667 40.667"])
    }

    /// Apple, `AlignmentID` (fact 24): a custom guide a third of the height down lines views
    /// up there; `alignmentGuide` overrides it for one view.
    @Test func aCustomAlignmentLinesViewsUpAtAThirdOfTheirHeight() throws {
        let source = """
            private struct FirstThirdAlignment: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat {
                    context.height / 3
                }
            }
            extension VerticalAlignment {
                static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
            }
            struct Thirds: View {
                var body: some View {
                    HStack(alignment: .firstThird, spacing: 0) {
                        Color.red.frame(width: 30, height: 90)
                        Color.blue.frame(width: 30, height: 30)
                        Color.green.frame(width: 30, height: 30).alignmentGuide(.firstThird) { d in d.height }
                    }
                }
            }
            """
        // Red's third is 30 down; blue's (10) and green's own guide (its height, 30) meet it.
        #expect(try frames(source, "Color") == ["151.667 393.667 30 90", "181.667 413.667 30 30", "211.667 393.667 30 30"])
    }

    /// Apple, `ignoresSafeArea(_:edges:)` (fact 25): a colour stops at the safe area unless
    /// it ignores it.
    @Test func aViewAvoidsTheSafeAreaUnlessItIgnoresIt() throws {
        #expect(try frames("Color.red", "Color") == ["0 59 393 759"])
        #expect(try frames("VStack { Color.red.ignoresSafeArea() }", "Color") == ["0 0 393 852"])
    }
}
