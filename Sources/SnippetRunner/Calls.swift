import Foundation
import LayoutEngine
import SwiftSyntax

extension Interpreter {
    /// The call's arguments, evaluated; an argument labelled `skipping` is left as nothing.
    func arguments(of call: FunctionCallExprSyntax, in environment: Environment, skipping: String? = nil) throws -> [Argument] {
        let titled = call.calledExpression.as(DeclReferenceExprSyntax.self).map { InterpolatedNumbers.titledViews.contains($0.baseName.text) } ?? false
        var result = try call.arguments.enumerated().map { index, argument in
            let label = argument.label?.text
            // `Text("\(speed)")`: a view's title literal is a LocalizedStringKey.
            if titled, index == 0, label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                return Argument(label: nil, value: try bounded(.string(try string(literal, in: environment, localized: true)), at: literal))
            }
            return Argument(label: label, value: label != nil && label == skipping ? .none : try evaluate(argument.expression, in: environment))
        }
        if let trailing = call.trailingClosure {
            result.append(Argument(label: nil, value: closure(trailing, in: environment)))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, value: closure(extra.closure, in: environment)))
        }
        return result
    }

    /// Whether `expression` is a chain of member accesses and calls with a `?` in it
    /// (`image?.resizable()`), which Swift's optional chaining makes nil as a whole.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        chainBase(of: expression).is(OptionalChainingExprSyntax.self)
    }

    /// What a chain of calls and member accesses starts from: `starView` of
    /// `starView.overlay(…).mask(…)`, `image?` of `image?.resizable()`.
    static func chainBase(of expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else {
                return current
            }
        }
    }

    /// The name a call calls by itself: `Text` of `Text("a")`, and of `Text.init("a")`,
    /// which Swift reads the same (The Swift Programming Language, "Initializer Expression").
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
              let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true, type != "Self" else { return nil }
        return type
    }

    func call(_ call: FunctionCallExprSyntax, in environment: Environment) throws -> Value {
        if Self.calledName(call) == nil, let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                return .member(name, try arguments(of: call, in: environment))
            }
            let base = try evaluate(baseExpression, in: environment)
            // `image?.resizable().frame(…)` on nil: the chain stops, and the whole is nil (no view).
            if case .none = base, Self.isOptionalChain(baseExpression) { return .none }
            let arguments = try self.arguments(of: call, in: environment)
            // `path.addLine(to: …)`: a path grows where it is stored, a variable or the
            // closure's `path` of `Path { path in … }`.
            if let elements = Paths.elements(of: base), let drawn = Paths.adding(name, arguments, to: elements) {
                try place(baseExpression, in: environment).value = .path(drawn)
                return .none
            }
            // `frames.append(frame)`: an array variable grows where it is stored (a
            // mutating method of Array, as a custom Layout's helper writes it).
            if case .array(let elements) = base, ["append", "insert"].contains(name), let element = arguments.first?.value {
                let storage = try place(baseExpression, in: environment)
                var grown = elements
                if name == "append" {
                    if arguments.first?.label == "contentsOf", case .array(let more) = element {
                        grown.append(contentsOf: more)
                    } else {
                        grown.append(element)
                    }
                } else if let at = arguments.first(where: { $0.label == "at" })?.value.number, Int(at) >= 0, Int(at) <= grown.count {
                    grown.insert(element, at: Int(at))
                } else {
                    throw error(call, "cannot insert into \(baseExpression.trimmedDescription) there")
                }
                storage.value = .array(grown)
                return .none
            }
            return try method(name, on: base, arguments, at: call, in: environment)
        }
        if let name = Self.calledName(call) {
            // A link's destination is shown only once the link is tapped: not laid out here.
            let arguments = try self.arguments(of: call, in: environment, skipping: name == "NavigationLink" ? "destination" : nil)
            if let local = environment.reference(name), case .closure(let closure) = local.value {
                return try invoke(closure, arguments.map(\.value), at: call)
            }
            if let instance = environment.selfInstance, let method = instance.type.methods[name] {
                return try invoke(method, self: instance, arguments, at: call)
            }
            if let view = environment.selfView {
                // Inside `extension View` or a ViewModifier, `padding()` means `self.padding()`.
                if let function = scope.viewExtensions[name] { return try invoke(function, selfView: view, arguments, at: call) }
                if Modifiers.isKnown(name) {
                    return .view(try Modifiers.apply(name, to: view, arguments, interpreter: self, at: call))
                }
            }
            if name == Ellipses.marker { return .view(.empty) }
            // `layout { content }`, where `layout` holds a layout (`let layout =
            // AnyLayout(HStackLayout())`, `AnyLayout(MyRadialLayout())`, or a property
            // computing one). (A lowercase name with no value is a `.type`, at no cost.)
            if call.trailingClosure != nil, name.first?.isLowercase == true,
               let held = try? evaluate(call.calledExpression, in: environment),
               let view = try laidOut(held, arguments, at: call) {
                return view
            }
            if let type = scope.types[name] {
                if type.isLayout {
                    // `MyLayout(…) { content }`: the content is the layout's, not a property.
                    let closure = call.trailingClosure.map { Value.closure(Closure(syntax: $0, environment: environment)) }
                    guard case .instance(let instance) = try instantiate(type, call.trailingClosure == nil ? arguments : arguments.dropLast(), at: call) else {
                        return .none
                    }
                    return closure == nil ? .instance(instance) : .view(try layoutView(instance, content: closure, at: call))
                }
                return try instantiate(type, arguments, at: call)
            }
            if let function = scope.functions[name] {
                return try invoke(function, self: nil, arguments, at: call)
            }
            if let value = Self.wrappedInitialValue(name, arguments) { return value }
            if let value = Self.layoutValue(name, arguments) { return value }
            if let value = try allocation(name, arguments, at: call) { return value }
            if let value = try SwiftUIViews.make(name, arguments, interpreter: self, at: call) {
                return value
            }
            if let value = try Functions.call(name, arguments.map(\.value)) {
                return value
            }
            // (A gesture draws nothing: `Gestures`.)
            if Gestures.types.contains(name) { return .view(.empty) }
            if name.first?.isUppercase == true {
                if !placeholders.contains(name) { placeholders.append(name) }
                warn(call, "\(name) is not defined in this chapter's notes: shown as a placeholder")
                return .view(View(.placeholder(name)))
            }
            if let instance = environment.selfInstance { return missingMethod(name, of: instance.type.name, at: call) }
            throw error(call, "\(name)(…) is not defined in this chapter's notes")
        }
        let callee = try evaluate(call.calledExpression, in: environment)
        if case .closure(let closure) = callee {
            return try invoke(closure, try arguments(of: call, in: environment).map(\.value), at: call)
        }
        // `self.layout { content }`, `layouts[0] { content }`
        if let view = try laidOut(callee, try arguments(of: call, in: environment), at: call) { return view }
        // `[GridItem](repeating: …, count: 3)`; `[CGRect]()`, an empty array.
        if case .array(let element) = callee, element.count == 1, case .type = element[0] {
            let given = try arguments(of: call, in: environment)
            if given.isEmpty { return .array([]) }
            if let value = try allocation("Array", given, at: call) { return value }
        }
        throw error(call, "cannot call \(callee.kindName)")
    }

    /// `base.name(arguments)`: a modifier on a view, a method of a struct, a static
    /// function (`Font.system(size:)`), or a method of a value.
    func method(_ name: String, on base: Value, _ arguments: [Argument], at node: FunctionCallExprSyntax,
                in environment: Environment) throws -> Value {
        // `PlaygroundPage.current.setLiveView(view)` shows the view, as a playground does.
        if name == "setLiveView", let shown = arguments.first { return shown.value }
        if let value = try layoutMethod(name, on: base, arguments, at: node, in: environment) { return value }
        // `Circle().path(in: rect)`: a built-in shape's outline, in a Shape's own `path(in:)`.
        if name == "path", case .view(let view) = base, case .shape(let shape) = view.kind,
           let rect = arguments.first.flatMap({ Paths.rect($0.value) }), let elements = Paths.outline(of: shape, in: rect) {
            return .path(elements)
        }
        switch base {
        case .path(let elements):
            // A path shown: `Path { … }.stroke(.blue, lineWidth: 2)`, `.strokedPath(StrokeStyle(…))`.
            let modifier = Paths.modifier(name, arguments)
            return try method(modifier.name, on: .view(Paths.view(elements)), modifier.arguments, at: node, in: environment)
        case .view(let group) where group.isTuple:
            // A modifier on several views (a builder's content) applies to each of them.
            return .view(.group(try group.children.map { child in
                try viewValue(try method(name, on: .view(child), arguments, at: node, in: environment), at: node)
            }))
        case .view, .color:
            let view = base.views?.first ?? .empty
            if let function = scope.viewExtensions[name] {
                return try invoke(function, selfView: view, arguments, at: node)
            }
            return .view(try Modifiers.apply(name, to: view, arguments, interpreter: self, at: node))
        case .instance(let instance):
            if let method = instance.type.methods[name] { return try invoke(method, self: instance, arguments, at: node) }
            // A view calling a method of its own the notes leave out (`self.footer()` in its
            // body): a placeholder, rather than the body again.
            if environment.selfInstance === instance, !Modifiers.isKnown(name), scope.viewExtensions[name] == nil {
                return missingMethod(name, of: instance.type.name, at: node)
            }
            if let view = try viewOf(instance, at: node) {
                return try method(name, on: .view(view), arguments, at: node, in: environment)
            }
            return missingMethod(name, of: instance.type.name, at: node)
        case .type(let typeName):
            if let value = try SwiftUIViews.make("\(typeName).\(name)", arguments, interpreter: self, at: node) { return value }
            if typeName == "Font", name == "system" { return .font(Modifiers.systemFont(arguments)) }
            if let type = scope.types[typeName], let method = type.methods[name] {
                return try invoke(method, self: Instance(type: type), arguments, at: node)
            }
            return .member(name, arguments)
        case .font(let font):
            switch name {
            case "bold": return .font(font.bold())
            case "weight": return .font(font.weight(arguments.first.flatMap { if case .member(let w, _) = $0.value { SwiftUIValues.weight(w) } else { nil } } ?? .regular))
            default: return base
            }
        case .array(let values):
            if name == "map", case .closure(let closure)? = arguments.first?.value {
                return try bounded(.array(try values.map { try invoke(closure, [$0], at: node) }), at: node)
            }
            if name == "reversed" { return .array(values.reversed()) }
            if name == "enumerated" { return .array(values.enumerated().map { .array([.number(Double($0.offset)), $0.element]) }) }
        case .number(let value):
            switch name {
            case "rounded": return .number(value.rounded())
            case "squareRoot": return .number(value.squareRoot())
            case "formatted": return .string(describe(base))
            default: break
            }
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            default: break
            }
        case .binding(let reference):
            // `$isOn.animation()`: the same binding, animating its changes (Apple,
            // `Binding.animation(_:)`), which moves nothing in a still layout.
            if name == "animation" || name == "transaction" { return base }
            return try method(name, on: reference.value, arguments, at: node, in: environment)
        case .member(let memberName, _):
            // `.red.opacity(0.5)`, `.headline.bold()`
            if let color = ColorValue.named[memberName] { return try method(name, on: .color(color), arguments, at: node, in: environment) }
            if let font = SwiftUIValues.font(named: memberName) { return try method(name, on: .font(font), arguments, at: node, in: environment) }
            // A method of an app's model the notes never show (`viewModel.load()`).
            return .member(name, arguments)
        case .none:
            // (`.disabled(!userManager.isUserNameValid())`: a method of a model the notes
            // name but never declare, as above.)
            return .member(name, arguments)
        default:
            break
        }
        throw error(node, "\(base.kindName) has no method \(name)(…)")
    }

    /// A method the notes never show on a type they declare: a named placeholder.
    func missingMethod(_ name: String, of type: String, at node: some SyntaxProtocol) -> Value {
        if !placeholders.contains(name + "()") { placeholders.append(name + "()") }
        warn(node, "\(type) has no method \(name)(…) in this chapter's notes: shown as a placeholder")
        return .view(View(.placeholder(name + "()")))
    }

    // MARK: Functions, methods and closures

    func invoke(_ closure: Closure, _ values: [Value], at node: some SyntaxProtocol) throws -> Value {
        if let native = closure.native { return try native(values) }
        guard let syntax = closure.syntax else { return .none }
        return try nested(node) { try runBody(syntax.statements, in: closure.environment(calledWith: values)) }
    }

    func invoke(_ function: FunctionDeclSyntax, self instance: Instance?, _ arguments: [Argument],
                at node: some SyntaxProtocol) throws -> Value {
        try nested(node) {
            let environment = Environment(parent: nil, selfInstance: instance)
            try bind(function.signature.parameterClause.parameters, arguments, into: environment, at: node)
            guard let body = function.body else { return .none }
            // A function that returns nothing runs its statements; it builds no view.
            if function.signature.returnClause == nil {
                _ = try run(body.statements, in: Environment(parent: environment))
                return .none
            }
            return try runBody(body.statements, in: environment)
        }
    }

    func invoke(_ function: FunctionDeclSyntax, selfView view: View, _ arguments: [Argument],
                at node: some SyntaxProtocol) throws -> Value {
        try nested(node) {
            let environment = Environment(parent: nil, selfView: view)
            try bind(function.signature.parameterClause.parameters, arguments, into: environment, at: node)
            guard let body = function.body else { return .view(view) }
            return try runBody(body.statements, in: environment)
        }
    }

    /// Binds arguments to parameters by label, in order, with default values for the rest.
    func bind(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument], into environment: Environment,
              at node: some SyntaxProtocol) throws {
        var remaining = arguments
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                environment.define(name, remaining.remove(at: index).value)
            } else if let defaultValue = parameter.defaultValue {
                environment.define(name, try evaluate(defaultValue.value, in: environment))
            } else if let index = remaining.firstIndex(where: { $0.label == nil }) {
                environment.define(name, remaining.remove(at: index).value)
            } else {
                throw error(node, "missing argument for \(name)")
            }
        }
    }

    // MARK: Struct instances

    func instantiate(_ type: TypeDeclaration, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        let instance = Instance(type: type)
        let occurrence = occurrences[type.name, default: 0]
        occurrences[type.name] = occurrence + 1
        let environment = Environment(parent: nil, selfInstance: instance)
        for property in type.storedProperties where !property.isStatic {
            let key = "\(type.name).\(property.name)#\(occurrence)"
            if property.wrapper == "State" || property.wrapper == "StateObject" {
                let stored: Reference
                if let kept = stateStore[key] {
                    stored = kept
                    instance.keptState.insert(property.name)
                } else {
                    stored = Reference(try property.initial.map { try evaluate($0, in: environment) } ?? .none)
                }
                stateStore[key] = stored
                instance.fields[property.name] = .binding(stored)
            } else if let initial = property.initial {
                instance.fields[property.name] = try evaluate(initial, in: environment)
            }
        }
        if let initializer = type.initializers.first(where: { matches($0.signature.parameterClause.parameters, arguments) }) {
            try nested(node) {
                let body = Environment(parent: nil, selfInstance: instance)
                try bind(initializer.signature.parameterClause.parameters, arguments, into: body, at: node)
                if let statements = initializer.body?.statements { _ = try run(statements, in: body) }
            }
        } else {
            // The memberwise initializer: labels name stored properties; a trailing closure
            // fills the first property still without a value.
            for argument in arguments {
                if let label = argument.label {
                    setField(instance, label, argument.value)
                } else if let open = type.storedProperties.first(where: { !$0.isStatic && instance.fields[$0.name] == nil }) {
                    setField(instance, open.name, argument.value)
                }
            }
        }
        return .instance(instance)
    }

    func setField(_ instance: Instance, _ name: String, _ value: Value) {
        if case .binding = instance.fields[name], case .binding = value {
            instance.fields[name] = value
        } else if case .binding(let reference) = instance.fields[name] {
            reference.value = value
        } else {
            instance.fields[name] = value
        }
    }

    func matches(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let required = parameters.filter { $0.defaultValue == nil }.count
        let given = arguments.map(\.label)
        return given.count >= required && given.count <= labels.count
            && given.allSatisfy { label in label == nil || labels.contains(label) }
    }

    /// The view a struct instance shows: its `body` for a View, a shape for a Shape.
    func viewOf(_ instance: Instance, at node: some SyntaxProtocol) throws -> View? {
        if instance.type.isShape {
            guard let pathMethod = instance.type.methods["path"] else { return View(.shape(.custom(instance.type.name))) }
            // The shape's own `path(in:)`, run for the size it is laid out at, once layout has
            // placed it (still within the run: `FrameNode.path`); a path the code cannot draw
            // is no outline, with a warning.
            // What the path's code shows by name (`cos(CGFloat(startAngle.radians))` of a `Pie()`
            // made without its angles) is no view of the example: only the outcome is said.
            let type = instance.type.name
            return View(.shape(.path(ShapePath(name: type) { size in
                let rect = Value.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
                let placeholders = self.placeholders, warned = self.diagnostics.count
                let drawn = Result { try self.invoke(pathMethod, self: instance, [Argument(label: "in", value: rect)], at: node) }
                self.placeholders = placeholders
                self.diagnostics.removeSubrange(min(warned, self.diagnostics.count)...)
                switch drawn {
                case .success(let value):
                    if let elements = Paths.elements(of: value) { return elements }
                    self.warn(node, "\(type).path(in:) returns \(value.kindName), not a Path: nothing is drawn")
                case .failure(let failure as RunError):
                    self.warn(node, "\(type).path(in:) stops at line \(failure.line): \(failure.message); nothing is drawn")
                case .failure:
                    self.warn(node, "\(type).path(in:) stops: nothing is drawn")
                }
                return []
            })))
        }
        if instance.type.wrapsPlatformView {
            if !placeholders.contains(instance.type.name) { placeholders.append(instance.type.name) }
            warn(node, "\(instance.type.name) shows a UIKit view, which kb cannot lay out: shown as a placeholder")
            return View(.placeholder(instance.type.name))
        }
        guard instance.type.isView || instance.type.computedProperties["body"] != nil else { return nil }
        guard let body = instance.type.computedProperties["body"] else {
            // A view whose body the notes leave out (`struct RegisterView: View { … }`).
            if !placeholders.contains(instance.type.name) { placeholders.append(instance.type.name) }
            warn(node, "the notes leave out the body of \(instance.type.name): shown as a placeholder")
            return View(.placeholder(instance.type.name))
        }
        // The body's view is made inside the nesting count: a view whose body is itself
        // (`struct A: View { var body: some View { A() } }`) must reach the limit.
        return try nested(node) {
            try viewValue(try runBody(body, in: Environment(parent: nil, selfInstance: instance)), at: node)
        }
    }

    /// The value of a static property `name` that the notes declare on a type or add to one
    /// of SwiftUI's (the first type by name that has it), or nil.
    func declaredStaticMember(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        let declared = (scope.types.values.map { $0 } + scope.extensionStatics.values.map { $0 }).sorted { $0.name < $1.name }
        for type in declared where type.storedProperties.contains(where: { $0.name == name && $0.isStatic })
            || type.computedProperties[name] != nil {
            return try staticMember(type.name, name, at: node)
        }
        return nil
    }

    /// A value used where a view is expected.
    func viewValue(_ value: Value, at node: some SyntaxProtocol) throws -> View {
        switch value {
        case .view(let view): return view
        case .color(let color): return View(.color(color))
        case .path(let elements): return Paths.view(elements)
        case .instance(let instance):
            guard let view = try viewOf(instance, at: node) else {
                throw error(node, "\(instance.type.name) is not a View")
            }
            return view
        case .array(let values): return .group(try values.map { try viewValue($0, at: node) })
        case .member(let name, let arguments):
            if let style = ShapeStyles.style(name, arguments) { return View(.color(style)) }
            if let meant = ColorValue.named.keys.sorted().first(where: { SyntaxProblem.isMisspelling(name, of: $0) }) {
                throw error(node, "`.\(name)` is no colour SwiftUI knows: a misspelled `.\(meant)`?")
            }
            // `.brand` that the notes declare static (`extension ShapeStyle where Self == Color
            // { static var brand: Color { .purple } }`) is what they declare.
            if arguments.isEmpty, name != "body", let declared = try declaredStaticMember(name, at: node) {
                return try viewValue(declared, at: node)
            }
            // `.background(theme.mainColor)`: a property of the app's model the notes never
            // show, or a style kb does not know, where a view or a colour goes, is a colour as
            // a background's usually is (SwiftUI's `background(_:ignoresSafeAreaEdges:)` takes
            // a `ShapeStyle`): a grey that fills what it is offered, named for it.
            if arguments.isEmpty, name.first?.isLowercase == true, name.count > 2 {
                if !placeholders.contains(name) { placeholders.append(name) }
                warn(node, "kb does not know the colour \(name): shown as a grey placeholder")
                return View(.color(ColorValue(name: name, red: 0.68, green: 0.68, blue: 0.7)))
            }
            throw error(node, ".\(name) is not a view")
        case .closure(let closure): return .group(try buildViews(closure, [], at: node))
        case .none: return .empty
        case .string(let text): return .text(text)
        default: throw error(node, "\(value.kindName) is not a view")
        }
    }

    /// A call's content laid out by `layout`, when it holds one: a layout the note declares,
    /// or one of SwiftUI's (`BuiltInLayouts`); nil for any other value.
    private func laidOut(_ layout: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        if case .instance(let instance) = layout, instance.type.isLayout {
            return .view(try layoutView(instance, content: arguments.last?.value, at: call))
        }
        guard let builtIn = BuiltInLayouts.container(of: layout) else { return nil }
        let content = arguments.filter { if case .closure = $0.value { true } else { false } }
        return try SwiftUIViews.make(builtIn.name, builtIn.arguments + content, interpreter: self, at: call) ?? Value.none
    }
}

extension View {
    /// Several views side by side, as a builder makes them: modifiers apply to each.
    var isTuple: Bool {
        if case .group = kind { return children.count > 1 }
        return false
    }
}
