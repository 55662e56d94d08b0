/// Which frames differ between two layouts of one example, as a note's edit changes them
/// (`.frame(width: 300)` after the Text it widens): views are matched by type and label,
/// the first `Text "Hi"` of one layout with the first of the other.
public enum FrameChanges {
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        public var type: String
        public var label: String?
        /// nil when the view is new in the later layout.
        public var before: Rect?
        /// nil when the later layout no longer has the view.
        public var after: Rect?

        public var description: String {
            let name = type + (label.map { " \"\($0)\"" } ?? "")
            switch (before, after) {
            case let (before?, after?): return "\(name) \(Self.text(before)) → \(Self.text(after))"
            case let (nil, after?): return "\(name) added at \(Self.text(after))"
            case let (before?, nil): return "\(name) removed from \(Self.text(before))"
            case (nil, nil): return name
            }
        }

        static func text(_ rect: Rect) -> String {
            "\(rect.minX.pointText),\(rect.minY.pointText) \(rect.width.pointText)x\(rect.height.pointText)"
        }
    }

    public static func between(_ before: LayoutResult, _ after: LayoutResult) -> [Change] {
        let old = keyed(before.root), new = keyed(after.root)
        let oldFrames = Dictionary(old.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        var changes: [Change] = []
        for entry in new {
            let was = oldFrames[entry.key]
            if was?.frame != entry.node.frame {
                changes.append(Change(type: entry.node.type, label: entry.node.label, before: was?.frame, after: entry.node.frame))
            }
        }
        for entry in old where !newKeys.contains(entry.key) {
            changes.append(Change(type: entry.node.type, label: entry.node.label, before: entry.node.frame, after: nil))
        }
        return changes
    }

    /// Each node with a key naming its type, label and how many such nodes came before it.
    static func keyed(_ root: FrameNode) -> [(key: String, node: FrameNode)] {
        var seen: [String: Int] = [:]
        return root.flattened().map { entry in
            let name = entry.node.type + "\u{1}" + (entry.node.label ?? "")
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            return (name + "\u{1}\(occurrence)", entry.node)
        }
    }
}
