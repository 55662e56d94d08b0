/// `ViewThatFits`: of its children, in order, the first whose ideal size along the
/// constrained axes fits the proposal is shown, else the last; the others are not laid
/// out. Source: Apple's documentation of ViewThatFits ("selects the first child whose
/// ideal size on the constrained axes fits within the proposed size").
struct ViewThatFitsLayout: Layout {
    let axes: [Axis]

    func chosen(_ proposal: ProposedSize, _ node: LayoutNode) -> LayoutNode? {
        node.children.first { child in
            var ideal = proposal
            for axis in axes { ideal[axis] = nil }
            let size = child.sizeThatFits(ideal)
            return axes.allSatisfy { axis in proposal[axis].map { size[axis] <= $0 + 0.001 } ?? true }
        } ?? node.children.last
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        chosen(proposal, node)?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        chosen(proposal, node)?.place(at: bounds.origin, proposal: proposal)
    }
}

/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: along `axes` the view is
/// as long as a share of its container (kb's container is the canvas's safe area, as for a
/// view outside any scroll view): `count` columns `spacing` apart, `span` of them. Along
/// the other axis it takes the proposal as it is. Source: Apple's documentation of
/// `containerRelativeFrame` ("the size of a container like the ones listed above subtracting
/// any safe area insets that might be applied to that container"), so `safeAreaPadding`
/// outside takes its insets off the container.
struct ContainerRelativeFrameLayout: Layout {
    let axes: [Axis]
    let count: Int
    let span: Int
    let spacing: Double

    func childProposal(_ proposal: ProposedSize, _ node: LayoutNode) -> ProposedSize {
        let safe = node.environment.safeArea, added = node.environment.addedSafeArea
        let canvas = node.environment.canvasSize
        let container = Size(width: canvas.width - safe.horizontal - added.horizontal,
                             height: canvas.height - safe.vertical - added.vertical)
        var result = proposal
        for axis in axes {
            let columns = Double(max(count, 1))
            let each = (container[axis] - spacing * (columns - 1)) / columns
            let spanned = Double(min(max(span, 1), max(count, 1)))
            result[axis] = max(each * spanned + spacing * (spanned - 1), 0)
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let offered = childProposal(proposal, node)
        var size = node.children.first?.sizeThatFits(offered) ?? .zero
        for axis in axes { size[axis] = offered[axis] ?? size[axis] }
        return size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        guard let child = node.children.first else { return }
        let offered = childProposal(proposal, node)
        let origin = alignedOrigin(child: child.dimensions(offered), in: bounds, alignment: .center)
        child.place(at: origin, proposal: offered)
    }
}
