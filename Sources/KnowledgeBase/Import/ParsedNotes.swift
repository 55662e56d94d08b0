import Foundation

/// Notes being parsed on every core, handed out in order as each is ready. Parsing,
/// segmenting text for the index and running the snippets into examples are most of an
/// import's work; with them running beside the database writes, an import takes about as
/// long as the longer of the two.
final class ParsedNotes: @unchecked Sendable {
    typealias Parsed = Result<NoteRows, NoteRejection>

    /// The parsing threads' stack: an example maker interprets snippets and lays out their
    /// views, which recurses once per level of nesting (see LayoutEngine's `LargeStack`,
    /// which runs inline on a stack this large instead of starting a thread per snippet).
    static let stackSize = 256 * 1024 * 1024

    private var slots: [Parsed?]
    private var nextToParse = 0
    private let condition = NSCondition()

    private init(count: Int) { slots = Array(repeating: nil, count: count) }

    static func start(_ sources: [NoteSource], examples: ExampleMaker?) -> ParsedNotes {
        let notes = ParsedNotes(count: sources.count)
        let workers = min(sources.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        for _ in 0..<workers {
            // The parsing threads run at the import's own priority: they are most of its
            // work and the writer waits for them, so at the lowest one (nice 19) any other
            // process on a busy machine came first and held up the whole import.
            let thread = Thread {
                while let index = notes.takeNextIndex() {
                    let source = sources[index]
                    let parsed = NoteDecoding.decode(source.bytes).map { text in
                        NoteRows(NoteParser.parse(text, fileStem: source.stem), path: source.path, examples: examples)
                    }
                    notes.condition.withLock {
                        notes.slots[index] = parsed
                        notes.condition.broadcast()
                    }
                }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        return notes
    }

    private func takeNextIndex() -> Int? {
        condition.withLock {
            guard nextToParse < slots.count else { return nil }
            defer { nextToParse += 1 }
            return nextToParse
        }
    }

    /// The note at `index`, waiting until it is parsed. Each is handed out once, so its
    /// memory goes as soon as it is written.
    func result(at index: Int) -> Parsed {
        condition.withLock {
            while slots[index] == nil { condition.wait() }
            defer { slots[index] = nil }
            return slots[index]!
        }
    }
}
