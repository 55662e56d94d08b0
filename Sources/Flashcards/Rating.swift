/// How well the learner remembered a card, the four answers FSRS knows.
public enum Rating: Int, CaseIterable, Sendable, Codable, Comparable {
    /// Forgot it.
    case again = 1
    /// Remembered it with serious difficulty.
    case hard = 2
    /// Remembered it after a hesitation.
    case good = 3
    /// Remembered it at once.
    case easy = 4

    public var name: String {
        switch self {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }

    /// The rating a learner types: `1`–`4`, or its name in any case (`good`, `g`).
    public init?(answer: some StringProtocol) {
        let word = answer.lowercased()
        if let number = Int(word), let rating = Rating(rawValue: number) {
            self = rating
            return
        }
        guard let rating = Rating.allCases.first(where: { $0.name.lowercased() == word || $0.name.lowercased().first.map(String.init) == word })
        else { return nil }
        self = rating
    }

    public static func < (left: Rating, right: Rating) -> Bool { left.rawValue < right.rawValue }
}
