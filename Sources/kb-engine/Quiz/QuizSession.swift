import Flashcards
import Foundation
import KBCommandLine
import KnowledgeBase

/// One sitting of `kb quiz`: the cards still to show, the answers given (for undo), and
/// learning cards coming back within the sitting when their next step is near.
final class QuizSession {
    let store: KnowledgeStore
    let scheduler = Scheduler()

    /// The planned cards not shown yet.
    private var queue: [Card]
    /// Learning cards answered in this sitting whose next step falls within it, by due time.
    private var comingBack: [Card] = []
    private(set) var answers: [Answer] = []
    /// Cards another kb answered while this one showed them.
    private(set) var answeredElsewhere = 0
    /// The cards of this sitting, fixed at its start: what "card 3 of 20" counts.
    let plannedCount: Int
    /// Each planned card's place in the sitting, kept when a learning card comes back.
    private let ordinals: [Int64: Int]
    /// At most this many answers (`--limit`): learning cards coming back count too.
    let answerLimit: Int?

    init(store: KnowledgeStore, plan: QuizPlan, answerLimit: Int? = nil) {
        self.store = store
        queue = plan.cards
        plannedCount = plan.cards.count
        ordinals = Dictionary(plan.cards.enumerated().map { ($1.id, $0 + 1) }) { first, _ in first }
        self.answerLimit = answerLimit
    }

    /// The card to show: a learning card whose step has come, else the next planned card,
    /// else the learning card due soonest; nothing once the answer limit is reached.
    var current: Card? {
        if let answerLimit, answers.count >= answerLimit { return nil }
        let now = store.clock.now().timeIntervalSince1970
        if let first = comingBack.first, first.schedule.due.secondsSince1970 <= now { return first }
        return queue.first ?? comingBack.first
    }

    var remainingCount: Int { queue.count + comingBack.count }

    /// Planned cards this sitting is finished with: answered for good, or skipped.
    var doneCount: Int { plannedCount - queue.count - comingBack.count }

    /// Where `card` stands: "3/20", with " again" when it comes back after an answer.
    func position(of card: Card) -> String {
        let again = answers.contains { $0.card.id == card.id }
        return "\(ordinals[card.id] ?? 0)/\(plannedCount)" + (again ? " again" : "")
    }

    /// What each grade would schedule for `card`: "Good · 10m".
    func preview(_ card: Card) -> [(rating: Rating, interval: String)] {
        let now = Instant(secondsSince1970: store.clock.now().timeIntervalSince1970)
        let schedules = scheduler.preview(card.schedule, at: now, fuzzSeed: card.fuzzSeed)
        return Rating.allCases.map { ($0, IntervalText.describe(seconds: schedules[$0]!.interval)) }
    }

    /// Grades the current card and moves on. Returns the answer, or nil when another kb
    /// answered the card first (it is then dropped from this sitting).
    @discardableResult
    func grade(_ rating: Rating) throws -> Answer? {
        guard let card = current else { return nil }
        remove(card)
        guard let answer = try store.answer(card, rating, scheduler: scheduler) else {
            answeredElsewhere += 1
            return nil
        }
        answers.append(answer)
        let now = store.clock.now().timeIntervalSince1970
        if answer.card.schedule.state != .review, answer.card.schedule.due.secondsSince1970 - now <= KnowledgeStore.learnAhead {
            comingBack.append(answer.card)
            comingBack.sort { ($0.schedule.due, $0.id) < ($1.schedule.due, $1.id) }
        }
        return answer
    }

    /// Takes back the last answer and shows its card again. False when there is nothing
    /// to undo or the card was answered elsewhere since.
    func undo() throws -> Bool {
        guard let last = answers.popLast() else { return false }
        remove(last.card)
        guard let restored = try store.undo(last) else { return false }
        queue.insert(restored, at: 0)
        return true
    }

    /// Skips the current card for this sitting.
    func skip() {
        if let card = current { remove(card) }
    }

    private func remove(_ card: Card) {
        queue.removeAll { $0.id == card.id }
        comingBack.removeAll { $0.id == card.id }
    }

    func count(of rating: Rating) -> Int { answers.filter { $0.rating == rating }.count }

    /// "reviewed 3: Again 1 · Hard 0 · Good 2 · Easy 0".
    var summary: String {
        var text = "reviewed \(answers.count)"
        if !answers.isEmpty {
            text += ": " + Rating.allCases.map { "\($0.name) \(count(of: $0))" }.joined(separator: " · ")
        }
        if answeredElsewhere > 0 { text += " (\(answeredElsewhere) answered by another kb)" }
        return text
    }
}
