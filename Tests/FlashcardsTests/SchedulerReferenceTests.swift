import Testing
@testable import Flashcards

/// FSRS-6 against the reference implementation. Every expected value below is from
/// py-fsrs's own test suite, `tests/test_basic.py` in open-spaced-repetition/py-fsrs
/// (the version whose `DEFAULT_PARAMETERS` are the 21 FSRS-6 weights, decay 0.1542),
/// run with the same default scheduler: retention 0.9, steps 1m/10m, relearning 10m.
@Suite struct SchedulerReferenceTests {
    /// 2022-11-29 12:30 UTC, the start date of the reference tests.
    static let start = Instant(secondsSince1970: 1_669_725_000)
    let scheduler = Scheduler(Parameters.standard.withoutFuzz())

    /// py-fsrs `test_review_card`: each answer given when the card comes due; the days
    /// between review and due date are [0, 2, 11, 46, 163, 497, 0, 0, 2, 4, 7, 12, 20].
    @Test func intervalsOfAReviewHistoryMatchTheReference() {
        let ratings: [Rating] = [.good, .good, .good, .good, .good, .good, .again, .again, .good, .good, .good, .good, .good]
        var schedule = CardSchedule.new(due: Self.start)
        var now = Self.start
        var intervals: [Int] = []
        for rating in ratings {
            schedule = scheduler.review(schedule, rating, at: now)
            intervals.append(schedule.due.days(since: schedule.lastReview!))
            now = schedule.due
        }
        #expect(intervals == [0, 2, 11, 46, 163, 497, 0, 0, 2, 4, 7, 12, 20])
    }

    /// py-fsrs `test_memo_state`: reviews on days 0, 0, 1, 4, 12, 33, then Good the same
    /// day give stability 53.3825 and difficulty 6.3809 (to four places).
    @Test func memoryStateMatchesTheReference() {
        let ratings: [Rating] = [.again, .good, .good, .good, .good, .good]
        let gaps = [0, 0, 1, 3, 8, 21]
        var schedule = CardSchedule.new(due: Self.start)
        var now = Self.start
        for (rating, gap) in zip(ratings, gaps) {
            now = now.adding(days: gap)
            schedule = Scheduler().review(schedule, rating, at: now)
        }
        schedule = Scheduler().review(schedule, .good, at: now)
        #expect(rounded(schedule.memory!.stability) == 53.3825)
        #expect(rounded(schedule.memory!.difficulty) == 6.3809)
    }

    /// py-fsrs `test_repeated_correct_reviews`: ten Easy answers bring difficulty to 1.
    @Test func repeatedEasyAnswersReachTheLowestDifficulty() {
        var schedule = CardSchedule.new(due: Self.start)
        for microsecond in 0..<10 {
            schedule = scheduler.review(schedule, .easy, at: Self.start.adding(seconds: Double(microsecond) / 1e6))
        }
        #expect(schedule.memory!.difficulty == 1.0)
    }

    /// py-fsrs `test_good_learning_steps`, `test_again_learning_steps`,
    /// `test_hard_learning_steps`, `test_easy_learning_steps`: a new card answered Good
    /// waits 10 minutes at step 1, Again 1 minute, Hard 5.5 minutes (the mean of the two
    /// steps), Easy graduates to review for at least a day.
    @Test func learningStepsOfANewCard() {
        let new = CardSchedule.new(due: Self.start)
        let good = scheduler.review(new, .good, at: Self.start)
        #expect(good.state == .learning && good.step == 1 && good.interval == 600)
        let again = scheduler.review(new, .again, at: Self.start)
        #expect(again.state == .learning && again.step == 0 && again.interval == 60)
        let hard = scheduler.review(new, .hard, at: Self.start)
        #expect(hard.state == .learning && hard.step == 0 && hard.interval == 330)
        let easy = scheduler.review(new, .easy, at: Self.start)
        #expect(easy.state == .review && easy.step == nil && easy.interval == 8 * 86_400)
        let graduated = scheduler.review(good, .good, at: good.due)
        #expect(graduated.state == .review && graduated.interval >= 86_400)
    }

    /// py-fsrs `test_review_state`, `test_relearning`: a review card answered Again
    /// relearns for 10 minutes; Again there keeps it at step 0; Good returns it to review.
    @Test func aLapseRelearnsThenReturnsToReview() {
        var schedule = scheduler.review(CardSchedule.new(due: Self.start), .good, at: Self.start)
        schedule = scheduler.review(schedule, .good, at: schedule.due)
        schedule = scheduler.review(schedule, .good, at: schedule.due)
        #expect(schedule.state == .review)
        schedule = scheduler.review(schedule, .again, at: schedule.due)
        #expect(schedule.state == .relearning && schedule.step == 0 && schedule.interval == 600)
        #expect(schedule.lapseCount == 1)
        schedule = scheduler.review(schedule, .again, at: schedule.due)
        #expect(schedule.state == .relearning && schedule.step == 0 && schedule.interval == 600)
        schedule = scheduler.review(schedule, .good, at: schedule.due)
        #expect(schedule.state == .review && schedule.step == nil && schedule.interval >= 86_400)
    }

    /// py-fsrs `test_stability_lower_bound`: a thousand lapses a day apart never take
    /// stability below 0.001.
    @Test func stabilityNeverFallsBelowItsMinimum() {
        var schedule = CardSchedule.new(due: Self.start)
        for _ in 0..<1000 {
            schedule = Scheduler().review(schedule, .again, at: schedule.due.adding(days: 1))
            #expect(schedule.memory!.stability >= 0.001)
        }
    }

    func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
