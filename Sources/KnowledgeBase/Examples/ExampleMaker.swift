/// What running a snippet gave, made while its note is imported and stored with it.
public struct MadeExample: Sendable, Equatable {
    /// runnable, runnable with placeholders, not a layout example, failed.
    public var status: String
    /// The placeholders, or why the snippet is no example or failed.
    public var detail: String
    /// Flashcards about the example's layout; none unless it runs.
    public var cards: [LayoutCard]

    public init(status: String, detail: String, cards: [LayoutCard] = []) {
        self.status = status
        self.detail = detail
        self.cards = cards
    }
}

/// Runs the snippets of one chapter (see `ExampleScope`), in order, each seeing the
/// declarations of those before it, into one example per snippet. The snippets are not
/// stored yet: their `id` and `chapterID` are 0. SnippetRunner lives outside
/// KnowledgeBase, so `kb import` hands the importer the maker; it is called on the
/// import's parsing threads, whose stacks are `ParsedNotes.stackSize` large.
public typealias ExampleMaker = @Sendable (_ scope: [Snippet]) -> [MadeExample]

extension ParsedNote {
    /// The note's snippets, in order, grouped by the chapter scope they run in.
    func exampleScopes(path: String) -> [[Snippet]] {
        var roots: [Int] = []
        var scopes: [[Snippet]] = []
        for (index, chapter) in chapters.enumerated() where !chapter.snippets.isEmpty {
            let root = ExampleScope.root(of: index, parent: { chapters[$0].parent },
                                         isNumbered: { chapters[$0].heading.number != nil })
            let snippets = chapter.snippets.map { snippet in
                Snippet(id: 0, chapterID: 0, language: snippet.language, code: snippet.code, file: path,
                        startLine: snippet.startLine, endLine: snippet.endLine, proseBefore: snippet.proseBefore,
                        proseAfter: snippet.proseAfter, expectations: snippet.expectations)
            }
            if let existing = roots.firstIndex(of: root) {
                scopes[existing] += snippets
            } else {
                roots.append(root)
                scopes.append(snippets)
            }
        }
        return scopes
    }
}
