import LayoutEngine
import SwiftSyntax

/// A `struct` (or `enum`) a snippet declares: what it conforms to and its members.
final class TypeDeclaration: @unchecked Sendable {
    let name: String
    let conformances: Set<String>
    /// Stored properties in order, with their initial value and wrapper (`@State` …).
    var storedProperties: [(name: String, initial: ExprSyntax?, wrapper: String?, isStatic: Bool)] = []
    var computedProperties: [String: CodeBlockItemListSyntax] = [:]
    /// The environment key each `@Environment(\.key)` property reads.
    var environmentKeys: [String: String] = [:]
    /// The stored properties that hold a floating-point number (`InterpolatedNumbers`).
    var floatingProperties: Set<String> = []
    /// The stored properties declared to hold a view with no value of their own (`var image:
    /// Image`, `let content: Content`): what the code that makes the view gives them.
    var viewProperties: Set<String> = []
    var methods: [String: FunctionDeclSyntax] = [:]
    var initializers: [InitializerDeclSyntax] = []
    let line: Int
    /// The view a bare `var body` runs in, which the note never names.
    var isImplicit = false

    init(name: String, conformances: Set<String>, line: Int) {
        self.name = name
        self.conformances = conformances
        self.line = line
    }

    /// A View, or a Shape (which SwiftUI makes a view that fills what it is offered).
    var isView: Bool { conformances.contains("View") || isShape || wrapsPlatformView }
    /// A UIKit or AppKit view brought in through a representable: kb cannot draw it.
    var wrapsPlatformView: Bool {
        !conformances.isDisjoint(with: ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable"])
    }
    /// A custom layout container (`struct MyEqualWidthHStack: Layout`).
    var isLayout: Bool { conformances.contains("Layout") }
    var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
}

/// What a chapter's snippets have declared so far. A later declaration of a name replaces
/// an earlier one from then on, as when a note redefines `EventInfoBadge`.
public final class ChapterScope {
    var types: [String: TypeDeclaration] = [:]
    /// `extension View { func bordered() -> some View }` and friends, by name.
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    var functions: [String: FunctionDeclSyntax] = [:]
    /// Static properties the notes add to a type of SwiftUI's (`extension Color { static let
    /// brand = Color.purple }`, `extension ShapeStyle where Self == Color { static var brand:
    /// Color { .purple } }`), by the type they extend.
    var extensionStatics: [String: TypeDeclaration] = [:]
    var globals: [String: Reference] = [:]
    /// Custom alignment guides by name: their axis and the AlignmentID type.
    var customAlignments: [String: (axis: Axis, type: String)] = [:]
    /// The environment keys the chapter's code sets (`.environment(\.colorScheme, .dark)`,
    /// `.preferredColorScheme(.dark)`), each with the member it sets when the code sets it to
    /// one only: kb does not pass values down the views, so a view reading the key reads
    /// that member, and a key set to several reads none rather than a default the code
    /// contradicts.
    var setEnvironmentKeys: [String: String?] = [:]

    public init() {}

    static let builtInViews: Set<String> = [
        "Text", "Image", "Button", "Label", "HStack", "VStack", "ZStack", "Color", "Spacer", "Divider", "TextField",
        "Toggle", "Slider", "Stepper", "List", "ScrollView", "GeometryReader", "ForEach", "Group", "Section",
    ]

    /// Takes in a snippet's declarations.
    func declare(_ file: SourceFileSyntax, converter: SourceLocationConverter) {
        for (key, member) in Self.environmentSettings(in: file.description) {
            let earlier = setEnvironmentKeys[key]
            setEnvironmentKeys[key] = earlier == nil || earlier! == member ? member : .some(nil)
        }
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            declare(decl, converter: converter)
        }
    }

