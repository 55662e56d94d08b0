/// How one kind of view sizes itself and places its children: SwiftUI's `Layout` protocol,
/// with the node standing in for the subviews.
protocol Layout {
    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size
    /// Places the node's children within `bounds`, the node's own frame.
    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize)
    /// The alignment guides the view sets itself (beyond their defaults).
    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double]
}

extension Layout {
    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {}
    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] { [:] }
}

/// A child placed within a box by an alignment: the child's guide meets the box's.
func alignedOrigin(child: ViewDimensions, in box: Rect, alignment: Alignment) -> Point {
    let boxDimensions = ViewDimensions(size: box.size)
    return Point(x: box.minX + boxDimensions[alignment.horizontal] - child[alignment.horizontal],
                 y: box.minY + boxDimensions[alignment.vertical] - child[alignment.vertical])
}

/// A child's explicit guides in its parent's coordinates, the child sitting at `offset`.
func guides(of child: LayoutNode, proposal: ProposedSize, offset: Point) -> [AlignmentID: Double] {
    let size = child.sizeThatFits(proposal)
    return child.explicitGuides(size: size, proposal: proposal).reduce(into: [:]) { guides, entry in
        guides[entry.key] = entry.value + (entry.key.axis == .horizontal ? offset.x : offset.y)
    }
}
