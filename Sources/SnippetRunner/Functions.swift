import Foundation
import LayoutEngine

/// The free functions and conversions notes use: `min`, `max`, `floor`, `CGFloat(x)` …
enum Functions {
    /// Types of Foundation and Swift notes call that make no view: `Task { … }`,
    /// `NSPredicate(format:)`, `SortDescriptor(\.name)`.
    static let nonViewTypes: Set<String> = [
        "Task", "NSPredicate", "SortDescriptor", "NSSortDescriptor", "FetchDescriptor", "DispatchQueue", "URL", "URLRequest",
        "UUID", "JSONDecoder", "JSONEncoder", "DateFormatter", "NumberFormatter", "Timer", "NotificationCenter", "Calendar",
    ]

    static func call(_ name: String, _ values: [Value]) throws -> Value? {
        let numbers = values.compactMap(\.number)
        switch name {
        case "min" where numbers.count == values.count && !numbers.isEmpty: return .number(numbers.min()!)
        case "max" where numbers.count == values.count && !numbers.isEmpty: return .number(numbers.max()!)
        case "floor": return numbers.first.map { .number(Foundation.floor($0)) }
        case "ceil": return numbers.first.map { .number(Foundation.ceil($0)) }
        case "round": return numbers.first.map { .number($0.rounded()) }
        case "abs": return numbers.first.map { .number(Swift.abs($0)) }
        case "sqrt": return numbers.first.map { .number($0.squareRoot()) }
        // A radial layout places its subviews with trigonometry.
        case "sin": return numbers.first.map { .number(Foundation.sin($0)) }
        case "cos": return numbers.first.map { .number(Foundation.cos($0)) }
        case "tan": return numbers.first.map { .number(Foundation.tan($0)) }
        case "atan2" where numbers.count == 2: return .number(Foundation.atan2(numbers[0], numbers[1]))
        case "pow" where numbers.count == 2: return .number(Foundation.pow(numbers[0], numbers[1]))
        case "CGFloat", "Double", "Float":
            if case .string(let text)? = values.first { return Double(text).map { .number($0) } ?? Value.none }
            return numbers.first.map { .number($0) }
        case "Int":
            if case .string(let text)? = values.first { return Int(text).map { .number(Double($0)) } ?? Value.none }
            return numbers.first.map { .number($0.isFinite ? $0.rounded(.towardZero) : 0) }
        case "String": return values.first.map { value in
            if case .string = value { return value }
            return .string(value.number.map(\.writtenOut) ?? "")
        }
        case "print", "debugPrint", "assert", "precondition": return Value.none
        case _ where nonViewTypes.contains(name): return .type(name)
        default: return nil
        }
    }
}
