/// `safeAreaInset(edge:alignment:spacing:content:)`: the content (the second child) sits at
/// `edge`, as long along the edge's axis as it likes and as wide as offered across it, lined
/// up by `alignment`; the modified view (the first child) is offered what is left. Source:
/// Apple's documentation of the modifier: "The content view is anchored to the specified
/// vertical edge in the parent view, aligning its horizontal axis to the specified alignment
/// guide. The modified view is inset by the height of content, from edge, with its safe area
/// increased by the same amount." kb has no safe area per view: the modified view is laid out
/// in the space left, which is where a view that keeps to its safe area ends up.
struct SafeAreaInsetLayout: Layout {
    let edge: Edges
    let alignment: Alignment
    /// `nil` is "the default amount of spacing"; the page gives no number, and kb uses its
    /// stacks' default.
    let spacing: Double?

    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    var gap: Double { spacing ?? StackLayout.defaultSpacing }

    /// What the content is offered: its ideal length along the axis, the proposal across.
    func insetProposal(_ proposal: ProposedSize) -> ProposedSize {
        var offered = proposal
        offered[axis] = nil
        return offered
    }

    func insetSize(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        node.children.dropFirst().first?.sizeThatFits(insetProposal(proposal)) ?? .zero
    }

    /// What the modified view is offered: the proposal less the content and the spacing.
    func mainProposal(_ proposal: ProposedSize, inset: Size) -> ProposedSize {
        var offered = proposal
        if let length = proposal[axis] { offered[axis] = max(length - inset[axis] - gap, 0) }
        return offered
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        guard let main = node.children.first else { return .zero }
        let inset = insetSize(proposal, node)
        var size = main.sizeThatFits(mainProposal(proposal, inset: inset))
        size[axis] += inset[axis] + gap
        size[axis.other] = max(size[axis.other], inset[axis.other])
        return size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        guard let main = node.children.first else { return }
        let inset = insetSize(proposal, node)
        let atStart = edge == .top || edge == .leading
        let band = inset[axis] + gap
        // The band at the edge holds the content; the modified view has the rest.
        var mainBox = bounds, insetBox = bounds
        if axis == .vertical {
            mainBox.origin.y += atStart ? band : 0
            mainBox.size.height = max(bounds.height - band, 0)
            insetBox.origin.y = atStart ? bounds.minY : bounds.maxY - inset.height
            insetBox.size.height = inset.height
        } else {
            mainBox.origin.x += atStart ? band : 0
            mainBox.size.width = max(bounds.width - band, 0)
            insetBox.origin.x = atStart ? bounds.minX : bounds.maxX - inset.width
            insetBox.size.width = inset.width
        }
        let mainOffered = mainProposal(proposal, inset: inset)
        main.place(at: alignedOrigin(child: main.dimensions(mainOffered), in: mainBox, alignment: alignment), proposal: mainOffered)
        guard let content = node.children.dropFirst().first else { return }
        let offered = insetProposal(proposal)
        content.place(at: alignedOrigin(child: content.dimensions(offered), in: insetBox, alignment: alignment), proposal: offered)
    }
}
