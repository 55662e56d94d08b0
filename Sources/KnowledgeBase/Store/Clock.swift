import Foundation

/// Where kb reads the time: the system clock, or a fixed moment so that a quiz can be
/// scripted and tested ("what is due on 1 December?").
public struct Clock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = Clock { Date() }

    public static func fixed(_ date: Date) -> Clock { Clock { date } }
}
