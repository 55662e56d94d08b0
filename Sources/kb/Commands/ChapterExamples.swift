import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// A chapter's snippets run in order with one runner, so that each sees the declarations
/// of the snippets before it in its chapter: what `kb run`, `kb check` and the examples
/// made at import share.
enum ChapterExamples {
    /// The outcomes of `scope` (one chapter's snippets, in order), up to and including the
    /// one with id `last` when given.
    static func run(_ scope: [Snippet], through last: Int64? = nil, canvas: Canvas = Canvas(width: 390, height: 844),
                    useDevice: Bool = false) -> [(snippet: Snippet, outcome: ExampleOutcome)] {
        let runner = SnippetRunner()
        var outcomes: [(snippet: Snippet, outcome: ExampleOutcome)] = []
        for snippet in scope {
            outcomes.append((snippet, runner.run(snippet.code, language: snippet.language, canvas: canvas, useDevice: useDevice)))
            if last != nil && snippet.id == last { break }
        }
        return outcomes
    }

    /// The outcomes of `chosen` (stored snippets), in their order, each run after the
    /// snippets before it in its chapter.
    static func run(_ chosen: [Snippet], from store: KnowledgeStore, canvas: Canvas = Canvas(width: 390, height: 844),
                    useDevice: Bool = false) throws -> [(snippet: Snippet, outcome: ExampleOutcome)] {
        let wanted = Dictionary(chosen.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var outcomes: [(snippet: Snippet, outcome: ExampleOutcome)] = []
        for scope in try store.exampleScopes(of: chosen) {
            let last = scope.last { wanted[$0.id] != nil }?.id
            outcomes += run(scope, through: last, canvas: canvas, useDevice: useDevice).filter { wanted[$0.snippet.id] != nil }
        }
        return outcomes.sorted { wanted[$0.snippet.id]! < wanted[$1.snippet.id]! }
    }
}
