/// A shape whose outline is a path: a `Path` drawn as a view, or a `Shape` the note
/// declares, whose `path(in:)` is run for the frame it is laid out in. Like every shape it
/// takes the space offered (Apple's documentation of `Shape`: shapes "fill the space
/// offered"); only its drawing needs the path.
public struct ShapePath: Sendable, Hashable {
    public let name: String
    private let elementsIn: @Sendable (Size) -> [PathElement]

    /// `elements` gives the path for a frame of that size, in the frame's own coordinates.
    public init(name: String, elements: @escaping @Sendable (Size) -> [PathElement]) {
        self.name = name
        self.elementsIn = elements
    }

    /// The path in canvas points for a view laid out in `frame`.
    public func elements(in frame: Rect) -> [PathElement] {
        elementsIn(Size(width: frame.width, height: frame.height)).map { $0.moved(by: frame.minX, frame.minY) }
    }

    // Two paths are the same shape when they have the same name: the layout compares
    // shapes by kind, never by outline.
    public static func == (a: ShapePath, b: ShapePath) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
