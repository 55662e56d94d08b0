import Foundation
import LayoutEngine

/// Swift's arithmetic, comparison and range operators on snippet values.
enum Operators {
    static func apply(_ symbol: String, _ left: Value, _ right: Value) throws -> Value? {
        // `.pi / 2`: π written as an implicit member where a Double is expected.
        if case .member("pi", let arguments) = left, arguments.isEmpty { return try apply(symbol, .number(.pi), right) }
        if case .member("pi", let arguments) = right, arguments.isEmpty { return try apply(symbol, left, .number(.pi)) }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            switch symbol {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(b == 0 ? (a == 0 ? .nan : (a < 0 ? -Double.infinity : .infinity)) : a / b)
            case "%": return .number(b == 0 ? .nan : a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "..<": return .range(a.wholeNumber, b.wholeNumber)
            case "...": return .range(a.wholeNumber, b.wholeNumber + 1)
            default: return nil
            }
        case (.string(let a), .string(let b)):
            switch symbol {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case (.bool(let a), .bool(let b)):
            switch symbol {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case (.array(let a), .array(let b)) where symbol == "+":
            return .array(a + b)
        case (.size(let size), .number(let factor)) where symbol == "*":
            return .size(Size(width: size.width * factor, height: size.height * factor))
        case (.view(let a), .view(let b)) where symbol == "+":
            return TextConcatenation.join(a, b).map { .view($0) }
        case (.member, .member) where Angles.degrees(left) != nil && Angles.degrees(right) != nil:
            return Angles.apply(symbol, Angles.degrees(left)!, Angles.degrees(right)!)
        case (.member, .number(let factor)) where Angles.degrees(left) != nil:
            return Angles.apply(symbol, Angles.degrees(left)!, factor, scaling: true)
        case (.member(let a, _), .member(let b, _)):
            switch symbol {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case (.none, _), (_, .none):
            switch symbol {
            case "==": return .bool(isNone(left) && isNone(right))
            case "!=": return .bool(!(isNone(left) && isNone(right)))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A range's bound the notes never give (`cardCount`, `emojis.count`): a name, or a
    /// member of one, that holds no value. (`.degrees(90)` is a member too, and a value.)
    static func isUnknownBound(_ value: Value) -> Bool {
        switch value {
        case .type: true
        case .member: Angles.degrees(value) == nil
        default: false
        }
    }

    static func isNone(_ value: Value) -> Bool {
        if case .none = value { return true }
        return false
    }
}
