/// The settings of the FSRS scheduler.
public struct Parameters: Sendable, Equatable {
    /// The 21 FSRS-6 model weights.
    public var weights: [Double]
    /// The probability of recall at which a review card comes due.
    public var desiredRetention: Double
    /// Waits between the learning steps of a new card, in seconds.
    public var learningSteps: [Double]
    /// Waits between the relearning steps of a forgotten card, in seconds.
    public var relearningSteps: [Double]
    /// The longest interval a review card gets, in days.
    public var maximumInterval: Int
    /// Whether review intervals are spread by a few percent, so that cards learnt together
    /// do not stay due together.
    public var fuzz: Bool

    /// FSRS-6's published default weights (py-fsrs 6 `DEFAULT_PARAMETERS`, the defaults of
    /// the FSRS reference implementations), trained on millions of reviews.
    public static let fsrs6Weights = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// kb's scheduler: FSRS-6 defaults, 90% retention, learning steps 1m and 10m, a
    /// relearning step of 10m, at most 36,500 days, with fuzz.
    public static let standard = Parameters(
        weights: fsrs6Weights, desiredRetention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
        maximumInterval: 36_500, fuzz: true)

    public init(weights: [Double], desiredRetention: Double, learningSteps: [Double], relearningSteps: [Double],
                maximumInterval: Int, fuzz: Bool) {
        precondition(weights.count == 21, "FSRS-6 has 21 weights")
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
    }

    public func withoutFuzz() -> Parameters {
        var copy = self
        copy.fuzz = false
        return copy
    }
}
