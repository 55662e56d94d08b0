import Foundation
import SwiftSyntax

/// How a number reads inside a string literal's `\(…)`, which decides how wide a Text is.
///
/// A literal given to `Text` (or another view's title) is a `LocalizedStringKey`, whose
/// interpolation formats each number with a C format specifier: the default for `Double`
/// and `CGFloat` is `%lf` and for `Float` `%f`, both six digits after the point, so
/// `Text("\(speed)")` with `speed = 50.0` reads `50.000000`; `Int`'s `%lld` reads `3`.
/// `\(value, specifier: "%.2f")` gives the format. A plain `String` interpolation shows a
/// `Double` as Swift prints it: `50.0`.
/// Sources: Apple's documentation of `LocalizedStringKey.StringInterpolation`
/// (`appendInterpolation(_:)`: "convertible to a string by using a default format
/// specifier"; `appendInterpolation(_:specifier:)`: "like `%f` for a Double"), and SwiftUI's
/// interface as OpenSwiftUI restates it (`extension Double: _FormatSpecifiable` with
/// `_specifier` `"%lf"`, `Float` `"%f"`, `Int` `"%lld"`).
///
/// kb's numbers carry no Swift type, so a number is floating-point when it has a fraction,
/// or when the code says so: a float literal, a variable or property declared `Double`,
/// `CGFloat` or `Float` or set from a float literal, a conversion (`Double(x)`), a
/// geometry member (`proxy.size.width`), or arithmetic on any of these.
enum InterpolatedNumbers {
    static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float", "Float32", "Float64", "TimeInterval"]
    /// Views whose first argument, a string literal, is a `LocalizedStringKey` title:
    /// `Text(_:)`, `Button(_:action:)`, `Label(_:systemImage:)`, `Toggle(_:isOn:)`, ….
    static let titledViews: Set<String> = ["Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "Section", "Stepper",
                                           "Picker", "TextField", "SecureField", "DisclosureGroup", "Menu"]
    /// Members of CGSize, CGPoint and CGRect: CGFloat.
    static let geometryMembers: Set<String> = ["width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY"]

    /// Whether a declaration's binding holds a floating-point number: `var speed = 50.0`,
    /// `@State var value: Double = 0`, `let ratio: CGFloat?`.
    static func isFloating(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type {
            return floatingTypes.contains(type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
        }
        return binding.initializer.map { isFloatingLiteral($0.value) } ?? false
    }

    static func isFloatingLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isFloatingLiteral(prefix.expression) }
        return false
    }

    /// Whether `expression` is of a floating-point type, as far as the code shows.
    /// `globals`: the chapter's top-level variables.
    static func isFloating(_ expression: ExprSyntax, in environment: Environment, globals: [String: Reference]) -> Bool {
        func isFloating(_ expression: ExprSyntax) -> Bool { Self.isFloating(expression, in: environment, globals: globals) }
        if isFloatingLiteral(expression) { return true }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = environment.reference(name) { return local.holdsFloatingPoint }
            if let instance = environment.selfInstance, instance.fields[name] != nil || instance.type.floatingProperties.contains(name) {
                return instance.type.floatingProperties.contains(name)
            }
            return globals[name]?.holdsFloatingPoint ?? false
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return environment.selfInstance?.type.floatingProperties.contains(name) ?? false
            }
            return geometryMembers.contains(name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return floatingTypes.contains(name)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return isFloating(infix.leftOperand) || isFloating(infix.rightOperand)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFloating(only.expression)
        }
        return false
    }

    /// `number` as a `LocalizedStringKey` shows it with its type's default specifier.
    static func localized(_ number: Double, floating: Bool) -> String {
        guard floating || number != number.rounded(), number.isFinite else { return number.writtenOut }
        return String(format: "%f", number)
    }

    /// `number` as Swift prints it in a `String`: `50.0` for a Double, `50` for an Int.
    static func plain(_ number: Double, floating: Bool) -> String {
        floating ? String(number) : number.writtenOut
    }

    /// `number` formatted with a note's `specifier:` (`%.2f`, `%d`, `%5.1lf`); nil for a
    /// specifier kb does not read as one number's format, which then shows as without one.
    /// Only one conversion of a number is taken, so a format can never read an argument
    /// that is not there.
    static func formatted(_ number: Double, specifier: String) -> String? {
        let scalars = Array(specifier.unicodeScalars)
        var output = ""
        var index = 0
        var converted = false
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                output += "%"
                index += 2
                continue
            }
            guard !converted else { return nil }
            var cursor = index + 1
            var flags = ""
            while cursor < scalars.count, "-+ 0#".unicodeScalars.contains(scalars[cursor]) {
                flags.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            var width = ""
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]), width.count < 3 {
                width.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            var precision = ""
            if cursor < scalars.count, scalars[cursor] == "." {
                cursor += 1
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]), precision.count < 2 {
                    precision.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                precision = "." + (precision.isEmpty ? "0" : precision)
            }
            while cursor < scalars.count, "lhqLjzt".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            guard cursor < scalars.count else { return nil }
            let conversion = Character(scalars[cursor])
            switch conversion {
            case "f", "F", "e", "E", "g", "G":
                guard number.isFinite || conversion == "f" else { return nil }
                output += String(format: "%\(flags)\(width)\(precision)\(conversion)", number)
            case "d", "i", "u":
                guard number.isFinite, abs(number) < 9e18 else { return nil }
                output += String(format: "%\(flags)\(width)lld", Int64(number.rounded(.towardZero)))
            default:
                return nil
            }
            converted = true
            index = cursor + 1
        }
        return converted ? output : nil
    }
}
