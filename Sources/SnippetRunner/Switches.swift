import LayoutEngine
import SwiftSyntax

/// `switch` in a snippet: in a view builder (`switch type { case .one: viewOne … }`, which
/// SwiftUI's `ViewBuilder` accepts since Swift 5.3), in a function's statements, and as an
/// expression. A case matches by `==` on the subject's value (`.one`, `2`, `"a"`), by a
/// range (`case 0..<10`), or always (`default`, `_`, `let x`).
extension Interpreter {
    /// The case a `switch` takes, with the scope its statements run in; nil when none does.
    func chosenCase(_ switchExpr: SwitchExprSyntax, in environment: Environment) throws -> (SwitchCaseSyntax, Environment)? {
        let subject = try evaluate(switchExpr.subject, in: environment)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let scope = Environment(parent: environment)
            switch switchCase.label {
            case .default:
                return (switchCase, scope)
            case .case(let label):
                for item in label.caseItems where try matches(item.pattern, subject, binding: scope) {
                    if let clause = item.whereClause, try !condition(clause.condition, in: scope) { continue }
                    return (switchCase, scope)
                }
            }
        }
        return nil
    }

    /// Whether `pattern` matches `value`, defining in `scope` the names it binds.
    func matches(_ pattern: PatternSyntax, _ value: Value, binding scope: Environment) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let name = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(name.identifier.text, value)
            return true
        }
        if let bound = pattern.as(ValueBindingPatternSyntax.self) { return try matches(bound.pattern, value, binding: scope) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
        // A value that is one case of a SwiftUI enum with payloads (`AsyncImagePhase.empty`):
        // its case's name against the pattern's, which may bind a payload it does not have.
        if case .instance(let instance) = value, case .member(let name, _)? = instance.fields["case"] {
            let patternCase = expression.as(MemberAccessExprSyntax.self)
                ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            return patternCase?.declName.baseName.text == name
        }
        let expected = try evaluate(expression, in: scope)
        if case .range(let lower, let upper) = expected, let number = value.number {
            return Double(lower) <= number && number < Double(upper)
        }
        if case .bool(true) = try Operators.apply("==", value, expected) { return true }
        return false
    }

    /// The views of the case a `switch` in a view builder takes.
    func builderSwitch(_ switchExpr: SwitchExprSyntax, in environment: Environment) throws -> [View] {
        guard let (chosen, scope) = try chosenCase(switchExpr, in: environment) else { return [] }
        return try build(chosen.statements, in: scope)
    }

    /// The statements of the case a `switch` among a function's statements takes.
    func runSwitch(_ switchExpr: SwitchExprSyntax, in environment: Environment) throws -> Flow {
        guard let (chosen, scope) = try chosenCase(switchExpr, in: environment) else { return .normal }
        let flow = try run(chosen.statements, in: scope)
        // `break` ends the switch, not the loop around it.
        if case .broke = flow { return .normal }
        return flow
    }

    /// A `switch` used as a value (`let color = switch level { case 1: .red default: .gray }`):
    /// the value of the case it takes, or the views its statements make.
    func switchValue(_ switchExpr: SwitchExprSyntax, in environment: Environment) throws -> Value {
        guard let (chosen, scope) = try chosenCase(switchExpr, in: environment) else { return .none }
        if chosen.statements.count == 1, let only = chosen.statements.first {
            switch only.item {
            case .expr(let expression): return try evaluate(expression, in: scope)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return try returned.expression.map { try evaluate($0, in: scope) } ?? .none
                }
                if let expression = statement.as(ExpressionStmtSyntax.self) { return try evaluate(expression.expression, in: scope) }
            case .decl: break
            }
        }
        return .view(.group(try build(chosen.statements, in: scope)))
    }
}
