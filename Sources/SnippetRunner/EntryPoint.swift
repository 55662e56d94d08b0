import LayoutEngine
import SwiftSyntax

/// Which view a snippet shows: its `#Preview`, else its PreviewProvider's previews, else
/// `ContentView`, else the view no other view of the snippet uses, else its last
/// top-level view expression.
struct EntryPoint {
    let view: (Interpreter) throws -> View
    /// The device named by `.previewDevice("…")`.
    let device: String?
    /// Why the chosen view cannot be shown.
    var problem: Problem? = nil
    /// The View type shown, when one is: what a later bare `var body` edits.
    var type: TypeDeclaration? = nil
    /// Whether the view is the View type of the example before with this snippet's
    /// members put in (a bare `var body` after it).
    var editsShown = false

    enum Problem {
        /// A view whose body the note leaves out.
        case missingBody(String)
    }

    static func find(in file: SourceFileSyntax, scope: ChapterScope, shown: TypeDeclaration? = nil) -> EntryPoint? {
        let device = previewDevice(in: file)
        var declaredViews: [String] = []
        var expressions: [ExprSyntax] = []
        for item in file.statements {
            switch item.item {
            case .decl(let decl):
                if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview",
                   let closure = macro.trailingClosure {
                    return EntryPoint(view: { interpreter in
                        .group(try interpreter.build(closure.statements, in: Environment(parent: nil)))
                    }, device: device)
                }
                if let structDecl = decl.as(StructDeclSyntax.self) {
                    let name = structDecl.name.text
                    if scope.types[name]?.conformances.contains("PreviewProvider") == true {
                        return EntryPoint(view: { interpreter in
                            try interpreter.viewValue(try interpreter.staticMember(name, "previews", at: structDecl) ?? .none, at: structDecl)
                        }, device: device)
                    }
                    if scope.types[name]?.isView == true { declaredViews.append(name) }
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview",
                   let closure = macro.trailingClosure {
                    return EntryPoint(view: { interpreter in
                        .group(try interpreter.build(closure.statements, in: Environment(parent: nil)))
                    }, device: device)
                }
                expressions.append(expression)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) { expressions.append(expression.expression) }
            }
        }
        if let last = expressions.last {
            // (The view it runs in stays shown: the note's next fragment edits it too.)
            let host = shown.flatMap { startsFromAMember(expressions, of: $0) ? $0 : nil }
            return EntryPoint(view: { interpreter in
                let environment = try memberEnvironment(of: host, interpreter, at: file)
                if let views = try several(expressions, interpreter, in: environment) { return views }
                let value = try interpreter.evaluate(last, in: environment)
                if let kind = NotAView.kind(of: value) { throw NotAView(kind: kind) }
                return try interpreter.viewValue(value, at: last)
            }, device: device, type: host)
        }
        let loose = ImplicitView.viewProperties(in: file)
        // A loose helper property next to a view the snippet declares is that view's helper.
        if let shownProperty = loose.contains("body") ? "body" : declaredViews.isEmpty ? loose.last : nil {
            let base = shown.flatMap { $0.computedProperties["body"] != nil ? $0 : nil }
            let type = ImplicitView.type(in: file, base: base)
            return EntryPoint(view: { interpreter in
                let instance = try interpreter.instantiate(type, [], at: file)
                guard case .instance(let made) = instance, shownProperty != "body" else {
                    return try interpreter.viewValue(instance, at: file)
                }
                return try interpreter.viewValue(try interpreter.member(shownProperty, of: made, at: file) ?? Value.none, at: file)
            }, device: device, type: type, editsShown: base != nil)
        }
        let unused = declaredViews.filter { name in
            declaredViews.allSatisfy { other in other == name || !uses(other, name, in: file) }
        }
        // Views listed one after another as alternatives, none using another: each is
        // shown, as a preview shows each view of a `#Preview` with several.
        let alternatives = unused.filter { name in
            scope.types[name].map { !requiresArguments($0) && $0.computedProperties["body"] != nil } ?? false
        }
        if !declaredViews.contains("ContentView"), alternatives.count > 1, alternatives.count == unused.count {
            return EntryPoint(view: { interpreter in
                .group(try alternatives.map { name in
                    guard let type = interpreter.scope.types[name] else { return .empty }
                    return try interpreter.viewValue(try interpreter.instantiate(type, [], at: file), at: file)
                })
            }, device: device)
        }
        let chosen = declaredViews.contains("ContentView") ? "ContentView" : unused.last ?? declaredViews.last
        guard var name = chosen else { return nil }
        // A view that cannot be made without arguments (a container taking content) is
        // shown as the chapter shows it: through its ContentView, or a view that uses it.
        if let type = scope.types[name], requiresArguments(type) {
            if let content = scope.types["ContentView"], content.isView, content.name != name {
                name = content.name
            } else if let user = scope.types.values.first(where: { $0.isView && $0.name != name && mentions($0, name) }) {
                name = user.name
            }
        }
        let hasBody = { (name: String) in
            scope.types[name].map { $0.computedProperties["body"] != nil || $0.wrapsPlatformView } ?? false
        }
        // `struct ContentView: View {...}` under the view the note defines: the note shows
        // that view, whose body it writes out.
        if !hasBody(name), let written = declaredViews.last(where: { other in
            other != name && hasBody(other) && scope.types[other].map { !requiresArguments($0) } == true
        }) {
            name = written
        }
        if !hasBody(name) {
            return EntryPoint(view: { _ in .empty }, device: device, problem: .missingBody(name))
        }
        return EntryPoint(view: { interpreter in
            guard let type = interpreter.scope.types[name] else { return .empty }
            return try interpreter.viewValue(try interpreter.instantiate(type, [], at: file), at: file)
        }, device: device, type: scope.types[name])
    }

