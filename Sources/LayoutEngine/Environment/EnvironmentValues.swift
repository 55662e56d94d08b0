/// Values that flow down the view tree: `VStack { … }.font(.headline)` sets the font of
/// every Text inside.
public struct EnvironmentValues: Sendable {
    public var font: Font = .body
    public var lineLimit: Int?
    public var minimumScaleFactor: Double = 1
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: TruncationMode = .tail
    /// Points between the bottom of one line of a Text and the top of the next.
    public var lineSpacing: Double = 0
    public var foregroundColor: String?
    public var bold = false
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The axis of the stack a view is directly in: a Spacer grows along it.
    var stackAxis: Axis?
    /// Pixels a point on the canvas: text measures in whole pixels.
    var displayScale: Double = 3
    /// The canvas and its safe area, for `ignoresSafeArea`.
    var canvasSize = Size.zero
    var safeArea = EdgeInsets()
    /// What `safeAreaPadding` added to the safe area the views inside see.
    var addedSafeArea = EdgeInsets()

    mutating func addSafeArea(_ insets: EdgeInsets) {
        addedSafeArea.top += insets.top
        addedSafeArea.leading += insets.leading
        addedSafeArea.bottom += insets.bottom
        addedSafeArea.trailing += insets.trailing
    }

    public init() {}

    /// The font Text uses: the environment's, made bold by `.bold()`.
    var resolvedFont: Font { bold && font.weight.rawValue < Font.Weight.bold.rawValue ? font.bold() : font }

    /// The side the lines of a Text line up on: `.leading` is the right edge when the layout
    /// runs right to left (Apple's `TextAlignment.leading`: "Aligns the leading edge").
    var resolvedTextAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return multilineTextAlignment }
        switch multilineTextAlignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}

/// The direction a layout runs in. Apple's `LayoutDirection` documentation: "SwiftUI
/// horizontally flips the x position of each view within its parent, so layout
/// calculations automatically produce the desired effect for both modes".
public enum LayoutDirection: String, Sendable {
    case leftToRight, rightToLeft
}

/// How the lines of a multi-line Text line up with each other.
public enum TextAlignment: String, Sendable {
    case leading, center, trailing
}

/// Where a Text too long for its lines is cut, with a `…` in its place. Apple's
/// `Text.TruncationMode`: "head: Truncate at the beginning of the line. middle: Truncate
/// in the middle of the line. tail: Truncate at the end of the line."
public enum TruncationMode: String, Sendable {
    case head, middle, tail
}

/// A change a modifier makes to the environment.
public enum EnvironmentChange: Sendable {
    case font(Font)
    case lineLimit(Int?)
    case minimumScaleFactor(Double)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    case lineSpacing(Double)
    case foregroundColor(String)
    case bold
    case layoutDirection(LayoutDirection)

    func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .font(let font): environment.font = font
        case .lineLimit(let limit): environment.lineLimit = limit.map { max($0, 1) }
        case .minimumScaleFactor(let factor): environment.minimumScaleFactor = min(max(factor.isNaN ? 1 : factor, 0.01), 1)
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .truncationMode(let mode): environment.truncationMode = mode
        // "This value is always nonnegative" (Apple's `EnvironmentValues.lineSpacing`).
        case .lineSpacing(let spacing): environment.lineSpacing = spacing.isFinite ? max(spacing, 0) : 0
        case .foregroundColor(let color): environment.foregroundColor = color
        case .bold: environment.bold = true
        case .layoutDirection(let direction): environment.layoutDirection = direction
        }
    }
}
