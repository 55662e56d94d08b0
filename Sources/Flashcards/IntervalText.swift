/// An interval as the quiz shows it next to a grade: `1m`, `10m`, `5h`, `3d`, `2.1mo`, `1.4y`.
public enum IntervalText {
    public static func describe(seconds: Double) -> String {
        let minutes = seconds / 60
        if minutes < 59.5 { return "\(max(1, Int(minutes.rounded())))m" }
        let hours = minutes / 60
        if hours < 23.5 { return "\(Int(hours.rounded()))h" }
        let days = hours / 24
        if days < 30.5 { return "\(Int(days.rounded()))d" }
        if days < 365 { return "\(oneDecimal(days / 30.4375))mo" }
        return "\(oneDecimal(days / 365.25))y"
    }

    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
