/// The layout of each kind of view.
enum LayoutFactory {
    static func layout(for kind: ViewKind) -> any Layout {
        switch kind {
        case .text: TextLayout()
        case .color, .shape: ShapeLayout()
        case .image(let content): ImageLayout(content: content)
        case .spacer(let minLength): SpacerLayout(minLength: minLength ?? 8)
        case .divider: DividerLayout()
        case .empty: EmptyLayout()
        case .placeholder(let name): PlaceholderLayout(name: name)
        case .control(let control): ControlLayout(control: control)
        case .stack(let axis, let alignment, let spacing, let lazy):
            lazy ? LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing)
                : StackLayout(axis: axis, alignment: alignment, spacing: spacing)
        case .grid(let axis, let items, let spacing): GridLayout(axis: axis, items: items, spacing: spacing)
        case .ignoresSafeArea(let edges), .styleFill(let edges): SafeAreaLayout(edges: edges)
        case .zstack(let alignment): ZStackLayout(alignment: alignment)
        case .group: StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.id, spacing: nil)
        case .geometryReader(let content): GeometryReaderLayout(content: content)
        case .scrollView(let axis): ScrollViewLayout(axis: axis)
        case .viewThatFits(let axes): ViewThatFitsLayout(axes: axes)
        case .custom(let rules): CustomLayout(rules: rules)
        case .gridContainer(let alignment, let horizontal, let vertical):
            GridContainerLayout(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
        case .gridRow: GridRowLayout()
        case .containerRelativeFrame(let axes, let count, let span, let spacing):
            ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing)
        case .frame(let width, let height, let alignment): FrameLayout(width: width, height: height, alignment: alignment)
        case .flexibleFrame(let limits): FlexibleFrameLayout(limits: limits)
        case .padding(let insets): PaddingLayout(insets: insets)
        // kb lays views out inside the safe area (a ScrollView too), so more safe area is
        // more space around the content, as padding is.
        case .safeAreaPadding(let insets): PaddingLayout(insets: insets)
        case .background(let alignment): BackgroundLayout(alignment: alignment)
        case .overlay(let alignment): BackgroundLayout(alignment: alignment)
        case .safeAreaInset(let edge, let alignment, let spacing): SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
        case .fixedSize(let horizontal, let vertical): FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let mode): AspectRatioLayout(ratio: ratio, mode: mode)
        case .offset(let x, let y): OffsetLayout(offset: Point(x: x, y: y))
        case .position(let x, let y): PositionLayout(position: Point(x: x, y: y))
        case .alignmentGuide(let id, let compute): AlignmentGuideLayout(id: id, compute: compute)
        case .layoutPriority, .environment, .visual, .preference, .onPreferenceChange, .gridCellColumns, .gridColumnAlignment,
             .gridCellUnsizedAxes:
            PassThroughLayout()
        }
    }
}
