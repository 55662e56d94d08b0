/// `padding`: the content is offered the proposal less the insets (never below 0), and the
/// padding is the content's size plus the insets.
struct PaddingLayout: Layout {
    let insets: EdgeInsets

    var clean: EdgeInsets {
        func sane(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return EdgeInsets(top: sane(insets.top), leading: sane(insets.leading), bottom: sane(insets.bottom),
                          trailing: sane(insets.trailing))
    }

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        let insets = clean
        return ProposedSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let child = node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        let insets = clean
        return Size(width: max(child.width + insets.horizontal, 0), height: max(child.height + insets.vertical, 0))
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        node.children.first?.place(at: Point(x: bounds.minX + clean.leading, y: bounds.minY + clean.top),
                                   proposal: childProposal(proposal))
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        guard let child = node.children.first else { return [:] }
        return guides(of: child, proposal: childProposal(proposal), offset: Point(x: clean.leading, y: clean.top))
    }
}
