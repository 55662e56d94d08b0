/// The nodes of a laid-out tree in the order they are painted: a background before the
/// view it is behind, an overlay after; otherwise parents before children, children in
/// declaration order (a ZStack's later children over earlier ones).
enum DrawingOrder {
    static func nodes(_ root: FrameNode) -> [FrameNode] {
        var result: [FrameNode] = []
        func visit(_ node: FrameNode) {
            result.append(node)
            children(of: node).forEach(visit)
        }
        visit(root)
        return result
    }

    /// Each node in painting order with the edge its one line of text, if it has one, keeps
    /// to in a picture of cells (`TextAnchor`).
    static func nodesWithAnchors(_ root: FrameNode) -> [(node: FrameNode, anchor: TextAnchor)] {
        var result: [(FrameNode, TextAnchor)] = []
        func visit(_ node: FrameNode, _ anchor: TextAnchor) {
            result.append((node, anchor))
            let shared = TextAnchor.sharedEdge(of: node.children, in: node.frame)
            for child in children(of: node) {
                visit(child, TextAnchor(of: child.frame, in: node.frame, siblings: shared, parent: anchor))
            }
        }
        visit(root, .center)
        return result
    }

    /// A node's children in the order they are painted: a background's behind the view,
    /// otherwise by `zIndex` (0 unless set), views of equal z-index in declaration order.
    /// Source: Apple's documentation of `zIndex(_:)` ("controls the display order of
    /// overlapping views … the default is 0").
    static func children(of node: FrameNode) -> [FrameNode] {
        if node.type == "background", node.children.count >= 2 {
            return Array(node.children.dropFirst()) + [node.children[0]]
        }
        guard node.children.contains(where: { $0.zIndex != 0 }) else { return node.children }
        return node.children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// The area the views take: the union of their frames.
    static func contentBounds(_ root: FrameNode) -> Rect {
        let frames = nodes(root).map(\.frame).filter { $0.width > 0 || $0.height > 0 }
        guard let first = frames.first else { return root.frame }
        return frames.dropFirst().reduce(first) { union, frame in
            let minX = min(union.minX, frame.minX), minY = min(union.minY, frame.minY)
            return Rect(x: minX, y: minY, width: max(union.maxX, frame.maxX) - minX, height: max(union.maxY, frame.maxY) - minY)
        }
    }
}

extension FrameNode {
    /// The fill a node paints: a Color's, or a shape's foreground colour (black by default).
    public var paint: ColorValue? {
        if let fill { return fill.opacity > 0 && !isHidden ? fill : nil }
        // A shape paints in its foreground colour: SwiftUI's own, and a path (a note's Shape
        // whose `path(in:)` kb runs). A note's Shape whose path kb cannot run paints nothing.
        if ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(type) || shapeKind?.isPath == true {
            return foreground.flatMap { ColorValue.named[$0] } ?? ColorValue.named["black"]
        }
        return nil
    }

    /// The view's `zIndex`, written on it or on the view it wraps; 0 unless set.
    var zIndex: Double {
        var node = self
        while true {
            if let z = node.ownEffects.last(where: { $0.name == "zIndex" })?.amount { return z }
            // A background or overlay is on the view it modifies, its first child.
            guard node.children.count == 1 || (["background", "overlay"].contains(node.type) && !node.children.isEmpty) else { return 0 }
            node = node.children[0]
        }
    }

    /// Whether `.hidden()` is on the view or a view around it: it keeps its place in the
    /// layout and draws nothing. Source: Apple's documentation of `hidden()` ("Hidden views
    /// are invisible and can't receive or respond to interactions. However, they do remain
    /// in the view hierarchy and affect layout").
    public var isHidden: Bool { effects.contains { $0.name == VisualEffect.hiddenName } }

    var isShape: Bool { ["Circle", "Capsule", "Ellipse", "RoundedRectangle"].contains(type) }
}
