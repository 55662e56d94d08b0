import Testing
@testable import Flashcards

/// Scheduling cases the reference vectors do not reach: same-day reviews, long gaps, the
/// maximum interval, fuzz, and what each grade previews.
@Suite struct SchedulerEdgeCaseTests {
    static let start = Instant(secondsSince1970: 1_669_725_000)
    let plain = Scheduler(Parameters.standard.withoutFuzz())

    /// First answers set stability to w0…w3 and difficulty to w4 - e^(w5·(G-1)) + 1:
    /// Good → S 2.3065, D 6.4133 - e^(0.8334·2) + 1 = 2.1165… (clamped only below 1).
    @Test func firstAnswerSetsTheInitialMemory() {
        let good = plain.review(CardSchedule.new(due: Self.start), .good, at: Self.start)
        #expect(good.memory!.stability == 2.3065)
        #expect(abs(good.memory!.difficulty - 2.118_103_970_459_015_6) < 1e-12)
        let again = plain.review(CardSchedule.new(due: Self.start), .again, at: Self.start)
        #expect(again.memory!.stability == 0.212)
        #expect(again.memory!.difficulty == 6.4133)
    }

    /// Two answers within a day use the short-term formula: S · e^(w17·(G-3+w18)) · S^-w19,
    /// at least S for Good. 2.3065 · max(e^(0.5425·0.0912) · 2.3065^-0.0658, 1) = 2.3065.
    @Test func sameDayReviewsUseShortTermStability() {
        let first = plain.review(CardSchedule.new(due: Self.start), .good, at: Self.start)
        let second = plain.review(first, .good, at: Self.start.adding(seconds: 3_600))
        #expect(second.memory!.stability == 2.3065)
        let hard = plain.review(first, .hard, at: Self.start.adding(seconds: 3_600))
        #expect(hard.memory!.stability < 2.3065)
    }

    /// A card reviewed a year late has low retrievability, so Good grows stability far more
    /// than when it is answered on time.
    @Test func aLongGapGrowsStabilityMore() {
        var schedule = plain.review(CardSchedule.new(due: Self.start), .easy, at: Self.start)
        let onTime = plain.review(schedule, .good, at: schedule.due)
        schedule = plain.review(schedule, .good, at: schedule.due.adding(days: 365))
        #expect(plain.retrievability(onTime, at: onTime.lastReview!) == 1)
        #expect(schedule.memory!.stability > onTime.memory!.stability * 3)
    }

    @Test func intervalsNeverExceedTheMaximum() {
        var parameters = Parameters.standard
        parameters.maximumInterval = 100
        let capped = Scheduler(parameters)
        var schedule = CardSchedule.new(due: Self.start)
        for rating in [Rating.easy, .good, .easy, .good, .easy, .easy] {
            schedule = capped.review(schedule, rating, at: schedule.due, fuzzSeed: 7)
            #expect(schedule.due.days(since: schedule.lastReview!) <= 100)
        }
        // Fuzz only ever shortens a capped interval: 100 days fuzz within 95…100.
        #expect((95...100).contains(schedule.due.days(since: schedule.lastReview!)))
        schedule = Scheduler(parameters.withoutFuzz()).review(schedule, .easy, at: schedule.due)
        #expect(schedule.due.days(since: schedule.lastReview!) == 100)
        let huge = MemoryModel(weights: Parameters.fsrs6Weights).interval(stability: 1e12, retention: 0.9, maximum: 36_500)
        #expect(huge == 36_500)
    }

    /// The fuzz range of 30 days: delta = 1 + 0.15·4.5 + 0.1·13 + 0.05·10 = 3.475, so 27…33.
    @Test func fuzzStaysInTheReferenceRangeAndIsReproducible() {
        #expect(Fuzz.range(days: 30, maximum: 36_500) == 27...33)
        #expect(Fuzz.range(days: 3, maximum: 36_500) == 2...4)
        #expect(Fuzz.apply(days: 2, maximum: 36_500, unit: 0.99) == 2)
        let picked = Set((0..<200).map { Fuzz.apply(days: 30, maximum: 36_500, unit: Fuzz.unit(seed: UInt64($0))) })
        #expect(picked.isSubset(of: Set(27...34)))
        #expect(picked.count >= 6)
        #expect(Fuzz.unit(seed: 42) == Fuzz.unit(seed: 42))
        let fuzzy = Scheduler()
        let schedule = fuzzy.review(CardSchedule.new(due: Self.start), .easy, at: Self.start, fuzzSeed: 9)
        #expect(fuzzy.preview(CardSchedule.new(due: Self.start), at: Self.start, fuzzSeed: 9)[.easy] == schedule)
    }

    @Test func previewGivesEachGradeItsInterval() {
        let preview = plain.preview(CardSchedule.new(due: Self.start), at: Self.start)
        #expect(preview.mapValues { IntervalText.describe(seconds: $0.interval) }
                == [.again: "1m", .hard: "6m", .good: "10m", .easy: "8d"])
    }

    @Test func intervalsReadTheWayTheQuizShowsThem() {
        #expect(IntervalText.describe(seconds: 60) == "1m")
        #expect(IntervalText.describe(seconds: 330) == "6m")
        #expect(IntervalText.describe(seconds: 5 * 3600) == "5h")
        #expect(IntervalText.describe(seconds: 3 * 86_400) == "3d")
        #expect(IntervalText.describe(seconds: 46 * 86_400) == "1.5mo")
        #expect(IntervalText.describe(seconds: 497 * 86_400) == "1.4y")
    }

    @Test func answersAreReadFromNumbersAndWords() {
        #expect(Rating(answer: "3") == .good)
        #expect(Rating(answer: "Again") == .again)
        #expect(Rating(answer: "e") == .easy)
        #expect(Rating(answer: "5") == nil)
        #expect(Rating(answer: "") == nil)
    }
}
