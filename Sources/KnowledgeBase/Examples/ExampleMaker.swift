/// What running a snippet gave, made while its note is imported and stored with it.
public struct MadeExample: Sendable, Equatable {
    /// runnable, runnable with placeholders, not a layout example, failed.
    public var status: String
    /// The placeholders, or why the snippet is no example or failed.
    public var detail: String
    /// Flashcards about the example's layout; none unless it runs.
    public var cards: [LayoutCard]
    /// The snippet whose example this one edits, when it is a fragment of it: its index
    /// among the snippets the maker was given (among the note's, once the note has them).
    public var edits: Int?

    public init(status: String, detail: String, cards: [LayoutCard] = [], edits: Int? = nil) {
        self.status = status
        self.detail = detail
        self.cards = cards
        self.edits = edits
    }
}

/// Runs the snippets of one chapter (see `ExampleScope`), in order, each seeing the
/// declarations of those before it, into one example per snippet. SnippetRunner lives
/// outside KnowledgeBase, so `kb import` hands the importer the maker.
public struct ExampleMaker: Sendable {
    /// Bumped when the maker runs snippets differently: a note is read again when the
    /// importer or the maker that made its examples has changed since.
    public var version: Int
    /// Called on the import's parsing threads, whose stacks are `ParsedNotes.stackSize`
    /// large, with snippets not stored yet (their `id` and `chapterID` are 0).
    public var make: @Sendable (_ scope: [Snippet]) -> [MadeExample]

    public init(version: Int, make: @escaping @Sendable (_ scope: [Snippet]) -> [MadeExample]) {
        self.version = version
        self.make = make
    }
}

extension ParsedNote {
    /// The note's snippets grouped by the chapter scope they run in, each with its
    /// position among the note's snippets.
    func exampleScopes(path: String) -> [[(position: Int, snippet: Snippet)]] {
        var roots: [Int] = []
        var scopes: [[(position: Int, snippet: Snippet)]] = []
        var position = 0
        for (index, chapter) in chapters.enumerated() {
            let root = ExampleScope.root(of: index, parent: { chapters[$0].parent },
                                         isNumbered: { chapters[$0].heading.number != nil },
                                         isPreamble: { chapters[$0].level == 0 })
            for snippet in chapter.snippets {
                let stored = Snippet(id: 0, chapterID: 0, language: snippet.language, code: snippet.code, file: path,
                                     startLine: snippet.startLine, endLine: snippet.endLine, proseBefore: snippet.proseBefore,
                                     proseAfter: snippet.proseAfter, expectations: snippet.expectations)
                if let existing = roots.firstIndex(of: root) {
                    scopes[existing].append((position, stored))
                } else {
                    roots.append(root)
                    scopes.append([(position, stored)])
                }
                position += 1
            }
        }
        return scopes
    }

    /// The example of each snippet, in the note's order, as `maker` makes them.
    func examples(path: String, maker: ExampleMaker) -> [MadeExample] {
        var examples = [MadeExample?](repeating: nil, count: chapters.reduce(0) { $0 + $1.snippets.count })
        for scope in exampleScopes(path: path) {
            for (entry, var example) in zip(scope, maker.make(scope.map(\.snippet))) {
                example.edits = example.edits.flatMap { scope.indices.contains($0) ? scope[$0].position : nil }
                examples[entry.position] = example
            }
        }
        // A maker that gave fewer examples than snippets leaves the rest unlinked: failed.
        return examples.map { $0 ?? MadeExample(status: "failed", detail: "no example was made") }
    }
}
