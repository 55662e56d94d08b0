import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

@Suite struct ImportTests {
    @Test func reimportIsIdempotentAndIncremental() throws {
        let folder = TemporaryFolder()
        folder.write("notes/a.md", "# A\n`Spacer`는 빈 공간을 채운다.\n")
        folder.write("notes/b.md", "# B\n```swift\nText(\"b\")\n```\n")
        let store = try folder.store()
        let first = try store.importNotes(paths: [folder.file("notes")])
        #expect(first.imported.map(\.chapters) == [1, 1])
        #expect(first.imported.map(\.concepts) == [1, 0])
        #expect(first.imported.map(\.snippets) == [0, 1])

        let again = try store.importNotes(paths: [folder.file("notes")])
        #expect(again.imported.isEmpty)
        #expect(again.unchanged.count == 2)
        #expect(try store.stats().concepts == 1)

        folder.write("notes/a.md", "# A\n`Spacer`는 빈 공간을 채운다.\n`Divider`는 선을 긋는다.\n")
        try FileManager.default.removeItem(atPath: folder.file("notes/b.md"))
        let changed = try store.importNotes(paths: [folder.file("notes")])
        #expect(changed.imported.map(\.path) == [folder.file("notes/a.md")])
        #expect(changed.removed == [folder.file("notes/b.md")])
        let stats = try store.stats()
        let counts = [stats.notes, stats.chapters, stats.concepts, stats.snippets]
        #expect(counts == [1, 1, 2, 0])
        // One paragraph explains both terms: one hit, naming both.
        #expect(try store.search("Spacer").map(\.title) == ["Spacer · Divider"])
        #expect(try store.search("Spacer").first?.concepts.map(\.term) == ["Spacer", "Divider"])
        #expect(try store.search("Text", options: .init(kind: .snippet)).isEmpty)
    }

    @Test func aFolderIsSearchedForNotesBelowIt() throws {
        let folder = TemporaryFolder()
        folder.write("notes/a.md", "# A\n")
        folder.write("notes/deeper/b.markdown", "# B\n")
        folder.write("notes/deeper/C.TXT", "# C\n")
        folder.write("notes/.draft.md", "# hidden\n")
        folder.write("notes/.git/d.md", "# hidden folder\n")
        folder.write("notes/picture.png", [0x89, 0x50])
        folder.write("elsewhere/e.md", "# E\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.file("notes/link.md"), withDestinationPath: folder.file("elsewhere/e.md"))
        try manager.createSymbolicLink(atPath: folder.file("notes/deeper/loop"), withDestinationPath: folder.file("notes"))
        let report = try folder.store().importNotes(paths: [folder.file("notes")])
        let root = URL(fileURLWithPath: folder.file("notes")).resolvingSymlinksInPath().path
        #expect(report.imported.map(\.path) == ["a.md", "deeper/C.TXT", "deeper/b.markdown", "link.md"].map { root + "/" + $0 })
        #expect(report.imported.map(\.title) == ["A", "C", "B", "E"])
    }

    @Test func importingOneFileLeavesTheOtherNotesAlone() throws {
        let folder = TemporaryFolder()
        folder.write("notes/a.md", "# A\n")
        let single = folder.write("single.md", "# Single\n")
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.file("notes")])
        let report = try store.importNotes(paths: [single])
        #expect(report.removed.isEmpty)
        #expect(try store.stats().notes == 2)
    }

    @Test func badFilesAreReportedAndTheOthersStillImport() throws {
        let folder = TemporaryFolder()
        folder.write("in/good.md", "# Good\n")
        folder.write("in/crlf.md", "# CRLF\r\n`frame`은 제안한다.\r\n")
        folder.write("in/bom.md", [0xEF, 0xBB, 0xBF] + Array("# BOM\n".utf8))
        folder.write("in/nfd.md", "# 정렬".decomposedStringWithCanonicalMapping + "\n")
        folder.write("in/bad.md", Array("# Bad\n".utf8) + [0xFF, 0xFE, 0x41])
        folder.write("in/binary.md", [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01])
        folder.write("in/empty.md", "")
        folder.write("in/huge.md", [UInt8](repeating: 0x61, count: 20 * 1024 * 1024))
        let store = try folder.store()
        let report = try store.importNotes(paths: [folder.file("in")])
        #expect(report.imported.map { ($0.path as NSString).lastPathComponent } == ["bom.md", "crlf.md", "good.md", "nfd.md"])
        #expect(report.rejected.map { ($0.path as NSString).lastPathComponent } == ["huge.md", "bad.md", "binary.md", "empty.md"])
        #expect(report.rejected.map(\.message) == [
            "20 MiB is larger than the 10 MiB kb reads as one note; split it",
            "not valid UTF-8 (first bad byte on line 2); save it as UTF-8",
            "binary file, not a markdown note",
            "empty file, nothing to import",
        ])
        #expect(try store.chapters().map(\.title).sorted() == ["BOM", "CRLF", "Good", "정렬"])
        let hits = try store.search("정렬")
        // A heading with nothing under it is found once, as its chapter's title.
        #expect(hits.map(\.kind) == [.chapter])
        #expect(hits.map(\.title) == ["정렬"])
        #expect(try store.search("frame").first?.excerpt.text == "`frame`은 제안한다.")
    }

    @Test func aRejectedEditKeepsThePreviousVersion() throws {
        let folder = TemporaryFolder()
        let note = folder.write("note.md", "# Kept\n`Spacer`는 공간을 채운다.\n")
        let store = try folder.store()
        _ = try store.importNotes(paths: [note])
        folder.write("note.md", [0x23, 0x20, 0xFF])
        let report = try store.importNotes(paths: [note])
        #expect(report.rejected.count == 1)
        #expect(try store.chapters().map(\.title) == ["Kept"])
    }

    @Test func missingPathsImportNothing() throws {
        let folder = TemporaryFolder()
        folder.write("a.md", "# A\n")
        let store = try folder.store()
        #expect(throws: KBError.noSuchPath(folder.file("missing"))) {
            try store.importNotes(paths: [folder.file("a.md"), folder.file("missing")])
        }
        #expect(try store.stats().notes == 0)
    }

    @Test func slugsStayUnique() throws {
        let folder = TemporaryFolder()
        folder.write("a.md", "# Stacks\n## Spacing\n")
        folder.write("b.md", "# Stacks\n## Spacing\n## Spacing\n")
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.path])
        #expect(try store.chapters().map(\.slug) == [
            "stacks", "spacing", "stacks-2", "stacks-spacing", "spacing-2",
        ])
    }

    @Test func bundledNotesImportWithoutAPath() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        let report = try store.importNotes(paths: [])
        #expect(report.imported.map(\.path) == BundledNote.all.map(\.path))
        #expect(report.warnings.isEmpty)
        #expect(try store.importNotes(paths: []).unchanged.count == BundledNote.all.count)
    }
}
