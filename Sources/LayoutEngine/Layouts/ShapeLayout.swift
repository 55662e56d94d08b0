/// Colors and shapes take whatever they are offered; offered nothing in particular (nil),
/// they are 10 points, as SwiftUI's are.
struct ShapeLayout: Layout {
    static let unspecifiedLength = 10.0

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        proposal.replacingUnspecified(with: Size(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
    }
}

/// Nothing, in no space.
struct EmptyLayout: Layout {
    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size { .zero }
}

/// A Spacer grows along its stack's axis from its minimum length (8 by default) to all
/// it is offered, and takes no room across it.
struct SpacerLayout: Layout {
    let minLength: Double

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let minimum = max(minLength.finiteOrZero, 0)
        guard let axis = node.environment.stackAxis else {
            return Size(width: max(proposal.width ?? minimum, minimum), height: max(proposal.height ?? minimum, minimum))
        }
        var size = Size.zero
        size[axis] = max(proposal[axis] ?? minimum, minimum)
        return size
    }
}

/// A Divider is a 1-point line across its stack (horizontal outside an HStack), as long as
/// it is offered.
struct DividerLayout: Layout {
    static let thickness = 1.0

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        if node.environment.stackAxis == .horizontal {
            return Size(width: Self.thickness, height: proposal.height ?? Self.thickness)
        }
        return Size(width: proposal.width ?? Self.thickness, height: Self.thickness)
    }
}
