/// A font as SwiftUI names it: a text style with iOS's sizes (`.body` 17, `.headline` 17
/// semibold, `.largeTitle` 34 …) or `.system(size:weight:)`, made bold or not.
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public var size: Double
    public var weight: Weight
    /// The text style's name (`body`), or nil for `.system(size:)`.
    public var style: String?

    public init(size: Double, weight: Weight = .regular, style: String? = nil) {
        self.size = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.style = style
    }

    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    /// iOS's text styles at the default (Large) Dynamic Type size.
    public static let styles: [String: Font] = [
        "largeTitle": Font(size: 34, style: "largeTitle"),
        "title": Font(size: 28, style: "title"),
        "title2": Font(size: 22, style: "title2"),
        "title3": Font(size: 20, style: "title3"),
        "headline": Font(size: 17, weight: .semibold, style: "headline"),
        "body": Font(size: 17, style: "body"),
        "callout": Font(size: 16, style: "callout"),
        "subheadline": Font(size: 15, style: "subheadline"),
        "footnote": Font(size: 13, style: "footnote"),
        "caption": Font(size: 12, style: "caption"),
        "caption2": Font(size: 11, style: "caption2"),
    ]

    public static let body = styles["body"]!
    public static let headline = styles["headline"]!
    public static let title = styles["title"]!
    public static let caption = styles["caption"]!
    public static let largeTitle = styles["largeTitle"]!

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    /// The font scaled by `factor`, as `minimumScaleFactor` shrinks text.
    func scaled(_ factor: Double) -> Font {
        var copy = self
        copy.size = size * factor
        return copy
    }

    /// SF Pro's vertical metrics, which Text's line height and baselines follow: ascender
    /// 0.952 em and descender 0.241 em, so a 17-point line is 20.29 points high.
    static let ascender = 0.952
    static let descender = 0.2412

    public var lineHeight: Double { size * (Self.ascender + Self.descender) }
    public var ascent: Double { size * Self.ascender }
}
