/// `frame(width:height:alignment:)`: a new parent of a fixed size in the dimensions it
/// names, proposing that size to its content, which it places by the alignment. In the
/// dimensions it does not name it is as big as the content.
struct FrameLayout: Layout {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    var fixedWidth: Double? { width.map(ProposedSize.sanitized).map { $0.isFinite ? $0 : 0 } }
    var fixedHeight: Double? { height.map(ProposedSize.sanitized).map { $0.isFinite ? $0 : 0 } }

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: fixedWidth ?? proposal.width, height: fixedHeight ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let child = node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: fixedWidth ?? child.width, height: fixedHeight ?? child.height)
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        placeAligned(node, in: bounds, childProposal: childProposal(proposal), alignment: alignment)
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        alignedGuides(node, size: size, childProposal: childProposal(proposal), alignment: alignment)
    }
}

/// Places a frame's single child by the alignment.
func placeAligned(_ node: LayoutNode, in bounds: Rect, childProposal: ProposedSize, alignment: Alignment) {
    guard let child = node.children.first else { return }
    let origin = alignedOrigin(child: child.dimensions(childProposal), in: bounds, alignment: alignment)
    child.place(at: origin, proposal: childProposal)
}

/// A frame's explicit guides: its child's, where the alignment puts the child.
func alignedGuides(_ node: LayoutNode, size: Size, childProposal: ProposedSize, alignment: Alignment) -> [AlignmentID: Double] {
    guard let child = node.children.first else { return [:] }
    let origin = alignedOrigin(child: child.dimensions(childProposal), in: Rect(origin: .zero, size: size), alignment: alignment)
    return guides(of: child, proposal: childProposal, offset: origin)
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. In each
/// dimension the content is offered the proposal clamped to the limits (or the ideal
/// when the proposal is nil); the frame is then the proposal clamped between the minimum
/// (the content's size when none is given) and the maximum (likewise), so
/// `maxWidth: .infinity` takes the whole width offered. Offered nil, the frame is its
/// ideal (else the content's size) within the limits given.
struct FlexibleFrameLayout: Layout {
    let limits: FlexibleFrame

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        var result = proposal
        for axis in [Axis.horizontal, .vertical] {
            let (minimum, ideal, maximum) = clean(limits.limits(axis))
            if var value = proposal[axis] {
                if let minimum { value = max(value, minimum) }
                if let maximum { value = min(value, maximum) }
                result[axis] = value
            } else if let ideal {
                result[axis] = ideal
            }
        }
        return result
    }

    func clean(_ limits: (min: Double?, ideal: Double?, max: Double?)) -> (Double?, Double?, Double?) {
        func sane(_ value: Double?) -> Double? { value.map { $0.isNaN ? 0 : max($0, 0) } }
        var (minimum, ideal, maximum) = (sane(limits.min), sane(limits.ideal), sane(limits.max))
        // Limits out of order are read in order, as SwiftUI asks of its callers.
        if let low = minimum, let high = maximum, low > high { (minimum, maximum) = (high, low) }
        if let ideal0 = ideal, !ideal0.isFinite { ideal = nil }
        return (minimum, ideal, maximum)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        let child = node.children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        var size = child
        for axis in [Axis.horizontal, .vertical] {
            let (minimum, ideal, maximum) = clean(limits.limits(axis))
            guard minimum != nil || maximum != nil || ideal != nil else { continue }
            var value: Double
            if let offered = proposal[axis] {
                let lower = minimum ?? child[axis]
                let upper = maximum ?? child[axis]
                value = max(min(offered, max(upper, lower)), lower)
            } else {
                value = ideal ?? child[axis]
                if let minimum { value = max(value, minimum) }
                if let maximum { value = min(value, maximum) }
            }
            // An infinite proposal is a stack measuring how far its child can grow: a frame
            // up to `maxHeight: .infinity` answers infinity, as a Color does, so the stack
            // offers it what its fixed siblings leave rather than an equal share. Source:
            // Apple's documentation of `frame(minWidth:idealWidth:maxWidth:minHeight:
            // idealHeight:maxHeight:alignment:)` ("if the size proposed … is greater than the
            // size of this view, the proposed size, clamped to that maximum") and objc.io's
            // "Thinking in SwiftUI" (2023), on stacks proposing 0 and infinity to measure
            // their children's flexibility.
            if !value.isFinite, proposal[axis]?.isInfinite != true || value.isNaN { value = child[axis] }
            size[axis] = value
        }
        return size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        placeAligned(node, in: bounds, childProposal: childProposal(proposal), alignment: limits.alignment)
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        alignedGuides(node, size: size, childProposal: childProposal(proposal), alignment: limits.alignment)
    }
}
