/// A card's place in the schedule: its state, memory and when it is due. A new card is
/// learning at step 0 with no memory yet, due at once.
public struct CardSchedule: Sendable, Hashable, Codable {
    public var state: CardState
    /// The learning or relearning step; nil for a review card.
    public var step: Int?
    /// Nil until the first answer.
    public var memory: MemoryState?
    public var due: Instant
    public var lastReview: Instant?
    /// Answers so far, and how many of them forgot a learnt card.
    public var reviewCount: Int
    public var lapseCount: Int

    public init(state: CardState, step: Int?, memory: MemoryState?, due: Instant, lastReview: Instant?,
                reviewCount: Int, lapseCount: Int) {
        self.state = state
        self.step = step
        self.memory = memory
        self.due = due
        self.lastReview = lastReview
        self.reviewCount = reviewCount
        self.lapseCount = lapseCount
    }

    /// A card never answered, due at `due`.
    public static func new(due: Instant) -> CardSchedule {
        CardSchedule(state: .learning, step: 0, memory: nil, due: due, lastReview: nil, reviewCount: 0, lapseCount: 0)
    }

    public var isNew: Bool { reviewCount == 0 }

    /// Seconds from the last review to the due date: the interval this schedule set.
    public var interval: Double {
        due.secondsSince1970 - (lastReview ?? due).secondsSince1970
    }
}
