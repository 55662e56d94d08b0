import SwiftSyntax

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

    /// `_count` or `self._count` in an initializer: the instance and the name of the
    /// property whose wrapper it stores, when `count` is a wrapped stored property.
    func wrappedProperty(_ expression: ExprSyntax, in environment: Environment) -> (Instance, String)? {
        guard let instance = environment.selfInstance else { return nil }
        var written: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self), environment.reference(reference.baseName.text) == nil {
            written = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            written = access.declName.baseName.text
        }
        guard let name = written, name.hasPrefix("_"), name.count > 1 else { return nil }
        let property = String(name.dropFirst())
        guard instance.type.storedProperties.contains(where: { $0.name == property && $0.wrapper != nil }) else { return nil }
        return (instance, property)
    }

    /// Sets a wrapped property through its wrapper's storage: `_count = count` with a
    /// `Binding` makes the property read and write the binding's source; `_isOn =
    /// State(initialValue: true)` gives the state its first value. SwiftUI keeps a view's
    /// state storage for the view's identity and uses an initializer's value only the first
    /// time (Apple's documentation of `State.init(initialValue:)`): when a layout pass runs
    /// again because `onPreferenceChange` changed the state, the initializer leaves it.
    func setWrapped(_ instance: Instance, _ property: String, _ value: Value) {
        if instance.keptState.contains(property) { return }
        setField(instance, property, value)
    }
}
