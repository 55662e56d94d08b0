import Foundation
import GRDB

/// How the learner's reviews stand: what is due, how much was done, how much is kept.
public struct ReviewStats: Equatable, Sendable, Codable {
    public struct Day: Equatable, Sendable, Codable {
        /// The local calendar day, `2026-11-22`.
        public var date: String
        public var reviews: Int
    }

    public var cards: Int
    public var suspended: Int
    public var new: Int
    /// Cards due by the end of today, not counting new ones.
    public var dueToday: Int
    /// Reviews on each of the last seven days, oldest first.
    public var reviewsPerDay: [Day]
    /// Of the answers to learnt cards (review state) in the last 30 days, the share that
    /// were not Again; nil when there were none.
    public var retention30Days: Double?
}

extension KnowledgeStore {
    public func reviewStats() throws -> ReviewStats {
        let now = clock.now()
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: now)
        let endOfToday = calendar.date(byAdding: .day, value: 1, to: today)!.timeIntervalSince1970
        let days = (0..<7).reversed().map { calendar.date(byAdding: .day, value: -$0, to: today)! }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = calendar.timeZone
        return try read { db in
            func count(_ sql: String, _ arguments: StatementArguments = []) throws -> Int {
                try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0
            }
            let perDay = try days.map { day in
                let end = calendar.date(byAdding: .day, value: 1, to: day)!
                return ReviewStats.Day(date: formatter.string(from: day), reviews: try count(
                    "SELECT count(*) FROM reviews WHERE reviewed_at >= ? AND reviewed_at < ?",
                    [day.timeIntervalSince1970, end.timeIntervalSince1970]))
            }
            let monthAgo = now.timeIntervalSince1970 - 30 * 86_400
            let learnt = try count("SELECT count(*) FROM reviews WHERE state_before = 'review' AND reviewed_at >= ?", [monthAgo])
            let kept = try count(
                "SELECT count(*) FROM reviews WHERE state_before = 'review' AND rating > 1 AND reviewed_at >= ?", [monthAgo])
            return ReviewStats(
                cards: try count("SELECT count(*) FROM cards"),
                suspended: try count("SELECT count(*) FROM cards WHERE suspended = 1"),
                new: try count("SELECT count(*) FROM cards WHERE suspended = 0 AND reviews = 0"),
                dueToday: try count("SELECT count(*) FROM cards WHERE suspended = 0 AND reviews > 0 AND due < ?", [endOfToday]),
                reviewsPerDay: perDay,
                retention30Days: learnt == 0 ? nil : Double(kept) / Double(learnt))
        }
    }
}
