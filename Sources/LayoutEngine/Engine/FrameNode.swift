/// A laid-out view: what it is, where it landed on the canvas (rounded to pixels), and what
/// it draws. Only layout nodes appear; modifiers that change no geometry (`font`,
/// `layoutPriority`, `cornerRadius` …) are folded into the view they modify.
public struct FrameNode: Sendable, Equatable {
    public var type: String
    public var label: String?
    public var frame: Rect
    public var children: [FrameNode]
    /// For Text: the lines as shown, `…` included, and the baselines in canvas y.
    public var lines: [String]?
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// What drawing needs: the fill colour, the font size, the text alignment, and the
    /// drawing-only modifiers in effect.
    public var fill: ColorValue?
    public var fontSize: Double?
    /// A Text's lines: from one line's top to the next one's (its font's line height and
    /// any `lineSpacing`).
    public var linePitch: Double?
    public var bold = false
    public var textAlignment: TextAlignment = .leading
    public var foreground: String?
    public var effects: [VisualEffect] = []
    /// The drawing-only modifiers written on this view itself (a stroke, a border, a clip
    /// shape, a shadow, a z-index), which apply to its frame rather than to each view inside.
    public var ownEffects: [VisualEffect] = []
    /// An SF Symbol, drawn as a stand-in glyph rather than an image's outline.
    public var isSymbol = false
    /// For a shape: which one, with its corner radius.
    public var shapeKind: ShapeKind?
    /// A path's outline in canvas points, worked out for this frame while the example runs
    /// (a note's `path(in:)` needs the snippet's declarations and its time budget).
    public var path: [PathElement]?
    /// For a control: which one, with its state.
    public var control: ControlKind?
    /// For a child of an HStack or VStack: when the stack offered it space, and why then.
    public var stackOffer: StackOffer?

    public init(type: String, label: String?, frame: Rect, children: [FrameNode] = []) {
        self.type = type
        self.label = label
        self.frame = frame
        self.children = children
    }

    static func group(_ nodes: [FrameNode]) -> FrameNode {
        let minX = nodes.map(\.frame.minX).min() ?? 0, minY = nodes.map(\.frame.minY).min() ?? 0
        let maxX = nodes.map(\.frame.maxX).max() ?? 0, maxY = nodes.map(\.frame.maxY).max() ?? 0
        return FrameNode(type: "Group", label: nil, frame: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
                         children: nodes)
    }

    /// The frame nodes of a laid-out node: itself, or its children's when it is not a
    /// layout node of its own.
    static func build(_ node: LayoutNode, scale: Double, effects: [VisualEffect] = [], own: [VisualEffect] = [],
                      offer: StackOffer? = nil) -> [FrameNode] {
        var effects = effects, own = own
        // A stack's child may be a modifier that is no layout node (`.layoutPriority(1)`):
        // its offer goes to the view it wraps.
        let offer = node.stackOffer ?? offer
        if case .visual(let effect) = node.view.kind {
            effects.append(effect)
            own.append(effect)
        }
        guard let type = node.view.kind.layoutTypeName, let frame = node.frame else {
            // Views never placed (a stack's EmptyView) and non-layout modifiers.
            if node.frame == nil { return [] }
            return node.children.flatMap { build($0, scale: scale, effects: effects, own: own, offer: offer) }
        }
        // Drawing effects (corner radius, opacity) reach everything drawn inside.
        var result = FrameNode(type: type, label: node.view.kind.label, frame: frame.finite.rounded(scale: scale),
                               children: node.children.flatMap { build($0, scale: scale, effects: effects) })
        result.effects = effects
        result.ownEffects = own
        result.stackOffer = offer
        if case .image(let content) = node.view.kind, case .system = content.source { result.isSymbol = true }
        result.foreground = node.environment.foregroundColor
        switch node.view.kind {
        case .text:
            let set = TextLayout().lines(node, node.placedProposal ?? .unspecified)
            result.lines = set.lines
            result.firstBaseline = Rect.snap(PointClamp.finite(frame.minY + set.firstBaseline), scale: scale)
            result.lastBaseline = Rect.snap(PointClamp.finite(frame.minY + set.lastBaseline), scale: scale)
            result.fontSize = set.font.size
            result.linePitch = set.linePitch
            result.bold = set.font.weight.rawValue >= Font.Weight.semibold.rawValue
            result.textAlignment = node.environment.resolvedTextAlignment
        case .color(let color):
            result.fill = color
        case .shape(let shape):
            result.shapeKind = shape
            if case .path(let path) = shape { result.path = path.elements(in: result.frame) }
        case .control(let control):
            result.control = control
            result.fontSize = node.environment.resolvedFont.size
        case .placeholder:
            result.fontSize = node.environment.resolvedFont.size
        default:
            break
        }
        return [result]
    }


    /// Every node of the tree, depth first, with its depth.
    public func flattened(depth: Int = 0) -> [(node: FrameNode, depth: Int)] {
        [(self, depth)] + children.flatMap { $0.flattened(depth: depth + 1) }
    }
}

/// A laid-out view on its canvas.
public struct LayoutResult: Sendable, Equatable {
    public var canvas: Canvas
    public var root: FrameNode
}

extension ViewKind {
    /// The SwiftUI name of a view or layout modifier; nil for what is no layout node.
    var layoutTypeName: String? {
        switch self {
        case .text: "Text"
        case .color: "Color"
        case .shape(let shape): shape.name
        case .image: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .empty: "EmptyView"
        case .placeholder(let name): name
        case .control(let control): control.typeName
        case .stack(let axis, _, _, let lazy): (lazy ? "Lazy" : "") + (axis == .horizontal ? "HStack" : "VStack")
        case .zstack: "ZStack"
        case .group: "Group"
        case .geometryReader: "GeometryReader"
        case .scrollView: "ScrollView"
        case .frame, .flexibleFrame: "frame"
        case .padding: "padding"
        case .background: "background"
        case .overlay: "overlay"
        case .safeAreaInset: "safeAreaInset"
        case .safeAreaPadding: "safeAreaPadding"
        case .fixedSize: "fixedSize"
        case .aspectRatio: "aspectRatio"
        case .offset: "offset"
        case .position: "position"
        case .grid(let axis, _, _): axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .styleFill: nil
        case .viewThatFits: "ViewThatFits"
        case .custom(let rules): rules.name
        case .gridContainer: "Grid"
        case .gridRow: "GridRow"
        case .containerRelativeFrame: "containerRelativeFrame"
        case .layoutPriority, .alignmentGuide, .environment, .visual, .preference, .onPreferenceChange,
             .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes: nil
        }
    }

    var label: String? {
        switch self {
        case .text(let string): string
        case .color(let color): color.name
        case .image(let content): content.label
        case .placeholder(let name): name
        case .control(let control): control.title
        default: nil
        }
    }
}

extension ControlKind {
    var typeName: String {
        switch self {
        case .button: "Button"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .toggle: "Toggle"
        case .slider: "Slider"
        case .progress: "ProgressView"
        case .picker: "Picker"
        case .stepper: "Stepper"
        }
    }

    var title: String? {
        switch self {
        case .button(let title), .textField(let title), .secureField(let title), .toggle(let title, _), .stepper(let title),
             .picker(let title, _):
            title
        case .slider, .progress: nil
        }
    }
}
