/// A drawing-only modifier and its argument, as the snippet wrote it.
public struct VisualEffect: Sendable, Hashable {
    public var name: String
    public var value: String?

    public init(name: String, value: String? = nil) {
        self.name = name
        self.value = value
    }
}
