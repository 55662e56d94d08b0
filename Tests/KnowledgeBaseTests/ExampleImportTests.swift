import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// The examples an import makes with the maker it is given: each chapter's snippets in
/// one call, stored with the note, made again when the maker's version changes.
@Suite struct ExampleImportTests {
    /// Records the scopes it is given and names each snippet's example after its code.
    final class RecordingMaker: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [[String]] = []
        var scopes: [[String]] { lock.withLock { calls } }

        func maker(version: Int) -> ExampleMaker {
            ExampleMaker(version: version) { scope in
                let codes = scope.map { $0.code.trimmingCharacters(in: .newlines) }
                self.lock.withLock { self.calls.append(codes) }
                return zip(codes, scope).map { code, snippet in
                    MadeExample(status: "runnable", detail: code,
                                cards: [LayoutCard(front: "\(code) at \(snippet.startLine)?", back: "v\(version)")])
                }
            }
        }
    }

    let note = """
        Before any heading.

        ```swift
        preamble
        ```

        # 1. First

        ```swift
        one
        ```

        ## A section

        ```swift
        two
        ```

        # 2. Second

        ```swift
        three
        ```

        # Unnumbered

        ## Its section

        ```swift
        four
        ```
        """

    @Test func eachChaptersSnippetsRunTogetherAndAreStoredWithTheNote() throws {
        let folder = TemporaryFolder()
        let path = folder.write("chapters.md", note)
        let store = try folder.store()
        let recorder = RecordingMaker()
        let report = try store.importNotes(paths: [path], examples: recorder.maker(version: 1))
        #expect(recorder.scopes == [["preamble"], ["one", "two"], ["three"], ["four"]])
        #expect(report.imported.map(\.cards) == [5])
        let stored = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT s.code, e.status, e.detail FROM examples e JOIN snippet_texts s ON s.id = e.snippet_id ORDER BY s.position
                """).map { [($0["code"] as String).trimmingCharacters(in: .newlines), $0["status"] as String, $0["detail"] as String] }
        }
        #expect(stored == ["preamble", "one", "two", "three", "four"].map { [$0, "runnable", $0] })
        let cards = try store.read { db in try String.fetchAll(db, sql: "SELECT front FROM cards WHERE kind = 'layout' ORDER BY id") }
        #expect(cards == ["preamble at 3?", "one at 9?", "two at 15?", "three at 21?", "four at 29?"])
        // Read back from the database, the snippets group into the same chapters.
        let scopes = try store.exampleScopes(of: try store.snippets(underChapter: nil))
        #expect(scopes.map { $0.map { $0.code.trimmingCharacters(in: .newlines) } } == recorder.scopes)
    }

    @Test func aNewMakerVersionMakesTheExamplesAgain() throws {
        let folder = TemporaryFolder()
        let path = folder.write("chapters.md", note)
        let store = try folder.store()
        let recorder = RecordingMaker()
        #expect(try store.importNotes(paths: [path]).imported.count == 1)
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM examples") } == 0)
        // Imported without examples, the note is read again by an import that makes them.
        #expect(try store.importNotes(paths: [path], examples: recorder.maker(version: 1)).imported.count == 1)
        #expect(try store.importNotes(paths: [path], examples: recorder.maker(version: 1)).unchanged == [path])
        #expect(try store.importNotes(paths: [path], examples: recorder.maker(version: 2)).imported.count == 1)
        #expect(recorder.scopes.count == 8)
        let backs = try store.read { db in
            try String.fetchAll(db, sql: "SELECT back FROM cards WHERE kind = 'layout' AND suspended = 0")
        }
        // A card is its text: the newer maker's answers are new cards, the older ones suspended.
        #expect(backs.count == 5 && Set(backs) == ["v2"])
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM examples") } == 5)
    }

    @Test func aFragmentsExampleIsLinkedToTheSnippetItEdits() throws {
        let folder = TemporaryFolder()
        let path = folder.write("chapters.md", note)
        let store = try folder.store()
        // Each chapter's second snippet edits its first, as a lone modifier edits the example before.
        let maker = ExampleMaker(version: 1) { scope in
            scope.indices.map { MadeExample(status: "runnable", detail: "", edits: $0 > 0 ? $0 - 1 : nil) }
        }
        _ = try store.importNotes(paths: [path], examples: maker)
        let snippets = try store.snippets(underChapter: nil)
        let one = try #require(snippets.first { $0.code.hasPrefix("one") }), two = try #require(snippets.first { $0.code.hasPrefix("two") })
        #expect(try store.example(snippetID: two.id)?.edits == one.id)
        #expect(try store.example(snippetID: one.id)?.edits == nil)
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM examples WHERE edits IS NOT NULL") } == 1)
    }
}
