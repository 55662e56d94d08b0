import LayoutEngine

extension LayoutQuestions {
    /// The text of the sample Text kb shows a style or a lone modifier on (the snippet
    /// runner's `Text("Text")`).
    static let sampleText = "Text"

    /// Whether the code on the card's front writes every view `question` names. A snippet
    /// runs in its chapter, so its example may be the view an earlier snippet declared,
    /// filled in by this one (a badge's `Text(text)` showing "Video call available"), and a
    /// ForEach shows Texts the code does not write (`"item \(i)"`, a hundred of them): a
    /// question about a view the front does not write asks the learner about code they
    /// cannot see. The sample Text a style or a lone modifier is shown on is the exception:
    /// the question is about the style the front shows.
    static func namesWrittenViews(_ question: Question, in code: String) -> Bool {
        question.names.allSatisfy { isWritten($0, in: code) }
    }

    /// Whether `code` writes `view`: a Text by its string literal (its quotes and
    /// backslashes escaped as the code writes them), a colour by its name
    /// (`.red`, `Color.red`, `Color(.systemRed)`, `Color("red")`). A colour kb names by
    /// its components (`white(0.5)`, `rgb(…)`) or a gradient cannot be looked up and
    /// counts as written.
    static func isWritten(_ view: FrameNode, in code: String) -> Bool {
        guard let label = view.label else { return true }
        switch view.type {
        case "Text":
            let escaped = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return label == sampleText || code.contains("\"\(label)\"") || code.contains("\"\(escaped)\"")
        case "Color":
            guard !label.isEmpty, label.allSatisfy(\.isLetter) else { return true }
            let system = "system" + label.prefix(1).uppercased() + label.dropFirst()
            return code.contains("\"\(label)\"") || [label, system].contains { containsMember($0, in: code) }
        default:
            return true
        }
    }

    /// Whether `code` writes `.name` as a whole member name (`.red`, not `.redColor`).
    private static func containsMember(_ name: String, in code: String) -> Bool {
        var rest = code[...]
        while let found = rest.range(of: "." + name) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
