/// Where a view is laid out: a device's screen (its size in points and safe area) or any
/// width x height, at a display scale of pixels per point.
public struct Canvas: Sendable, Hashable {
    public var name: String?
    public var size: Size
    public var safeArea: EdgeInsets
    /// Pixels a point: frames are rounded to this grid, as on the device.
    public var scale: Double

    public init(size: Size, safeArea: EdgeInsets = EdgeInsets(), scale: Double = 3, name: String? = nil) {
        self.size = Size(width: size.width.isFinite ? max(size.width, 0) : 0,
                         height: size.height.isFinite ? max(size.height, 0) : 0)
        self.safeArea = safeArea
        self.scale = scale.isFinite && scale >= 1 ? scale : 3
        self.name = name
    }

    public init(width: Double, height: Double) { self.init(size: Size(width: width, height: height)) }

    /// Devices in portrait with their point sizes, safe areas and scales.
    public static let devices: [Canvas] = [
        Canvas(size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
               scale: 2, name: "iPhone 8"),
        Canvas(size: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
               scale: 3, name: "iPhone 13 mini"),
        Canvas(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
               scale: 3, name: "iPhone 13 Pro"),
        Canvas(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
               scale: 3, name: "iPhone 15 Pro"),
    ]

    /// The canvas a preview is shown on unless asked otherwise: Xcode's default preview
    /// device, the iPhone 15 Pro, with its safe areas.
    public static let preview = devices.first { $0.name == "iPhone 15 Pro" }!

    /// The device of that name, ignoring case and spaces: `iphone15pro`.
    public static func device(named name: String) -> Canvas? {
        func key(_ text: String) -> String { text.lowercased().filter { !$0.isWhitespace } }
        return devices.first { key($0.name ?? "") == key(name) }
    }

    /// The part of the canvas views are laid out in: inside the safe area.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top, width: max(size.width - safeArea.horizontal, 0),
             height: max(size.height - safeArea.vertical, 0))
    }

    /// Lays out `view` as a window does its root view: offered the safe area's size and
    /// centred in it.
    public func layOut(_ view: View) throws -> LayoutResult {
        try LargeStack.run { try layOutPass(view).result }
    }

    /// Lays out the view `build` makes, again while `onPreferenceChange` actions see new
    /// values (they change the state `build` reads), at most `maximumPasses` times: how
    /// preferences reach back up the tree in SwiftUI.
    public func layOut(maximumPasses: Int = 4, _ build: @escaping () throws -> View) throws -> LayoutResult {
        try LargeStack.run { try layOutPasses(maximumPasses: maximumPasses, build) }
    }

    func layOutPasses(maximumPasses: Int, _ build: () throws -> View) throws -> LayoutResult {
        var delivered: [String: Double] = [:]
        var result: LayoutResult?
        for _ in 0..<max(maximumPasses, 1) {
            let pass = try layOutPass(try build())
            result = pass.result
            var changed = false
            for (handler, value, action) in PreferenceReader.handlers(in: pass.root) where delivered[handler] != value {
                delivered[handler] = value
                action(value)
                changed = true
            }
            if !changed { break }
        }
        return result!
    }

    func layOutPass(_ view: View) throws -> (result: LayoutResult, root: LayoutNode) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.canvasSize = size
        environment.safeArea = safeArea
        let root = try LayoutNode(view, environment: environment, depth: 0, budget: LayoutBudget())
        let area = safeRect
        let proposal = ProposedSize(area.size)
        let rootSize = root.sizeThatFits(proposal).finite
        root.place(at: Point(x: area.minX + (area.width - rootSize.width) / 2, y: area.minY + (area.height - rootSize.height) / 2),
                   proposal: proposal)
        let nodes = FrameNode.build(root, scale: scale)
        return (LayoutResult(canvas: self, root: nodes.count == 1 ? nodes[0] : FrameNode.group(nodes)), root)
    }
}

/// Finds each `onPreferenceChange` of a laid-out tree and the value its content reduces to.
enum PreferenceReader {
    static func handlers(in root: LayoutNode) -> [(id: String, value: Double, action: @Sendable (Double) -> Void)] {
        var found: [(String, Double, @Sendable (Double) -> Void)] = []
        var ordinal = 0
        func visit(_ node: LayoutNode) {
            if case .onPreferenceChange(let key, let action) = node.view.kind {
                ordinal += 1
                found.append(("\(key.name)#\(ordinal)", reduce(key, over: node), action))
            }
            node.children.forEach(visit)
        }
        visit(root)
        return found
    }

    static func reduce(_ key: PreferenceKey, over node: LayoutNode) -> Double {
        var value = key.defaultValue
        func visit(_ node: LayoutNode) {
            guard node.frame != nil else { return }  // only what was laid out
            if case .preference(let setKey, let setValue) = node.view.kind, setKey.name == key.name {
                value = key.reduce(value, setValue)
            }
            node.children.forEach(visit)
        }
        visit(node)
        return value
    }
}
