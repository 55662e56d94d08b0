/// The FSRS-6 scheduler: given a card's schedule and an answer, the card's next schedule.
/// Pure functions of their inputs: the same review always gives the same result.
public struct Scheduler: Sendable {
    public let parameters: Parameters
    let model: MemoryModel

    public init(_ parameters: Parameters = .standard) {
        self.parameters = parameters
        model = MemoryModel(weights: parameters.weights)
    }

    /// The schedule after answering `rating` at `now`. `fuzzSeed` fixes the fuzz of a review
    /// interval (kb uses the card's id and review count), so a preview and the answer agree.
    public func review(_ schedule: CardSchedule, _ rating: Rating, at now: Instant, fuzzSeed: UInt64 = 0) -> CardSchedule {
        var next = schedule
        let elapsedDays = schedule.lastReview.map { now.days(since: $0) }
        next.memory = nextMemory(schedule, rating, elapsedDays: elapsedDays)
        let stability = next.memory!.stability
        let reviewDays = { model.interval(stability: stability, retention: parameters.desiredRetention,
                                          maximum: parameters.maximumInterval) }
        var interval: Interval

        switch schedule.state {
        case .learning, .relearning:
            let steps = schedule.state == .learning ? parameters.learningSteps : parameters.relearningSteps
            let step = schedule.step ?? 0
            if steps.isEmpty || (step >= steps.count && rating != .again) {
                (next.state, next.step, interval) = (.review, nil, .days(reviewDays()))
            } else {
                switch rating {
                case .again:
                    (next.step, interval) = (0, .seconds(steps[0]))
                case .hard:
                    if step == 0 {
                        interval = .seconds(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2)
                    } else {
                        interval = .seconds(steps[min(step, steps.count - 1)])
                    }
                case .good:
                    if step + 1 >= steps.count {
                        (next.state, next.step, interval) = (.review, nil, .days(reviewDays()))
                    } else {
                        (next.step, interval) = (step + 1, .seconds(steps[step + 1]))
                    }
                case .easy:
                    (next.state, next.step, interval) = (.review, nil, .days(reviewDays()))
                }
            }
        case .review:
            if rating == .again {
                next.lapseCount += 1
                if parameters.relearningSteps.isEmpty {
                    interval = .days(reviewDays())
                } else {
                    (next.state, next.step, interval) = (.relearning, 0, .seconds(parameters.relearningSteps[0]))
                }
            } else {
                interval = .days(reviewDays())
            }
        }

        if parameters.fuzz, next.state == .review, case .days(let days) = interval {
            interval = .days(Fuzz.apply(days: days, maximum: parameters.maximumInterval,
                                        unit: Fuzz.unit(seed: fuzzSeed)))
        }
        next.due = now.adding(seconds: interval.seconds)
        next.lastReview = now
        next.reviewCount += 1
        return next
    }

    /// The schedule each of the four answers would give: what kb shows next to each key.
    public func preview(_ schedule: CardSchedule, at now: Instant, fuzzSeed: UInt64 = 0) -> [Rating: CardSchedule] {
        Dictionary(uniqueKeysWithValues: Rating.allCases.map { ($0, review(schedule, $0, at: now, fuzzSeed: fuzzSeed)) })
    }

    /// The probability that the learner recalls the card at `now`; 0 for a new card.
    public func retrievability(_ schedule: CardSchedule, at now: Instant) -> Double {
        guard let memory = schedule.memory, let last = schedule.lastReview else { return 0 }
        return model.retrievability(elapsedDays: now.days(since: last), stability: memory.stability)
    }

    func nextMemory(_ schedule: CardSchedule, _ rating: Rating, elapsedDays: Int?) -> MemoryState {
        guard let memory = schedule.memory else {
            return MemoryState(stability: model.initialStability(rating), difficulty: model.initialDifficulty(rating))
        }
        let stability: Double
        if let elapsedDays, elapsedDays < 1 {
            stability = model.shortTermStability(memory.stability, rating)
        } else {
            let recall = model.retrievability(elapsedDays: elapsedDays ?? 0, stability: memory.stability)
            stability = model.nextStability(memory, retrievability: recall, rating)
        }
        return MemoryState(stability: stability, difficulty: model.nextDifficulty(memory.difficulty, rating))
    }

    enum Interval {
        case seconds(Double)
        case days(Int)

        var seconds: Double {
            switch self {
            case .seconds(let seconds): seconds
            case .days(let days): Double(days) * Instant.secondsPerDay
            }
        }
    }
}
