import Foundation
import KBCommandLine
import Testing

/// `kb` answers `kb search` itself, without swift-syntax or the picture libraries, and
/// becomes `kb-engine` for every other command: a user sees one program either way.
@Suite struct FrontAndEngineTests {
    /// The subcommands of `kb --help` (the engine's), as the front's list names them.
    @Test func theFrontKnowsEveryCommandTheEngineHas() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let help = kb.run(["--help"]).stdout
        // Each command starts a line, "  name   abstract", whose wrapped abstract continues
        // further in; the list ends at the first empty line.
        let section = help.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
        let listed = section.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(Set(listed) == GlobalOptionOrder.subcommandNames)
        #expect(listed.count == 8)
    }

    /// The front's own binary links none of what only the engine needs.
    @Test func theFrontLinksNeitherSwiftSyntaxNorThePictureLibraries() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let symbols = kb.shell("nm -C '\(KBProcess.binary)' | grep -c 'SwiftSyntax\\.' ; ldd '\(KBProcess.binary)'")
        #expect(symbols.stdout.hasPrefix("0\n"), "\(symbols.stdout.prefix(200))")
        for library in ["libcairo", "libpango", "libchafa"] {
            #expect(!symbols.stdout.contains(library), "\(library)")
        }
        let engine = kb.shell("ldd '\(KBProcess.engine)'").stdout
        #expect(engine.contains("libcairo") && engine.contains("libchafa"))
    }

    /// `make release` links the front as a static executable: ELF type 2 (EXEC, where a
    /// position-independent one is 3, DYN) with no PT_INTERP program header, so no dynamic
    /// loader maps, relocates or binds anything before a search starts. Checked on the
    /// release build when there is one.
    @Test func theReleaseFrontStartsWithoutTheDynamicLoader() throws {
        let release = KBProcess.root + "/.build/release/kb"
        guard let file = FileHandle(forReadingAtPath: release) else { return }
        let header = [UInt8](file.readData(ofLength: 64))
        func number(at offset: Int, bytes: Int, in data: [UInt8]) -> Int {
            (0..<bytes).reduce(0) { $0 | Int(data[offset + $1]) << (8 * $1) }
        }
        #expect(Array(header.prefix(4)) == [0x7F, 0x45, 0x4C, 0x46])
        #expect(number(at: 16, bytes: 2, in: header) == 2)
        let tableOffset = number(at: 32, bytes: 8, in: header)
        let entrySize = number(at: 54, bytes: 2, in: header), entries = number(at: 56, bytes: 2, in: header)
        try file.seek(toOffset: UInt64(tableOffset))
        let table = [UInt8](file.readData(ofLength: entrySize * entries))
        let types = (0..<entries).map { number(at: $0 * entrySize, bytes: 4, in: table) }
        #expect(types.contains(1), "a loadable segment")
        #expect(!types.contains(3), "PT_INTERP: the binary asks for a dynamic loader")
        #expect(!types.contains(2), "PT_DYNAMIC: the binary links shared libraries")
    }

    /// Search, its help and its errors come from the front; the rest from the engine, with
    /// the same arguments, global options in either place.
    @Test func searchRunsInTheFrontAndEverythingElseInTheEngine() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["--no-color", "import", "--quiet"]).status == 0)
        let search = kb.run(["--no-pager", "search", "alignment", "--limit", "1", "--json"])
        #expect(search.status == 0)
        #expect(search.stdout.hasPrefix("[\n  {\n"))
        #expect(kb.run(["search", "--help"]).stdout.hasPrefix("OVERVIEW: Search what the notes say"))
        let bad = kb.run(["search", "x", "--limit", "0"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "kb: --limit must be at least 1 (see 'kb search --help')\n")
        let stats = kb.run(["--db", kb.database, "stats", "--json"])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("\"chapters\""))
        let unknown = kb.run(["serch", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "kb: 'serch' is not a kb command; did you mean 'search'? (see 'kb --help')\n")
        let swapped = kb.run(["--db", kb.database, "chatpers"])
        #expect(swapped.status == 2)
        #expect(swapped.stderr == "kb: 'chatpers' is not a kb command; did you mean 'chapters'? (see 'kb --help')\n")
        let far = kb.run(["frobnicate"])
        #expect(far.status == 2)
        #expect(far.stderr == "kb: 'frobnicate' is not a kb command (see 'kb --help')\n")
    }

    /// A kb copied alone still searches, and says plainly what is missing for the rest.
    @Test func aFrontWithoutItsEngineSearchesAndNamesWhatIsMissing() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import", "--quiet"]).status == 0)
        let lonely = kb.folder + "/bin/kb"
        try FileManager.default.createDirectory(atPath: kb.folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: KBProcess.binary, toPath: lonely)
        #expect(kb.shell("'\(lonely)' search alignment --limit 1 > /dev/null").status == 0)
        let stats = kb.shell("'\(lonely)' stats")
        #expect(stats.status == 2)
        #expect(stats.stderr == "kb: cannot find kb-engine beside \(lonely) or in ../libexec/kb; reinstall kb\n")
    }

    /// A kb reached through a symbolic link finds the engine beside the file it links to.
    @Test func aLinkedFrontFindsItsEngine() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let link = kb.folder + "/kb"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: KBProcess.binary)
        #expect(kb.shell("'\(link)' --version").stdout == "0.1.0\n")
    }
}
