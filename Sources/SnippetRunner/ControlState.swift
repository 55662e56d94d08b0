import LayoutEngine

/// The state a control is shown in, read from what it is bound to: a stored property's
/// starting value (`$isOn`, `$amount`) or a constant binding (`.constant(true)`), as a
/// preview first shows it.
enum ControlState {
    static func number(_ value: Value?) -> Double? {
        switch value {
        case .binding(let reference)?: number(reference.value)
        case .member("constant", let arguments)?: number(arguments.first?.value)
        case let value?: value.number.flatMap { $0.isFinite ? $0 : nil }
        case nil: nil
        }
    }

    /// Where `value` sits in a slider's closed range (`0...10`, held as the half-open 0..<11
    /// of whole numbers), 0 to 1; of 0 to 1 without one; nil for a range of no width, or one
    /// whose bound the notes never give (`0...maxValue`).
    static func fraction(_ value: Value?, range: Value?) -> Double? {
        guard let number = number(value) else { return nil }
        var (low, high) = (0.0, 1.0)
        switch range {
        case .range(let a, let b)?: (low, high) = (Double(a), Double(b - 1))
        case nil: break
        default: return nil
        }
        guard high > low else { return nil }
        return min(max((number - low) / (high - low), 0), 1)
    }
}
