import Foundation
import FuzzSupport
import KnowledgeBase

/// A query through search on a small store (the bundled notes): it either finds hits, no
/// more than asked for, each one a stored passage, concept, snippet or chapter, or says in
/// one line why it cannot (a `KBError`), never a database error from the query's text.
enum SearchTarget {
    static let store: KnowledgeStore = {
        let folder = FuzzFolder.make("search")
        do {
            let store = try KnowledgeStore(path: folder + "/kb.sqlite", create: true)
            try store.importNotes(paths: [])
            return store
        } catch {
            FuzzInput.violated("the bundled notes did not import: \(error)")
        }
    }()

    static func test(_ bytes: [UInt8]) {
        let query = String(decoding: bytes, as: UTF8.self)
        for options in [SearchOptions(), SearchOptions(kind: .concept, limit: 3)] {
            do {
                let hits = try store.search(query, options: options)
                if hits.count > options.limit { FuzzInput.violated("\(hits.count) hits for a limit of \(options.limit)") }
                for hit in hits where hit.reference.isEmpty || !hit.rank.isFinite {
                    FuzzInput.violated("a hit without a reference or rank: \(hit)")
                }
            } catch let error as KBError {
                if case .database = error { FuzzInput.violated("the query reached SQLite unescaped: \(error)") }
            } catch {
                FuzzInput.violated("search failed with \(error)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SearchTarget.test(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
@main enum Replay {
    static func main() { FuzzInput.replay(Array(CommandLine.arguments.dropFirst()), test: SearchTarget.test) }
}
#endif
