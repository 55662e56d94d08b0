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

    enum Problem {
        /// A view whose body the note leaves out.
        case missingBody(String)
    }

    static func find(in file: SourceFileSyntax, scope: ChapterScope) -> EntryPoint? {
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
            return EntryPoint(view: { interpreter in
                try interpreter.viewValue(try interpreter.evaluate(last, in: Environment(parent: nil)), at: last)
            }, device: device)
        }
        let chosen = declaredViews.contains("ContentView") ? "ContentView"
            : declaredViews.last { name in
                declaredViews.allSatisfy { other in other == name || !uses(other, name, in: file) }
            } ?? declaredViews.last
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
        if scope.types[name]?.computedProperties["body"] == nil {
            return EntryPoint(view: { _ in .empty }, device: device, problem: .missingBody(name))
        }
        return EntryPoint(view: { interpreter in
            guard let type = interpreter.scope.types[name] else { return .empty }
            return try interpreter.viewValue(try interpreter.instantiate(type, [], at: file), at: file)
        }, device: device)
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
