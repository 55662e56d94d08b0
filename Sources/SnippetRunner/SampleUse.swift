import SwiftSyntax

/// A style or modifier a snippet declares without using it (a `LabelStyle`, a
/// `ViewModifier`, `extension View { func bordered() }`): kb shows it applied to a sample
/// view, a line of code added after the snippet's own.
enum SampleUse {
    /// The line that uses the snippet's last such declaration, and what it names.
    static func code(in file: SourceFileSyntax, scope: ChapterScope) -> (code: String, name: String, sample: String)? {
        var found: (code: String, name: String, sample: String)?
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let structDecl = decl.as(StructDeclSyntax.self), let type = scope.types[structDecl.name.text],
               !EntryPoint.requiresArguments(type) {
                let name = type.name
                let conformances = type.conformances
                if conformances.contains("LabelStyle") {
                    found = ("Label(\"Label\", systemImage: \"star\").labelStyle(\(name)())", name, "Label")
                } else if conformances.contains("ButtonStyle") || conformances.contains("PrimitiveButtonStyle") {
                    found = ("Button(\"Button\") {}.buttonStyle(\(name)())", name, "Button")
                } else if conformances.contains("TextFieldStyle") {
                    found = ("TextField(\"Text field\", text: .constant(\"\")).textFieldStyle(\(name)())", name, "TextField")
                } else if conformances.contains("ViewModifier") {
                    found = ("Text(\"Text\").modifier(\(name)())", name, "Text")
                }
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == "View" {
                for member in extensionDecl.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self),
                          function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) else { continue }
                    found = ("Text(\"Text\").\(function.name.text)()", function.name.text, "Text")
                }
            }
        }
        return found
    }
}
