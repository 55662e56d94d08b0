/// SwiftUI's `Angle` as notes use it: `.degrees(45)`, `.radians(.pi)`, `Angle(degrees:)`,
/// and arithmetic on them (`.degrees(45) + .degrees(10)`), kept in degrees.
enum Angles {
    static func degrees(_ value: Value) -> Double? {
        // `startAngle: .zero`
        if case .member("zero", let arguments) = value, arguments.isEmpty { return 0 }
        guard case .member(let unit, let arguments) = value, let amount = arguments.first?.value.number else { return nil }
        switch unit {
        case "degrees": return amount
        case "radians": return amount * 180 / .pi
        default: return nil
        }
    }

    /// `a + b`, `a - b` of two angles; `a * n`, `a / n` with `scaling`.
    static func apply(_ symbol: String, _ a: Double, _ b: Double, scaling: Bool = false) -> Value? {
        let result: Double
        switch (symbol, scaling) {
        case ("+", false): result = a + b
        case ("-", false): result = a - b
        case ("*", true): result = a * b
        case ("/", true) where b != 0: result = a / b
        case ("==", false): return .bool(a == b)
        default: return nil
        }
        return angle(result)
    }

    static func angle(_ degrees: Double) -> Value { .member("degrees", [Argument(label: nil, value: .number(degrees))]) }
}
