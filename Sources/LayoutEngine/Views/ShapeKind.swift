public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// A custom `Shape` the snippet defines, by its name.
    case custom(String)
    /// A `Path`, or a custom `Shape` whose `path(in:)` kb runs.
    case path(ShapePath)

    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .custom(let name): name
        case .path(let path): path.name
        }
    }

    var isPath: Bool {
        if case .path = self { return true }
        return false
    }
}
