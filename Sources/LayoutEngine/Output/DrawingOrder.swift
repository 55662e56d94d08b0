/// The nodes of a laid-out tree in the order they are painted: a background before the
/// view it is behind, an overlay after; otherwise parents before children, children in
/// declaration order (a ZStack's later children over earlier ones).
enum DrawingOrder {
    static func nodes(_ root: FrameNode) -> [FrameNode] {
        var result: [FrameNode] = []
        func visit(_ node: FrameNode) {
            result.append(node)
            if node.type == "background", node.children.count >= 2 {
                node.children.dropFirst().forEach(visit)
                visit(node.children[0])
            } else {
                node.children.forEach(visit)
            }
        }
        visit(root)
        return result
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
        if let fill { return fill.opacity > 0 && !effects.contains(where: { $0.name == "hidden" }) ? fill : nil }
        if ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(type) {
            return foreground.flatMap { ColorValue.named[$0] } ?? ColorValue.named["black"]
        }
        return nil
    }

    var isShape: Bool { ["Circle", "Capsule", "Ellipse", "RoundedRectangle"].contains(type) }
}
