import Dispatch
import Foundation
import KnowledgeBase
import SnippetRunner

/// Links snippets to their examples after an import: each note's snippets run in order
/// (later ones see earlier declarations), the notes on every core, and what each gave is
/// stored.
enum ExampleLinker {
    static func link(notes paths: [String], in store: KnowledgeStore) throws {
        guard !paths.isEmpty else { return }
        let notes = try paths.map { try store.snippets(inNote: $0) }
        let slots = LinkSlots(count: notes.count)
        DispatchQueue.concurrentPerform(iterations: notes.count) { index in
            slots.set(index, NoteExamples.run(notes[index]).map(link))
        }
        try store.recordExamples(slots.all.map(\.link))
        try store.addLayoutCards(slots.all.flatMap(\.cards))
    }

    /// What running a snippet gave, and the layout cards of a runnable example.
    static func link(_ snippet: Snippet, _ outcome: ExampleOutcome) -> (link: ExampleLink, cards: [LayoutCard]) {
        let detail: String
        switch outcome.status {
        case .runnable: detail = ""
        case .runnableWithPlaceholders(let names): detail = names.joined(separator: ", ")
        case .notALayoutExample(let reason), .failed(let reason): detail = reason
        }
        let cards = outcome.status.runs ? outcome.layout.map { LayoutQuestions.cards(for: snippet, layout: $0) } ?? [] : []
        return (ExampleLink(snippetID: snippet.id, status: outcome.status.name, detail: detail), cards)
    }
}

/// Results written from several threads, each to its own slot.
final class LinkSlots: @unchecked Sendable {
    private var slots: [[(link: ExampleLink, cards: [LayoutCard])]]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ links: [(link: ExampleLink, cards: [LayoutCard])]) { lock.withLock { slots[index] = links } }

    var all: [(link: ExampleLink, cards: [LayoutCard])] { lock.withLock { slots.flatMap { $0 } } }
}
