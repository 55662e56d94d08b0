/// LazyVGrid (columns) and LazyHGrid (rows). Across the grid's axis, fixed tracks take
/// their size; from what is left after them and the gaps between all items, the flexible
/// and adaptive items are resolved one after another, in order: each is offered what is
/// still left divided by the items still to come, clamped to its minimum and maximum, and
/// takes that off what is left. An adaptive item becomes as many tracks of at least its
/// minimum as fit in its share. Children fill the tracks in order, a line at a time; a line
/// is as long as its longest child; items and lines are 8 points apart unless told
/// otherwise.
///
/// Source: objc.io, "SwiftUI's Grid Views" (2020-11-23), which re-implemented the lazy
/// grids' column sizing and measured it against SwiftUI; the SwiftUI Field Guide's
/// LazyVGrid page states the same algorithm.
struct GridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let spacing: Double?

    struct Track {
        var length: Double
        var spacing: Double
        var alignment: Alignment
    }

    /// The tracks across the grid for `length` points (nil: each at its minimum).
    func tracks(for length: Double?) -> [Track] {
        let defaultGap = StackLayout.defaultSpacing
        let fixedTotal = items.reduce(0.0) { sum, item in
            if case .fixed(let size) = item.size { return sum + max(size.finiteOrZero, 0) }
            return sum
        }
        let gaps = items.dropLast().reduce(0.0) { $0 + ($1.spacing ?? defaultGap).finiteOrZero }
        var remaining = max((length ?? 0) - fixedTotal - gaps, 0)
        var itemsLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        /// The share of the next flexible or adaptive item, clamped to its limits.
        func share(minimum: Double, maximum: Double) -> Double {
            let offered = length == nil ? minimum : remaining / Double(max(itemsLeft, 1))
            let taken = min(max(offered, minimum), maximum).finiteOrZero
            remaining = max(remaining - taken, 0)
            itemsLeft -= 1
            return taken
        }
        var result: [Track] = []
        for item in items {
            let gap = (item.spacing ?? defaultGap).finiteOrZero
            let align = item.alignment ?? .center
            switch item.size {
            case .fixed(let size):
                result.append(Track(length: max(size.finiteOrZero, 0), spacing: gap, alignment: align))
            case .flexible(let minimum, let maximum):
                result.append(Track(length: share(minimum: minimum, maximum: maximum), spacing: gap, alignment: align))
            case .adaptive(let minimum, let maximum):
                let minimum = max(minimum.finiteOrZero, 1)
                let width = share(minimum: minimum, maximum: .infinity)
                let count = max(Int((width + gap) / (minimum + gap)), 1)
                let each = min((width - Double(count - 1) * gap) / Double(count), maximum)
                for _ in 0..<count {
                    result.append(Track(length: max(each, minimum).finiteOrZero, spacing: gap, alignment: align))
                }
            }
        }
        return result
    }

    struct Arrangement {
        var proposals: [ProposedSize]
        var origins: [Point]
        var size: Size
    }

    func arrange(_ proposal: ProposedSize, _ node: LayoutNode) -> Arrangement {
        let across = axis.other
        let trackList = tracks(for: proposal[across].flatMap { $0.isFinite ? $0 : nil })
        guard !trackList.isEmpty else { return Arrangement(proposals: [], origins: [], size: .zero) }
        let lineGap = (spacing ?? StackLayout.defaultSpacing).finiteOrZero
        var proposals: [ProposedSize] = []
        var origins: [Point] = []
        var position = 0.0
        let children = node.children
        var start = 0
        while start < children.count {
            let line = Array(start..<min(start + trackList.count, children.count))
            let lineProposals = line.enumerated().map { column, _ -> ProposedSize in
                var offer = ProposedSize.unspecified
                offer[across] = trackList[column].length
                return offer
            }
            let sizes = zip(line, lineProposals).map { children[$0].sizeThatFits($1) }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            var trackStart = 0.0
            for (column, index) in line.enumerated() {
                let track = trackList[column]
                var box = Rect.zero
                if axis == .vertical {
                    box = Rect(x: trackStart, y: position, width: track.length, height: lineLength)
                } else {
                    box = Rect(x: position, y: trackStart, width: lineLength, height: track.length)
                }
                proposals.append(lineProposals[column])
                origins.append(alignedOrigin(child: children[index].dimensions(lineProposals[column]), in: box,
                                             alignment: track.alignment))
                trackStart += track.length + track.spacing
            }
            position += lineLength + lineGap
            start += trackList.count
        }
        var size = Size.zero
        size[axis] = max(position - lineGap, 0)
        size[across] = trackList.reduce(0) { $0 + $1.length + $1.spacing } - (trackList.last?.spacing ?? 0)
        return Arrangement(proposals: proposals, origins: origins, size: size)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        arrange(proposal, node).size
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let arrangement = arrange(proposal, node)
        for (index, child) in node.children.enumerated() where index < arrangement.origins.count {
            let origin = arrangement.origins[index]
            child.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: arrangement.proposals[index])
        }
    }
}

extension Rect {
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// `ignoresSafeArea`: laid out as its content, then, on each of these edges where it
/// touches the safe area's edge, grown to the canvas's edge, its content offered the
/// grown size.
struct SafeAreaLayout: Layout {
    let edges: Edges

    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        PassThroughLayout().sizeThatFits(proposal, node)
    }

    func placeChildren(_ node: LayoutNode, in bounds: Rect, proposal: ProposedSize) {
        let safe = node.environment.safeArea
        let canvas = node.environment.canvasSize
        let touch = 0.5
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        if edges.contains(.top), abs(minY - safe.top) < touch { minY = 0 }
        if edges.contains(.leading), abs(minX - safe.leading) < touch { minX = 0 }
        if edges.contains(.bottom), abs(maxY - (canvas.height - safe.bottom)) < touch { maxY = canvas.height }
        if edges.contains(.trailing), abs(maxX - (canvas.width - safe.trailing)) < touch { maxX = canvas.width }
        let grown = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard grown != bounds else {
            PassThroughLayout().placeChildren(node, in: bounds, proposal: proposal)
            return
        }
        node.frame = grown
        node.children.first?.place(at: grown.origin, proposal: ProposedSize(grown.size))
    }
}
