/// How much one rendering may write. The interpreter bounds a layout, but its bounds
/// multiply: ten thousand views each labelled with ten thousand bytes of text is a 100 MB
/// table. Each renderer (JSON, the frame table, SVG, a chapter's HTML page) stops adding
/// pieces once it has written `limit` bytes, and says in its own syntax how many it left
/// out. The piece that reaches the limit is written whole, so output ends on a boundary.
public struct OutputBudget: Sendable {
    /// 16 MB: thousands of times what any note's example renders to.
    public static let defaultLimit = 16 << 20

    public let limit: Int
    public private(set) var leftOut = 0

    public init(limit: Int = OutputBudget.defaultLimit) {
        self.limit = limit
    }

    /// Whether the next piece is written after the `written` bytes so far; when not, it
    /// is counted as left out.
    public mutating func admits(after written: Int) -> Bool {
        if written < limit { return true }
        leftOut += 1
        return false
    }

    /// Counts pieces left out without asking (the views under one left out).
    public mutating func leaveOut(_ count: Int) {
        leftOut += count
    }
}
