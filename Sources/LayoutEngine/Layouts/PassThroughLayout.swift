/// Modifiers that change no geometry (`layoutPriority`, `font`, `cornerRadius` …): the
/// content takes the same proposal and the same place.
struct PassThroughLayout: Layout {
    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        node.children.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        node.children.first.map { guides(of: $0, proposal: proposal, offset: .zero) } ?? [:]
    }
}

/// `alignmentGuide(_:computeValue:)`: the content as it is, with one guide set from its
/// dimensions.
struct AlignmentGuideLayout: Layout {
    let id: AlignmentID
    let compute: @Sendable (ViewDimensions) -> Double

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        PassThroughLayout().sizeThatFits(proposal, node)
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        PassThroughLayout().placeChildren(node, in: bounds, proposal: proposal)
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        guard let child = node.children.first else { return [:] }
        var explicit = guides(of: child, proposal: proposal, offset: .zero)
        let value = compute(ViewDimensions(size: size, explicit: explicit))
        explicit[id] = value.isFinite ? value : 0
        return explicit
    }
}

/// `offset(x:y:)`: laid out as the content, drawn moved.
struct OffsetLayout: Layout {
    let offset: Point

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        PassThroughLayout().sizeThatFits(proposal, node)
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        node.children.first?.place(at: Point(x: bounds.minX + offset.x.finiteOrZero, y: bounds.minY + offset.y.finiteOrZero),
                                   proposal: proposal)
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        PassThroughLayout().explicitAlignments(node, size: size, proposal: proposal)
    }
}

/// `position(x:y:)`: takes all it is offered and puts the content's centre at the point.
struct PositionLayout: Layout {
    let position: Point

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10)).finite
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        guard let child = node.children.first else { return }
        let childProposal = ProposedSize(bounds.size)
        let size = child.sizeThatFits(childProposal)
        child.place(at: Point(x: bounds.minX + position.x.finiteOrZero - size.width / 2,
                              y: bounds.minY + position.y.finiteOrZero - size.height / 2), proposal: childProposal)
    }
}

extension Double {
    var finiteOrZero: Double { isFinite ? self : 0 }
}

extension Size {
    /// Infinite dimensions, which only a proposal may have, read as 0.
    var finite: Size { Size(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0) }
}
