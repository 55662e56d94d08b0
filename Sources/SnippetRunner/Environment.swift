import LayoutEngine

/// The names visible where code runs: local variables, then the fields of `self`, then
/// the enclosing scopes.
final class Environment: @unchecked Sendable {
    private var values: [String: Reference] = [:]
    let parent: Environment?
    /// The struct instance whose method or body is running.
    let selfInstance: Instance?
    /// The view a `ViewModifier`'s `content` or an `extension View` method's `self` is.
    let selfView: View?

    init(parent: Environment?, selfInstance: Instance? = nil, selfView: View? = nil) {
        self.parent = parent
        self.selfInstance = selfInstance ?? parent?.selfInstance
        self.selfView = selfView ?? parent?.selfView
    }

    func define(_ name: String, _ value: Value) { values[name] = Reference(value) }

    /// Forgets every value, and the fields of the struct it runs in (Captures.swift).
    func empty() {
        values.removeAll()
        selfInstance?.fields.removeAll()
    }

    func reference(_ name: String) -> Reference? {
        if let found = values[name] { return found }
        return parent?.reference(name)
    }
}

/// How a statement ended.
enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}
