/// `background` and `overlay`: the modified view is sized as if alone; the second view is
/// offered exactly that size and placed on it by the alignment, behind or in front.
struct BackgroundLayout: Layout {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        guard let primary = node.children.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        for secondary in node.children.dropFirst() {
            let secondaryProposal = ProposedSize(bounds.size)
            let origin = alignedOrigin(child: secondary.dimensions(secondaryProposal), in: bounds, alignment: alignment)
            secondary.place(at: origin, proposal: secondaryProposal)
        }
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        node.children.first.map { guides(of: $0, proposal: proposal, offset: .zero) } ?? [:]
    }
}

/// `fixedSize`: the content is offered nil, its ideal size, in the fixed dimensions.
struct FixedSizeLayout: Layout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        node.children.first?.place(at: bounds.origin, proposal: childProposal(proposal))
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        node.children.first.map { guides(of: $0, proposal: childProposal(proposal), offset: .zero) } ?? [:]
    }
}

/// `aspectRatio(_:contentMode:)`: the content is offered the largest size of that ratio
/// that fits the proposal (`.fit`) or the smallest that covers it (`.fill`); with no ratio
/// given, the ratio of the content's ideal size.
struct AspectRatioLayout: Layout {
    let ratio: Double?
    let mode: ContentMode

    func childProposal(_ proposal: ProposedSize, _ node: LayoutNode) -> ProposedSize {
        guard let child = node.children.first else { return proposal }
        let ideal = child.sizeThatFits(.unspecified)
        var aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        if !aspect.isFinite || aspect <= 0 { aspect = 1 }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let byWidth = Size(width: width, height: width / aspect)
            let byHeight = Size(width: height * aspect, height: height)
            let fits = byWidth.height <= height
            let size = (mode == .fit) == fits ? byWidth : byHeight
            return ProposedSize(size)
        case let (width?, nil):
            return ProposedSize(width: width, height: width / aspect)
        case let (nil, height?):
            return ProposedSize(width: height * aspect, height: height)
        case (nil, nil):
            let base = ratio == nil ? ideal : Size(width: ideal.width, height: ideal.width / aspect)
            return ProposedSize(base)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        node.children.first?.sizeThatFits(childProposal(proposal, node)) ?? .zero
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        node.children.first?.place(at: bounds.origin, proposal: childProposal(proposal, node))
    }
}
