/// A moment in time, in seconds since 1970-01-01 00:00 UTC. Flashcards keeps to the
/// standard library, so scheduling stays pure arithmetic that tests can replay exactly.
public struct Instant: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var secondsSince1970: Double

    public init(secondsSince1970: Double) { self.secondsSince1970 = secondsSince1970 }

    public static let secondsPerDay = 86_400.0

    /// Whole days from `earlier` to this instant, rounded down, as a calendar app counts
    /// elapsed days between two reviews.
    public func days(since earlier: Instant) -> Int {
        Int(((secondsSince1970 - earlier.secondsSince1970) / Self.secondsPerDay).rounded(.down))
    }

    public func adding(seconds: Double) -> Instant { Instant(secondsSince1970: secondsSince1970 + seconds) }
    public func adding(days: Int) -> Instant { adding(seconds: Double(days) * Self.secondsPerDay) }

    public static func < (left: Instant, right: Instant) -> Bool { left.secondsSince1970 < right.secondsSince1970 }

    public var description: String { "\(secondsSince1970)s" }
}
