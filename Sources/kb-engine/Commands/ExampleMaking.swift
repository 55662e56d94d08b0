import KBCommandLine
import KnowledgeBase
import SnippetRunner

/// The examples `kb import` makes of each chapter's snippets, stored with the note: what
/// running each gave, and layout cards for the runnable ones.
enum ExampleMaking {
    static let maker = ExampleMaker(version: SnippetRunner.version) { scope in
        // What the chapter's layout cards asked so far: a question is asked once a chapter.
        var asked = Set<String>()
        return ChapterExamples.run(scope).map { made($0.snippet, $0.outcome, asked: &asked) }
    }

    static func made(_ snippet: Snippet, _ outcome: ExampleOutcome, asked: inout Set<String>) -> MadeExample {
        let detail: String
        switch outcome.status {
        case .runnable: detail = ""
        case .runnableWithPlaceholders(let names): detail = names.joined(separator: ", ")
        case .notALayoutExample(let reason), .failed(let reason): detail = reason
        }
        var cards: [LayoutCard] = []
        if outcome.status.runs, let layout = outcome.layout {
            cards = LayoutQuestions.cards(for: snippet, layout: layout, asked: &asked)
        }
        return MadeExample(status: outcome.status.name, detail: detail, cards: cards, edits: outcome.edit?.ordinal)
    }
}
