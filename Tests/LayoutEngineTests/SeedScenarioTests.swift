import Testing
@testable import LayoutEngine

/// The results the seed notes describe, with exact frames. Widths come from the font
/// tables (Inter's advances at 17 pt): "A great and warm welcome to Kuchi" is 289.969
/// points, "A great and warm" 142.749, "welcome to Kuchi" 142.443, "A great and warm
/// welcome" 219.555; a body line is 17 × 1.1932 = 20.284 high. Text measures in whole
/// pixels (3x, rounding up): 290, 143, 219.667, 20.333. Frames are rounded to pixels.
@Suite struct SeedScenarioTests {
    let canvas = Canvas(width: 400, height: 300)

    func kuchi(width: Double, height: Double, scaleFactor: Double? = nil) throws -> LayoutResult {
        var text = View.text(warm)
        if let scaleFactor { text = text.minimumScaleFactor(scaleFactor) }
        return try canvas.layOut(text.background(.color("red")).frame(width: width, height: height).background(.color("yellow")))
    }

    /// 1. The 150x50 frame offers the Text 150 points: "A great and warm" (143) and
    ///    "welcome to Kuchi" on two lines, 143 x 40.667, centred in the frame, which sits
    ///    centred on the canvas at (125, 125); red hugs the text, yellow fills the frame.
    @Test func textWrapsInsideAFixedFrame() throws {
        let result = try kuchi(width: 150, height: 50)
        #expect(result.frame("yellow") == rect(125, 125, 150, 50))
        #expect(result.node(labelled: warm).lines == ["A great and warm", "welcome to Kuchi"])
        #expect(result.frame(warm) == rect(128.667, 129.667, 143, 40.667).px)
        #expect(result.frame("red") == result.frame(warm))
    }

    /// 1. Given 300 points, the text fits on one line of 290; given 100 x 20, one line is
    ///    all the height allows, so it is cut: "A great an…" (96.9, 97 on the pixel grid).
    @Test func widerFramesTakeOneLineAndShortOnesTruncate() throws {
        let wide = try kuchi(width: 300, height: 100)
        #expect(wide.node(labelled: warm).lines == [warm])
        #expect(wide.frame(warm) == rect(55, 140, 290, 20.333).px)
        let short = try kuchi(width: 100, height: 20)
        #expect(short.node(labelled: warm).lines == ["A great an…"])
        #expect(short.frame(warm).size.px == Size(width: 97, height: px(20.333)))
    }

    /// 1. With `minimumScaleFactor(0.5)` in 100 x 50 the text shrinks instead: at 82% (13.94
    ///    pt) three lines of 16.63 points fit the 50 points (at 83% they would not).
    @Test func minimumScaleFactorShrinksInsteadOfTruncating() throws {
        let result = try kuchi(width: 100, height: 50, scaleFactor: 0.5)
        let text = result.node(labelled: warm)
        #expect(text.lines == ["A great and", "warm welcome", "to Kuchi"])
        #expect(text.fontSize == 17 * 0.82)
        #expect(text.frame.height == 50)
        #expect(!text.lines!.joined().contains("…"))
    }

    /// 2. An image ignores the 100 x 50 frame and keeps its 200 x 120; resizable, it fills it.
    @Test func imagesKeepTheirSizeUnlessResizable() throws {
        let image = View.image("welcome-background", size: Size(width: 200, height: 120))
        let fixed = try canvas.layOut(image.background(.color("red")).frame(width: 100, height: 50))
        #expect(fixed.frame("welcome-background") == rect(100, 90, 200, 120))
        #expect(fixed.nodes("frame")[0].frame == rect(150, 125, 100, 50))
        let resizable = try canvas.layOut(image.resizable().background(.color("red")).frame(width: 100, height: 50))
        #expect(resizable.frame("welcome-background") == rect(150, 125, 100, 50))
    }

    /// 3. Two identical Texts in an HStack on an iPhone 13 Pro (390 wide, 382 after the
    ///    8-point spacing): equally flexible, the first is offered first, 191, and wraps to
    ///    143; the second is offered the 239 left and takes 219.667. Changing `warm` to
    ///    `warn` (n is narrower than m: 285.141 in all) makes the second less flexible, so it
    ///    is offered first and takes 142.667, and the first gets the rest.
    @Test func theLeastFlexibleTextIsOfferedFirst() throws {
        let same = try phone.layOut(.hstack([.text(warm), .text(warm)]))
        let texts = same.nodes("Text")
        #expect(texts.map(\.frame.width) == [143, px(219.667)])
        #expect(texts.map { $0.lines! } == [["A great and warm", "welcome to Kuchi"], ["A great and warm welcome", "to Kuchi"]])
        let swapped = try phone.layOut(.hstack([.text(warm), .text(warn)]))
        #expect(swapped.nodes("Text").map(\.frame.width) == [px(219.667), px(142.667)])
    }

