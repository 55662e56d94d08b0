import Foundation
import LayoutEngine
import SwiftSyntax

extension Interpreter {
    func evaluate(_ expression: ExprSyntax, in environment: Environment) throws -> Value {
        try step(expression)
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return .number(Double(literal.literal.text.filter { $0 != "_" }) ?? 0)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return .number(Double(literal.literal.text.filter { $0 != "_" }) ?? 0)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return try bounded(.string(try string(literal, in: environment)), at: literal)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try evaluate($0.expression, in: environment) })
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            let values = try tuple.elements.map { try evaluate($0.expression, in: environment) }
            return values.count == 1 ? values[0] : .array(values)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try lookup(reference, in: environment) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try memberAccess(member, in: environment) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, in: environment) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, in: environment) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return try condition(ternary.condition, in: environment)
                ? evaluate(ternary.thenExpression, in: environment) : evaluate(ternary.elseExpression, in: environment)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = try evaluate(prefix.expression, in: environment)
            switch (prefix.operator.text, value) {
            case ("-", .number(let number)): return .number(-number)
            case ("!", .bool(let flag)): return .bool(!flag)
            // `!userManager.isUserNameValid()`: a model's value the notes never show counts as
            // false where a condition reads it, so its negation is true.
            case ("!", .member):
                warn(prefix, "\(prefix.expression.trimmedDescription) comes from code the notes do not show: taken as false")
                return .bool(true)
            case ("$", _): return value
            // `in: ...Date()`, `..<limit`: a range from nothing up to its bound, which a
            // picker's or a slider's range is; what lies in it is no part of the layout.
            case (let range, _) where ["...", "..<"].contains(range) && Self.boundsARange(value, prefix.expression):
                return .type(prefix.trimmedDescription)
            default: throw error(prefix, "cannot apply \(prefix.operator.text) to \(value.kindName)")
            }
        }
        // `in: Date.now...`: a range from its bound on, which a date picker's range is (The
        // Swift Programming Language, "One-Sided Ranges"); what lies in it is no part of the
        // layout.
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            _ = try evaluate(postfix.expression, in: environment)
            return .type(postfix.trimmedDescription)
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return self.closure(closure, in: environment) }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            return .view(.group(try builderIf(ifExpr, in: environment)))
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return try switchValue(switchExpr, in: environment) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return try evaluate(unwrap.expression, in: environment) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return try evaluate(optional.expression, in: environment) }
        if let asExpr = expression.as(AsExprSyntax.self) { return try evaluate(asExpr.expression, in: environment) }
        if let inout_ = expression.as(InOutExprSyntax.self) { return try evaluate(inout_.expression, in: environment) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return try subscriptValue(subscriptCall, in: environment) }
        if let keyPath = expression.as(KeyPathExprSyntax.self) { return .string(keyPath.trimmedDescription) }
        // `Set<String>()`, `Array<Int>()`: a collection type, which a call makes empty. A set
        // is kept as an array: a layout example reads whether it is empty and what it holds.
        if let generic = expression.as(GenericSpecializationExprSyntax.self),
           let base = generic.expression.as(DeclReferenceExprSyntax.self), ["Set", "Array"].contains(base.baseName.text),
           let element = generic.genericArgumentClause.arguments.first {
            return .array([.type(element.argument.trimmedDescription)])
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return .string(macro.trimmedDescription) }
        if let assignment = expression.as(SequenceExprSyntax.self) {
            throw error(assignment, "this expression could not be read")
        }
        if expression.is(EditorPlaceholderExprSyntax.self) {
            warn(expression, "a placeholder in the code stands for nothing")
            return .view(.empty)
        }
        throw error(expression, "kb cannot run `\(expression.trimmedDescription.prefix(40))` yet")
    }

    /// A string literal's text. `localized`: the literal is a view's title, a
    /// `LocalizedStringKey`, whose numbers read as `InterpolatedNumbers` says.
    func string(_ literal: StringLiteralExprSyntax, in environment: Environment, localized: Bool = false) throws -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece): text += piece.content.text
            case .expressionSegment(let interpolation):
                guard text.utf8.count <= Self.maximumStringBytes, let first = interpolation.expressions.first else { continue }
                text += try interpolated(first.expression, specifier: interpolation.expressions.first { $0.label?.text == "specifier" },
                                         localized: localized, in: environment)
            }
        }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
    }

    /// One `\(…)` of a string literal: `\(count)`, `\(speed, specifier: "%.1f")`.
    func interpolated(_ expression: ExprSyntax, specifier: LabeledExprSyntax?, localized: Bool,
                      in environment: Environment) throws -> String {
        let value = try evaluate(expression, in: environment)
        guard case .number(let number) = value else { return describe(value) }
        if let specifier, case .string(let format) = try evaluate(specifier.expression, in: environment),
           let text = InterpolatedNumbers.formatted(number, specifier: format) {
            return text
        }
        let floating = InterpolatedNumbers.isFloating(expression, in: environment, globals: scope.globals)
        return localized ? InterpolatedNumbers.localized(number, floating: floating) : InterpolatedNumbers.plain(number, floating: floating)
    }

    /// A value in string interpolation: `\(count)`.
    func describe(_ value: Value) -> String {
        switch value {
        case .number(let number): number.writtenOut
        case .string(let text): text
        case .bool(let flag): String(flag)
        case .member(let name, _): name
        case .array(let values): "[" + described(values) + "]"
        default: value.kindName
        }
    }

    /// The elements of an array as interpolation shows them, no longer than kb makes a
    /// string: ten thousand long strings would otherwise make a gigabyte.
    func described(_ values: [Value]) -> String {
        var text = ""
        for (index, value) in values.enumerated() {
            if text.utf8.count > Self.maximumStringBytes { break }
            text += (index == 0 ? "" : ", ") + describe(value)
        }
        return text
    }

    func lookup(_ reference: DeclReferenceExprSyntax, in environment: Environment) throws -> Value {
        let name = reference.baseName.text
        if name == "..." || name == "…" {
            warn(reference, "`...` stands for code the note leaves out: shown as nothing")
            return .view(.empty)
        }
        if name.hasPrefix("$") {
            let stored = String(name.dropFirst())
            if let instance = environment.selfInstance, instance.fields[stored] != nil {
                return .binding(fieldReference(instance, stored))
            }
            if let local = environment.reference(stored) { return .binding(local) }
            // (`@State var amount = 0` above `Slider(value: $amount, …)` at the snippet's top
            // level, as notes show a control with the state it binds.)
            if let global = scope.globals[stored] { return .binding(global) }
        }
        if let local = environment.reference(name) { return local.value }
        if name == Fragment.editedName, let editedView { return .view(editedView) }
        if name == "self" {
            if let instance = environment.selfInstance { return .instance(instance) }
            if let view = environment.selfView { return .view(view) }
        }
        if let instance = environment.selfInstance, let value = try member(name, of: instance, at: reference) { return value }
        if let global = scope.globals[name] { return global.value }
        return .type(name)
    }

    /// A reference that reads and writes an instance's field (an @State's storage).
    func fieldReference(_ instance: Instance, _ name: String) -> Reference {
        if case .binding(let reference) = instance.fields[name] { return reference }
        let reference = Reference(instance.fields[name] ?? .none)
        instance.fields[name] = .binding(reference)
        return reference
    }

    /// A stored field, computed property, or (for `View` types) nothing: `body` is not a
    /// field.
    func member(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        if let field = instance.fields[name] {
            if case .binding(let reference) = field { return reference.value }
            return field
        }
        if let body = instance.type.computedProperties[name] {
            return try nested(node) { try runBody(body, in: Environment(parent: nil, selfInstance: instance)) }
        }
        // `@Environment(\.colorScheme) var colorScheme`: what the key holds by default.
        if let key = instance.type.environmentKeys[name] {
            if let set = scope.setEnvironmentKeys[key] { return set.map { .member($0, []) } }
            if let value = EnvironmentDefaults.value(of: key) { return value }
        }
        // `struct CircleImage: View { var image: Image … image.clipShape(Circle()) }`: the view
        // its maker gives, which the notes never show, stands as a placeholder of its name.
        if instance.type.viewProperties.contains(name) {
            if !placeholders.contains(name) { placeholders.append(name) }
            warn(node, "\(name) is a view the code that makes \(instance.type.name) gives: shown as a placeholder")
            return .view(View(.placeholder(name)))
        }
        return nil
    }

    func memberAccess(_ access: MemberAccessExprSyntax, in environment: Environment) throws -> Value {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else { return .member(name, []) }
        let base = try evaluate(baseExpression, in: environment)
        if name == "self" { return base }
        // `selected?.name` of an optional that is nil: the chain gives nil, which `??` then
        // replaces (The Swift Programming Language, "Optional Chaining": the call fails
        // gracefully and returns nil).
        if case .none = base, baseExpression.is(OptionalChainingExprSyntax.self) { return .none }
        switch base {
        case .instance(let instance):
            if let value = try member(name, of: instance, at: access) { return value }
            if name == "wrappedValue" { return base }
            // `Button(action: viewModel.fetchUsers)`: a method named without a call is a
            // closure that calls it on its instance (The Swift Programming Language,
            // "Expressions": an unapplied method reference).
            if let method = instance.type.methods[name] {
                return .closure(Closure { values in
                    try self.invoke(method, self: instance, values.map { Argument(label: nil, value: $0) }, at: access)
                })
            }
            // Declared but given no value here (an @EnvironmentObject): known by name only.
            if instance.type.storedProperties.contains(where: { $0.name == name }) { return .member(name, []) }
        case .binding(let reference):
            if name == "wrappedValue" { return reference.value }
            // `$user.firstName`: a binding's member path is a binding to that property of
            // the bound value (Apple's `Binding` documentation: dynamic member lookup
            // "creates a new binding" to a property of the value).
            if case .instance(let instance) = reference.value,
               instance.fields[name] != nil || instance.type.storedProperties.contains(where: { $0.name == name }) {
                return .binding(fieldReference(instance, name))
            }
            return try memberOf(reference.value, name, at: access)
        case .type(let typeName):
            if let value = try staticMember(typeName, name, at: access) { return value }
        default:
            return try memberOf(base, name, at: access)
        }
        throw error(access, "\(base.kindName) has no member \(name)")
    }

    func staticMember(_ typeName: String, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        // `UIScreen.main.bounds.height / 2`: the screen is the canvas the example is drawn
        // on (UIKit's `UIScreen.bounds`: "the bounding rectangle of the screen, in points").
        if typeName == "UIScreen", name == "main" { return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height)) }
        for type in [scope.types[typeName], scope.extensionStatics[typeName]].compactMap({ $0 }) {
            if let stored = type.storedProperties.first(where: { $0.name == name && $0.isStatic }) {
                if stored.wrapper == "case" { return .member(name, []) }
                return try stored.initial.map { try evaluate($0, in: Environment(parent: nil)) } ?? Value.none
            }
            if let body = type.computedProperties[name] {
                return try runBody(body, in: Environment(parent: nil, selfInstance: Instance(type: type)))
            }
        }
        return SwiftUIValues.staticMember(typeName, name)
    }

    func memberOf(_ base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let value = layoutMember(base, name) { return value }
        // `Angle.degrees(60).radians`: an angle's measure as a number.
        if let degrees = Angles.degrees(base), name == "radians" || name == "degrees" {
            return .number(name == "degrees" ? degrees : degrees * .pi / 180)
        }
        switch (base, name) {
        case (.proxy(let size), "size"): return .size(size)
        case (.proxy(let size), "frame"): return .size(size)
        case (.size(let size), "width"): return .number(size.width)
        case (.size(let size), "height"): return .number(size.height)
        case (.dimensions(let d), "width"): return .number(d.width)
        case (.dimensions(let d), "height"): return .number(d.height)
        case (.array(let values), "count"): return .number(Double(values.count))
        case (.array(let values), "isEmpty"): return .bool(values.isEmpty)
        case (.array(let values), "first"): return values.first ?? .none
        case (.array(let values), "last"): return values.last ?? .none
        case (.array(let values), "indices"): return .range(0, values.count)
        case (.string(let text), "count"): return .number(Double(text.count))
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.range(let low, let high), "count"): return .number(Double(max(high - low, 0)))
        case (.number(let value), "rounded"): return .number(value.rounded())
        case (.number(let value), "magnitude"): return .number(Swift.abs(value))
        case (.number(let value), "isZero"): return .bool(value == 0)
        case (.bool, "description"), (.number, "description"), (.string, "description"): return .string(describe(base))
        case (.string(let text), "capitalized"): return .string(text.capitalized)
        case (.member("now", _), _): return .member(name, [])  // a property of Date.now
        // `.indigo.gradient`: a colour's standard gradient (Apple's `Color.gradient`, iOS 16)
        // is drawn as the colour it fades from.
        case (.color, "gradient"): return base
        case (.member(let colour, let arguments), "gradient") where arguments.isEmpty && ColorValue.named[colour] != nil: return base
        default:
            // A property of an app's model the notes never show (`profile.name`): kept as
            // a name, which a Text shows.
            if case .type = base { return .member(name, []) }
            if case .member = base { return .member(name, []) }
            // A property of a type the notes never declare (`Model()`, shown as a placeholder).
            if case .view(let view) = base, case .placeholder = view.kind { return .member(name, []) }
            // A property the view is given by code the notes never show (`let challenge: Challenge`).
            if case .none = base {
                warn(node, "\(name) is read from a value the notes never give: shown by its name")
                return .member(name, [])
            }
            throw error(node, "\(base.kindName) has no member \(name)")
        }
    }

    func subscriptValue(_ call: SubscriptCallExprSyntax, in environment: Environment) throws -> Value {
        let base = try evaluate(call.calledExpression, in: environment)
        let index = try call.arguments.first.map { try evaluate($0.expression, in: environment) } ?? Value.none
        switch (base, index) {
        case (.array(let values), .number(let position)):
            let offset = position.wholeNumber
            guard values.indices.contains(offset) else { throw error(call, "index \(offset) is out of range") }
            return values[offset]
        case (.dimensions(let d), .member(let name, _)) where customAlignment(name) != nil:
            return .number(d[customAlignment(name)!])
        case (.dimensions(let d), .member(let name, _)):
            return .number(SwiftUIValues.guide(name, in: d, axis: guideAxis))
        case (.type(let name), _) where name.first?.isLowercase == true:
            // `items[row * 3 + col]` of a collection the notes never give: an element of it,
            // shown by its name as the collection is.
            warn(call, "\(name) is a collection the notes never give: its element is shown by its name")
            return .member("\(name)[…]", [])
        default:
            throw error(call, "cannot subscript \(base.kindName)")
        }
    }

    func infix(_ infix: InfixOperatorExprSyntax, in environment: Environment) throws -> Value {
        let operatorText = infix.operator.trimmedDescription
        if infix.operator.is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains(operatorText) {
            return try assign(infix, operatorText, in: environment)
        }
        if operatorText == "&&" {
            return .bool(try condition(infix.leftOperand, in: environment) && condition(infix.rightOperand, in: environment))
        }
        if operatorText == "||" {
            return .bool(try condition(infix.leftOperand, in: environment) || condition(infix.rightOperand, in: environment))
        }
        let left = try evaluate(infix.leftOperand, in: environment)
        if operatorText == "??" {
            if case .none = left { return try evaluate(infix.rightOperand, in: environment) }
            return left
        }
        let right = try evaluate(infix.rightOperand, in: environment)
        // `0..<cardCount`, `0..<emojis.count`, with a bound from code the notes do not show:
        // a collection the notes do not give, named as the note writes its bound, which a
        // ForEach draws one element of (README).
        if operatorText == "..<" || operatorText == "...", case .number = left, Operators.isUnknownBound(right) {
            return .type(infix.rightOperand.trimmedDescription)
        }
        let result = try Operators.apply(operatorText, left, right)
            ?? { throw error(infix, "cannot apply \(operatorText) to \(left.kindName) and \(right.kindName)") }()
        return try bounded(result, at: infix)
    }

    /// Whether `value`, written after a prefix `...` or `..<`, is a range's bound: anything but
    /// a view kb draws (`...Text("B")`, `...View { … }`, where the dots are a listing's); an
    /// unknown type, `...Date()`, is drawn as a placeholder but bounds a range.
    static func boundsARange(_ value: Value, _ operand: ExprSyntax) -> Bool {
        guard case .view(let view) = value else { return true }
        guard case .placeholder = view.kind else { return false }
        return operand.as(FunctionCallExprSyntax.self)?.trailingClosure == nil
    }

    func assign(_ infix: InfixOperatorExprSyntax, _ operatorText: String, in environment: Environment) throws -> Value {
        var value = try evaluate(infix.rightOperand, in: environment)
        if let member = try geometryMember(infix.leftOperand, in: environment) {
            if operatorText != "=" {
                value = try Operators.apply(String(operatorText.dropLast()), .number(member.current), value)
                    ?? { throw error(infix, "cannot apply \(operatorText)") }()
            }
            guard let number = value.number else { throw error(infix, "cannot assign \(value.kindName) to a dimension") }
            member.storage.value = member.replaced(number)
            return .none
        }
        if operatorText == "=", let (instance, property) = wrappedProperty(infix.leftOperand, in: environment) {
            setWrapped(instance, property, value)
            return .none
        }
        let reference = try place(infix.leftOperand, in: environment)
        if operatorText != "=" {
            let symbol = String(operatorText.dropLast())
            value = try Operators.apply(symbol, reference.value, value)
                ?? { throw error(infix, "cannot apply \(operatorText)") }()
            value = try bounded(value, at: infix)
        }
        reference.value = value
        return .none
    }

    /// `size.width` of `size.width = 20`, where `size` holds a CGSize or CGPoint: the
    /// variable's storage, the dimension's value, and the whole value with it replaced
    /// (CGSize and CGPoint are value types: a variable holds its own copy to change).
    func geometryMember(_ expression: ExprSyntax, in environment: Environment)
        throws -> (storage: Reference, current: Double, replaced: (Double) -> Value)? {
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
              base.is(DeclReferenceExprSyntax.self) else { return nil }
        let name = access.declName.baseName.text
        let storage = try place(base, in: environment)
        switch (storage.value, name) {
        case (.size(let size), "width"): return (storage, size.width, { .size(Size(width: $0, height: size.height)) })
        case (.size(let size), "height"): return (storage, size.height, { .size(Size(width: size.width, height: $0)) })
        case (.point(let point), "x"): return (storage, point.x, { .point(Point(x: $0, y: point.y)) })
        case (.point(let point), "y"): return (storage, point.y, { .point(Point(x: point.x, y: $0)) })
        default: return nil
        }
    }

    /// The storage an assignment writes: a variable, `self.x`, `x.wrappedValue`.
    func place(_ expression: ExprSyntax, in environment: Environment) throws -> Reference {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = environment.reference(name) {
                if case .binding(let bound) = local.value { return bound }
                return local
            }
            if let instance = environment.selfInstance { return fieldReference(instance, name) }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            let name = access.declName.baseName.text
            if name == "wrappedValue", case .binding(let reference) = try evaluate(base, in: environment) { return reference }
            if case .instance(let instance) = try evaluate(base, in: environment) { return fieldReference(instance, name) }
        }
        throw error(expression, "cannot assign to \(expression.trimmedDescription)")
    }
}

/// A closure with the scope it was written in, or one made by kb itself (the `nextValue`
/// a PreferenceKey's `reduce` is given).
struct Closure: @unchecked Sendable {
    let syntax: ClosureExprSyntax?
    let environment: Environment
    let native: (([Value]) throws -> Value)?

    init(syntax: ClosureExprSyntax, environment: Environment) {
        self.syntax = syntax
        self.environment = environment
        native = nil
    }

    init(native: @escaping ([Value]) throws -> Value) {
        syntax = nil
        environment = Environment(parent: nil)
        self.native = native
    }

    static func constant(_ value: Value) -> Closure { Closure { _ in value } }

    /// The scope the closure's body runs in: its parameters (and `$0`, `$1` …) bound.
    func environment(calledWith values: [Value]) -> Environment {
        let scope = Environment(parent: environment)
        let names = parameterNames
        for (index, value) in values.enumerated() {
            scope.define(index < names.count ? names[index] : "$\(index)", value)
            scope.define("$\(index)", value)
        }
        return scope
    }

    var parameterNames: [String] {
        switch syntax?.signature?.parameterClause {
        case .simpleInput(let list): list.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}
