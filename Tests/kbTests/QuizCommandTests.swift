import Foundation
import Testing

/// `kb quiz` end to end: scripted through a pipe, interactive through a pseudo-terminal,
/// killed midway, and run twice at once. The clock is fixed with KB_NOW and the time zone
/// with TZ, so every due date below is exact.
@Suite struct QuizCommandTests {
    static let note = "# Stacks\n\nVStack의 기본 spacing::8 point\n\nSpacer의 최소 길이:::8 point\n"
    static let time = ["KB_NOW": "2026-11-30T09:00:00Z", "TZ": "UTC"]

    /// A knowledge base holding the three cards of `note`: k1 and k2 basic, k3 reverse.
    func prepared(_ extraNote: String? = nil) -> (KBProcess, String) {
        let kb = KBProcess()
        let path = kb.folder + "/stacks.md"
        _ = FileManager.default.createFile(atPath: path, contents: Data((Self.note + (extraNote ?? "")).utf8))
        kb.run(["import", path], environment: Self.time)
        return (kb, path)
    }

    func piped(_ kb: KBProcess, _ input: String, _ arguments: [String] = [], at time: [String: String] = time) -> KBProcess.Result {
        kb.run(["quiz"] + arguments, environment: time, input: input)
    }

    @Test func aScriptedQuizPrintsEachCardAndWhenItIsDueNext() {
        let (kb, path) = prepared()
        defer { kb.remove() }
        let result = piped(kb, "3\n4\n1\nu\n2\nq\n")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // k1 Good: learning step 2 in 10 minutes. k2 Easy: review in 8 days fuzzed to 9.
        // k3 Again: step 1 again in a minute, so it comes straight back; undone, then Hard:
        // halfway between the steps, 5.5 minutes. Each card keeps its place in the sitting
        // ("3/3"), marked "again" when it comes back after an answer.
        #expect(result.stdout == """
            kb quiz: 3 cards (0 due, 3 new)

            [1/3] basic k1 · Stacks · \(path):3
            Q: VStack의 기본 spacing
            A: 8 point
            grade? 1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 7d
            → Good · 10m · due 2026-11-30 09:10

            [2/3] basic k2 · Stacks · \(path):5
            Q: Spacer의 최소 길이
            A: 8 point
            grade? 1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 9d
            → Easy · 9d · due 2026-12-09 09:00

            [3/3] reverse k3 · Stacks · \(path):5
            Q: 8 point
            A: Spacer의 최소 길이
            grade? 1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 7d
            → Again · 1m · due 2026-11-30 09:01

            [3/3 again] reverse k3 · Stacks · \(path):5
            Q: 8 point
            A: Spacer의 최소 길이
            grade? 1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 1d
            → undone

            [3/3] reverse k3 · Stacks · \(path):5
            Q: 8 point
            A: Spacer의 최소 길이
            grade? 1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 7d
            → Hard · 6m · due 2026-11-30 09:05

            [3/3 again] reverse k3 · Stacks · \(path):5
            Q: 8 point
            A: Spacer의 최소 길이
            grade? 1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 2d

            reviewed 3: Again 0 · Hard 1 · Good 1 · Easy 1
            next due 2026-11-30 09:05

            """)
        let stats = kb.run(["stats"], environment: Self.time).stdout
        #expect(stats.contains("cards     3  (new 0, suspended 0)\ndue       2 today\nreviews   0 0 0 0 0 0 3"))
    }

    @Test func withNothingDueItSaysWhenTheNextCardIs() {
        let (kb, _) = prepared()
        defer { kb.remove() }
        #expect(piped(kb, "4\n4\n4\n").status == 0)
        let result = piped(kb, "")
        #expect(result.status == 0)
        #expect(result.stdout == "nothing to review: the next card is due 2026-12-07 09:00 (in 7d)\n")
        let empty = KBProcess()
        defer { empty.remove() }
        _ = FileManager.default.createFile(atPath: empty.folder + "/plain.md", contents: Data("글만 있다.\n".utf8))
        empty.run(["import", empty.folder + "/plain.md"])
        #expect(piped(empty, "").stdout == "nothing to review: no cards yet; 'kb import' makes them from your notes\n")
    }

    @Test func limitsChapterAndTheDailyNewCards() {
        let (kb, _) = prepared("\n## Spacer\n\n최소 길이는 8::맞다\n")
        defer { kb.remove() }
        #expect(piped(kb, "q\n", ["--limit", "2"]).stdout.hasPrefix("kb quiz: 2 cards (0 due, 2 new)\n"))
        #expect(piped(kb, "q\n", ["--chapter", "spacer"]).stdout.hasPrefix("kb quiz: 1 card (0 due, 1 new)\n"))
        #expect(piped(kb, "4\n4\n", ["--new", "2"]).status == 0)
        // Two new cards started today: the limit of two is used up.
        #expect(piped(kb, "", ["--new", "2"]).stdout.hasPrefix(
            "nothing to review: the next card is due"))
        #expect(piped(kb, "q\n", ["--new", "3"]).stdout.hasPrefix("kb quiz: 1 card (0 due, 1 new)\n"))
        let tomorrow = ["KB_NOW": "2026-12-01T09:00:00Z", "TZ": "UTC"]
        #expect(piped(kb, "q\n", ["--new", "2"], at: tomorrow).stdout.hasPrefix("kb quiz: 2 cards (0 due, 2 new)\n"))
        #expect(kb.run(["quiz", "--limit", "0"]).status == 2)
        #expect(kb.run(["quiz", "--chapter", "no-such-chapter"]).status == 1)
    }

    @Test func aBadAnswerIsOneLineAndExitCode2AndKeepsTheAnswersBefore() {
        let (kb, _) = prepared()
        defer { kb.remove() }
        let result = piped(kb, "3\nmaybe\n")
        #expect(result.status == 2)
        #expect(result.stderr == "kb: 'maybe' is not an answer: give 1-4 (again, hard, good, easy), u, s or q\n")
        #expect(kb.run(["stats"], environment: Self.time).stdout.contains("reviews   0 0 0 0 0 0 1"))
        #expect(kb.run(["quiz"], environment: ["KB_NOW": "yesterday"]).stderr
                == "kb: KB_NOW is not an ISO 8601 time like 2026-12-01T09:00:00Z: yesterday\n")
    }

    @Test func theInteractiveQuizShowsGradesUndoesAndQuits() throws {
        let (kb, _) = prepared()
        defer { kb.remove() }
        let terminal = try PseudoTerminal(kb, ["quiz"], environment: Self.time)
        try terminal.waitFor("VStack의 기본 spacing")
        #expect(!terminal.output.contains("8 point"), "the back waits for space")
        terminal.type(" ")
        try terminal.waitFor("Good · 10m")
        #expect(terminal.output.contains("8 point"))
        terminal.type("3")
        try terminal.waitFor("Spacer의 최소 길이")
        try terminal.waitFor("Good · 10m\u{1B}[0m")  // the status line in green
        terminal.type(" 4")
        try terminal.waitFor("Easy · 9d")
        terminal.type("u")
        try terminal.waitFor("undone")
        terminal.type(" 1")
        try terminal.waitFor("Again · 1m")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.output.contains("reviewed 2: Again 1 · Hard 0 · Good 1 · Easy 0 · next due 2026-11-30 09:01"))
        #expect(terminal.output.contains("\u{1B}[?1049l"), "the alternate screen is left")
        #expect(kb.run(["stats"], environment: Self.time).stdout.contains("reviews   0 0 0 0 0 0 2"))
    }

    @Test func wideHangulWrapsToTheTerminalAndResizingRedraws() throws {
        let long = String(repeating: "가나다라마바사아자차", count: 5)
        let (kb, _) = prepared()
        defer { kb.remove() }
        let notePath = kb.folder + "/long.md"
        _ = FileManager.default.createFile(atPath: notePath, contents: Data("# Long\n\n\(long)::답\n".utf8))
        kb.run(["import", notePath], environment: Self.time)
        let terminal = try PseudoTerminal(kb, ["quiz", "--chapter", "long"], columns: 80, environment: Self.time)
        // 80 columns less a margin of 4: 38 syllables of two cells a line.
        try terminal.waitFor("  \u{1B}[1m\(long.prefix(38))\u{1B}[0m\r\n  \u{1B}[1m\(long.dropFirst(38))\u{1B}[0m")
        terminal.resize(columns: 40, rows: 24)
        try terminal.waitFor("  \u{1B}[1m\(long.prefix(18))\u{1B}[0m\r\n  \u{1B}[1m\(long.dropFirst(18).prefix(18))\u{1B}[0m")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// The quiz over `prepared()`'s card, with `script` as $EDITOR, once `e` is typed.
    func quizInEditor(_ kb: KBProcess, script: String) throws -> PseudoTerminal {
        let editor = kb.folder + "/editor.sh"
        _ = FileManager.default.createFile(atPath: editor, contents: Data("#!/bin/sh\n\(script)\n".utf8),
                                       attributes: [.posixPermissions: 0o755])
        let terminal = try PseudoTerminal(kb, ["quiz"], environment: Self.time.merging(["EDITOR": editor]) { $1 })
        try terminal.waitFor("VStack의 기본 spacing")
        terminal.type("e")
        return terminal
    }

    @Test func eOpensTheCardsNoteInTheEditorAtItsLine() throws {
        let (kb, path) = prepared()
        defer { kb.remove() }
        let record = kb.folder + "/editor.txt"
        // The editor records how it was called and adds a line to the note.
        let terminal = try quizInEditor(kb, script: "echo \"$@\" > '\(record)'\necho >> \"$2\"")
        try terminal.waitFor("edited; 'kb import' updates the cards")
        #expect(try String(contentsOfFile: record, encoding: .utf8) == "+3 \(path)\n")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// Leaving the editor without a change says nothing of an edit.
    @Test func anEditorLeftWithoutAChangeEditsNothing() throws {
        let (kb, _) = prepared()
        defer { kb.remove() }
        let terminal = try quizInEditor(kb, script: "exit 0")
        // Keys typed before the quiz takes the terminal back would be lost: wait for it to
        // draw the card again.
        let keys = "space: show the answer"
        let deadline = Date().addingTimeInterval(20)
        while terminal.output.components(separatedBy: keys).count < 3, Date() < deadline { usleep(20_000) }
        terminal.type(" ")
        try terminal.waitFor("Again")
        #expect(!terminal.output.contains("edited;"))
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func killingAQuizLosesNoAnswerGiven() throws {
        let (kb, _) = prepared()
        defer { kb.remove() }
        let terminal = try PseudoTerminal(kb, ["quiz"], environment: Self.time)
        try terminal.waitFor("VStack의 기본 spacing")
        terminal.type(" 3")
        try terminal.waitFor("Spacer의 최소 길이")
        kill(terminal.process.processIdentifier, SIGKILL)
        _ = try terminal.waitForExit()
        #expect(kb.run(["stats"], environment: Self.time).stdout.contains("reviews   0 0 0 0 0 0 1"))
        #expect(kb.shell("sqlite3 '\(kb.database)' 'PRAGMA integrity_check'").stdout == "ok\n")
    }

    @Test func twoQuizzesAtOnceKeepTheDatabaseWhole() throws {
        let (kb, _) = prepared()
        defer { kb.remove() }
        let answers = String(repeating: "3\n", count: 12)
        let group = DispatchGroup()
        let results = ResultsBox()
        for _ in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                let result = kb.run(["quiz"], environment: Self.time, input: answers)
                results.append(result.status)
                group.leave()
            }
        }
        group.wait()
        #expect(results.values == [0, 0])
        // Every card's count of answers is the number of its rows in the review log.
        let check = kb.shell("""
            sqlite3 '\(kb.database)' "PRAGMA integrity_check; SELECT count(*) FROM cards k \
            WHERE k.reviews != (SELECT count(*) FROM reviews r WHERE r.card_id = k.id);"
            """)
        #expect(check.stdout == "ok\n0\n")
    }
}

final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int32] = []
    func append(_ value: Int32) { lock.withLock { stored.append(value) } }
    var values: [Int32] { lock.withLock { stored } }
}
