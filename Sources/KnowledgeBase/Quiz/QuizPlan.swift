import Flashcards
import Foundation
import GRDB

/// The cards of one quiz: those due first, most overdue first, then new cards in the
/// order of the notes, up to the day's limit of new cards.
public struct QuizPlan: Sendable {
    public var due: [Card]
    public var new: [Card]
    /// New cards the day's limit held back.
    public var newHeldBack: Int
    /// When the next card comes due after now, if any.
    public var nextDue: Date?

    public var cards: [Card] { due + new }
}

/// Which cards a quiz takes.
public struct QuizOptions: Sendable {
    public var chapter: Int64?
    public var limit: Int?
    /// New cards a day, counting those already started today.
    public var newPerDay: Int

    public init(chapter: Int64? = nil, limit: Int? = nil, newPerDay: Int = 20) {
        self.chapter = chapter
        self.limit = limit
        self.newPerDay = newPerDay
    }
}

extension KnowledgeStore {
    /// A (re)learning card due within this many seconds is quizzed now: its step is short,
    /// and waiting minutes for it would end the sitting.
    public static let learnAhead: Double = 20 * 60

    public func quizPlan(_ options: QuizOptions) throws -> QuizPlan {
        let now = clock.now()
        let startOfDay = Calendar.current.startOfDay(for: now).timeIntervalSince1970
        return try read { db in
            let due = try Row.fetchAll(db, sql: """
                SELECT \(Card.columns) \(Card.from)
                WHERE k.suspended = 0 AND k.reviews > 0 \(Self.chapterFilter(options.chapter))
                    AND (k.due <= ? OR k.state != 'review' AND k.due <= ?)
                ORDER BY k.due, k.id
                """, arguments: [now.timeIntervalSince1970, now.timeIntervalSince1970 + Self.learnAhead])
                .map(Card.init(row:))
            let startedToday = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM reviews WHERE reviews_before = 0 AND reviewed_at >= ?
                """, arguments: [startOfDay]) ?? 0
            let newAllowed = max(0, options.newPerDay - startedToday)
            let newTotal = try Int.fetchOne(db, sql: """
                SELECT count(*) \(Card.from)
                WHERE k.suspended = 0 AND k.reviews = 0 \(Self.chapterFilter(options.chapter))
                """) ?? 0
            let new = try Row.fetchAll(db, sql: """
                SELECT \(Card.columns) \(Card.from)
                WHERE k.suspended = 0 AND k.reviews = 0 \(Self.chapterFilter(options.chapter))
                ORDER BY n.path, k.line, k.id LIMIT ?
                """, arguments: [newAllowed]).map(Card.init(row:))
            var plan = QuizPlan(due: due, new: new, newHeldBack: newTotal - new.count, nextDue: nil)
            if let limit = options.limit {
                plan.due = Array(plan.due.prefix(limit))
                plan.new = Array(plan.new.prefix(max(0, limit - plan.due.count)))
            }
            plan.nextDue = try Double.fetchOne(db, sql: """
                SELECT min(k.due) \(Card.from)
                WHERE k.suspended = 0 AND k.reviews > 0 AND k.due > ? \(Self.chapterFilter(options.chapter))
                """, arguments: [now.timeIntervalSince1970]).map(Date.init(timeIntervalSince1970:))
            return plan
        }
    }

    /// One card by id, suspended or not.
    public func card(id: Int64) throws -> Card? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT \(Card.columns) \(Card.from) WHERE k.id = ?", arguments: [id])
                .map(Card.init(row:))
        }
    }

    /// Cards of the chapter and the chapters under it, or all.
    static func chapterFilter(_ chapter: Int64?) -> String {
        chapter.map { "AND k.chapter_id IN \(chapterSubtree($0))" } ?? ""
    }
}
