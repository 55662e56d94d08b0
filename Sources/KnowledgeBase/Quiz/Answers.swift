import Flashcards
import Foundation
import GRDB

/// One answer given in a quiz, as stored: enough to undo it.
public struct Answer: Sendable, Equatable {
    public var reviewID: Int64
    public var card: Card
    public var rating: Rating
}

extension KnowledgeStore {
    /// Records `rating` for `card` and reschedules it, in one transaction, before the quiz
    /// goes on: an answer given is never lost. When another kb answered the card first,
    /// the card as it is now is returned and nothing is written.
    public func answer(_ card: Card, _ rating: Rating, scheduler: Scheduler = Scheduler()) throws -> Answer? {
        let now = Instant(clock.now())
        let next = scheduler.review(card.schedule, rating, at: now, fuzzSeed: card.fuzzSeed)
        return try write { db -> Answer? in
            let before = card.schedule
            try db.execute(sql: """
                UPDATE cards SET state = ?, step = ?, stability = ?, difficulty = ?, due = ?, last_review = ?,
                    reviews = ?, lapses = ?
                WHERE id = ? AND reviews = ?
                """, arguments: [next.state.rawValue, next.step, next.memory?.stability, next.memory?.difficulty,
                                 next.due.secondsSince1970, now.secondsSince1970, next.reviewCount, next.lapseCount,
                                 card.id, before.reviewCount])
            guard db.changesCount == 1 else { return nil }
            try db.execute(sql: """
                INSERT INTO reviews (card_id, reviewed_at, rating, state_before, step_before, stability_before,
                    difficulty_before, due_before, last_review_before, reviews_before, lapses_before,
                    state_after, step_after, stability_after, difficulty_after, due_after)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [card.id, now.secondsSince1970, rating.rawValue, before.state.rawValue, before.step,
                                 before.memory?.stability, before.memory?.difficulty, before.due.secondsSince1970,
                                 before.lastReview?.secondsSince1970, before.reviewCount, before.lapseCount,
                                 next.state.rawValue, next.step, next.memory?.stability, next.memory?.difficulty,
                                 next.due.secondsSince1970])
            var answered = card
            answered.schedule = next
            return Answer(reviewID: db.lastInsertedRowID, card: answered, rating: rating)
        }
    }

    /// Takes back an answer: the card's schedule returns to what it was before, and the
    /// answer leaves the review log. Returns the card as it is again, or nil when the card
    /// has been answered since (by another kb), in which case nothing changes.
    public func undo(_ answer: Answer) throws -> Card? {
        try write { db -> Card? in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM reviews WHERE id = ?", arguments: [answer.reviewID])
            else { return nil }
            try db.execute(sql: """
                UPDATE cards SET state = ?, step = ?, stability = ?, difficulty = ?, due = ?, last_review = ?,
                    reviews = ?, lapses = ?
                WHERE id = ? AND reviews = ?
                """, arguments: [row["state_before"], row["step_before"], row["stability_before"],
                                 row["difficulty_before"], row["due_before"], row["last_review_before"],
                                 row["reviews_before"], row["lapses_before"], answer.card.id,
                                 answer.card.schedule.reviewCount])
            guard db.changesCount == 1 else { return nil }
            try db.execute(sql: "DELETE FROM reviews WHERE id = ?", arguments: [answer.reviewID])
            return try Row.fetchOne(db, sql: "SELECT \(Card.columns) \(Card.from) WHERE k.id = ?",
                                    arguments: [answer.card.id]).map(Card.init(row:))
        }
    }
}
