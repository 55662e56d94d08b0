/// What FSRS knows of the learner's memory of one card.
public struct MemoryState: Sendable, Hashable, Codable {
    /// Days until the probability of recall falls to 90%.
    public var stability: Double
    /// How hard the card is for this learner, from 1 to 10.
    public var difficulty: Double

    public init(stability: Double, difficulty: Double) {
        self.stability = stability
        self.difficulty = difficulty
    }
}
