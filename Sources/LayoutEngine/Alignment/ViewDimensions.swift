/// A view's size and its alignment guides: the defaults of each guide, and the values
/// the view sets itself (a Text's baselines, an `alignmentGuide` modifier's).
public struct ViewDimensions: Sendable {
    public var width: Double
    public var height: Double
    var explicit: [AlignmentID: Double]

    public init(size: Size, explicit: [AlignmentID: Double] = [:]) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> Double { self[guide.id] }
    public subscript(guide: VerticalAlignment) -> Double { self[guide.id] }

    public subscript(id: AlignmentID) -> Double {
        explicit[id] ?? id.defaultValue(self)
    }

    /// The value the view sets for `id`, if it sets one.
    public subscript(explicit id: AlignmentID) -> Double? { explicit[id] }
}
