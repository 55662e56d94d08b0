/// How an HStack or VStack shared its length with one of its children: when it was offered
/// space (0 for the first), how flexible it was and its layout priority. A stack offers its
/// space to its highest layout priority first, and within a priority to its least flexible
/// child first (see `StackLayout`); kb asks learners which view that is.
public struct StackOffer: Sendable, Equatable {
    /// 0 for the child offered space first.
    public var position: Int
    /// How much its length can vary: its length for an infinite proposal minus its length
    /// for a zero one.
    public var flexibility: Double
    public var priority: Double

    public init(position: Int, flexibility: Double, priority: Double) {
        self.position = position
        self.flexibility = flexibility
        self.priority = priority
    }
}
