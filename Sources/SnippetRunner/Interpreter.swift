import Foundation
import LayoutEngine
import SwiftSyntax

/// Runs the SwiftUI subset study notes contain: expressions, statements, struct views,
/// modifiers and builders, turning them into LayoutEngine views. Limits on depth, steps,
/// time, loop lengths and allocations (Allocations.swift) end hostile code with a
/// diagnostic instead of a hang or a crash.
final class Interpreter: @unchecked Sendable {
    let scope: ChapterScope
    let converter: SourceLocationConverter
    var diagnostics: [Diagnostic] = []
    var placeholders: [String] = []
    /// @State storage that lives across layout passes, by type, property and occurrence.
    var stateStore: [String: Reference] = [:]
    var occurrences: [String: Int] = [:]
    /// The axis of the alignment guide whose closure is running: what `d[.center]` means.
    var guideAxis: Axis = .horizontal
    var depth = 0
    var steps = 0
    /// The bytes of strings and arrays made so far (Allocations.swift).
    var allocated = 0
    /// How long the snippet may run, and when that time is up: CPU time of the thread
    /// running it, so that a busy machine (other builds, other tests) does not stop a
    /// snippet that a quiet one runs, and an endless loop is stopped all the same.
    let timeLimit: Duration
    let deadline: Duration
    /// The view of the example a lone modifier edits (`Fragment.editedName`).
    var editedView: View?
    /// The first error a declared `Layout`'s code threw while the engine laid it out.
    var layoutFailure: RunError?
    /// The screen the example is drawn on: what `UIScreen.main.bounds` measures.
    var screen = Canvas.preview.size

    static let maximumDepth = 150
    static let maximumSteps = 200_000
    static let maximumItems = 10_000
    /// The clock is read every this many steps: often enough to stop within a few
    /// milliseconds of the deadline, rarely enough to cost nothing.
    static let stepsPerClockReading = 256

    /// Where the scopes closures capture are kept, to be emptied when the chapter is done.
    let captures: Captures

    init(scope: ChapterScope, converter: SourceLocationConverter, timeLimit: Duration, captures: Captures) {
        self.scope = scope
        self.converter = converter
        self.timeLimit = timeLimit
        self.captures = captures
        deadline = Self.threadTime() + timeLimit
        captures.add(self)
    }

    /// A closure written in the code, over the scope it is written in.
    func closure(_ syntax: ClosureExprSyntax, in environment: Environment) -> Value {
        captures.capture(environment)
        return .closure(Closure(syntax: syntax, environment: environment))
    }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    func error(_ node: some SyntaxProtocol, _ message: String) -> RunError { RunError(line: line(node), message: message) }

