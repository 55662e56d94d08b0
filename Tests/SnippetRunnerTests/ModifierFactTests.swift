import Testing
@testable import SnippetRunner

/// Facts 29–39 of Tests/Fixtures/RealNotes/layout-facts.md: what Apple's documentation (and
/// two articles) say modifiers do to a frame, each run with the source's own example on the
/// default canvas (393 × 759 inside the safe areas). Frames are written "x y width height".
extension LayoutFactTests {
    /// Apple's `containerRelativeFrame(_:count:span:spacing:alignment:)` example (three items),
    /// with `modifier` on its scroll view.
    func containerRelativeFrameExample(_ modifier: String) -> String {
        """
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10.0) {
                ForEach(0..<3) { item in
                    Rectangle()
                        .fill(.purple)
                        .aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(
                            .horizontal, count: 4, span: 3, spacing: 10.0)
                }
            }
        }
        \(modifier)
        """
    }

    /// Apple, `offset(x:y:)`: "The original dimensions of the view aren't changed by
    /// offsetting the contents; in the example below the gray border drawn by this view
    /// surrounds the original position of the text".
    @Test func anOffsetMovesTheDrawingNotTheFrame() throws {
        let source = """
            Text("Offset by passing horizontal & vertical distance")
                .border(Color.green)
                .offset(x: 20, y: 50)
                .border(Color.gray)
            """
        #expect(try frames(source, "offset") == ["7 428.333 379.333 20.333"])
        #expect(try frames(source, "Text") == ["27 478.333 379.333 20.333"])
    }

    /// Apple, `position(x:y:)`: "Positions the center of this view at the specified
    /// coordinates in its parent's coordinate space." The parent is the safe area (y 59):
    /// the text's centre is 175 across and 59 + 100 down, to the pixel.
    @Test func positionPlacesTheCentreInTheParentsSpace() throws {
        let source = """
            Text("Position by passing the x and y coordinates")
                .position(x: 175, y: 100)
                .border(Color.gray)
            """
        #expect(try frames(source, "Text") == ["0 149 350 20.333"])
        #expect(try frames(source, "position") == ["0 59 393 759"])
    }

    /// Apple, `Divider`: "When contained in a stack, the divider extends across the minor
    /// axis of the stack, or horizontally when not in a stack." In an HStack it is a
    /// vertical line as tall as offered, so the stack is too.
    @Test func aDividerRunsAcrossItsStack() throws {
        let row = """
            HStack {
                Text("Left")
                Divider()
                Text("Right")
            }
            """
        #expect(try frames(row, "Divider") == ["191.333 59 1 759"])
        #expect(try frames(row, "HStack") == ["151.333 59 90.667 759"])
        #expect(try frames(#"VStack { Text("Top"); Divider(); Text("Bottom") }"#, "Divider") == ["0 440 393 1"])
    }

    /// Apple, `frame(minWidth:idealWidth:maxWidth:…)`: "If both constraints are specified in
    /// a dimension, the frame unconditionally adopts the size proposed for it, clamped to the
    /// constraints." and "If a maximum constraint is specified and the size proposed for the
    /// frame by the parent is greater than the size of this view, the proposed size, clamped
    /// to that maximum." A 16.667-wide "Hi" offered 393.
    @Test func aFlexibleFrameClampsTheProposal() throws {
        let source = """
            VStack {
                Text("Hi").frame(minWidth: 0, maxWidth: 100)
                Text("Hi").frame(maxWidth: 100)
                Text("Hi").frame(minWidth: 100, maxWidth: .infinity)
            }
            """
        #expect(try frames(source, "frame").map { $0.split(separator: " ")[2] } == ["100", "100", "393"])
    }

    /// Apple, `ViewThatFits`: "It selects the first child whose ideal size on the constrained
    /// axes fits within the proposed size." The page's upload-progress example: in 110 the
    /// 100-wide progress bar is the first that fits; in 50 only the text does.
    @Test func viewThatFitsTakesTheFirstChildThatFits() throws {
        func example(_ width: Int) -> String {
            """
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("75%")
                    ProgressView(value: 0.75)
                        .frame(width: 100)
                }
                ProgressView(value: 0.75)
                    .frame(width: 100)
                Text("75%")
            }
            .frame(width: \(width))
            """
        }
        #expect(try frames(example(110), "ProgressView") == ["146.667 436.667 100 4"])
        #expect(try frames(example(110), "Text").isEmpty)
        #expect(try frames(example(50), "Text") == ["179.667 428.333 34 20.333"])
    }

    /// Apple, `aspectRatio(_:contentMode:)`: "In this example, the purple ellipse has a 3:4
    /// width-to-height ratio, and scales to fit its frame" (150 × 200 in 200 × 200); the
    /// CGSize form's example "scales to fill its frame" (200 × 266.667).
    @Test func anAspectRatioFitsOrFillsItsFrame() throws {
        let fit = """
            Ellipse()
                .fill(Color.purple)
                .aspectRatio(0.75, contentMode: .fit)
                .frame(width: 200, height: 200)
                .border(Color(white: 0.75))
            """
        #expect(try frames(fit, "Ellipse") == ["121.667 338.667 150 200"])
        let fill = """
            Ellipse()
                .fill(Color.purple)
                .aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
                .frame(width: 200, height: 200)
                .border(Color(white: 0.75))
            """
        #expect(try frames(fill, "Ellipse") == ["96.667 305.333 200 266.667"])
        #expect(try frames(fill, "frame") == ["96.667 338.667 200 200"])
    }

