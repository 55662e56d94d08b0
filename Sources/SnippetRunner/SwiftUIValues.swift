import LayoutEngine

/// SwiftUI's and CoreGraphics's named values: colours, fonts, alignments, `.infinity`.
enum SwiftUIValues {
    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("CGFloat", "infinity"), ("Double", "infinity"): return .number(.infinity)
        case ("CGFloat", "pi"), ("Double", "pi"): return .number(.pi)
        case ("CGSize", "zero"): return .size(.zero)
        case ("Color", _): return ColorValue.named[name].map { .color($0) }
        case ("Font", _): return font(named: name).map { .font($0) }
        case ("VerticalAlignment", "center"): return .member(verticalCenter, [])
        default: return .member(name, [])
        }
    }

    static func font(named name: String) -> Font? { Font.styles[name] }

    static func color(_ value: Value) -> ColorValue? { ShapeStyles.color(value) }

    /// `VerticalAlignment.center` by its full name: `.center` alone is the horizontal
    /// centre, unless an alignment guide of the vertical axis asks.
    static let verticalCenter = "VerticalAlignment.center"

    /// A view's guide by name, `d[.top]`; `.center` is the centre on `axis`, the axis of
    /// the alignment guide being computed.
    static func guide(_ name: String, in dimensions: ViewDimensions, axis: Axis) -> Double {
        switch name {
        case "leading", "top": 0
        case "trailing": dimensions.width
        case "bottom": dimensions.height
        case "center" where axis == .horizontal: dimensions.width / 2
        default: dimensions[VerticalAlignment.center]
        }
    }

    static func horizontal(_ name: String) -> HorizontalAlignment? {
        switch name {
        case "leading": .leading
        case "center": .center
        case "trailing": .trailing
        default: nil
        }
    }

    static func vertical(_ name: String) -> VerticalAlignment? {
        switch name {
        case "top": .top
        case "center", verticalCenter: .center
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: nil
        }
    }

    static func alignment(_ name: String) -> Alignment? {
        switch name {
        case "center": .center
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "topLeading": .topLeading
        case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading
        case "bottomTrailing": .bottomTrailing
        default: nil
        }
    }

    static func edges(_ value: Value) -> Edges? {
        switch value {
        case .member(let name, _):
            switch name {
            case "all": return .all
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "top": return .top
            case "bottom": return .bottom
            case "leading": return .leading
            case "trailing": return .trailing
            default: return nil
            }
        case .array(let values):
            return values.compactMap(edges).reduce(into: Edges()) { $0.formUnion($1) }
        default:
            return nil
        }
    }

    static func weight(_ name: String) -> Font.Weight? {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: nil
        }
    }

    static func textAlignment(_ name: String) -> TextAlignment? { TextAlignment(rawValue: name) }
}
