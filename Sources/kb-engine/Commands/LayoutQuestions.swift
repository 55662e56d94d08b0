import KBCommandLine
import KnowledgeBase
import LayoutEngine

/// Questions the layout engine can answer about a runnable example, for flashcards, that
/// a learner answers by thinking about the layout rules rather than by measuring: does a
/// Text wrap, which view is widest, which picture the code draws (`PictureQuestions`). Never where a view lands (a coordinate), nor how many
/// lines a Text takes (that depends on the font).
enum LayoutQuestions {
    static func cards(for snippet: Snippet, layout: LayoutResult) -> [LayoutCard] {
        let nodes = layout.root.flattened().map(\.node)
        var questions: [(question: String, answer: String)] = []
        func card(_ question: String, _ answer: String) {
            questions.append((question, answer))
        }
        for text in nodes where text.type == "Text" && (text.lines?.count ?? 0) > 1 {
            card("Does Text(\"\(text.label ?? "")\") stay on one line or wrap?",
                 "It wraps: the width it is offered is narrower than its text, and a Text breaks its lines rather than grow past the width it is offered.")
        }
        let named = nodes.filter { ($0.type == "Text" || $0.type == "Color") && $0.label != nil }
        if named.count >= 2, let widest = named.max(by: { $0.frame.width < $1.frame.width }),
           named.filter({ $0.frame.width == widest.frame.width }).count == 1 {
            card("Which view is widest?", "\(widest.type) \(widest.label!): \(widest.frame.width.pointText) points wide")
        }
        // The picture is drawn only for a card that shows it: most runnable examples ask
        // no question and have no misconception to draw, and drawing was a tenth of an import.
        var drawn: String?
        func picture() -> String {
            if let drawn { return drawn }
            let picture = TerminalPicture(columns: 60).render(layout)
            drawn = picture
            return picture
        }
        let code = snippet.code.trimmingTrailingNewlines
        let cards = questions.map { LayoutCard(front: "\(code)\n\n\($0.question)", back: "\($0.answer)\n\n\(picture())") }
        return cards + [PictureQuestions.card(for: snippet, right: picture)].compactMap { $0 }
    }
}
