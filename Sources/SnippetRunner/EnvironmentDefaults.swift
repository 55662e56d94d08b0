import SwiftSyntax

/// What an `@Environment(\.key)` property reads when the chapter's code sets the key
/// nowhere (else it reads what the code sets: `ChapterScope.setEnvironmentKeys`): the values SwiftUI gives an app on an iPhone
/// in portrait, light mode, at the default text size (Apple's `EnvironmentValues`
/// documentation: `colorScheme`, `horizontalSizeClass`, `verticalSizeClass`,
/// `layoutDirection`, `dynamicTypeSize` and the older `sizeCategory`, `isEnabled`,
/// `scenePhase`). A key kb does not know stays a name, as before.
enum EnvironmentDefaults {
    static func value(of key: String) -> Value? {
        switch key {
        case "colorScheme": .member("light", [])
        case "horizontalSizeClass": .member("compact", [])
        case "verticalSizeClass": .member("regular", [])
        case "layoutDirection": .member("leftToRight", [])
        case "dynamicTypeSize", "sizeCategory": .member("large", [])
        case "isEnabled": .bool(true)
        case "scenePhase": .member("active", [])
        default: nil
        }
    }

    /// The key an `@Environment(\.colorScheme)` attribute reads, or nil for any other.
    static func key(of attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self),
                  let component = argument.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { continue }
            return component.declName.baseName.text
        }
        return nil
    }
}
