/// A PreferenceKey: its name, default value and how two values combine.
public struct PreferenceKey: Sendable {
    public var name: String
    public var defaultValue: Double
    public var reduce: @Sendable (_ value: Double, _ next: Double) -> Double

    public init(name: String, defaultValue: Double = 0,
                reduce: @escaping @Sendable (_ value: Double, _ next: Double) -> Double = { _, next in next }) {
        self.name = name
        self.defaultValue = defaultValue
        self.reduce = reduce
    }
}