    func warn(_ node: some SyntaxProtocol, _ message: String) {
        let diagnostic = Diagnostic(line: line(node), message: message, severity: .warning)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Counts work and depth, so that runaway recursion and loops stop in time. Steps
    /// alone do not bound time: one step can lay out a long text or join long strings.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > Self.maximumSteps {
            throw error(node, "the code runs too long (over \(Self.maximumSteps) steps); is there an endless loop?")
        }
        if steps % Self.stepsPerClockReading == 0, Self.threadTime() >= deadline {
            throw error(node, "the code runs longer than kb gives one snippet (\(timeLimit.secondsText)); is there an endless loop?")
        }
    }

    /// The CPU time the running thread has used.
    static func threadTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw error(node, "the views nest deeper than \(Self.maximumDepth) levels; does a view contain itself?")
        }
        return try body()
    }

    /// Runs a snippet's top-level `let`s and `var`s into the chapter's globals.
    func defineGlobals(_ file: SourceFileSyntax) throws {
        for item in file.statements {
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
                  !ImplicitView.isComputed(variable) else { continue }
            let environment = Environment(parent: nil)
            try declare(DeclSyntax(variable), in: environment)
            for binding in variable.bindings {
                let name = binding.pattern.trimmedDescription
                if let reference = environment.reference(name) { scope.globals[name] = reference }
            }
        }
    }

    // MARK: Statements

    /// Runs statements as a function body: the value of `return`, or of a lone expression.
    func runBody(_ items: CodeBlockItemListSyntax, in environment: Environment) throws -> Value {
        if items.count == 1, let only = items.first, case .expr(let expression) = only.item {
            return try evaluate(expression, in: environment)
        }
        let local = Environment(parent: environment)
        if isBuilder(items) {
            let views = try build(items, in: local)
            return views.isEmpty ? .none : .view(.one(of: views))
        }
        if case .returned(let value) = try run(items, in: local) { return value }
        return .none
    }

    func run(_ items: CodeBlockItemListSyntax, in environment: Environment) throws -> Flow {
        for item in items {
            try step(item)
            let flow = try run(item.item, in: environment)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func run(_ item: CodeBlockItemSyntax.Item, in environment: Environment) throws -> Flow {
        switch item {
        case .decl(let decl):
            try declare(decl, in: environment)
        case .expr(let expression):
            if let ifExpr = expression.as(IfExprSyntax.self) { return try runIf(ifExpr, in: environment) }
            if let switchExpr = expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpr, in: environment) }
            _ = try evaluate(expression, in: environment)
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self) {
                return .returned(try returned.expression.map { try evaluate($0, in: environment) } ?? .none)
            }
            if let expression = statement.as(ExpressionStmtSyntax.self) {
                if let ifExpr = expression.expression.as(IfExprSyntax.self) { return try runIf(ifExpr, in: environment) }
                if let switchExpr = expression.expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpr, in: environment) }
                _ = try evaluate(expression.expression, in: environment)
            } else if let loop = statement.as(ForStmtSyntax.self) {
                return try runFor(loop, in: environment)
            } else if let loop = statement.as(RepeatStmtSyntax.self) {
                repeat {
                    let flow = try run(loop.body.statements, in: Environment(parent: environment))
                    if case .broke = flow { break }
                    if case .returned = flow { return flow }
                } while try condition(loop.condition, in: environment)
            } else if let loop = statement.as(WhileStmtSyntax.self) {
                while try conditions(loop.conditions, in: environment) {
                    let flow = try run(loop.body.statements, in: Environment(parent: environment))
                    if case .broke = flow { break }
                    if case .returned = flow { return flow }
                }
            } else if statement.is(BreakStmtSyntax.self) {
                return .broke
            } else if statement.is(ContinueStmtSyntax.self) {
                return .continued
            } else if let guardStmt = statement.as(GuardStmtSyntax.self) {
                if try !conditions(guardStmt.conditions, in: environment) {
                    return try run(guardStmt.body.statements, in: Environment(parent: environment))
                }
            }
        }
        return .normal
    }

    func runIf(_ ifExpr: IfExprSyntax, in environment: Environment) throws -> Flow {
        let branch = Environment(parent: environment)
        if try conditions(ifExpr.conditions, in: branch) {
            return try run(ifExpr.body.statements, in: branch)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next): return try runIf(next, in: environment)
        case .codeBlock(let block): return try run(block.statements, in: Environment(parent: environment))
        case nil: return .normal
        }
    }

    func runFor(_ loop: ForStmtSyntax, in environment: Environment) throws -> Flow {
        let sequence = try evaluate(loop.sequence, in: environment)
        let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
        // `for (index, subview) in subviews.enumerated()`: each element's parts by name.
        let parts = loop.pattern.as(TuplePatternSyntax.self)?.elements.map { $0.pattern.trimmedDescription }
        for element in try elements(of: sequence, at: loop.sequence) {
            let body = Environment(parent: environment)
            if let parts, case .array(let values) = element, values.count == parts.count {
                for (part, value) in zip(parts, values) where part != "_" { body.define(part, value) }
            } else {
                body.define(name, element)
            }
            if let clause = loop.whereClause, try !condition(clause.condition, in: body) { continue }
            let flow = try run(loop.body.statements, in: body)
            if case .broke = flow { break }
            if case .returned = flow { return flow }
        }
        return .normal
    }

    func conditions(_ list: ConditionElementListSyntax, in environment: Environment) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                if try !condition(expression, in: environment) { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let value = try binding.initializer.map { try evaluate($0.value, in: environment) }
                    ?? environment.reference(name)?.value ?? .none
                if case .none = value { return false }
                environment.define(name, value)
            default:
                throw error(element, "this kind of condition is not supported")
            }
        }
        return true
    }

    func condition(_ expression: ExprSyntax, in environment: Environment) throws -> Bool {
        switch try evaluate(expression, in: environment) {
        case .bool(let value):
            return value
        case .member, .type:
            // A flag of an app's model the notes never show (`viewModel.isRegistered`).
            warn(expression, "\(expression.trimmedDescription) comes from code the notes do not show: taken as false")
            return false
        default:
            throw error(expression, "a condition must be true or false")
        }
    }

    func declare(_ decl: DeclSyntax, in environment: Environment) throws {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                let value = try binding.initializer.map { try evaluate($0.value, in: environment) } ?? .none
                if let tuple = binding.pattern.as(TuplePatternSyntax.self), case .array(let values) = value {
                    for (element, item) in zip(tuple.elements, values) { environment.define(element.pattern.trimmedDescription, item) }
                } else {
                    environment.define(binding.pattern.trimmedDescription, value)
                    if InterpolatedNumbers.isFloating(binding) {
                        environment.reference(binding.pattern.trimmedDescription)?.holdsFloatingPoint = true
                    }
                }
            }
        } else {
            scope.declare(decl, converter: converter)
        }
    }

    /// The elements a `for` or `ForEach` goes over, at most `maximumItems` of them.
    func elements(of sequence: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch sequence {
        case .range(let low, let high):
            guard high - low <= Self.maximumItems else {
                throw error(node, "a loop over \(high - low) items is more than kb runs (\(Self.maximumItems))")
            }
            return low < high ? (low..<high).map { .number(Double($0)) } : []
        case .array(let values):
            guard values.count <= Self.maximumItems else {
                throw error(node, "a loop over \(values.count) items is more than kb runs (\(Self.maximumItems))")
            }
            return values
        case .type, .member:
            warn(node, "\(sequence.kindName) comes from code the notes do not show: nothing to loop over")
            return []
        case .none:
            // `private var years: [Date] { // (구현 생략) }`: a property whose code the note
            // leaves out gives no items.
            warn(node, "the collection's code is left out of the notes: nothing to loop over")
            return []
        default:
            throw error(node, "cannot loop over \(sequence.kindName)")
        }
    }
}

extension Duration {
    /// `2 s`, `0.5 s`: a time limit as a diagnostic states it.
    var secondsText: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
