import LayoutEngine

/// A value while a snippet runs: what Swift expressions in study notes evaluate to.
indirect enum Value {
    case number(Double)
    case bool(Bool)
    case string(String)
    case view(View)
    case array([Value])
    /// `0..<n` and `0...n`, as the half-open range of integers they hold.
    case range(Int, Int)
    /// A member written without its type, `.leading`, `.system(size: 20)`: what it means
    /// depends on where it is used.
    case member(String, [Argument])
    case size(Size)
    case insets(EdgeInsets)
    case font(Font)
    case color(ColorValue)
    case gridItem(GridItem)
    case dimensions(ViewDimensions)
    /// A GeometryProxy: the size of its reader.
    case proxy(Size)
    case instance(Instance)
    /// What a declared `Layout` works with: a `ProposedViewSize`, a `CGRect`, a `CGPoint`,
    /// one of its subviews and a subview's spacing preferences.
    case proposal(ProposedSize)
    case rect(Rect)
    case point(Point)
    case subview(LayoutSubview)
    case spacing(LayoutSubview)
    /// A `Path` being drawn, its steps in the view's own points (`Paths`).
    case path([PathElement])
    case closure(Closure)
    /// `$value`: a reference to a stored property.
    case binding(Reference)
    /// A type named in code: `Color`, `Font`, `HeightPreferenceKey.self`.
    case type(String)
    case none

    var number: Double? {
        switch self {
        case .number(let value): value
        case .bool(let value): value ? 1 : 0
        case .member("infinity", _): .infinity
        // `.radians(.pi)`: π written as an implicit member where a Double is expected.
        case .member("pi", let arguments) where arguments.isEmpty: .pi
        default: nil
        }
    }

    var views: [View]? {
        switch self {
        case .view(let view): [view]
        case .color(let color): [View(.color(color))]
        case .array(let values): values.compactMap(\.views).flatMap { $0 }
        case .none: []
        default: nil
        }
    }

    /// How the value reads in a diagnostic.
    var kindName: String {
        switch self {
        case .number: "a number"
        case .bool: "a Bool"
        case .string: "a string"
        case .view, .color: "a view"
        case .array: "an array"
        case .range: "a range"
        case .member(let name, _): ".\(name)"
        case .size: "a CGSize"
        case .insets: "EdgeInsets"
        case .font: "a Font"
        case .gridItem: "a GridItem"
        case .dimensions: "ViewDimensions"
        case .proxy: "a GeometryProxy"
        case .instance(let instance): "a \(instance.type.name)"
        case .proposal: "a ProposedViewSize"
        case .rect: "a CGRect"
        case .point: "a CGPoint"
        case .subview: "a subview"
        case .spacing: "ViewSpacing"
        case .path: "a Path"
        case .closure: "a closure"
        case .binding: "a Binding"
        case .type(let name): name
        case .none: "nothing"
        }
    }
}

/// An argument of a call: its label (nil for none) and value.
struct Argument {
    var label: String?
    var value: Value
}

/// A struct value made from a snippet's `struct` declaration. A class, so that a
/// `mutating` method or an `@State` change is seen by everything holding it.
final class Instance: @unchecked Sendable {
    let type: TypeDeclaration
    var fields: [String: Value]
    /// The `@State` properties whose storage an earlier layout pass made for the same view:
    /// an initializer's `_name = State(initialValue: …)` leaves them as they are.
    var keptState: Set<String> = []

    init(type: TypeDeclaration, fields: [String: Value] = [:]) {
        self.type = type
        self.fields = fields
    }
}

/// A place a value is stored: a variable, a struct's field.
final class Reference: @unchecked Sendable {
    var value: Value
    /// Declared as a Double, CGFloat or Float, or set from a float literal, which decides
    /// how it reads in a string (`InterpolatedNumbers`).
    var holdsFloatingPoint = false
    init(_ value: Value) { self.value = value }
}
