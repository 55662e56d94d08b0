/// LazyVStack and LazyHStack: children one after another like a stack's, but each offered
/// nothing in particular (nil) along the axis, as a scrolling list offers them; across the
/// axis the lazy stack takes all it is offered.
struct LazyStackLayout: Layout {
    let axis: Axis
    let alignment: AlignmentID
    let spacing: Double?

    func arrange(_ proposal: ProposedSize, _ node: LayoutNode) -> (proposals: [ProposedSize], origins: [Point], size: Size) {
        let cross = axis.other
        var childProposal = ProposedSize.unspecified
        childProposal[cross] = proposal[cross]
        let gap = (spacing ?? StackLayout.defaultSpacing).finiteOrZero
        let dimensions = node.children.map { $0.dimensions(childProposal) }
        let crossLength = proposal[cross].flatMap { $0.isFinite ? $0 : nil }
            ?? dimensions.map { $0.size[cross] }.max() ?? 0
        let line = ViewDimensions(size: { var size = Size.zero; size[cross] = crossLength; return size }())[alignment]
        var origins: [Point] = []
        var position = 0.0
        for (index, child) in dimensions.enumerated() {
            if index > 0 { position += gap }
            let offset = line - child[alignment]
            origins.append(axis == .vertical ? Point(x: offset, y: position) : Point(x: position, y: offset))
            position += child.size[axis]
        }
        var size = Size.zero
        size[axis] = position
        size[cross] = crossLength
        return (Array(repeating: childProposal, count: node.children.count), origins, size)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        arrange(proposal, node).size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let arrangement = arrange(proposal, node)
        for (index, child) in node.children.enumerated() {
            let origin = arrangement.origins[index]
            child.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: arrangement.proposals[index])
        }
    }
}
