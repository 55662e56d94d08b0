/// A description of a SwiftUI view: what it is and what it contains. SnippetRunner builds
/// these from a note's code; the engine lays them out. Modifiers are views too, wrapping
/// the view they modify (their first child), as in SwiftUI.
public struct View: Sendable {
    public var kind: ViewKind
    public var children: [View]

    public init(_ kind: ViewKind, _ children: [View] = []) {
        // Every number a snippet gives the engine passes here.
        self.kind = kind.clamped
        self.children = children
    }
}

/// Every kind of view and modifier the engine lays out.
public enum ViewKind: Sendable {
    // Views that take no children.
    case text(String)
    case color(ColorValue)
    case shape(ShapeKind)
    case image(ImageContent)
    case spacer(minLength: Double?)
    case divider
    case empty
    /// A view the snippet names but no note defines, shown as a labelled box.
    case placeholder(String)
    /// A control with its intrinsic size: Button, TextField, Toggle …
    case control(ControlKind)

    // Containers.
    case stack(Axis, alignment: AlignmentID, spacing: Double?, lazy: Bool)
    case zstack(Alignment)
    /// Children that join their parent container, as `Group` and `ForEach` do.
    case group
    /// Content made from the reader's size.
    case geometryReader(@Sendable (Size) -> View)
    case scrollView(Axis)
    /// The first child that fits along these axes: `ViewThatFits(in:)`.
    case viewThatFits([Axis])
    /// A `Layout` a note declares, laying out its children by the note's own code.
    case custom(CustomLayoutRules)
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)` and its `GridRow`s.
    case gridContainer(Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    case gridRow
    /// `.gridCellColumns(n)`: the cell spans n columns of its grid.
    case gridCellColumns(Int)
    /// `.gridColumnAlignment(.trailing)`: the cells of the view's column line up so.
    case gridColumnAlignment(HorizontalAlignment)
    /// `.gridCellUnsizedAxes(.horizontal)`: along these axes the cell sizes no column or row.
    case gridCellUnsizedAxes([Axis])

    // Modifiers: the first child is the modified view.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    /// The second child is drawn behind the first, proposed its size.
    case background(Alignment)
    /// The second child is drawn over the first, proposed its size.
    case overlay(Alignment)
    /// `.safeAreaInset(edge:alignment:spacing:) { content }`: the content, the second child,
    /// beside the modified view at one edge.
    case safeAreaInset(Edges, Alignment, spacing: Double?)
    /// `.safeAreaPadding(.horizontal, 20)`: the safe area the content sees grows by these insets.
    case safeAreaPadding(EdgeInsets)
    case layoutPriority(Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, ContentMode)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case alignmentGuide(AlignmentID, @Sendable (ViewDimensions) -> Double)
    case environment(EnvironmentChange)
    /// Sets a preference's value for the views above: `preference(key:value:)`.
    case preference(PreferenceKey, Double)
    /// Hears the preference's value reduced over the content: `onPreferenceChange`. The
    /// engine calls `action` after a pass when the value changed, then lays out again.
    case onPreferenceChange(PreferenceKey, @Sendable (Double) -> Void)
    /// Lets the content extend into the safe area on these edges.
    case ignoresSafeArea(Edges)
    /// A ShapeStyle background (`.background(.red)`), which SwiftUI extends into the safe
    /// area on these edges: laid out as `ignoresSafeArea`, shown as the style alone.
    case styleFill(Edges)
    /// A share of the container's length along these axes: `containerRelativeFrame`.
    case containerRelativeFrame([Axis], count: Int, span: Int, spacing: Double)
    /// A grid of columns (`LazyVGrid`) or rows (`LazyHGrid`).
    case grid(Axis, items: [GridItem], spacing: Double?)
    /// A modifier that changes how a view is drawn, not its layout: `cornerRadius(8)`.
    case visual(VisualEffect)
}
