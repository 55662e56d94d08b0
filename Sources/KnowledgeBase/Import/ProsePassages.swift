/// The prose around a snippet as passages of its chapter, which are stored anyway: a run
/// of `count` passages from `from`, whose texts, one line apart, are exactly the prose
/// (schema version 7). A count of 0 means the prose is stored as text.
struct ProsePassages: Equatable {
    var from = 0
    var count = 0

    /// The most passages a snippet's prose is made of (`NoteParser.prose`: two before,
    /// three after).
    static let longest = 3

    /// The passages that are exactly `prose`, ending with the last passage before `line`;
    /// none (count 0) when no run of them is.
    static func before(_ prose: String, line: Int, in passages: [ParsedPassage]) -> ProsePassages {
        guard let end = passages.lastIndex(where: { $0.endLine < line }) else { return ProsePassages() }
        return matching(prose, in: passages) { count in end - count + 1 }
    }

    /// The passages that are exactly `prose`, starting with the first passage after `line`.
    static func after(_ prose: String, line: Int, in passages: [ParsedPassage]) -> ProsePassages {
        guard let start = passages.firstIndex(where: { $0.startLine > line }) else { return ProsePassages() }
        return matching(prose, in: passages) { _ in start }
    }

    /// The first run of 1 to `longest` passages, starting where `start` says for its
    /// length, whose texts joined are `prose`.
    static func matching(_ prose: String, in passages: [ParsedPassage], start: (Int) -> Int) -> ProsePassages {
        guard !prose.isEmpty else { return ProsePassages() }
        for count in 1...longest {
            let from = start(count)
            guard from >= 0, from + count <= passages.count else { continue }
            if passages[from..<from + count].map(\.text).joined(separator: "\n") == prose {
                return ProsePassages(from: from, count: count)
            }
        }
        return ProsePassages()
    }
}
