/// A view in the middle of being laid out: its layout, environment, children, the sizes
/// it chose for each proposal, and where it was placed. SwiftUI asks a view for its size
/// several times with different proposals; the cache makes asking again free.
final class LayoutNode {
    let view: View
    let layout: any Layout
    let environment: EnvironmentValues
    private(set) var children: [LayoutNode]
    private var sizes: [ProposedSize: Size] = [:]
    private var guideCache: [ProposedSize: [AlignmentID: Double]] = [:]
    /// Where the node was placed, in canvas coordinates, before pixel rounding.
    var frame: Rect?
    /// The proposal it was placed with.
    var placedProposal: ProposedSize?
    /// How the HStack or VStack it is a child of shared its length with it, when the stack
    /// had a length to share.
    var stackOffer: StackOffer?
    /// Whether the layout direction inside differs from the one outside
    /// (`.environment(\.layoutDirection, .rightToLeft)`).
    private let turnsDirection: Bool
    let depth: Int

    init(_ view: View, environment: EnvironmentValues, depth: Int, budget: LayoutBudget) throws {
        try budget.count(depth: depth)
        self.view = view
        self.depth = depth
        var environment = environment
        let outerDirection = environment.layoutDirection
        if case .environment(let change) = view.kind { change.apply(to: &environment) }
        turnsDirection = environment.layoutDirection != outerDirection
        self.environment = environment
        layout = LayoutFactory.layout(for: view.kind)
        var childEnvironment = environment
        if case .safeAreaPadding(let insets) = view.kind { childEnvironment.addSafeArea(insets) }
        if case .stack(let axis, _, _, _) = view.kind {
            childEnvironment.stackAxis = axis
        } else if !view.kind.isTransparentToStacks {
            childEnvironment.stackAxis = nil
        }
        children = try LayoutNode.flatten(view.children, container: view.kind).map {
            try LayoutNode($0, environment: childEnvironment, depth: depth + 1, budget: budget)
        }
        self.budget = budget
    }

    let budget: LayoutBudget

    /// Group's and ForEach's children join a stack or ZStack as its own children. So do a
    /// GridRow's in any container but a Grid, where only a grid has cells to give them (a
    /// layout switched with AnyLayout keeps its GridRows). Source: a published measurement,
    /// didwndckd's TIL on custom layouts: "GridRow는 Grid 외의 레이아웃에서는 Group처럼
    /// 동작" (outside a Grid a GridRow acts as a Group), with AnyLayout switching between
    /// VStackLayout, HStackLayout, ZStackLayout and GridLayout.
    static func flatten(_ views: [View], container: ViewKind) -> [View] {
        guard container.isContainer else { return views }
        return views.flatMap { view -> [View] in
            if case .group = view.kind { return flatten(view.children, container: container) }
            if case .gridRow = view.kind, !container.isGrid { return flatten(view.children, container: container) }
            return [view]
        }
    }

    /// Replaces the children, for views whose content depends on their size.
    func setChildren(_ views: [View]) throws {
        var environment = self.environment
        environment.stackAxis = nil
        children = try views.map { try LayoutNode($0, environment: environment, depth: depth + 1, budget: budget) }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = sizes[proposal] { return size }
        let size = layout.sizeThatFits(proposal, self)
        // Infinity is kept: a greedy view offered infinite space says so, and stacks measure
        // flexibility by it. Negative and NaN sizes mean nothing and become 0.
        let clean = Size(width: size.width.isNaN ? 0 : max(size.width, 0),
                         height: size.height.isNaN ? 0 : max(size.height, 0))
        sizes[proposal] = clean
        return clean
    }

    func dimensions(_ proposal: ProposedSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size, explicit: explicitGuides(size: size, proposal: proposal))
    }

    /// The guides this view sets itself, for the proposal it is sized with. Cached like
    /// sizes: a stack asks each child for its guides while its own are asked for, and
    /// without the cache nested stacks would ask exponentially often.
    func explicitGuides(size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        if let guides = guideCache[proposal] { return guides }
        let guides = layout.explicitAlignments(self, size: size, proposal: proposal)
        guideCache[proposal] = guides
        return guides
    }

    /// Places the view with its top-leading corner at `origin`, sized for `proposal`.
    func place(at origin: Point, proposal: ProposedSize) {
        let size = sizeThatFits(proposal).finite
        let bounds = Rect(origin: origin, size: size)
        frame = bounds
        placedProposal = proposal
        layout.placeChildren(self, in: bounds, proposal: proposal)
        if turnsDirection { children.forEach { $0.mirror(around: bounds.midX) } }
    }

    /// Flips the view and everything inside it horizontally. Source: Apple's
    /// `LayoutDirection` documentation, "SwiftUI horizontally flips the x position of each
    /// view within its parent": flipping every view within its parent is flipping the whole
    /// subtree once about the container where the direction turns. A view inside that turns
    /// the direction back was flipped once already about itself, and the two flips leave its
    /// content in the original order.
    private func mirror(around axis: Double) {
        if let frame { self.frame = Rect(x: 2 * axis - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) }
        children.forEach { $0.mirror(around: axis) }
    }

    /// A layout priority is a trait: modifiers that wrap a view pass on the view's.
    var layoutPriority: Double {
        if case .layoutPriority(let priority) = view.kind { return priority }
        if view.kind.isUnaryModifier, let child = children.first { return child.layoutPriority }
        return 0
    }

    var isSpacer: Bool {
        if case .spacer = view.kind { return true }
        if view.kind.isTransparentToStacks, let child = children.first { return child.isSpacer }
        return false
    }
}

extension ViewKind {
    var isContainer: Bool {
        switch self {
        case .stack, .zstack, .group, .scrollView, .grid, .viewThatFits, .custom, .gridContainer, .gridRow: true
        default: false
        }
    }

    var isGrid: Bool {
        if case .gridContainer = self { return true }
        return false
    }

    /// Modifiers whose single content is what their parent lays out.
    var isUnaryModifier: Bool {
        switch self {
        case .frame, .flexibleFrame, .padding, .background, .overlay, .safeAreaInset, .safeAreaPadding, .layoutPriority, .fixedSize, .aspectRatio,
             .offset, .position, .alignmentGuide, .environment, .visual, .preference, .onPreferenceChange, .ignoresSafeArea,
             .styleFill, .containerRelativeFrame, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes:
            true
        default:
            false
        }
    }

    /// Modifiers that leave their content a direct child of the stack (for Spacer's axis).
    var isTransparentToStacks: Bool {
        switch self {
        case .layoutPriority, .alignmentGuide, .environment, .visual, .group, .preference, .onPreferenceChange,
             .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes: true
        default: false
        }
    }
}

/// Limits that keep hostile trees from exhausting the machine: a note's example never
/// needs more views or deeper nesting than this.
final class LayoutBudget {
    static let maximumViews = 250_000
    static let maximumDepth = 2_000
    private(set) var views = 0

    func count(depth: Int) throws {
        views += 1
        if views > Self.maximumViews { throw LayoutError.tooManyViews(Self.maximumViews) }
        if depth > Self.maximumDepth { throw LayoutError.tooDeep(Self.maximumDepth) }
    }
}

public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case tooManyViews(Int)
    case tooDeep(Int)

    public var description: String {
        switch self {
        case .tooManyViews(let limit): "the view tree has more than \(limit) views"
        case .tooDeep(let limit): "the view tree nests deeper than \(limit) levels"
        }
    }
}
