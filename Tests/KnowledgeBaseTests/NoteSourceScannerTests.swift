import Foundation
import Testing
@testable import KnowledgeBase
#if canImport(Glibc)
import Glibc
#endif

/// Listing a folder reads each directory entry in place: readdir's entry is only as long as
/// its name, and the last one of its buffer may end where the memory ends.
@Suite struct NoteSourceScannerTests {
    /// An entry laid out as readdir lays it out, right before a page that cannot be read:
    /// reading its name copies nothing past its terminating zero (copying the whole 256-byte
    /// `d_name` would read the guard page and crash the test).
    @Test func anEntryAtTheEndOfReadableMemoryIsReadInPlace() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapping = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(mapping != MAP_FAILED)
        defer { munmap(mapping, 2 * page) }
        #expect(mprotect(mapping + page, page, PROT_NONE) == 0)
        let name = Array("a.md".utf8) + [0]
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let length = (nameOffset + name.count + 7) / 8 * 8
        let entry = mapping + page - length
        entry.storeBytes(of: UInt16(length), toByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_reclen)!, as: UInt16.self)
        entry.storeBytes(of: UInt8(DT_REG), toByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self)
        for (index, byte) in name.enumerated() { entry.storeBytes(of: byte, toByteOffset: nameOffset + index, as: UInt8.self) }
        let found = NoteSourceScanner.nameAndType(of: entry.assumingMemoryBound(to: dirent.self))
        #expect(found.name == "a.md")
        #expect(found.type == UInt8(DT_REG))
    }

    /// A folder's notes, sorted, hidden files and other extensions left out, subfolders read.
    @Test func aFolderListsItsNotes() throws {
        let folder = TemporaryFolder()
        for file in ["b.md", "a.txt", ".hidden.md", "c.png", "sub/d.markdown", ".git/e.md"] { folder.write(file, "x") }
        let names = NoteSourceScanner.notes(inFolder: folder.path).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["a.txt", "b.md", "d.markdown"])
    }
}
