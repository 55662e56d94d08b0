/// HStack and VStack, as SwiftUI lays them out:
///
/// 1. The spacing between neighbours is taken from the proposal first. kb uses 8 points
///    between two views unless a spacing is given, none next to a Spacer, and in a VStack
///    what a Text's font asks for next to a view that is not text (see `gap(between:and:)`).
/// 2. Children are grouped by layout priority, highest first. A group shares what is left
///    after every lower group's minimum sizes (their size for a 0 proposal) are set aside.
/// 3. Within a group, the least flexible child (the smallest difference between its size
///    for an infinite and for a 0 proposal) is offered first: the space left divided by the
///    children left. What it takes is gone for the others.
/// 4. Across the axis every child gets the stack's proposal and is placed by the alignment.
///
/// Sources: the behaviour of SwiftUI's stacks as described in Apple's WWDC 2019 session
/// "Building Custom Views with SwiftUI" and in objc.io's "Thinking in SwiftUI" (2023), and
/// the seed notes' examples (`warm`/`warn`, `layoutPriority(-1)`).
struct StackLayout: Layout {
    let axis: Axis
    /// The guide children line up on across the axis.
    let alignment: AlignmentID
    let spacing: Double?

    static let defaultSpacing = 8.0

    /// What the stack decides for one proposal: each child's proposal, size and origin
    /// (relative to the stack), and the stack's size.
    struct Arrangement {
        var proposals: [ProposedSize]
        var origins: [Point]
        var size: Size
        /// How each shown child was offered the stack's length, when it had one to share.
        var offers: [Int: StackOffer] = [:]
    }

    func visible(_ node: LayoutNode) -> [Int] {
        node.children.indices.filter {
            if case .empty = node.children[$0].view.kind { return false }
            return true
        }
    }

    func gap() -> Double {
        let value = spacing ?? Self.defaultSpacing
        return value.isFinite ? value : Self.defaultSpacing
    }

    /// The space between two neighbours. Without a spacing given, a Spacer wants no space
    /// next to it along the stack's axis (its own minimum length, 8 by default, is the
    /// room it keeps): SwiftUI's spacing preferences as OpenSwiftUI re-implements them
    /// (`Spacer`'s layout gives `Spacing.horizontal(.zero)` / `.vertical(.zero)`), and
    /// Apple's documentation of `Spacer.minLength` ("if nil, the system default spacing
    /// between views is used"). In a VStack a Text and a neighbour that is not text are as
    /// far apart as the Text's font asks (see `TextSpacing`). Other views are 8 points apart.
    func gap(between first: LayoutNode, and second: LayoutNode) -> Double {
        guard spacing == nil else { return gap() }
        if case .spacer = first.view.kind { return 0 }
        if case .spacer = second.view.kind { return 0 }
        if axis == .vertical, let text = TextSpacing.gap(between: first, and: second) { return text }
        return gap()
    }

    /// The spaces between the shown children, in order.
    func gaps(_ node: LayoutNode, _ shown: [Int]) -> [Double] {
        zip(shown, shown.dropFirst()).map { gap(between: node.children[$0], and: node.children[$1]) }
    }