    /// Each environment key `source` sets, with the member it sets it to when it writes one:
    /// `.environment(\.colorScheme, .dark)` → (colorScheme, dark),
    /// `.preferredColorScheme(.dark)` → (colorScheme, dark). Read as text: most code sets
    /// none, and a scan of its bytes costs nothing beside a parse.
    static func environmentSettings(in source: String) -> [(key: String, member: String?)] {
        func name(after index: String.Index) -> (String, String.Index) {
            let end = source[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? source.endIndex
            return (String(source[index..<end]), end)
        }
        func member(after index: String.Index) -> String? {
            let start = source[index...].drop { $0 == "," || $0 == " " }
            guard start.first == "." else { return nil }
            let found = name(after: source.index(after: start.startIndex)).0
            return found.isEmpty ? nil : found
        }
        var settings: [(key: String, member: String?)] = []
        for range in source.ranges(of: ".environment(\\.") {
            let (key, end) = name(after: range.upperBound)
            if !key.isEmpty { settings.append((key, member(after: end))) }
        }
        for range in source.ranges(of: ".preferredColorScheme(") {
            settings.append(("colorScheme", member(after: range.upperBound)))
        }
        return settings
    }

    func declare(_ decl: DeclSyntax, converter: SourceLocationConverter) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            // A note that lists SwiftUI's own API (`struct Button<Label> { init(…) }`)
            // does not replace the view kb knows.
            if Self.builtInViews.contains(structDecl.name.text), !structDecl.memberBlock.description.contains("body") { return }
            types[structDecl.name.text] = Self.typeDeclaration(
                name: structDecl.name.text, inheritance: structDecl.inheritanceClause, members: structDecl.memberBlock,
                line: structDecl.startLocation(converter: converter).line)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            // A model class (`class Counter: ObservableObject { @Published var count = 3 }`):
            // its instances start with their properties' initial values.
            types[classDecl.name.text] = Self.typeDeclaration(
                name: classDecl.name.text, inheritance: classDecl.inheritanceClause, members: classDecl.memberBlock,
                line: classDecl.startLocation(converter: converter).line)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            types[enumDecl.name.text] = Self.typeDeclaration(
                name: enumDecl.name.text, inheritance: enumDecl.inheritanceClause, members: enumDecl.memberBlock,
                line: enumDecl.startLocation(converter: converter).line)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            if extended == "VerticalAlignment" || extended == "HorizontalAlignment" {
                declareAlignments(extensionDecl, axis: extended == "VerticalAlignment" ? .vertical : .horizontal,
                                  converter: converter)
                return
            }
            for member in extensionDecl.memberBlock.members {
                if types[extended] == nil, let variable = member.decl.as(VariableDeclSyntax.self),
                   variable.modifiers.contains(where: { $0.name.text == "static" }) {
                    let statics = extensionStatics[extended] ?? TypeDeclaration(name: extended, conformances: [], line: 0)
                    statics.add([member.decl])
                    extensionStatics[extended] = statics
                }
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                // A method of Text or Image is one of a view, called on such a view.
                if SampleUse.extendedSamples[extended] != nil {
                    viewExtensions[function.name.text] = function
                } else if let type = types[extended] {
                    type.methods[function.name.text] = function
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            functions[function.name.text] = function
        } else if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
                  let extended = Self.typeOfStaticValue(variable), types[extended] == nil {
            // `static let element = Color("Element")` shown without the `extension Color {`
            // it was cut from: a static property of the type its value is made of.
            let statics = extensionStatics[extended] ?? TypeDeclaration(name: extended, conformances: [], line: 0)
            statics.add([decl])
            extensionStatics[extended] = statics
        }
    }

    /// The SwiftUI type whose value a static property outside any type holds: `Color` for
    /// `Color("Element")` or `Color.purple.opacity(0.5)`, `Font` for `Font.system(size: 20)`.
    static func typeOfStaticValue(_ variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let value = variable.bindings.first?.initializer?.value,
              let name = Interpreter.chainBase(of: value).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return ["Color", "Font", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient"].contains(name) ? name : nil
    }

    /// `extension VerticalAlignment { struct Custom: AlignmentID { … }; static let custom =
    /// VerticalAlignment(Custom.self) }`: the guide's name and the type that computes
    /// its default value.
    func declareAlignments(_ extensionDecl: ExtensionDeclSyntax, axis: Axis, converter: SourceLocationConverter) {
        for member in extensionDecl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                          let argument = call.arguments.first?.expression.trimmedDescription else { continue }
                    customAlignments[name] = (axis, argument.replacingOccurrences(of: ".self", with: ""))
                }
            } else {
                declare(member.decl, converter: converter)
            }
        }
    }

    static func typeDeclaration(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
                                line: Int) -> TypeDeclaration {
        let conformances = Set(inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let type = TypeDeclaration(name: name, conformances: conformances, line: line)
        type.add(members.members.map(\.decl))
        return type
    }
}

extension TypeDeclaration {
    /// The types a property that holds a view is declared with.
    static let viewTypeNames: Set<String> = ["Image", "Text", "AnyView", "some View", "Content", "Label", "Shape", "AnyShape"]

    /// Takes in member declarations; one of a name already held replaces it.
    func add(_ members: [DeclSyntax]) {
        let type = self
        for decl in members {
            if let variable = decl.as(VariableDeclSyntax.self) {
                let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }.first
                let isStatic = variable.modifiers.contains { $0.name.text == "static" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    type.viewProperties.remove(name)
                    if let accessor = binding.accessorBlock {
                        type.storedProperties.removeAll { $0.name == name }
                        switch accessor.accessors {
                        case .getter(let body):
                            type.computedProperties[name] = body
                        case .accessors(let list):
                            if let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body {
                                type.computedProperties[name] = getter.statements
                            }
                        }
                    } else {
                        type.storedProperties.removeAll { $0.name == name }
                        type.computedProperties[name] = nil
                        type.storedProperties.append((name, binding.initializer?.value, wrapper, isStatic))
                        if binding.initializer == nil, let annotation = binding.typeAnnotation?.type.trimmedDescription,
                           Self.viewTypeNames.contains(annotation) {
                            type.viewProperties.insert(name)
                        }
                        if InterpolatedNumbers.isFloating(binding) {
                            type.floatingProperties.insert(name)
                        } else {
                            type.floatingProperties.remove(name)
                        }
                        type.environmentKeys[name] = EnvironmentDefaults.key(of: variable.attributes)
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.methods[function.name.text] = function
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
            } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    type.storedProperties.append((element.name.text, nil, "case", true))
                }
            }
        }
    }

    /// A type with this one's members and conformances, under another name or the same.
    func copy(named newName: String? = nil) -> TypeDeclaration {
        let copy = TypeDeclaration(name: newName ?? name, conformances: conformances, line: line)
        copy.storedProperties = storedProperties
        copy.viewProperties = viewProperties
        copy.computedProperties = computedProperties
        copy.methods = methods
        copy.initializers = initializers
        copy.isImplicit = isImplicit
        return copy
    }
}
