import KnowledgeBase
import LayoutEngine

/// Questions the layout engine can answer about a runnable example, for flashcards:
/// how many lines a Text wraps into, which view is widest, where a view lands.
enum LayoutQuestions {
    static func cards(for snippet: Snippet, layout: LayoutResult) -> [LayoutCard] {
        let nodes = layout.root.flattened().map(\.node)
        var questions: [(question: String, answer: String)] = []
        func card(_ question: String, _ answer: String) {
            questions.append((question, answer))
        }
        for text in nodes where text.type == "Text" && (text.lines?.count ?? 0) > 1 {
            card("How many lines does Text(\"\(text.label ?? "")\") wrap into?", "\(text.lines!.count) lines: " + text.lines!.joined(separator: " / "))
        }
        let named = nodes.filter { ($0.type == "Text" || $0.type == "Color") && $0.label != nil }
        if named.count >= 2, let widest = named.max(by: { $0.frame.width < $1.frame.width }),
           named.filter({ $0.frame.width == widest.frame.width }).count == 1 {
            card("Which view is widest?", "\(widest.type) \(widest.label!): \(widest.frame.width.pointText) points wide")
        }
        if let color = nodes.first(where: { $0.type == "Color" && $0.label != nil }), nodes.count > 2 {
            let f = color.frame
            let canvas = layout.canvas.name.map { "an \($0) screen (\(layout.canvas.size) points)" }
                ?? "a \(layout.canvas.size)-point canvas"
            card("Where does Color.\(color.label!) land on \(canvas)?",
                 "x \(f.minX.pointText), y \(f.minY.pointText), \(f.width.pointText) x \(f.height.pointText)")
        }
        // Most examples ask nothing; the picture is drawn only for those that do.
        guard !questions.isEmpty else { return [] }
        let picture = TerminalPicture(columns: 60).render(layout)
        let code = snippet.code.trimmingTrailingNewlines
        return questions.map { LayoutCard(front: "\(code)\n\n\($0.question)", back: "\($0.answer)\n\n\(picture)") }
    }
}
