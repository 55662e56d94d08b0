import Testing
@testable import LayoutEngine

/// Each container and modifier on its own: the proposals it makes, the size it chooses,
/// where it puts its children, and what it does with overflow, zero, infinite, negative
/// and NaN inputs.
@Suite struct AlgorithmTests {
    func size(_ view: View, _ width: Double?, _ height: Double?) throws -> Size {
        try LayoutNode(view, environment: EnvironmentValues(), depth: 0, budget: LayoutBudget())
            .sizeThatFits(ProposedSize(width: width, height: height))
    }

    let square = View.color("red").frame(width: 50, height: 50)

    @Test func colorsAndShapesTakeTheProposalOr10() throws {
        #expect(try size(.color("red"), 120, 80) == Size(width: 120, height: 80))
        #expect(try size(.color("red"), nil, nil) == Size(width: 10, height: 10))
        #expect(try size(.shape(.circle), 0, 0) == .zero)
        #expect(try size(.shape(.capsule), .infinity, 30) == Size(width: .infinity, height: 30))
        #expect(try size(.color("red"), -20, .nan) == .zero)
    }

    @Test func fixedFrameIgnoresTheProposalAndAlignsItsChild() throws {
        #expect(try size(square.frame(width: 10), 500, 500) == Size(width: 10, height: 50))
        #expect(try size(View.color("red").frame(height: 30), 200, nil) == Size(width: 200, height: 30))
        #expect(try size(View.color("red").frame(width: -5, height: .nan), 100, 100) == .zero)
        let result = try Canvas(width: 200, height: 200).layOut(square.frame(width: 100, height: 100, alignment: .bottomTrailing))
        #expect(result.frame("red") == rect(100, 100, 50, 50))
    }

    @Test func flexibleFrameClampsTheProposal() throws {
        let text = View.text("Hello")  // 40.681 wide, 41 on the pixel grid
        #expect(try size(text.frame(maxWidth: .infinity), 300, nil) == Size(width: 300, height: px(20.333)))
        #expect(try size(text.frame(maxWidth: .infinity), nil, nil).width == 41)
        #expect(try size(text.frame(minWidth: 100), 50, nil).width == 100)
        #expect(try size(text.frame(minWidth: 10, maxWidth: 30), 300, nil).width == 30)
        #expect(try size(text.frame(idealWidth: 77), nil, nil).width == 77)
        #expect(try size(View.color("red").frame(minHeight: 20, maxHeight: 40), 10, 100).height == 40)
        // Limits out of order and NaN read as sane values; never a crash.
        #expect(try size(View.color("red").frame(minWidth: 80, maxWidth: 20), 50, 50).width == 50)
        #expect(try size(View.color("red").frame(minWidth: .nan, maxWidth: .nan), 50, 50).width == 0)
    }

    /// A frame up to `maxHeight: .infinity` is as flexible as a Color: offered infinity it
    /// answers infinity, so a stack offers it what its fixed siblings leave, not an equal
    /// share. Sources: Apple's documentation of `frame(minWidth:idealWidth:maxWidth:…)`
    /// ("the proposed size, clamped to that maximum") and objc.io's "Thinking in SwiftUI"
    /// (stacks measure flexibility by proposing 0 and infinity); the bar at the bottom of
    /// the screen that every tab view and toolbar pattern builds this way.
    @Test func aFrameUpToInfinityTakesWhatItsFixedSiblingsLeave() throws {
        let text = View.text("Hello")
        #expect(try size(text.frame(maxHeight: .infinity), nil, .infinity).height == .infinity)
        #expect(try size(text.frame(maxHeight: 300), nil, .infinity).height == 300)
        #expect(try size(text.frame(minHeight: .infinity), nil, 100).height == px(20.333))
        let bar = View.color("red").frame(height: 49)
        let result = try Canvas(width: 200, height: 400).layOut(.vstack(spacing: 0, [text.frame(maxWidth: .infinity, maxHeight: .infinity), bar]))
        #expect(result.frame("red") == rect(0, 351, 200, 49))
    }

