import SwiftSyntax

/// A `var body: some View { … }` written outside any struct, as notes show just the part
/// of a view that matters (or any loose `some View` property, or a `@ViewBuilder var`):
/// it runs as the body of an implicit view whose members are the snippet's top-level
/// properties and functions. After an example that showed a View type, the implicit view
/// is that type with the snippet's members put in: the note edits the view before.
enum ImplicitView {
    /// The loose view properties of a snippet, in order.
    static func viewProperties(in file: SourceFileSyntax) -> [String] {
        file.statements.compactMap { item -> [String]? in
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { return nil }
            let builder = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock != nil,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                return builder || name == "body" || type.hasSuffix("View") ? name : nil
            }
        }.flatMap { $0 }
    }

    /// The implicit view: `base`'s members (the View type the example before showed) and
    /// the snippet's top-level properties and functions over them.
    static func type(in file: SourceFileSyntax, base: TypeDeclaration?) -> TypeDeclaration {
        let type = base?.copy() ?? {
            let implicit = TypeDeclaration(name: "ContentView", conformances: ["View"], line: 1)
            implicit.isImplicit = true
            return implicit
        }()
        type.add(file.statements.compactMap { item in
            guard case .decl(let decl) = item.item, decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) else {
                return nil
            }
            return decl
        })
        return type
    }

    /// A top-level property with a getter: a member of the implicit view, no global.
    static func isComputed(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.contains { $0.accessorBlock != nil }
    }
}
