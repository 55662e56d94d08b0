/// Space on each side of a view: `padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))`.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// Which edges a modifier applies to.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]

    /// `amount` on these edges, nothing on the others.
    public func insets(_ amount: Double) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? amount : 0, leading: contains(.leading) ? amount : 0,
                   bottom: contains(.bottom) ? amount : 0, trailing: contains(.trailing) ? amount : 0)
    }
}
