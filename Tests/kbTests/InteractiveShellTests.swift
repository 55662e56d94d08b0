import Foundation
import KBCommandLine
import Testing

/// kb in a real terminal with a job-control shell (tmux running `bash -i`), as a user meets
/// it: long output through the pager and back to the prompt with `q`, the quiz handing the
/// terminal to an editor and taking it back, a resized terminal, a card taller than the
/// screen.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed ('make test' installs it)"))
struct InteractiveShellTests {
    /// A folder of notes that are not bundled, so the quiz's `e` may open them.
    static func notes(in kb: KBProcess, _ files: [String: String]) throws -> String {
        let folder = kb.folder + "/notes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    /// The shell gets the signals a user's shell gets (none blocked), so a test's terminal
    /// goes away with the test: its server is gone once the test lets it go.
    @Test func theShellStartsWithNoSignalBlockedAndEndsWithTheTest() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        var shell: Tmux? = Tmux(kb, columns: 80, rows: 12)
        let socket = try #require(shell?.socket)
        shell?.run("grep SigBlk /proc/$$/status")
        #expect(shell?.waitFor("SigBlk:") == true, "\(shell?.screen ?? "")")
        // The mask in hex (bash blocks SIGCHLD itself while it runs a command): SIGHUP,
        // SIGINT and SIGTERM (signals 1, 2 and 15) are not blocked.
        let line = shell?.screen.split(separator: "\n").first { $0.hasPrefix("SigBlk:") } ?? ""
        let mask = UInt64(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last ?? "", radix: 16)
        #expect(mask.map { $0 & (1 << 0 | 1 << 1 | 1 << 14) == 0 } == true, "\(line)")
        #expect(!Tmux.spawnAndWait(["/usr/bin/tmux", "-L", socket, "list-sessions"]).isEmpty)
        shell = nil
        #expect(Tmux.spawnAndWait(["/usr/bin/tmux", "-L", socket, "list-sessions"]).isEmpty)
    }

