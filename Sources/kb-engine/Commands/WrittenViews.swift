extension LayoutQuestions {
    /// The text of the sample Text kb shows a style or a lone modifier on (the snippet
    /// runner's `Text("Text")`).
    static let sampleText = "Text"

    /// Whether the code on the card's front writes every view `question` names: each
    /// `Text("…")` by its string literal, and the colour a "which view is widest?" answer
    /// names by its name. A snippet runs in its chapter, so its example may be the view an
    /// earlier snippet declared, filled in by this one (a badge's `Text(text)` showing
    /// "Video call available"): a question about a Text the front does not write asks the
    /// learner about code they cannot see. The sample Text a style or a lone modifier is
    /// shown on is the exception: the question is about the style the front shows.
    static func namesWrittenViews(_ question: Question, in code: String) -> Bool {
        var rest = question.question[...]
        while let open = rest.range(of: "Text(\""), let close = rest[open.upperBound...].range(of: "\")") {
            let text = rest[open.upperBound..<close.lowerBound]
            guard text == sampleText || code.contains("\"\(text)\"") else { return false }
            rest = rest[close.upperBound...]
        }
        if question.question == widestQuestion, question.answer.hasPrefix("Color "),
           let colour = question.answer.dropFirst("Color ".count).split(separator: ":").first {
            return code.contains(colour)
        }
        return true
    }
}
