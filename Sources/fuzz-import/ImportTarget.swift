import Foundation
import FuzzSupport
import KnowledgeBase
import SnippetRunner

/// A note's bytes through the whole import (parse, passages, concepts, cards, examples)
/// into a store, and read back: the import takes the note or rejects it in one line, and
/// what it stored reads back whole.
enum ImportTarget {
    static let folder = FuzzFolder.make("import")
    static let store: KnowledgeStore = {
        do { return try KnowledgeStore(path: folder + "/kb.sqlite", create: true) } catch {
            FuzzInput.violated("no store: \(error)")
        }
    }()
    /// Each snippet run as `kb import` runs it: one runner per chapter scope, in order.
    static let examples = ExampleMaker(version: SnippetRunner.version) { scope in
        let runner = SnippetRunner()
        return scope.map { snippet in
            let outcome = runner.run(snippet.code, language: snippet.language)
            return MadeExample(status: outcome.status.name, detail: "", edits: outcome.edit?.ordinal)
        }
    }

    static func test(_ bytes: [UInt8]) {
        let note = folder + "/note.md"
        guard FileManager.default.createFile(atPath: note, contents: Data(bytes)) else {
            FuzzInput.violated("cannot write \(note)")
        }
        let report: ImportReport
        do {
            report = try store.importNotes(paths: [note], examples: examples)
        } catch let error as KBError {
            if case .database = error { FuzzInput.violated("the import failed in SQLite: \(error)") }
            return
        } catch {
            FuzzInput.violated("the import failed with \(error)")
        }
        guard let imported = report.imported.first else { return }
        readBack(imported)
    }

    /// Everything the note stored, read as `kb chapters`, `kb show` and `kb stats` read it.
    static func readBack(_ imported: ImportReport.ImportedNote) {
        do {
            let chapters = try store.chapters()
            var snippets = 0, concepts = 0
            for chapter in chapters {
                let stored = try store.snippets(inChapter: chapter.id)
                for snippet in stored where snippet.startLine < 1 || snippet.endLine < snippet.startLine {
                    FuzzInput.violated("snippet lines \(snippet.startLine)-\(snippet.endLine)")
                }
                snippets += stored.count
                concepts += try store.concepts(inChapter: chapter.id).count
                _ = try store.resolveChapter(chapter.slug)
            }
            _ = try store.chapterTree()
            let stats = try store.stats()
            guard stats.notes == 1, stats.chapters == chapters.count, stats.chapters == imported.chapters,
                  stats.snippets == snippets, stats.snippets == imported.snippets, stats.concepts == concepts else {
                FuzzInput.violated("stored \(stats), imported \(imported), read \(chapters.count) chapters, \(snippets) snippets, \(concepts) concepts")
            }
        } catch {
            FuzzInput.violated("the stored note does not read back: \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportTarget.test(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
@main enum Replay {
    static func main() { FuzzInput.replay(Array(CommandLine.arguments.dropFirst()), test: ImportTarget.test) }
}
#endif