    @Test func longOutputGoesThroughThePagerAndQReturnsToTheShell() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let shell = Tmux(kb, columns: 80, rows: 12)
        shell.run("kb chapters")
        #expect(shell.waitFor("1.1 제안, 선택, 배치"), "\(shell.screen)")
        // less holds the terminal and waits for a key at its prompt; kb waits for less.
        #expect(shell.waitFor("\n:"), "\(shell.screen)\n\(shell.processes)")
        shell.type("q")
        shell.run("echo after-$?")
        #expect(shell.waitFor("after-0"), "\(shell.screen)\n\(shell.processes)")
    }

    @Test func noPagerAndKBPagerCatWriteStraightToTheTerminal() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let shell = Tmux(kb, columns: 80, rows: 12)
        for (index, command) in ["kb --no-pager chapters", "KB_PAGER=cat kb chapters", "kb chapters --no-pager"].enumerated() {
            shell.run("clear; \(command); echo after-\(index)-$?")
            #expect(shell.waitFor("after-\(index)-0"), "\(command): \(shell.screen)")
            #expect(shell.screen.contains("3.3 GeometryReader"), "\(command)")
        }
    }

    @Test func theQuizHandsTheTerminalToTheEditorAndTakesItBack() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = try Self.notes(in: kb, ["cards.md": "# Cards\n\nfront side::back side\n"])
        #expect(kb.run(["import", folder]).status == 0)
        // An editor that reads the terminal, as vi does: it would be stopped (SIGTTIN) if
        // it were not in the foreground process group.
        let editor = kb.folder + "/editor.sh"
        try "printf 'EDITING %s at %s\\n' \"$2\" \"$1\"\nread line\nprintf '%s\\n' \"$line\" >> \"$2\"\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        let shell = Tmux(kb, columns: 80, rows: 24, environment: ["EDITOR": "sh \(editor)"])
        shell.run("kb quiz")
        #expect(shell.waitFor("front side"), "\(shell.screen)")
        shell.type("e")
        #expect(shell.waitFor("EDITING \(folder)/cards.md at +3"), "\(shell.screen)\n\(shell.processes)")
        shell.type("typed in the editor", then: "Enter")
        #expect(shell.waitFor("edited; 'kb import' updates the cards"), "\(shell.screen)\n\(shell.processes)")
        #expect(shell.screen.contains("front side"))
        shell.type("q")
        #expect(shell.waitFor("reviewed 0"), "\(shell.screen)")
        shell.run("echo after-$?")
        #expect(shell.waitFor("after-0"))
        let note = try String(contentsOfFile: folder + "/cards.md", encoding: .utf8)
        #expect(note == "# Cards\n\nfront side::back side\ntyped in the editor\n")
    }

    @Test func theQuizRedrawsForANewTerminalSize() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let shell = Tmux(kb, columns: 80, rows: 24)
        shell.run("kb quiz")
        #expect(shell.waitFor("space: show the answer"))
        shell.resize(columns: 60, rows: 14)
        // The key line moves to the new last row.
        var lastRow = ""
        for _ in 0..<100 {
            lastRow = shell.screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(14).last.map(String.init) ?? ""
            if lastRow.contains("space: show the answer") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(lastRow.hasPrefix("space: show the answer · u undo · e edit · q quit"), "\(shell.screen)")
        shell.type("q")
        #expect(shell.waitForPrompt())
    }

    /// A card from a note whose path is longer than the terminal is wide: the second line
    /// keeps the file's name, line and kind and gives up the start of the path, where it
    /// showed the chapter alone (`Layout ·…`).
    @Test func aLongPathGivesUpItsStartInTheCardsPlace() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = try Self.notes(in: kb, ["a-long-file-name-of-study-notes-about-swiftui-layout.md": """
            # 2주차

            `Spacer`는 스택의 남은 공간을 차지하는 뷰이다.

            """])
        kb.run(["import", folder])
        let shell = Tmux(kb, columns: 60, rows: 20)
        shell.run("kb quiz")
        #expect(shell.waitFor("space: show the answer"), "\(shell.screen)")
        let place = shell.screen.split(separator: "\n").map(String.init).dropFirst().first ?? ""
        #expect(place.hasPrefix("2주차 · …"), "\(shell.screen)")
        #expect(place.hasSuffix("study-notes-about-swiftui-layout.md:3 · concept"), "\(shell.screen)")
        #expect(place.count <= 58)  // (2주차 takes two cells a letter)
        shell.type("q")
        #expect(shell.waitForPrompt())
    }

    /// A chapter whose heading starts with an emoji (`❌`, two cells in a terminal): the card's
    /// place still fits its line. Counted as one cell, it ran one cell past the terminal and
    /// wrapped its last letter onto a line of its own.
    @Test func anEmojiInTheChapterTakesTwoCellsOfTheCardsPlace() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = try Self.notes(in: kb, ["a-long-file-name-of-study-notes-about-swiftui-layout.md": """
            # ❌ Dismissing a presented modal

            `Spacer`는 스택의 남은 공간을 차지하는 뷰이다.

            """])
        kb.run(["import", folder])
        let shell = Tmux(kb, columns: 60, rows: 20)
        shell.run("kb quiz")
        #expect(shell.waitFor("space: show the answer"), "\(shell.screen)")
        let lines = shell.screen.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first?.hasSuffix("-about-swiftui-layout.md:3 · concept") == true, "\(shell.screen)")
        #expect((lines.dropFirst().first.map { TerminalText.cells($0) } ?? 0) <= 60, "\(shell.screen)")
        shell.type("q")
        #expect(shell.waitForPrompt())
    }

    @Test func codeOnACardKeepsItsIndentation() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = try Self.notes(in: kb, ["code.md": """
            # Code

            ```swift
            HStack {
                Text("indented")
                    .padding()
                Color.red.frame(width: 200, height: 40)
            }
            ```

            """])
        kb.run(["import", folder])
        let shell = Tmux(kb, columns: 80, rows: 40)
        shell.run("kb quiz")
        #expect(shell.waitFor("Which view is widest?"), "\(shell.screen)")
        let lines = shell.screen.split(separator: "\n").map(String.init)
        #expect(lines.contains("  HStack {"))
        #expect(lines.contains("      Text(\"indented\")"))
        #expect(lines.contains("          .padding()"))
        #expect(lines.contains("  }"))
        shell.type("q")
    }

    @Test func aCardTallerThanTheTerminalScrollsInsideTheQuiz() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        // A written card: its question, a line `?`, its answer's 30 lines.
        let back = (1...30).map { "line \($0) of the answer" }.joined(separator: "\n")
        let folder = try Self.notes(in: kb, ["tall.md": "the question\n?\n\(back)\n"])
        kb.run(["import", folder])
        let shell = Tmux(kb, columns: 80, rows: 12)
        shell.run("kb quiz")
        #expect(shell.waitFor("the question"))
        shell.type(" ")
        // The answer's first line comes to the top; the key line and the position stay.
        #expect(shell.waitFor("lines 5–14 of 36"), "\(shell.screen)")
        #expect(shell.screen.contains("4 Easy · 7d  · ↑↓ PgUp PgDn scroll"), "\(shell.screen)")
        #expect(shell.screen.contains("1 Again"))
        #expect(!shell.screen.contains("the question"))
        shell.type("", then: "Down")
        #expect(shell.waitFor("lines 6–15 of 36"), "\(shell.screen)")
        shell.type("", then: "PageUp")
        #expect(shell.waitFor("lines 1–10 of 36"), "\(shell.screen)")
        #expect(shell.screen.contains("the question"))
        shell.type("", then: "PageDown", "PageDown", "PageDown", "PageDown")
        #expect(shell.waitFor("lines 27–36 of 36"), "\(shell.screen)")
        #expect(shell.screen.contains("line 30 of the answer"))
        shell.type("4")
        #expect(shell.waitFor("reviewed 1"), "\(shell.screen)")
    }

    /// Ctrl-Z in the quiz stops kb as it stops any program in a job-control shell: the
    /// shell reports the job stopped and has a working terminal (it echoes what is typed),
    /// and `fg` brings the quiz back, redrawn, where it was.
    @Test func ctrlZSuspendsTheQuizAndFgResumesIt() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = try Self.notes(in: kb, ["cards.md": "# Cards\n\nfirst front::first back\n\nsecond front::second back\n"])
        #expect(kb.run(["import", folder]).status == 0)
        let shell = Tmux(kb, columns: 80, rows: 24)
        shell.run("kb quiz")
        #expect(shell.waitFor("first front"), "\(shell.screen)")
        shell.type(" ")
        #expect(shell.waitFor("first back"), "\(shell.screen)")
        shell.type("3")
        #expect(shell.waitFor("second front"), "\(shell.screen)")
        shell.type("", then: "C-z")
        #expect(shell.waitFor("Stopped"), "\(shell.screen)\n\(shell.processes)")
        // The terminal is the shell's again: what is typed is echoed and run.
        shell.run("echo suspended-$((20 + 1))")
        #expect(shell.waitFor("suspended-21"), "\(shell.screen)")
        #expect(shell.processes.contains(" T"), "\(shell.processes)")
        shell.run("fg")
        #expect(shell.waitFor("second front"), "\(shell.screen)\n\(shell.processes)")
        #expect(shell.screen.contains("kb quiz · card 2/2"), "\(shell.screen)")
        #expect(!shell.screen.contains("suspended-21"), "the quiz's screen is redrawn whole: \(shell.screen)")
        shell.type("q")
        #expect(shell.waitFor("reviewed 1"), "\(shell.screen)")
        shell.run("echo after-$?")
        #expect(shell.waitFor("after-0"), "\(shell.screen)")
    }

    /// A code span on a card is shown as code (in colour, without its backticks), as the
    /// note's markdown means it; `capture-pane` shows the text without its colours.
    @Test func codeSpansOnACardAreShownWithoutTheirBackticks() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let folder = try Self.notes(in: kb, ["code.md": "# The `padding` modifier\n\nwhat does `padding()` add?::space around the view, inside its `background`\n"])
        #expect(kb.run(["import", folder]).status == 0)
        let shell = Tmux(kb, columns: 80, rows: 24)
        shell.run("kb quiz")
        #expect(shell.waitFor("what does padding() add?"), "\(shell.screen)")
        #expect(shell.screen.contains("The padding modifier · "), "\(shell.screen)")
        shell.type(" ")
        #expect(shell.waitFor("space around the view, inside its background"), "\(shell.screen)")
        shell.type("q")
        #expect(shell.waitForPrompt())
        // Without colour the marks stay, so the code is still told from the prose.
        shell.run("NO_COLOR=1 kb quiz")
        #expect(shell.waitFor("what does `padding()` add?"), "\(shell.screen)")
        #expect(shell.screen.contains("The `padding` modifier · "), "\(shell.screen)")
        shell.type("q")
        #expect(shell.waitForPrompt())
    }
}
