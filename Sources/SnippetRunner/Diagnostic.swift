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

/// Stops a run: the snippet cannot be laid out, for the reason given.
struct RunError: Error {
    var line: Int
    var message: String
}
