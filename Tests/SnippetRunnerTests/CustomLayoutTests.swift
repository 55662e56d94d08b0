import Foundation
import LayoutEngine
import Testing
@testable import SnippetRunner

/// A `Layout` a note declares (WWDC22 "Compose custom layouts with SwiftUI"): shown alone,
/// it lays out three sample Texts; a later `MyLayout { … }` lays its content out with the
/// note's own `sizeThatFits` and `placeSubviews`. On a 400 × 200 canvas.
@Suite struct CustomLayoutTests {
    let canvas = Canvas(width: 400, height: 200)

    /// Every subview offered the largest one's ideal size, side by side, each centred in
    /// its slot, the default spacing between slots.
    let equalWidth = """
        struct EqualWidthRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                guard !subviews.isEmpty else { return .zero }
                let largest = largest(subviews)
                let gaps = gaps(subviews).reduce(0) { $0 + $1 }
                return CGSize(width: largest.width * CGFloat(subviews.count) + gaps, height: largest.height)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let largest = largest(subviews)
                let gaps = gaps(subviews)
                var x = bounds.minX + largest.width / 2
                for index in subviews.indices {
                    subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                                          proposal: ProposedViewSize(width: largest.width, height: largest.height))
                    x += largest.width + gaps[index]
                }
            }

            private func largest(_ subviews: Subviews) -> CGSize {
                subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { found, size in
                    CGSize(width: max(found.width, size.width), height: max(found.height, size.height))
                }
            }

            private func gaps(_ subviews: Subviews) -> [CGFloat] {
                subviews.indices.map { index in
                    guard index < subviews.count - 1 else { return 0 }
                    return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
                }
            }
        }
        """

    func frames(_ outcome: ExampleOutcome, _ type: String) -> [String] {
        (outcome.layout?.root.flattened().map(\.node) ?? []).filter { $0.type == type }.map { node in
            [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map(\.pointText).joined(separator: " ")
        }
    }

    @Test func aLayoutDeclaredAloneIsShownOnSampleTexts() {
        let outcome = SnippetRunner().run(equalWidth, canvas: canvas)
        #expect(outcome.status == .runnable)
        #expect(outcome.diagnostics.map(\.message) == ["the note declares EqualWidthRow without using it: shown on a sample of three Texts"])
        // The widest Text, "Three words", is 101.667: three slots of it and two gaps of 8.
        #expect(frames(outcome, "EqualWidthRow") == ["39.667 90 321 20.333"])
        #expect(frames(outcome, "Text") == ["74 90 33 20.333", "182.667 90 35 20.333", "259 90 101.667 20.333"])
    }

    /// `source` run after the snippet that declares EqualWidthRow, as a later snippet of its
    /// chapter runs.
    func runAfterDeclaring(_ source: String) -> ExampleOutcome {
        let runner = SnippetRunner()
        _ = runner.run(equalWidth, canvas: canvas)
        return runner.run(source, canvas: canvas)
    }

    /// A later use, `EqualWidthRow { … }`, or the layout wrapped in `AnyLayout` as SwiftUI's
    /// are (WWDC22 "Compose custom layouts with SwiftUI" switches its radial layout with an
    /// HStack this way; the call drew a `layout()` placeholder), lays its content out with it.
    @Test(arguments: [
        "EqualWidthRow {\n    content\n}",
        "struct Switched: View {\n    @State private var isRow = true\n    var body: some View {\n"
            + "        let layout = isRow ? AnyLayout(EqualWidthRow()) : AnyLayout(VStackLayout())\n"
            + "        layout {\n            content\n        }\n    }\n}",
    ])
    func aLaterUseLaysItsContentOutWithTheLayout(_ use: String) {
        let content = "Color.red.frame(width: 20, height: 10)\nColor.blue.frame(width: 60, height: 30)"
        let outcome = runAfterDeclaring(use.replacingOccurrences(of: "content", with: content))
        #expect(outcome.status == .runnable)
        // Slots of 60 × 30, 8 apart: 128 wide; red centred in the first, blue fills the second.
        #expect(frames(outcome, "EqualWidthRow") == ["136 85 128 30"])
        #expect(frames(outcome, "Color") == ["156 95 20 10", "204 85 60 30"])
    }

    /// Anchors, proposals and a stored property of the layout; a subview it does not place
    /// sits at the centre of its bounds (Apple, `placeSubviews(in:proposal:subviews:cache:)`).
    @Test func placementsFollowTheirAnchorAndAnUnplacedSubviewIsCentred() {
        let outcome = SnippetRunner().run("""
            struct Cascade: Layout {
                var step: CGFloat = 20
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    let size = proposal.replacingUnspecifiedDimensions()
                    return CGSize(width: min(size.width, 200), height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    for index in subviews.indices where index < 2 {
                        subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(index) * step, y: bounds.maxY),
                                              anchor: .bottomLeading, proposal: ProposedViewSize(width: 50, height: nil))
                    }
                }
            }
            Cascade(step: 30) {
                Color.red
                Text("Second")
                Color.green.frame(width: 10, height: 10)
            }
            """, canvas: canvas)
        #expect(outcome.status == .runnable)
        #expect(frames(outcome, "Cascade") == ["100 50 200 100"])
        // Offered 50 wide and no height: the colour is 10 high, the Text wraps; both end at the bottom.
        #expect(frames(outcome, "Color") == ["100 140 50 10", "195 95 10 10"])
        #expect(frames(outcome, "Text") == ["130 109.333 40.667 40.667"])
    }

    @Test func aPlaceAtInfinityIsTheBoundsCorner() {
        let outcome = SnippetRunner().run("""
            struct Far: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    CGSize(width: 50, height: 50)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    subviews[0].place(at: CGPoint(x: CGFloat.infinity, y: 0 / 0.0), anchor: .center, proposal: .unspecified)
                }
            }
            Far { Color.red.frame(width: 10, height: 10) }
            """, canvas: canvas)
        #expect(outcome.status == .runnable)
        #expect(frames(outcome, "Color") == ["175 75 10 10"])
    }

    @Test func anErrorInTheLayoutsCodeSaysWhere() {
        let outcome = SnippetRunner().run("""
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    subviews[5].sizeThatFits(.unspecified)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
            }
            Broken { Text("Only one") }
            """, canvas: canvas)
        #expect(outcome.status == .failed("line 3: index 5 is out of range"))
    }
}
