import Foundation

/// Due dates as the quiz prints them: local time to the minute, `2026-11-22 09:10`.
enum DueDate {
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
