import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// A chapter's snippets run in order with one runner, so that each sees the declarations
/// of the snippets before it in its chapter: what `kb run`, `kb check` and the examples
/// made at import share.
enum ChapterExamples {
    /// One snippet's outcome, with the snippet whose example it edits when it is a fragment.
    typealias Outcome = (snippet: Snippet, outcome: ExampleOutcome, edits: Snippet?)

    /// The outcomes of `scope` (one chapter's snippets, in order), up to and including the
    /// one with id `last` when given.
    static func run(_ scope: [Snippet], through last: Int64? = nil, canvas: Canvas = .preview,
                    useDevice: Bool = false) -> [Outcome] {
        let runner = SnippetRunner()
        var outcomes: [Outcome] = []
        for snippet in scope {
            let outcome = runner.run(snippet.code, language: snippet.language, canvas: canvas, useDevice: useDevice)
            // The runner counts its runs: the edited example's ordinal is its place in the scope.
            let edits = outcome.edit.flatMap { scope.indices.contains($0.ordinal) ? scope[$0.ordinal] : nil }
            outcomes.append((snippet, outcome, edits))
            if last != nil && snippet.id == last { break }
        }
        return outcomes
    }

    /// The outcomes of `chosen` (stored snippets), in their order, each run after the
    /// snippets before it in its chapter.
    static func run(_ chosen: [Snippet], from store: KnowledgeStore, canvas: Canvas = .preview,
                    useDevice: Bool = false) throws -> [Outcome] {
        let wanted = Dictionary(chosen.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var outcomes: [Outcome] = []
        for scope in try store.exampleScopes(of: chosen) {
            let last = scope.last { wanted[$0.id] != nil }?.id
            outcomes += run(scope, through: last, canvas: canvas, useDevice: useDevice).filter { wanted[$0.snippet.id] != nil }
        }
        return outcomes.sorted { wanted[$0.snippet.id]! < wanted[$1.snippet.id]! }
    }
}
