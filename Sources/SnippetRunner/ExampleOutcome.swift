import LayoutEngine

/// What running a snippet gave.
public struct ExampleOutcome: Sendable {
    public enum Status: Sendable, Equatable {
        case runnable
        /// Runs, with labelled boxes standing in for these views the notes never define.
        case runnableWithPlaceholders([String])
        /// Code that shows no layout: tests, debugger commands, declarations only.
        case notALayoutExample(String)
        case failed(String)

        /// The word `kb stats` and `kb show` use.
        public var name: String {
            switch self {
            case .runnable: "runnable"
            case .runnableWithPlaceholders: "runnable with placeholders"
            case .notALayoutExample: "not a layout example"
            case .failed: "failed"
            }
        }

        public var runs: Bool {
            switch self {
            case .runnable, .runnableWithPlaceholders: true
            default: false
            }
        }
    }

    public var status: Status
    public var layout: LayoutResult?
    public var diagnostics: [Diagnostic]
    /// The device a `#Preview` or `.previewDevice` asks for.
    public var previewDevice: String?
    /// The example this snippet edits, when it is a fragment of it.
    public var edit: ExampleEdit? = nil
}

/// A fragment's edit of the example before it: which one, how, and what changed.
public struct ExampleEdit: Sendable {
    /// Which of the runner's runs showed the edited example (0 for the first snippet run).
    public var ordinal: Int
    /// The edit in words: "adds .frame(width: 300) to it".
    public var description: String
    /// The edited example as it was laid out before the edit.
    public var before: LayoutResult
    /// The frames the edit changed.
    public var changes: [FrameChanges.Change]
}
