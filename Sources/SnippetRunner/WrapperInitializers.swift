/// Property wrappers made by hand in an initializer: `_count = State(initialValue: start)`,
/// `_model = StateObject(wrappedValue: Model())`. The interpreter stores a wrapped property's
/// value itself (a `@State` property is its value, shared through a reference), so the
/// wrapper made this way is the value it wraps.
extension Interpreter {
    static let handMadeWrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Published", "FocusState"]

    /// The value `State(initialValue:)`, `State(wrappedValue:)` and their kin wrap, or nil
    /// for any other call.
    static func wrappedInitialValue(_ name: String, _ arguments: [Argument]) -> Value? {
        guard handMadeWrappers.contains(name), arguments.count == 1,
              let label = arguments[0].label, ["initialValue", "wrappedValue"].contains(label) else { return nil }
        return arguments[0].value
    }
}
