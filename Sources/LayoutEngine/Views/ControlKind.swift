/// Controls, sized as iOS draws them by default, with the state a preview shows them in.
public enum ControlKind: Sendable, Hashable {
    case button(String)
    case textField(String)
    case secureField(String)
    /// A switch beside its label, on or off as its binding starts.
    case toggle(String, isOn: Bool)
    /// A slider whose thumb sits at `value`, 0 to 1 of its range.
    case slider(value: Double)
    case stepper(String)
    /// A bar filled to `value` (0 to 1), or a spinning activity indicator when nil.
    case progress(value: Double?)
    /// A picker as iOS shows it in a form or a menu: its label, and the choice it starts on.
    case picker(String, selection: String)
}