    /// A VStack that centres its children has its centre at half its width, as any view
    /// does: an HStack of such stacks in a frame is centred by its own width, not moved to
    /// its first child's centre (a tab bar's items side by side across the screen).
    @Test func aStacksOwnCentreIsNoGuideItsParentTakesUp() throws {
        let item = View.vstack(spacing: 2, [.image(systemName: "house"), .text("Home")]).frame(maxWidth: .infinity)
        let other = View.vstack(spacing: 2, [.image(systemName: "gear"), .color("blue").frame(width: 10, height: 10)]).frame(maxWidth: .infinity)
        let result = try Canvas(width: 200, height: 200).layOut(View.hstack(spacing: 0, [item, other]).frame(height: 49))
        #expect(result.frame("blue").minX == 145)
        // A child's own alignment guide still moves the line the stack shares.
        let moved = View.vstack(alignment: .leading, [View.color("red").frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 },
                                                       View.color("blue").frame(width: 20, height: 10)])
        let placed = try Canvas(width: 200, height: 200).layOut(View.vstack(alignment: .leading, [moved, View.color("green").frame(width: 5, height: 5)]))
        #expect(placed.frame("green").minX == placed.frame("blue").minX)
    }

    @Test func paddingAddsItsInsetsAndOffersLess() throws {
        #expect(try size(square.padding(), 300, 300) == Size(width: 82, height: 82))
        #expect(try size(View.color("red").padding(.horizontal, 10), 100, 40) == Size(width: 100, height: 40))
        #expect(try size(View.color("red").padding(30), 40, 40) == Size(width: 60, height: 60))
        #expect(try size(square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), nil, nil) == Size(width: 56, height: 54))
        #expect(try size(square.padding(.nan), nil, nil) == Size(width: 50, height: 50))
        #expect(try size(square.padding(-10), nil, nil) == Size(width: 30, height: 30))
    }

    @Test func backgroundAndOverlayTakeThePrimarysSize() throws {
        #expect(try size(square.background(.color("blue").frame(width: 500, height: 500)), 10, 10) == Size(width: 50, height: 50))
        let result = try Canvas(width: 200, height: 200).layOut(square.overlay(View.color("blue").frame(width: 10, height: 10), alignment: .topLeading))
        #expect(result.frame("blue") == rect(75, 75, 10, 10))
    }

    @Test func stacksDivideSpaceAndOverflowWhenChildrenCannotShrink() throws {
        let three = View.hstack([square, square, square])
        #expect(try size(three, 1000, 1000) == Size(width: 166, height: 50))
        #expect(try size(three, 10, 10) == Size(width: 166, height: 50), "fixed children overflow")
        #expect(try size(View.hstack(spacing: 0, [.color("red"), .color("blue")]), 100, 20) == Size(width: 100, height: 20))
        #expect(try size(View.hstack([.color("red"), .color("blue")]), nil, nil) == Size(width: 28, height: 10))
        #expect(try size(View.hstack([]), 100, 100) == .zero)
        #expect(try size(View.vstack(spacing: 4, [square, .empty, square]), nil, nil) == Size(width: 50, height: 104))
        // Greedy children, Spacers among them, share equally; a Spacer never goes below
        // its minimum length, even when that overflows the stack.
        let result = try Canvas(width: 300, height: 100).layOut(.hstack(spacing: 0, [.color("red"), .spacer(minLength: 20), .color("blue")]))
        #expect(result.frame("red").width == 100)
        #expect(result.nodes("Spacer")[0].frame.width == 100)
        #expect(try size(View.hstack(spacing: 0, [square, .spacer(minLength: 20), square]), 100, 100).width == 120)
        #expect(try size(View.hstack(spacing: 0, [square, .spacer(), square]), 100, 100).width == 108)
        #expect(try size(View.hstack(spacing: .nan, [square, square]), nil, nil).width == 108)
    }

    @Test func stackAlignmentPlacesChildrenAcrossTheAxis() throws {
        let tall = View.color("blue").frame(width: 20, height: 100)
        let leading = try Canvas(width: 200, height: 200).layOut(.vstack(alignment: .leading, [square, tall]))
        #expect(leading.frame("red").minX == leading.frame("blue").minX)
        let bottom = try Canvas(width: 200, height: 200).layOut(.hstack(alignment: .bottom, [square, tall]))
        #expect(bottom.frame("red").maxY == bottom.frame("blue").maxY)
        // A custom guide moves one child: its guide at 10 lines up with the other's leading.
        let guided = try Canvas(width: 200, height: 200).layOut(.vstack(alignment: .leading, [
            square, View.color("blue").frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 },
        ]))
        #expect(guided.frame("blue").minX == guided.frame("red").minX - 10)
    }

    @Test func zstackIsAsBigAsItsLargestChildren() throws {
        let big = View.color("blue").frame(width: 120, height: 80)
        #expect(try size(View.zstack([big, square]), 300, 300) == Size(width: 120, height: 80))
        let result = try Canvas(width: 200, height: 200).layOut(.zstack(alignment: .topLeading, [big, square]))
        #expect(result.frame("red").origin == result.frame("blue").origin)
        // Only the highest-priority children size it.
        #expect(try size(View.zstack([big, square.layoutPriority(1)]), 300, 300) == Size(width: 50, height: 50))
    }

    @Test func fixedSizeOffersNil() throws {
        let text = View.text(warm)
        #expect(try size(text.fixedSize(), 100, 20).width == 290)
        #expect(try size(text.fixedSize(horizontal: false, vertical: true), 150, 10).height == px(40.667))
    }

    @Test func aspectRatioFitsAndFills() throws {
        let image = View.image("photo", size: Size(width: 200, height: 100)).resizable()
        #expect(try size(image.aspectRatio(contentMode: .fit), 100, 100) == Size(width: 100, height: 50))
        #expect(try size(image.aspectRatio(contentMode: .fill), 100, 100) == Size(width: 200, height: 100))
        #expect(try size(View.color("red").aspectRatio(1, contentMode: .fit), 300, 100) == Size(width: 100, height: 100))
        #expect(try size(View.color("red").aspectRatio(.nan, contentMode: .fit), 300, 100) == Size(width: 100, height: 100))
        #expect(try size(View.color("red").aspectRatio(2, contentMode: .fit), nil, 40) == Size(width: 80, height: 40))
    }

    @Test func offsetAndPositionMoveWithoutResizing() throws {
        let moved = try Canvas(width: 200, height: 200).layOut(square.offset(x: 10, y: -20))
        #expect(moved.frame("red") == rect(85, 55, 50, 50))
        #expect(moved.nodes("offset")[0].frame == rect(75, 75, 50, 50))
        let positioned = try Canvas(width: 200, height: 200).layOut(square.position(x: 30, y: 40))
        #expect(positioned.frame("red") == rect(5, 15, 50, 50))
        #expect(positioned.nodes("position")[0].frame == rect(0, 0, 200, 200))
    }

    @Test func textWrapsTruncatesAndHonoursTheLineLimit() throws {
        let text = View.text(warm)
        #expect(try size(text, nil, nil) == Size(width: 290, height: px(20.333)))
        #expect(try size(text.lineLimit(1), 100, nil).width <= 100)
        #expect(try size(text.lineLimit(1), 100, nil).height == px(20.333))
        #expect(try size(text, 0, nil).width == 0, "offered nothing, a Text is as narrow as offered and grows tall")
        #expect(try size(text, .infinity, .infinity) == Size(width: 290, height: px(20.333)))
        #expect(try size(text, .nan, -1) == Size(width: 0, height: px(20.333)))
        // "m" is wider than "n": the warm/warn example depends on it.
        #expect(FontMetrics.width(of: "m", in: .body) > FontMetrics.width(of: "n", in: .body))
        // Bold is wider, and the environment's font reaches every Text in a stack.
        let bold = try Canvas(width: 400, height: 100).layOut(View.vstack([.text("Hello"), .text("Kuchi")]).font(.headline))
        #expect(bold.nodes("Text").allSatisfy { $0.fontSize == 17 && $0.bold })
        #expect(try size(View.text("Hello").font(.largeTitle), nil, nil).height == px(34 * 1.1932 + 0.0001))
    }

    @Test func hangulIsMeasuredWithTheKoreanFont() throws {
        // Noto Sans CJK KR: every Hangul syllable 0.92 em, so 정렬 at 17 pt is 31.28.
        #expect(FontMetrics.width(of: "정렬", in: .body) == 2 * 0.92 * 17)
        // 레이아웃이란 (93.84) and 무엇인가 (62.56) do not share a 100-point line.
        #expect(try size(View.text("레이아웃이란 무엇인가"), 100, nil).height == px(2 * 20.284 + 0.0001))
    }

    @Test func geometryReaderAndScrollView() throws {
        #expect(try size(.geometryReader { _ in .empty }, nil, nil) == Size(width: 10, height: 10))
        #expect(try size(.geometryReader { _ in .empty }, 300, 200) == Size(width: 300, height: 200))
        let scroll = View.scrollView(.vertical, [View.vstack((0..<30).map { _ in square })])
        // As tall as offered, as wide as its content: the SwiftUI Field Guide, ScrollView.
        #expect(try size(scroll, 200, 300) == Size(width: 50, height: 300))
        let result = try Canvas(width: 200, height: 300).layOut(scroll)
        #expect(result.nodes("VStack")[0].frame.height == 30 * 50 + 29 * 8, "content keeps its ideal length")
    }

    @Test func lazyStacksAndGrids() throws {
        #expect(try size(View.lazyVStack([square, square]), 300, 300) == Size(width: 300, height: 108))
        let grid = View.lazyVGrid(columns: [.fixed(40), .flexible(), .flexible()], (0..<6).map { _ in View.color("red") })
        let result = try Canvas(width: 200, height: 300).layOut(grid)
        let cells = result.nodes("Color").map(\.frame.width)
        // 200 - 40 - 2 gaps of 8 = 144 for the two flexible columns: 72 each.
        #expect(cells == [40, 72, 72, 40, 72, 72])
        let adaptive = View.lazyVGrid(columns: [.adaptive(minimum: 60)], (0..<7).map { _ in View.color("red") })
        // (200 + 8) / (60 + 8) = 3 columns of (200 - 16) / 3 = 61.333; 7 items: 3 rows.
        let adaptiveResult = try Canvas(width: 200, height: 300).layOut(adaptive)
        #expect(Set(adaptiveResult.nodes("Color").map { px($0.frame.minX) }).count == 3)
        #expect(adaptiveResult.nodes("Color").count == 7)
    }

    @Test func labelsSectionsAndControls() throws {
        let label = try Canvas(width: 300, height: 100).layOut(.label("Files", systemImage: "doc.text.fill"))
        let icon = label.frame("doc.text.fill"), title = label.frame("Files")
        #expect(px(title.minX - icon.maxX) == 8)
        let list = try Canvas(width: 300, height: 300).layOut(.lazyVStack(alignment: .leading, [
            .section(header: .text("Stacks"), [.text("HStack"), .text("VStack")]),
        ]))
        #expect(list.nodes("Text").map { $0.label! } == ["Stacks", "HStack", "VStack"])
        #expect(list.frame("HStack").minY - list.frame("Stacks").maxY == 8)
        #expect(try size(View(.control(.toggle("Wi-Fi", isOn: true))), 300, nil) == Size(width: 300, height: 31))
        #expect(try size(View(.control(.slider(value: 0.5))), nil, nil) == Size(width: 100, height: 34))
        #expect(try size(View(.control(.progress(value: 0.5))), 300, nil) == Size(width: 300, height: 4))
        #expect(try size(View(.control(.progress(value: nil))), 300, 300) == Size(width: 20, height: 20))
        #expect(try size(View(.control(.picker("Student", selection: "Ron"))), 300, nil).width == 300)
        #expect(px(try size(View(.control(.picker("Student", selection: "Ron"))), 300, nil).height) == px(20.333))
        #expect(px(try size(View(.control(.button("OK"))), nil, nil).height) == px(20.333))
    }

    /// Built and dropped on a large stack too: a 10,000-deep value is released level by level.
    @Test func hostileTreesEndWithAnErrorNotACrash() throws {
        try LargeStack.run {
            var nested = square
            for _ in 0..<10_000 { nested = .hstack([nested]) }
            let deep = nested
            #expect(throws: LayoutError.tooDeep(LayoutBudget.maximumDepth)) { try Canvas(width: 100, height: 100).layOut(deep) }
        }
        let wide = View.vstack(Array(repeating: View.color("red"), count: 300_000))
        #expect(throws: LayoutError.tooManyViews(LayoutBudget.maximumViews)) { try Canvas(width: 100, height: 100).layOut(wide) }
        var fine = square
        for _ in 0..<1_000 { fine = .hstack([fine]) }
        let thousand = fine
        #expect(try Canvas(width: 100, height: 100).layOut(thousand).nodes("HStack").count == 1_000)
    }
}
