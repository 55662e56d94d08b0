/// Something kb noticed while running a snippet, with the line (in the snippet) it is about.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// The example still runs: a placeholder stands in, or an ellipsis became nothing.
        case warning
        /// The example cannot run.
        case error
        /// How kb read the snippet: a style shown on a sample view.
        case note
    }

    public var line: Int
    public var message: String
    public var severity: Severity

    public var description: String { "line \(line): \(message)" }
}

/// A snippet whose code makes a value that is no view (`GridItem(.flexible())`,
/// `Task { … }`, `NSPredicate(…)`): no layout example.
struct NotAView: Error {
    var kind: String

    /// What the value is, when it is no view.
    static func kind(of value: Value) -> String? {
        switch value {
        case .number, .bool, .range, .size, .insets, .font, .gridItem, .dimensions, .proxy, .binding:
            return "\(value.kindName) is a value, not a view"
        case .type(let name): return "\(name) is not a view"
        case .member(let name, let arguments) where ShapeStyles.style(name, arguments) == nil:
            return ".\(name) is a value, not a view"
        default: return nil
        }
    }
}

/// Stops a run: the snippet cannot be laid out, for the reason given.
struct RunError: Error {
    var line: Int
    var message: String
}
