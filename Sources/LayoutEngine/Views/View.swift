/// A description of a SwiftUI view: what it is and what it contains. SnippetRunner builds
/// these from a note's code; the engine lays them out. Modifiers are views too, wrapping
/// the view they modify (their first child), as in SwiftUI.
public struct View: Sendable {
    public var kind: ViewKind
    public var children: [View]

    public init(_ kind: ViewKind, _ children: [View] = []) {
        self.kind = kind
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

    // Modifiers: the first child is the modified view.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    /// The second child is drawn behind the first, proposed its size.
    case background(Alignment)
    /// The second child is drawn over the first, proposed its size.
    case overlay(Alignment)
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
    /// A grid of columns (`LazyVGrid`) or rows (`LazyHGrid`).
    case grid(Axis, items: [GridItem], spacing: Double?)
    /// A modifier that changes how a view is drawn, not its layout: `cornerRadius(8)`.
    case visual(VisualEffect)
}

/// A flexible frame's limits: `frame(minWidth:idealWidth:maxWidth:…)`.
public struct FlexibleFrame: Sendable, Hashable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    func limits(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// How `aspectRatio` and `scaledToFit`/`scaledToFill` size a view into its proposal.
public enum ContentMode: String, Sendable {
    case fit, fill
}

/// A colour, named as a note names it (`red`, `yellow`, `white(0.5)`).
public struct ColorValue: Sendable, Hashable {
    public var name: String
    public var red: Double, green: Double, blue: Double, opacity: Double

    public init(name: String, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = name
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    /// SwiftUI's system colours in light mode.
    public static let named: [String: ColorValue] = [
        "red": ColorValue(name: "red", red: 1, green: 0.231, blue: 0.188),
        "orange": ColorValue(name: "orange", red: 1, green: 0.584, blue: 0),
        "yellow": ColorValue(name: "yellow", red: 1, green: 0.8, blue: 0),
        "green": ColorValue(name: "green", red: 0.204, green: 0.78, blue: 0.349),
        "mint": ColorValue(name: "mint", red: 0, green: 0.78, blue: 0.745),
        "teal": ColorValue(name: "teal", red: 0.188, green: 0.69, blue: 0.78),
        "cyan": ColorValue(name: "cyan", red: 0.196, green: 0.678, blue: 0.902),
        "blue": ColorValue(name: "blue", red: 0, green: 0.478, blue: 1),
        "indigo": ColorValue(name: "indigo", red: 0.345, green: 0.337, blue: 0.839),
        "purple": ColorValue(name: "purple", red: 0.686, green: 0.322, blue: 0.871),
        "pink": ColorValue(name: "pink", red: 1, green: 0.176, blue: 0.333),
        "brown": ColorValue(name: "brown", red: 0.635, green: 0.518, blue: 0.369),
        "gray": ColorValue(name: "gray", red: 0.557, green: 0.557, blue: 0.576),
        "black": ColorValue(name: "black", red: 0, green: 0, blue: 0),
        "white": ColorValue(name: "white", red: 1, green: 1, blue: 1),
        "clear": ColorValue(name: "clear", red: 0, green: 0, blue: 0, opacity: 0),
        "primary": ColorValue(name: "primary", red: 0, green: 0, blue: 0),
        "secondary": ColorValue(name: "secondary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6),
        "accentColor": ColorValue(name: "accentColor", red: 0, green: 0.478, blue: 1),
    ]
}

public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// A custom `Shape` the snippet defines, by its name.
    case custom(String)

    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .custom(let name): name
        }
    }
}

/// What an Image shows and how it is sized.
public struct ImageContent: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// An SF Symbol, sized by the font.
        case system(String)
        /// An image from the app's assets, with its intrinsic size in points.
        case named(String, size: Size)
    }

    public var source: Source
    public var resizable = false

    public init(source: Source, resizable: Bool = false) {
        self.source = source
        self.resizable = resizable
    }

    public var label: String {
        switch source {
        case .system(let name), .named(let name, _): name
        }
    }
}

/// Controls, sized as iOS draws them by default.
public enum ControlKind: Sendable, Hashable {
    case button(String)
    case textField(String)
    case secureField(String)
    case toggle(String)
    case slider
    case stepper(String)
}

/// A drawing-only modifier and its argument, as the snippet wrote it.
public struct VisualEffect: Sendable, Hashable {
    public var name: String
    public var value: String?

    public init(name: String, value: String? = nil) {
        self.name = name
        self.value = value
    }
}

/// A PreferenceKey: its name, default value and how two values combine.
public struct PreferenceKey: Sendable {
    public var name: String
    public var defaultValue: Double
    public var reduce: @Sendable (_ value: Double, _ next: Double) -> Double

    public init(name: String, defaultValue: Double = 0,
                reduce: @escaping @Sendable (_ value: Double, _ next: Double) -> Double = { _, next in next }) {
        self.name = name
        self.defaultValue = defaultValue
        self.reduce = reduce
    }
}

/// A column of a LazyVGrid (a row of a LazyHGrid): `GridItem(.fixed(100))`,
/// `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public static func flexible(minimum: Double = 10, maximum: Double = .infinity) -> GridItem {
        GridItem(.flexible(minimum: minimum, maximum: maximum))
    }

    public static func adaptive(minimum: Double, maximum: Double = .infinity) -> GridItem {
        GridItem(.adaptive(minimum: minimum, maximum: maximum))
    }

    public static func fixed(_ size: Double) -> GridItem { GridItem(.fixed(size)) }
}
