/// Controls, sized as iOS draws them by default.
public enum ControlKind: Sendable, Hashable {
    case button(String)
    case textField(String)
    case secureField(String)
    case toggle(String)
    case slider
    case stepper(String)
}
