import ArgumentParser
import Foundation
import KnowledgeBase

/// Shell completion of chapter refs: the shell asks kb, kb asks the knowledge base the
/// command line names (`--db`, else $KB_DB, else the default), and answers with chapter
/// numbers and slugs. A missing or unreadable database completes nothing, silently.
package enum ChapterCompletion {
    package static let kind = CompletionKind.custom { words, _, prefix in refs(words: words, prefix: prefix) }

    package static func refs(words: [String], prefix: String) -> [String] {
        var given: [String] = []
        if let index = words.firstIndex(of: "--db"), index + 1 < words.count {
            given = ["--db", words[index + 1]]
        } else if let word = words.first(where: { $0.hasPrefix("--db=") }) {
            given = [word]
        }
        guard let global = try? GlobalOptions.parse(given), let store = try? global.openStore(), let chapters = try? store.chapters() else { return [] }
        var seen = Set<String>()
        return chapters.flatMap { [$0.number, $0.slug].compactMap { $0 } }
            .filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }
}
