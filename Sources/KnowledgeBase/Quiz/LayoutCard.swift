/// A card about a runnable example's layout: the code and a question on the front, the
/// engine's answer and picture on the back. Made with the example at import, and kept
/// like every card.
public struct LayoutCard: Sendable, Equatable {
    public var front: String
    public var back: String
    /// What makes it the same card from one import to the next: its code, its question and
    /// its answer, not its pictures, so that a picture kb draws better updates the card and
    /// keeps its reviews. (By default the whole text.)
    public var key: String

    public init(front: String, back: String, key: String? = nil) {
        self.front = front
        self.back = back
        self.key = key ?? front + "\u{1F}" + back
    }
}
