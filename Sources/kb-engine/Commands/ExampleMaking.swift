import KBCommandLine
import KnowledgeBase
import SnippetRunner

/// The examples `kb import` makes of each chapter's snippets, stored with the note: what
/// running each gave, and layout cards for the runnable ones.
enum ExampleMaking {
    static let maker = ExampleMaker(version: SnippetRunner.version) { scope in
        ChapterExamples.run(scope).map { made($0.snippet, $0.outcome) }
    }

    static func made(_ snippet: Snippet, _ outcome: ExampleOutcome) -> MadeExample {
        let detail: String
        switch outcome.status {
        case .runnable: detail = ""
        case .runnableWithPlaceholders(let names): detail = names.joined(separator: ", ")
        case .notALayoutExample(let reason), .failed(let reason): detail = reason
        }
        let cards = outcome.status.runs ? outcome.layout.map { LayoutQuestions.cards(for: snippet, layout: $0) } ?? [] : []
        return MadeExample(status: outcome.status.name, detail: detail, cards: cards, edits: outcome.edit?.ordinal)
    }
}
