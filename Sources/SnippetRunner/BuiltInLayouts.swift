import LayoutEngine

/// SwiftUI's stacks and grid as `Layout` values (iOS 16): `HStackLayout`, `VStackLayout`,
/// `ZStackLayout` and `GridLayout`, alone or wrapped in `AnyLayout` to switch between them
/// (`let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()); layout { … }`).
///
/// Each lays its content out as the container it is named for. Source: Apple's documentation
/// of `HStackLayout` ("This layout container behaves like an HStack, but conforms to the
/// Layout protocol so you can use it in the conditional layouts that you construct with
/// AnyLayout"), and likewise of `VStackLayout`, `ZStackLayout` and `GridLayout`; of
/// `AnyLayout` ("A type-erased instance of the layout protocol"); WWDC22 "Compose custom
/// layouts with SwiftUI", which switches a view between layouts this way.
enum BuiltInLayouts {
    /// Each layout's name with the container it lays out as.
    static let containers = ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack",
                             "GridLayout": "Grid"]

    /// A layout made without content (`HStackLayout(spacing: 8)`) is a value until it is
    /// called with its content; `AnyLayout(layout)` is the layout it wraps.
    static func value(_ name: String, _ arguments: [Argument]) -> Value? {
        if name == "AnyLayout" { return arguments.first?.value }
        guard containers[name] != nil else { return nil }
        return .member(name, arguments)
    }

    /// The container a layout value lays out as, with the arguments it was made with.
    static func container(of value: Value) -> (name: String, arguments: [Argument])? {
        guard case .member(let name, let arguments) = value, let container = containers[name] else { return nil }
        return (container, arguments)
    }
}
