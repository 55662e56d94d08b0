/// A layout a note declares, `struct MyEqualWidthHStack: Layout`: SwiftUI's `Layout`
/// protocol (WWDC22 "Compose custom layouts with SwiftUI"), whose `sizeThatFits` and
/// `placeSubviews` are the note's own code, run by whoever made the rules.
public struct CustomLayoutRules: @unchecked Sendable {
    /// The layout's type name, as the frame tree shows it.
    public let name: String
    public let sizeThatFits: (ProposedSize, [LayoutSubview]) -> Size
    public let placeSubviews: (Rect, ProposedSize, [LayoutSubview]) -> Void

    public init(name: String, sizeThatFits: @escaping (ProposedSize, [LayoutSubview]) -> Size,
                placeSubviews: @escaping (Rect, ProposedSize, [LayoutSubview]) -> Void) {
        self.name = name
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }
}

/// One subview as a custom layout sees it (SwiftUI's `LayoutSubview`): it can be asked its
/// size for a proposal and its dimensions, and placed once.
public final class LayoutSubview: @unchecked Sendable {
    let node: LayoutNode
    /// Where `place(at:anchor:proposal:)` put it: the point, the anchor as fractions of the
    /// subview's size, and the proposal.
    var placement: (point: Point, anchor: Point, proposal: ProposedSize)?

    init(_ node: LayoutNode) { self.node = node }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { node.sizeThatFits(proposal) }
    public func dimensions(_ proposal: ProposedSize) -> ViewDimensions { node.dimensions(proposal) }
    public var priority: Double { node.layoutPriority }

    /// `place(at:anchor:proposal:)`: the anchor is a unit point (0, 0 the top leading corner).
    public func place(at point: Point, anchor: Point, proposal: ProposedSize) {
        placement = (point, anchor, proposal)
    }

    /// `spacing.distance(to:along:)`: the default space between this subview and `next`,
    /// as a stack without a spacing leaves it.
    public func distance(to next: LayoutSubview, along axis: Axis) -> Double {
        StackLayout(axis: axis, alignment: HorizontalAlignment.center.id, spacing: nil).gap(between: node, and: next.node)
    }
}

struct CustomLayout: Layout {
    let rules: CustomLayoutRules

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        rules.sizeThatFits(proposal, node.children.map(LayoutSubview.init))
    }

    /// A subview the layout does not place sits at the centre of its bounds, as Apple's
    /// documentation of `placeSubviews(in:proposal:subviews:cache:)` says SwiftUI does.
    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let subviews = node.children.map(LayoutSubview.init)
        rules.placeSubviews(bounds, proposal, subviews)
        for subview in subviews {
            let placement = subview.placement
                ?? (Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2), Point(x: 0.5, y: 0.5), .unspecified)
            let size = subview.node.sizeThatFits(placement.proposal).finite
            let x = placement.point.x - placement.anchor.x * size.width, y = placement.point.y - placement.anchor.y * size.height
            // A point the note's code computed as infinite or not a number is no place: the bounds' corner is.
            subview.node.place(at: Point(x: x.isFinite ? x : bounds.minX, y: y.isFinite ? y : bounds.minY),
                               proposal: placement.proposal)
        }
    }
}
