import LayoutEngine
import SwiftSyntax

extension View {
    /// The views a builder made, as one view: the view itself when there is one, else their group.
    static func one(of views: [View]) -> View { views.count == 1 ? views[0] : .group(views) }
}

/// `@ViewBuilder` code: every view an expression statement makes is collected, `let`s are
/// declared, `if`/`else` picks the branch's views.
extension Interpreter {
    func buildViews(_ closure: Closure, _ values: [Value], at node: some SyntaxProtocol) throws -> [View] {
        if closure.native != nil { return [try viewValue(try invoke(closure, values, at: node), at: node)] }
        guard let syntax = closure.syntax else { return [] }
        return try nested(node) { try build(syntax.statements, in: closure.environment(calledWith: values)) }
    }

    func build(_ items: CodeBlockItemListSyntax, in environment: Environment) throws -> [View] {
        var views: [View] = []
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let decl):
                try declare(decl, in: environment)
            case .expr(let expression):
                views += try buildExpression(expression, in: environment)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) {
                    views += try buildExpression(expression.expression, in: environment)
                } else if let returned = statement.as(ReturnStmtSyntax.self), let value = returned.expression {
                    views.append(try viewValue(try evaluate(value, in: environment), at: value))
                    return views
                }
            }
        }
        return views
    }

    func buildExpression(_ expression: ExprSyntax, in environment: Environment) throws -> [View] {
        if let ifExpr = expression.as(IfExprSyntax.self) { return try builderIf(ifExpr, in: environment) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return try builderSwitch(switchExpr, in: environment) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            _ = try evaluate(expression, in: environment)
            return []
        }
        let value = try evaluate(expression, in: environment)
        switch value {
        case .view, .color, .array: return [try viewValue(value, at: expression)]
        case .instance(let instance) where instance.type.isView || instance.type.computedProperties["body"] != nil:
            return [try viewValue(value, at: expression)]
        default: return []  // a call made for its effect, not a view
        }
    }

    func builderIf(_ ifExpr: IfExprSyntax, in environment: Environment) throws -> [View] {
        let branch = Environment(parent: environment)
        if try conditions(ifExpr.conditions, in: branch) {
            return try build(ifExpr.body.statements, in: branch)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next): return try builderIf(next, in: environment)
        case .codeBlock(let block): return try build(block.statements, in: Environment(parent: environment))
        case nil: return []
        }
    }

    /// Whether statements read as a builder (views one after another) rather than as a
    /// function that returns a value.
    /// (A `return` inside an `if` or a `switch` makes a function too: `switch level { case
    /// 0: return 5 … }`.)
    func isBuilder(_ items: CodeBlockItemListSyntax) -> Bool {
        !items.contains { item in
            switch item.item {
            case .stmt(let statement):
                if statement.is(ReturnStmtSyntax.self) { return true }
                return statement.as(ExpressionStmtSyntax.self).map { !isBuilder(branches: $0.expression) } ?? false
            case .expr(let expression):
                return !isBuilder(branches: expression)
            case .decl:
                return false
            }
        }
    }

    /// Whether the branches of an `if` or a `switch` read as a builder; true for any other
    /// expression.
    private func isBuilder(branches expression: ExprSyntax) -> Bool {
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.cases.allSatisfy { element in
                guard case .switchCase(let switchCase) = element else { return true }
                return isBuilder(switchCase.statements)
            }
        }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            guard isBuilder(ifExpr.body.statements) else { return false }
            switch ifExpr.elseBody {
            case .ifExpr(let next): return isBuilder(branches: ExprSyntax(next))
            case .codeBlock(let block): return isBuilder(block.statements)
            case nil: return true
            }
        }
        return true
    }
}
