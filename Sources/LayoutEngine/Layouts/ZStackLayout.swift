/// ZStack: every child is offered the whole proposal and placed by the alignment, later
/// children over earlier ones. The stack is as big as its highest-priority children,
/// aligned together.
struct ZStackLayout: Layout {
    let alignment: Alignment

    struct Arrangement {
        var origins: [Point]
        var size: Size
    }

    func arrange(_ proposal: ProposedSize, _ node: LayoutNode) -> Arrangement {
        let children = node.children
        guard !children.isEmpty else { return Arrangement(origins: [], size: .zero) }
        let dimensions = children.map { $0.dimensions(proposal) }
        let top = children.map(\.layoutPriority).max() ?? 0
        let sizing = children.indices.filter { children[$0].layoutPriority == top }
        var left = 0.0, right = 0.0, above = 0.0, below = 0.0
        for index in sizing {
            let d = dimensions[index]
            left = max(left, d[alignment.horizontal])
            right = max(right, d.width - d[alignment.horizontal])
            above = max(above, d[alignment.vertical])
            below = max(below, d.height - d[alignment.vertical])
        }
        let origins = dimensions.map { d in
            Point(x: left - d[alignment.horizontal], y: above - d[alignment.vertical])
        }
        return Arrangement(origins: origins, size: Size(width: left + right, height: above + below))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        arrange(proposal, node).size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let arrangement = arrange(proposal, node)
        for (child, origin) in zip(node.children, arrangement.origins) {
            child.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        let arrangement = arrange(proposal, node)
        var result: [AlignmentID: Double] = [:]
        for (child, origin) in zip(node.children, arrangement.origins) {
            for (id, value) in guides(of: child, proposal: proposal, offset: origin) where result[id] == nil {
                result[id] = value
            }
        }
        return result
    }
}

/// GeometryReader takes all it is offered (10 points where nothing is offered) and shows
/// the content made from that size, offered the same size and placed at its top-leading
/// corner.
struct GeometryReaderLayout: Layout {
    let content: @Sendable (Size) -> View

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10)).finiteOr(Size(width: 10, height: 10))
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        // Hostile content (too many views) leaves the reader empty rather than failing late.
        guard (try? node.setChildren([content(bounds.size)])) != nil else { return }
        for child in node.children {
            child.place(at: bounds.origin, proposal: ProposedSize(bounds.size))
        }
    }
}

/// ScrollView takes all it is offered along its axis and offers its content nothing in
/// particular (nil) there: the content takes its ideal length, from the top (or leading)
/// edge. Across its axis it passes its proposal on and becomes as wide (for a vertical
/// one) as its content. Source: the SwiftUI Field Guide's ScrollView page ("a vertical
/// scroll view accepts the proposed height unconditionally, it only becomes as wide as
/// the width of its contents").
struct ScrollViewLayout: Layout {
    let axis: Axis

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        var result = proposal
        result[axis] = nil
        return result
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let content = node.children.first.map { $0.sizeThatFits(childProposal(proposal)) } ?? .zero
        var size = proposal.replacingUnspecified(with: content).finiteOr(content)
        size[axis.other] = content[axis.other]
        return size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let childProposal = childProposal(proposal)
        for child in node.children {
            let size = child.sizeThatFits(childProposal)
            var origin = bounds.origin
            if axis == .vertical {
                origin.x += (bounds.width - size.width) / 2
            } else {
                origin.y += (bounds.height - size.height) / 2
            }
            child.place(at: origin, proposal: childProposal)
        }
    }
}
