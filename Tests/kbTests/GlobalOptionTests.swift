import Foundation
import Testing

/// Global options before or after the subcommand, errors that point at the subcommand's
/// help, and numbers that look like options.
@Suite struct GlobalOptionTests {
    @Test func globalOptionsGoBeforeOrAfterTheCommand() {
        let kb = KBProcess()
        defer { kb.remove() }
        let other = kb.folder + "/notes.sqlite"
        #expect(kb.run(["--db", other, "import"]).status == 0)
        let after = kb.run(["stats", "--db", other])
        let before = kb.run(["--db", other, "stats"])
        #expect(after.status == 0)
        #expect(before.stdout == after.stdout)
        #expect(before.stdout.hasPrefix("notes     3\n"))
        let search = kb.run(["--no-color", "--db", other, "search", "Spacer", "--limit", "1"])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout == kb.run(["search", "Spacer", "--limit", "1", "--db", other, "--no-color"]).stdout)
        #expect(kb.run(["--db=\(other)", "--no-pager", "chapters"]).stdout == kb.run(["chapters", "--db", other]).stdout)
        // A database named like a command is still a database.
        #expect(kb.run(["--db", "stats", "stats"]).stderr == "kb: no knowledge base at stats; run 'kb import' first\n")
        #expect(!FileManager.default.fileExists(atPath: kb.database))
    }

    @Test func errorsNameTheCommandsHelp() {
        let kb = KBProcess()
        defer { kb.remove() }
        let unknown = kb.run(["search", "x", "--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "kb: Unknown option '--frobnicate' (see 'kb search --help')\n")
        #expect(kb.run(["--db", "x.sqlite", "stats", "--nope"]).stderr == "kb: Unknown option '--nope' (see 'kb stats --help')\n")
        #expect(kb.run(["--nope"]).stderr == "kb: Unknown option '--nope' (see 'kb --help')\n")
    }

    @Test func negativeNumbersAreBadValuesNotMissingOnes() {
        let kb = KBProcess()
        defer { kb.remove() }
        let height = kb.run(["run", "--file", "x.swift", "--width", "100", "--height", "-5"])
        #expect(height.status == 2)
        #expect(height.stderr == "kb: --width and --height take points from 1 to 10000 (see 'kb run --help')\n")
        let limit = kb.run(["search", "x", "--limit", "-3"])
        #expect(limit.stderr == "kb: --limit must be at least 1 (see 'kb search --help')\n")
        #expect(kb.run(["quiz", "--new", "-1"]).stderr == "kb: --new must be 0 or more (see 'kb quiz --help')\n")
    }
}
