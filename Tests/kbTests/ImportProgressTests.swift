import Foundation
import Testing

/// The progress bar of a long import: on a terminal's stderr only, gone when it ends.
@Suite struct ImportProgressTests {
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed ('make test' installs it)"))
    func aProgressBarShowsOnATerminalAndIsErasedAtTheEnd() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = kb.folder + "/notes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for number in 1...12 {
            try "# Note \(number)\n\n`Spacer\(number)`는 공간을 채운다.\n".write(toFile: folder + "/\(number).md", atomically: true, encoding: .utf8)
        }
        let shell = Tmux(kb, columns: 120, rows: 10)
        // Held before its commit, the import shows its finished bar long enough to read.
        shell.run("KB_TEST_PAUSE_BEFORE_COMMIT=2 kb import notes > /dev/null; echo after-$?")
        #expect(shell.waitFor("importing ████████████████ 12/12 notes ·"), "\(shell.screen)")
        #expect(shell.screen.contains(" notes/s · "))
        #expect(shell.screen.contains(" MB/s · committing"))
        #expect(shell.waitFor("after-0"), "\(shell.screen)")
        #expect(!shell.screen.contains("importing ████"), "the bar is erased: \(shell.screen)")
    }

    @Test func noBarInAPipeAndNothingButProblemsWithQuiet() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let piped = kb.run(["import"])
        #expect(piped.stderr == "")
        #expect(piped.stdout.hasSuffix("3 imported, 0 unchanged\n"))
        let quiet = kb.run(["import", "--quiet", "--db", kb.folder + "/other.sqlite"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr == "")
    }
}