    /// The views of several top-level expressions (alternatives listed one after
    /// another), together as a `#Preview` with several shows them; nil for one view, or
    /// when an expression before the last cannot be shown (the last is shown alone).
    static func several(_ expressions: [ExprSyntax], _ interpreter: Interpreter, in environment: Environment) throws -> View? {
        guard expressions.count > 1 else { return nil }
        var views: [View] = []
        for expression in expressions {
            guard let made = try? interpreter.buildExpression(expression, in: environment) else { return nil }
            views += made
        }
        return views.count > 1 ? .group(views) : nil
    }

    /// `starView.overlay(…)` after `private var starView: some View { … }`: an expression that
    /// starts from a property of the view the note showed before runs in that view, as the
    /// note's next lines in its body would; any other runs on its own.
    static func memberEnvironment(of host: TypeDeclaration?, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws -> Environment {
        guard let host, case .instance(let made) = try interpreter.instantiate(host, [], at: node) else { return Environment(parent: nil) }
        return Environment(parent: nil, selfInstance: made)
    }

    static func startsFromAMember(_ expressions: [ExprSyntax], of type: TypeDeclaration) -> Bool {
        expressions.contains { expression in
            Interpreter.chainBase(of: expression).as(DeclReferenceExprSyntax.self).map { type.computedProperties[$0.baseName.text] != nil } ?? false
        }
    }

    /// Whether the declaration of `user` mentions `name`.
    static func uses(_ user: String, _ name: String, in file: SourceFileSyntax) -> Bool {
        for item in file.statements {
            if case .decl(let decl) = item.item, let structDecl = decl.as(StructDeclSyntax.self), structDecl.name.text == user {
                return structDecl.memberBlock.description.contains(name + "(") || structDecl.memberBlock.description.contains(name + " {")
            }
        }
        return false
    }

    static func requiresArguments(_ type: TypeDeclaration) -> Bool {
        if !type.initializers.isEmpty {
            return type.initializers.allSatisfy { initializer in
                initializer.signature.parameterClause.parameters.contains { $0.defaultValue == nil }
            }
        }
        return type.storedProperties.contains { !$0.isStatic && $0.initial == nil && $0.wrapper == nil }
    }

    static func mentions(_ type: TypeDeclaration, _ name: String) -> Bool {
        type.computedProperties.values.contains { $0.description.contains(name) }
    }

    static func previewDevice(in file: SourceFileSyntax) -> String? {
        let text = file.description
        guard let range = text.range(of: ".previewDevice(\"") else { return nil }
        let rest = text[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
