import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// A note's snippets run in order with one runner, so that each sees the declarations of
/// the snippets before it: what `kb run`, `kb check` and the links made at import share.
enum NoteExamples {
    /// The outcomes of `snippets` (one note's, in order), up to and including the one
    /// with id `last` when given.
    static func run(_ snippets: [Snippet], through last: Int64? = nil, canvas: Canvas = Canvas(width: 390, height: 844),
                    useDevice: Bool = false) -> [(snippet: Snippet, outcome: ExampleOutcome)] {
        let runner = SnippetRunner()
        var outcomes: [(snippet: Snippet, outcome: ExampleOutcome)] = []
        for snippet in snippets {
            outcomes.append((snippet, runner.run(snippet.code, language: snippet.language, canvas: canvas, useDevice: useDevice)))
            if snippet.id == last { break }
        }
        return outcomes
    }
}
