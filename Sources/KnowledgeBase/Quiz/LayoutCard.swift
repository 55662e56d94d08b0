/// A card about a runnable example's layout: the code and a question on the front, the
/// engine's answer and picture on the back. Made with the example at import, and kept
/// like every card: its identity is its text.
public struct LayoutCard: Sendable, Equatable {
    public var front: String
    public var back: String

    public init(front: String, back: String) {
        self.front = front
        self.back = back
    }
}
