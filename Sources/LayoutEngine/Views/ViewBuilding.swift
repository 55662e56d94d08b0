/// SwiftUI's spelling for building views: `.text("Hi").padding().background(.color("red"))`.
extension View {
    public static func text(_ string: String) -> View { View(.text(string)) }

    public static func color(_ name: String) -> View {
        View(.color(ColorValue.named[name] ?? ColorValue(name: name, red: 0.5, green: 0.5, blue: 0.5)))
    }

    public static func shape(_ shape: ShapeKind) -> View { View(.shape(shape)) }

    public static func image(systemName: String) -> View { View(.image(ImageContent(source: .system(systemName)))) }

    public static func image(_ name: String, size: Size) -> View {
        View(.image(ImageContent(source: .named(name, size: size))))
    }

    public static func spacer(minLength: Double? = nil) -> View { View(.spacer(minLength: minLength)) }
    public static let divider = View(.divider)
    public static let empty = View(.empty)

    public static func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [View]) -> View {
        View(.stack(.horizontal, alignment: alignment.id, spacing: spacing, lazy: false), children)
    }

    public static func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [View]) -> View {
        View(.stack(.vertical, alignment: alignment.id, spacing: spacing, lazy: false), children)
    }

    public static func zstack(alignment: Alignment = .center, _ children: [View]) -> View {
        View(.zstack(alignment), children)
    }

    public static func group(_ children: [View]) -> View { View(.group, children) }

    /// `Label(title, systemImage:)` in its default style: the icon, then the title, 8 apart,
    /// lined up on the title's first baseline.
    public static func label(_ title: String, systemImage: String) -> View {
        .hstack(alignment: .firstTextBaseline, spacing: 8, [.image(systemName: systemImage), .text(title)])
    }

    /// `Section(header:) { … }` in a list or lazy stack: the header, then the content.
    public static func section(header: View?, _ content: [View]) -> View {
        .group((header.map { [$0] } ?? []) + content)
    }

    public static func geometryReader(_ content: @escaping @Sendable (Size) -> View) -> View {
        View(.geometryReader(content))
    }

    // MARK: Modifiers

    func modified(_ kind: ViewKind, _ more: [View] = []) -> View { View(kind, [self] + more) }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> View {
        modified(.frame(width: width, height: height, alignment: alignment))
    }

    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> View {
        modified(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)))
    }

    /// SwiftUI's default padding is 16 points on iOS.
    public static let defaultPadding = 16.0

    public func padding(_ edges: Edges = .all, _ length: Double? = nil) -> View {
        modified(.padding(edges.insets(length ?? Self.defaultPadding)))
    }

    public func padding(_ length: Double) -> View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> View { modified(.padding(insets)) }

    public func background(_ view: View, alignment: Alignment = .center) -> View { modified(.background(alignment), [view]) }
    public func overlay(_ view: View, alignment: Alignment = .center) -> View { modified(.overlay(alignment), [view]) }
    public func safeAreaInset(_ edge: Edges, alignment: Alignment = .center, spacing: Double? = nil, _ content: View) -> View {
        modified(.safeAreaInset(edge, alignment, spacing: spacing), [content])
    }
    public func safeAreaPadding(_ insets: EdgeInsets) -> View { modified(.safeAreaPadding(insets)) }
    public func layoutPriority(_ priority: Double) -> View { modified(.layoutPriority(priority)) }
    public func gridCellColumns(_ count: Int) -> View { modified(.gridCellColumns(max(1, min(count, 1000)))) }
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> View { modified(.gridColumnAlignment(alignment)) }
    public func gridCellUnsizedAxes(_ axes: [Axis]) -> View { modified(.gridCellUnsizedAxes(axes)) }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> View {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> View {
        modified(.aspectRatio(ratio, contentMode))
    }

    public func scaledToFit() -> View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> View { aspectRatio(contentMode: .fill) }
    public func offset(x: Double = 0, y: Double = 0) -> View { modified(.offset(x: x, y: y)) }
    public func position(x: Double = 0, y: Double = 0) -> View { modified(.position(x: x, y: y)) }

    public func alignmentGuide(_ guide: HorizontalAlignment, _ value: @escaping @Sendable (ViewDimensions) -> Double) -> View {
        modified(.alignmentGuide(guide.id, value))
    }

    public func alignmentGuide(_ guide: VerticalAlignment, _ value: @escaping @Sendable (ViewDimensions) -> Double) -> View {
        modified(.alignmentGuide(guide.id, value))
    }

    public func font(_ font: Font) -> View { modified(.environment(.font(font))) }
    public func lineLimit(_ limit: Int?) -> View { modified(.environment(.lineLimit(limit))) }
    public func minimumScaleFactor(_ factor: Double) -> View { modified(.environment(.minimumScaleFactor(factor))) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> View {
        modified(.environment(.multilineTextAlignment(alignment)))
    }
    public func truncationMode(_ mode: TruncationMode) -> View { modified(.environment(.truncationMode(mode))) }
    /// `.lineSpacing(10)`: 10 points between the bottom of one line and the top of the next
    /// in every Text inside (Apple's documentation of `lineSpacing(_:)`).
    public func lineSpacing(_ spacing: Double) -> View { modified(.environment(.lineSpacing(spacing))) }
    public func foregroundColor(_ color: String) -> View { modified(.environment(.foregroundColor(color))) }
    public func bold() -> View { modified(.environment(.bold)) }
    /// `.environment(\.layoutDirection, .rightToLeft)`: the content is laid out mirrored.
    public func layoutDirection(_ direction: LayoutDirection) -> View { modified(.environment(.layoutDirection(direction))) }

    /// `Image(…).resizable()`: the image takes the size it is offered.
    public func resizable() -> View {
        guard case .image(var content) = kind else { return self }
        content.resizable = true
        return View(.image(content), children)
    }

    public func preference(_ key: PreferenceKey, _ value: Double) -> View { modified(.preference(key, value)) }

    public func onPreferenceChange(_ key: PreferenceKey, perform action: @escaping @Sendable (Double) -> Void) -> View {
        modified(.onPreferenceChange(key, action))
    }

    public func ignoresSafeArea(_ edges: Edges = .all) -> View { modified(.ignoresSafeArea(edges)) }

    /// This view as a ShapeStyle background, extending into the safe area on `edges`.
    public func styleFill(ignoringSafeArea edges: Edges = .all) -> View { modified(.styleFill(edges)) }

    public static func viewThatFits(in axes: [Axis] = [.horizontal, .vertical], _ children: [View]) -> View {
        View(.viewThatFits(axes), children)
    }

    public func containerRelativeFrame(_ axes: [Axis], count: Int = 1, span: Int = 1, spacing: Double = 0) -> View {
        modified(.containerRelativeFrame(axes, count: count, span: span, spacing: spacing))
    }

    public static func lazyVGrid(columns: [GridItem], spacing: Double? = nil, _ children: [View]) -> View {
        View(.grid(.vertical, items: columns, spacing: spacing), children)
    }

    public static func lazyHGrid(rows: [GridItem], spacing: Double? = nil, _ children: [View]) -> View {
        View(.grid(.horizontal, items: rows, spacing: spacing), children)
    }

    public static func lazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [View]) -> View {
        View(.stack(.vertical, alignment: alignment.id, spacing: spacing, lazy: true), children)
    }

    public static func lazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [View]) -> View {
        View(.stack(.horizontal, alignment: alignment.id, spacing: spacing, lazy: true), children)
    }

    public static func scrollView(_ axis: Axis = .vertical, _ content: [View]) -> View {
        View(.scrollView(axis), content)
    }

    public func visual(_ name: String, _ value: String? = nil) -> View {
        modified(.visual(VisualEffect(name: name, value: value)))
    }

    public func visual(_ effect: VisualEffect) -> View {
        modified(.visual(effect))
    }
}