    /// 4. Three Texts, the middle with priority 1: it is offered all but the others'
    ///    minimums (0 each) and stays on one line of 290; the others share the 84 left.
    ///    With -1 on the first, the third (priority 0) goes next and takes 79.667 in four
    ///    lines; the first gets the 4.333 left and grows tall, a character a line.
    @Test func layoutPriorityDecidesWhoIsOfferedFirst() throws {
        let middle = try phone.layOut(.hstack([.text(warm), View.text(warm).layoutPriority(1), .text(warm)]))
        let texts = middle.nodes("Text")
        #expect(texts[1].lines == [warm])
        #expect(texts[1].frame.width == 290)
        #expect(px(texts[0].frame.width + texts[2].frame.width) <= 390 - 16 - 290)

        let last = try phone.layOut(.hstack([View.text(warm).layoutPriority(-1), View.text(warm).layoutPriority(1), .text(warm)]))
        let lastTexts = last.nodes("Text")
        #expect(lastTexts[1].lines == [warm])
        #expect(lastTexts[2].lines == ["A great", "and warm", "welcome", "to Kuchi"])
        #expect(lastTexts[0].frame.width == px(4.333))
        #expect(lastTexts[0].lines!.count == 27)
        #expect(lastTexts[0].frame.height > 500)
    }

    /// 5. Caption, title and body Texts: aligned at the bottom their baselines differ (the
    ///    descents differ); aligned at the first text baseline they share one baseline.
    @Test func firstTextBaselineLinesUpDifferentFonts() throws {
        let texts = [View.text("Welcome").font(.caption), View.text("to").font(.title), View.text("Kuchi")]
        let bottom = try canvas.layOut(.hstack(alignment: .bottom, texts))
        #expect(Set(bottom.nodes("Text").map { px($0.frame.maxY) }).count == 1)
        #expect(Set(bottom.nodes("Text").map { $0.firstBaseline! }).count == 3)
        let baseline = try canvas.layOut(.hstack(alignment: .firstTextBaseline, texts))
        #expect(baseline.nodes("Text").map { $0.firstBaseline! } == [px(159.667), px(159.667), px(159.667)])
    }

    /// 6. The order of modifiers: `background` then `padding` leaves red hugging the text
    ///    (41 x 20.333) inside 16 points of padding; `padding` then `background` paints the
    ///    padded 73 x 52.333 red. Yellow, padding, red: yellow hugs the text, red the padding.
    @Test func modifierOrderDecidesWhatIsPainted() throws {
        let inside = try canvas.layOut(View.text("Hello").background(.color("red")).padding())
        #expect(inside.frame("red") == rect(179.667, 140, 41, 20.333).px)
        #expect(inside.nodes("padding")[0].frame.px == rect(163.667, 124, 73, 52.333).px)
        let outside = try canvas.layOut(View.text("Hello").padding().background(.color("red")))
        #expect(outside.frame("red") == rect(163.667, 124, 73, 52.333).px)
        let nested = try canvas.layOut(View.text("Hello").background(.color("yellow")).padding().background(.color("red")))
        #expect(nested.frame("yellow") == rect(179.667, 140, 41, 20.333).px)
        #expect(nested.frame("red") == rect(163.667, 124, 73, 52.333).px)
    }

    /// 7. Spacers above and below make the VStack as tall as the 300 offered; without
    ///    them it hugs its Text.
    @Test func spacersFillAVStack() throws {
        let filled = try canvas.layOut(View.vstack([.spacer(), .text("Hello"), .spacer()]).background(.color("yellow")))
        #expect(filled.frame("yellow") == rect(179.667, 0, 41, 300).px)
        #expect(filled.frame("Hello").minY == 140)
        let hugging = try canvas.layOut(View.vstack([.text("Hello")]).background(.color("yellow")))
        #expect(hugging.frame("yellow") == rect(179.667, 140, 41, 20.333).px)
    }

    /// 9. A resizable symbol framed 25 x 25 stretches to the frame; with
    ///    `aspectRatio(contentMode: .fit)` it keeps its own shape: doc.text.fill is 0.81 as
    ///    wide as high, so 20.25 x 25, centred at x 189.875, which the pixel grid makes
    ///    190 to 210.
    @Test func aspectRatioKeepsASymbolsShape() throws {
        let symbol = View.image(systemName: "doc.text.fill").resizable()
        let stretched = try canvas.layOut(symbol.frame(width: 25, height: 25))
        #expect(stretched.frame("doc.text.fill") == rect(187.667, 137.667, 25, 25).px)
        let fitted = try canvas.layOut(symbol.aspectRatio(contentMode: .fit).frame(width: 25, height: 25))
        #expect(fitted.frame("doc.text.fill") == rect(190, 137.667, 20, 25).px)
    }
}

extension Rect {
    /// Every value on the 3x pixel grid, so float noise never decides a comparison.
    var px: Rect { rect(LayoutEngineTests.px(minX), LayoutEngineTests.px(minY), LayoutEngineTests.px(width), LayoutEngineTests.px(height)) }
}

extension Size {
    var px: Size { Size(width: LayoutEngineTests.px(width), height: LayoutEngineTests.px(height)) }
}
