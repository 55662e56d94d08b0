/// An alignment guide's identity: one of SwiftUI's own (`leading`, `firstTextBaseline` …)
/// or a custom `AlignmentID` with the default value it computes from a view's dimensions.
public struct AlignmentID: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let axis: Axis
    let defaultValue: @Sendable (ViewDimensions) -> Double

    public init(name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }

    public static func == (left: AlignmentID, right: AlignmentID) -> Bool {
        left.name == right.name && left.axis == right.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(axis)
    }

    public var description: String { name }
}

/// Where views line up across a vertical stack: their leading edges, centres, trailing
/// edges, or a custom guide.
public struct HorizontalAlignment: Hashable, Sendable {
    public let id: AlignmentID

    public init(_ id: AlignmentID) { self.id = id }

    public static let leading = HorizontalAlignment(AlignmentID(name: "leading", axis: .horizontal) { _ in 0 })
    public static let center = HorizontalAlignment(AlignmentID(name: "center", axis: .horizontal) { $0.width / 2 })
    public static let trailing = HorizontalAlignment(AlignmentID(name: "trailing", axis: .horizontal) { $0.width })
}

/// Where views line up across a horizontal stack: tops, centres, bottoms, text baselines,
/// or a custom guide.
public struct VerticalAlignment: Hashable, Sendable {
    public let id: AlignmentID

    public init(_ id: AlignmentID) { self.id = id }

    public static let top = VerticalAlignment(AlignmentID(name: "top", axis: .vertical) { _ in 0 })
    public static let center = VerticalAlignment(AlignmentID(name: "center", axis: .vertical) { $0.height / 2 })
    public static let bottom = VerticalAlignment(AlignmentID(name: "bottom", axis: .vertical) { $0.height })
    /// A view without text has its baselines at its bottom.
    public static let firstTextBaseline = VerticalAlignment(
        AlignmentID(name: "firstTextBaseline", axis: .vertical) { $0.height })
    public static let lastTextBaseline = VerticalAlignment(
        AlignmentID(name: "lastTextBaseline", axis: .vertical) { $0.height })
}

/// An alignment in both directions, as frames, overlays and ZStacks take it.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