    func arrange(_ proposal: ProposedSize, _ node: LayoutNode) -> Arrangement {
        let children = node.children
        let shown = visible(node)
        var proposals = Array(repeating: ProposedSize.zero, count: children.count)
        var sizes = Array(repeating: Size.zero, count: children.count)
        var offers: [Int: StackOffer] = [:]
        let cross = axis.other
        let spaces = gaps(node, shown)
        let totalSpacing = spaces.reduce(0, +)

        func offer(_ length: Double?) -> ProposedSize {
            var offered = ProposedSize.unspecified
            offered[axis] = length
            offered[cross] = proposal[cross]
            return offered
        }

        if let length = proposal[axis] {
            var remaining = length - totalSpacing
            let minimums = Dictionary(uniqueKeysWithValues: shown.map { ($0, children[$0].sizeThatFits(offer(0))[axis]) })
            let flexibility = Dictionary(uniqueKeysWithValues: shown.map {
                ($0, children[$0].sizeThatFits(offer(.infinity))[axis] - minimums[$0]!)
            })
            let groups = Dictionary(grouping: shown) { children[$0].layoutPriority }
                .sorted { $0.key > $1.key }
            var reservedForLower = groups.dropFirst().reduce(0) { sum, group in
                sum + group.value.reduce(0) { $0 + minimums[$1]! }
            }
            for (groupIndex, group) in groups.enumerated() {
                if groupIndex > 0 {
                    reservedForLower -= group.value.reduce(0) { $0 + minimums[$1]! }
                }
                var available = remaining - reservedForLower
                let ordered = group.value.sorted { (flexibility[$0]!, $0) < (flexibility[$1]!, $1) }
                for (position, index) in ordered.enumerated() {
                    let share = max(available / Double(ordered.count - position), 0)
                    offers[index] = StackOffer(position: offers.count, flexibility: flexibility[index]!, priority: group.key)
                    proposals[index] = offer(share)
                    sizes[index] = children[index].sizeThatFits(proposals[index])
                    available -= sizes[index][axis]
                    remaining -= sizes[index][axis]
                }
            }
        } else {
            for index in shown {
                proposals[index] = offer(nil)
                sizes[index] = children[index].sizeThatFits(proposals[index])
            }
        }

        // Across the axis, children line up on the alignment guide.
        var guideValues = Array(repeating: 0.0, count: children.count)
        var before = 0.0, after = 0.0
        for index in shown {
            let dimensions = children[index].dimensions(proposals[index])
            guideValues[index] = dimensions[alignment]
            before = max(before, guideValues[index])
            after = max(after, sizes[index][cross] - guideValues[index])
        }
        var origins = Array(repeating: Point.zero, count: children.count)
        var position = 0.0
        for (order, index) in shown.enumerated() {
            if order > 0 { position += spaces[order - 1] }
            var origin = Point.zero
            if axis == .horizontal {
                origin = Point(x: position, y: before - guideValues[index])
            } else {
                origin = Point(x: before - guideValues[index], y: position)
            }
            origins[index] = origin
            position += sizes[index][axis]
        }
        var size = Size.zero
        size[axis] = position
        size[cross] = shown.isEmpty ? 0 : before + after
        return Arrangement(proposals: proposals, origins: origins, size: size, offers: offers)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        arrange(proposal, node).size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let arrangement = arrange(proposal, node)
        for index in visible(node) {
            let origin = arrangement.origins[index]
            node.children[index].stackOffer = arrangement.offers[index]
            node.children[index].place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                                       proposal: arrangement.proposals[index])
        }
    }

    /// A stack's guides come from its children: the first child that sets one (the last,
    /// for `lastTextBaseline`), where the stack put it; its own alignment guide is where
    /// its children line up.
    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        let arrangement = arrange(proposal, node)
        var result: [AlignmentID: Double] = [:]
        for index in visible(node) {
            let childGuides = guides(of: node.children[index], proposal: arrangement.proposals[index],
                                     offset: arrangement.origins[index])
            for (id, value) in childGuides where result[id] == nil || id == VerticalAlignment.lastTextBaseline.id {
                result[id] = value
            }
        }
        if alignment.axis == axis.other, let first = visible(node).first {
            let dimensions = node.children[first].dimensions(arrangement.proposals[first])
            let origin = arrangement.origins[first]
            let value = dimensions[alignment] + (axis == .horizontal ? origin.y : origin.x)
            // The line the children share is explicit only where it is not where the guide
            // would be anyway: a `VStack` that centres its children has its centre at half
            // its width, and an `HStack` around it must not take that centre for a line one
            // of its children sets (a tab bar's items would shift by half an item). Where a
            // child's `alignmentGuide` moves the line, it stays explicit for the views around.
            if abs(value - alignment.defaultValue(ViewDimensions(size: size))) > 0.001 { result[alignment] = value }
        }
        return result
    }
}
