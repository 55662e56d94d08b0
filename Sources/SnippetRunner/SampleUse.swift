import SwiftSyntax

/// A style, modifier, layout or alignment a snippet declares without using it (a
/// `LabelStyle`, a `ViewModifier`, `extension View { func bordered() }` (or of `Text` or
/// `Image`), a `Layout`, a
/// custom alignment guide): kb shows it applied to a sample view, a line of code added
/// after the snippet's own. What it needs is made up from the
/// types it asks for: "Text" for a String, 10 for a number, a Text for a view.
enum SampleUse {
    /// The line that uses the snippet's last such declaration, and what it names.
    static func code(in file: SourceFileSyntax, scope: ChapterScope) -> (code: String, name: String, sample: String)? {
        var found: (code: String, name: String, sample: String)?
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let alignment = Alignments.sample(decl) {
                found = alignment
                continue
            }
            if let structDecl = decl.as(StructDeclSyntax.self), let type = scope.types[structDecl.name.text],
               let made = instance(of: structDecl) {
                let conformances = type.conformances
                if conformances.contains("LabelStyle") {
                    found = ("Label(\"Label\", systemImage: \"star\").labelStyle(\(made))", type.name, "Label")
                } else if conformances.contains("ButtonStyle") || conformances.contains("PrimitiveButtonStyle") {
                    found = ("Button(\"Button\") {}.buttonStyle(\(made))", type.name, "Button")
                } else if conformances.contains("TextFieldStyle") {
                    found = ("TextField(\"Text field\", text: .constant(\"\")).textFieldStyle(\(made))", type.name, "TextField")
                } else if conformances.contains("ViewModifier") {
                    found = ("Text(\"Text\").modifier(\(made))", type.name, "Text")
                } else if type.isLayout {
                    found = ("\(made) { Text(\"One\"); Text(\"Two\"); Text(\"Three words\") }", type.name, "of three Texts")
                }
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self),
                      let sample = extendedSamples[extensionDecl.extendedType.trimmedDescription] {
                for member in extensionDecl.memberBlock.members {
                    // (A method that returns nothing, or waits (`func animate(…) async`), is
                    // no modifier: it makes no view to show.)
                    guard let function = member.decl.as(FunctionDeclSyntax.self),
                          !function.modifiers.contains(where: { $0.name.text == "static" }),
                          let returned = function.signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(returned),
                          function.signature.effectSpecifiers?.asyncSpecifier == nil,
                          let arguments = arguments(for: function.signature.parameterClause.parameters) else { continue }
                    found = ("\(sample.code).\(function.name.text)(\(arguments))", function.name.text, sample.name)
                }
            }
        }
        return found
    }

    /// The view types whose extensions declare view methods (`ChapterScope` calls them on
    /// any view, `Classifier` reads such code as view code), each with the sample view a
    /// method declared without a use is shown on: a Text for `extension View` and
    /// `extension Text` (`func customFont() -> Text`), an image for `extension Image`.
    static let extendedSamples: [String: (code: String, name: String)] = [
        "View": ("Text(\"Text\")", "Text"),
        "Text": ("Text(\"Text\")", "Text"),
        "Image": ("Image(systemName: \"photo\")", "Image"),
    ]

    /// `Watermark(text: "Text")`: the struct made with a value for each property it needs.
    static func instance(of structDecl: StructDeclSyntax) -> String? {
        var needed: [String] = []
        for member in structDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type, let value = sample(for: type) else { return nil }
                needed.append("\(name): \(value)")
            }
        }
        return "\(structDecl.name.text)(\(needed.joined(separator: ", ")))"
    }

    /// The arguments of a call, for the parameters without a default value.
    static func arguments(for parameters: FunctionParameterListSyntax) -> String? {
        var given: [String] = []
        for parameter in parameters where parameter.defaultValue == nil {
            guard let value = sample(for: parameter.type) else { return nil }
            given.append(parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)")
        }
        return given.joined(separator: ", ")
    }

    /// A value of `type` for a sample: a string, a number, a colour, a view builder.
    static func sample(for type: TypeSyntax) -> String? {
        if type.is(FunctionTypeSyntax.self) || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true {
            return "{ Text(\"Sample\") }"
        }
        let name = type.trimmedDescription
        if name.hasPrefix("Binding<") { return ".constant(nil)" }
        switch name.replacingOccurrences(of: "?", with: "") {
        case "String", "LocalizedStringKey": return "\"Text\""
        case "CGFloat", "Double", "Int", "Float": return "10"
        case "Bool": return "true"
        case "Color": return ".blue"
        case "Font": return ".body"
        default: return nil
        }
    }
}

/// A custom alignment guide shown on two colours of different sizes: `HStack(alignment:
/// .firstThird)` for a vertical guide, `VStack(alignment: .menu)` for a horizontal one.
enum Alignments {
    /// The sample for an `extension VerticalAlignment { static let … }`, or for an
    /// `AlignmentID` type declared without a guide naming it (kb names one for the sample).
    static func sample(_ decl: DeclSyntax) -> (code: String, name: String, sample: String)? {
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            guard extended == "VerticalAlignment" || extended == "HorizontalAlignment" else { return nil }
            let constants = extensionDecl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if let name = constants.last { return use(name, vertical: extended == "VerticalAlignment") }
            return extensionDecl.memberBlock.members.lazy.compactMap { sample($0.decl) }.first
        }
        let declared: (name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax)?
        if let structDecl = decl.as(StructDeclSyntax.self) {
            declared = (structDecl.name.text, structDecl.inheritanceClause, structDecl.memberBlock)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            declared = (enumDecl.name.text, enumDecl.inheritanceClause, enumDecl.memberBlock)
        } else {
            declared = nil
        }
        guard let declared, declared.inheritance?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "AlignmentID" }) == true
        else { return nil }
        // Its axis shows in what its default value measures: a width or a horizontal guide.
        let body = declared.members.trimmedDescription
        let horizontal = ["width", "leading", "trailing", "HorizontalAlignment"].contains { body.contains($0) }
        let guide = horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        let name = "sample" + declared.name
        let declaration = "extension \(guide) { static let \(name) = \(guide)(\(declared.name).self) }"
        guard let shown = use(name, vertical: !horizontal) else { return nil }
        return (declaration + "\n" + shown.code, declared.name, shown.sample)
    }

    static func use(_ name: String, vertical: Bool) -> (code: String, name: String, sample: String)? {
        if vertical {
            return ("HStack(alignment: .\(name)) { Color.red.frame(width: 40, height: 60); Color.blue.frame(width: 40, height: 30) }",
                    name, "HStack of two colours")
        }
        return ("VStack(alignment: .\(name)) { Color.red.frame(width: 60, height: 40); Color.blue.frame(width: 30, height: 40) }",
                name, "VStack of two colours")
    }
}
