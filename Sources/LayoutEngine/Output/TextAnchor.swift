/// The edge a line of text keeps to when a picture draws it in cells. A cell holds one
/// character but is wider than most letters, so a line takes fewer cells than its frame's
/// points: placed anywhere in its frame it would be off by a few cells from the lines beside
/// it. It keeps to the edge its frame keeps to in its parent, so that the lines of
/// `VStack(alignment: .trailing)` end in one column and those of a `.leading` one start in
/// one; a frame as wide as its parent keeps to the edge its siblings keep to, and a frame
/// centred in its parent (or one that is the whole parent) keeps to the parent's own edge.
enum TextAnchor: Equatable, Sendable {
    case leading, center, trailing

    /// Frames closer than this to an edge touch it: frames are rounded to a third of a point.
    static let tolerance = 0.5

    /// Which edges of `parent` a frame touches.
    static func touchedEdges(of frame: Rect, in parent: Rect) -> (leading: Bool, trailing: Bool) {
        (Swift.abs(frame.minX - parent.minX) < tolerance, Swift.abs(frame.maxX - parent.maxX) < tolerance)
    }

    init(of frame: Rect, in parent: Rect, siblings: TextAnchor?, parent anchor: TextAnchor) {
        switch Self.touchedEdges(of: frame, in: parent) {
        case (true, false): self = .leading
        case (false, true): self = .trailing
        case (true, true): self = siblings ?? anchor
        case (false, false):
            let centred = Swift.abs((frame.minX - parent.minX) - (parent.maxX - frame.maxX)) < Self.tolerance
            self = centred ? anchor : .center
        }
    }

    /// The one edge that the children which touch only one edge of `parent` all touch;
    /// nil when none does, or when some touch the other.
    static func sharedEdge(of children: [FrameNode], in parent: Rect) -> TextAnchor? {
        var edge: TextAnchor?
        for child in children {
            let (leading, trailing) = touchedEdges(of: child.frame, in: parent)
            guard leading != trailing else { continue }
            let touched: TextAnchor = leading ? .leading : .trailing
            if let edge, edge != touched { return nil }
            edge = touched
        }
        return edge
    }
}

extension TextAnchor {
    init(_ alignment: TextAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}