    /// fatbobman, "In-Depth Exploration of Overlay and Background Modifiers": overlay and
    /// ZStack differ in the "Role of overall dimensions in layout"; netsplit.com, "Secondary
    /// Views": "the proposed size for the secondary view is the size chosen by the view its
    /// attached to" and the view's frame "remains unaffected by the frame of the secondary
    /// view". A ZStack is as big as its biggest child; an overlay as big as the view it is on.
    @Test func anOverlayKeepsTheSizeOfTheViewItIsOn() throws {
        let source = """
            VStack {
                ZStack {
                    Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                    Rectangle().fill(Color.yellow).frame(width: 150, height: 150)
                }
                Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                    .overlay(Rectangle().fill(Color.yellow).frame(width: 150, height: 150))
            }
            """
        #expect(try frames(source, "ZStack") == ["121.667 309.667 150 150"])
        #expect(try frames(source, "overlay") == ["146.667 467.667 100 100"])
        let text = #"Text("Hasty River").font(.title).background(Color.yellow)"#
        #expect(try frames(text, "Color") == ["120.667 421.667 151.667 33.667"])
        #expect(try frames(text, "background") == ["120.667 421.667 151.667 33.667"])
    }

    /// Apple, `padding(_:_:)`: "`length`: An amount, given in points, to pad this view on the
    /// specified edges." 20 on the leading edge only: 41 + 20 wide, as tall as the text.
    @Test func paddingOnOneEdgeAddsItsLengthThere() throws {
        let source = #"Text("Hello").padding(.leading, 20).border(Color.gray)"#
        #expect(try frames(source, "padding") == ["166 428.333 61 20.333"])
        #expect(try frames(source, "Text") == ["186 428.333 41 20.333"])
    }

    /// Apple, `containerRelativeFrame(_:count:span:spacing:alignment:)`: "let availableWidth
    /// = (containerWidth - (spacing * (count - 1)))", "let columnWidth = (availableWidth /
    /// count)", "let itemWidth = (columnWidth * span) + ((span - 1) * spacing)". The page's
    /// example without its safeAreaPadding: (393 − 30) ÷ 4 × 3 + 20 = 292.25, 2:3 tall.
    @Test func aContainerRelativeFrameTakesSpannedColumns() throws {
        let source = containerRelativeFrameExample("")
        #expect(try frames(source, "Rectangle").first == "0 341 292.333 195")
    }

    /// Apple, `safeAreaInset(edge:alignment:spacing:content:)`: "The content view is anchored
    /// to the specified vertical edge in the parent view, aligning its horizontal axis to the
    /// specified alignment guide. The modified view is inset by the height of content, from
    /// edge". A 50-high bar at the top leaves the colour 759 − 50; a trailing "Bar" at the
    /// bottom, 10 apart, leaves it 759 − 20.333 − 10.
    @Test func aSafeAreaInsetPutsItsContentAtTheEdgeAndInsetsTheView() throws {
        let top = """
            Color.blue
                .safeAreaInset(edge: .top, spacing: 0) {
                    Color.red.frame(height: 50)
                }
            """
        #expect(try frames(top, "safeAreaInset") == ["0 59 393 759"])
        #expect(try frames(top, "Color", "blue") == ["0 109 393 709"])
        #expect(try frames(top, "Color", "red") == ["0 59 393 50"])
        #expect(SnippetRunner().run(top).diagnostics.isEmpty)
        let bottom = """
            Color.blue
                .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 10) {
                    Text("Bar")
                }
            """
        #expect(try frames(bottom, "Color", "blue") == ["0 59 393 728.667"])
        #expect(try frames(bottom, "Text", "Bar") == ["366 797.667 27 20.333"])
    }

    /// Apple, `safeAreaPadding(_:_:)`: "Adds the provided insets into the safe area of this
    /// view." and `containerRelativeFrame`: the container's size is "subtracting any safe
    /// area insets". The page's own example: (393 − 40 − 30) ÷ 4 × 3 + 20 = 262.25 wide, the
    /// first item 20 in; a colour keeps out of the added safe area as out of any.
    @Test func safeAreaPaddingShrinksTheContainerAndInsetsTheContent() throws {
        let source = containerRelativeFrameExample(".safeAreaPadding(.horizontal, 20.0)")
        #expect(try frames(source, "Rectangle").first == "20 351 262.333 175")
        #expect(try frames("Color.blue.safeAreaPadding(.horizontal, 20)", "Color") == ["20 59 353 759"])
    }

    /// Apple, `minimumScaleFactor(_:)`: "a label with a minimum scale factor of 0.5 draws its
    /// text in a font size as small as half of the actual font if needed" and "the
    /// minimumScaleFactor(_:) modifier shrinks the text as needed to fit into the available
    /// space". The page's label in 200 points: one whole line, shrunk (11.667 tall, not 20.333).
    @Test func aMinimumScaleFactorShrinksTheTextInsteadOfCuttingIt() throws {
        let source = """
            Text("This is a long label that will be scaled to fit:")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(width: 200)
            """
        let outcome = SnippetRunner().run(source)
        let text = try #require(outcome.layout?.root.flattened().map(\.node).first { $0.type == "Text" })
        #expect(text.lines == ["This is a long label that will be scaled to fit:"])
        #expect(try frames(source, "Text") == ["98.333 432.667 196.667 11.667"])
    }
}
