#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// FSRS-6's model of memory: how stability and difficulty start, and how each answer
/// changes them. The formulas are those of the FSRS reference implementations (py-fsrs 6,
/// fsrs-rs); `w` is the 21 weights.
struct MemoryModel: Sendable {
    let w: [Double]
    /// The forgetting curve's decay, -w20, and the factor that makes R(S, S) = 0.9.
    let decay: Double
    let factor: Double

    static let minimumStability = 0.001
    static let difficultyRange = 1.0...10.0

    init(weights: [Double]) {
        w = weights
        decay = -weights[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// The probability of recalling a card of `stability` after `elapsedDays`.
    func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    /// The interval, in whole days, after which recall falls to `retention`.
    func interval(stability: Double, retention: Double, maximum: Int) -> Int {
        let days = stability / factor * (pow(retention, 1 / decay) - 1)
        // Rounded half to even, as the reference implementation's Python round() does.
        let rounded = days.isFinite ? Int(days.rounded(.toNearestOrEven)) : maximum
        return min(max(rounded, 1), maximum)
    }

    func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating) -> Double {
        clamp(w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1)
    }

    /// Difficulty moves down for Good and Easy and up for Hard and Again, less the closer it
    /// is to 10, and reverts a little (w7) toward the difficulty of a first Easy. That target
    /// is taken clamped to 1…10, as in the py-fsrs version whose published test vectors
    /// (intervals and memory states) kb reproduces; py-fsrs has since tried it unclamped,
    /// which moves difficulty by about 0.005 per review.
    func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let delta = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        return clamp(w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped)
    }

    /// Stability after a review on the same day as the previous one.
    func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating >= .good { increase = max(increase, 1) }
        return max(stability * increase, Self.minimumStability)
    }

    /// Stability after a review `retrievability` into the forgetting curve.
    func nextStability(_ memory: MemoryState, retrievability: Double, _ rating: Rating) -> Double {
        let stability = rating == .again
            ? forgetStability(memory, retrievability: retrievability)
            : recallStability(memory, retrievability: retrievability, rating)
        return max(stability, Self.minimumStability)
    }

    func recallStability(_ memory: MemoryState, retrievability: Double, _ rating: Rating) -> Double {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        let (s, d) = (memory.stability, memory.difficulty)
        return s * (1 + exp(w[8]) * (11 - d) * pow(s, -w[9]) * (exp((1 - retrievability) * w[10]) - 1)
            * hardPenalty * easyBonus)
    }

    func forgetStability(_ memory: MemoryState, retrievability: Double) -> Double {
        let (s, d) = (memory.stability, memory.difficulty)
        let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp((1 - retrievability) * w[14])
        let shortTerm = s / exp(w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    func clamp(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }
}
