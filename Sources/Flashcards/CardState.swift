/// Where a card is in FSRS's life cycle.
public enum CardState: String, Sendable, Codable, CaseIterable {
    /// New or being learnt: shown again after short learning steps (1 minute, 10 minutes).
    case learning
    /// Learnt: shown again after days, when its recall probability falls to the desired
    /// retention.
    case review
    /// Forgotten after being learnt: shown again after a short relearning step.
    case relearning
}
