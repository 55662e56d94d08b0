import Flashcards
import Foundation
import KnowledgeBase

/// The interactive quiz: one card at a time on the terminal's alternate screen.
/// Space or enter shows the back, 1–4 grade it, u undoes, e edits, q quits.
struct TerminalQuiz {
    let session: QuizSession
    let console: Console
    let plan: QuizPlan

    /// What the screen shows besides the card: whether the back is shown, and a line about
    /// the last thing done ("Good · 3d").
    struct Screen {
        var revealed = false
        var status = ""
    }

    func run() throws {
        let terminal = try RawTerminal()
        terminal.enter()
        defer { terminal.leave() }
        var screen = Screen()
        draw(screen, terminal)
        loop: while session.current != nil {
            if RawTerminal.resized != 0 {
                RawTerminal.resized = 0
                draw(screen, terminal)
            }
            guard let key = terminal.readKey(timeout: 0.1) else { continue }
            switch key {
            case .interrupt, .endOfInput, .escape, .character("q"):
                break loop
            case .enter, .character(" "):
                screen.revealed = true
            case .character("u"):
                screen = Screen(status: try session.undo() ? "undone" : "nothing to undo")
            case .character("e"):
                screen.status = edit(terminal)
            case .character(let character):
                guard screen.revealed, let rating = character.wholeNumberValue.flatMap(Rating.init(rawValue:)) else {
                    continue
                }
                if let answer = try session.grade(rating) {
                    screen = Screen(status: "\(rating.name) · \(IntervalText.describe(seconds: answer.card.schedule.interval))")
                } else {
                    screen = Screen(status: "answered by another kb meanwhile; skipped")
                }
            }
            if session.current != nil { draw(screen, terminal) }
        }
        terminal.leave()
        var summary = session.summary
        if let next = try session.store.quizPlan(QuizOptions()).nextDue {
            summary += " · next due \(DueDate.format(next))"
        }
        console.write(summary + "\n")
    }

    func draw(_ screen: Screen, _ terminal: RawTerminal) {
        guard let card = session.current else { return }
        let width = console.size.columns
        let text = width - 4
        var lines: [String] = []
        let position = "\(session.answers.count + 1)/\(session.answers.count + session.remainingCount)"
        lines.append(console.dim("kb quiz · \(position)") + (screen.status.isEmpty ? "" : "  " + console.green(screen.status)))
        lines.append(console.dim(clip("\(card.chapter ?? "(chapter gone)") · \(PathDisplay.show(card.notePath)):\(card.line) · \(card.kind.rawValue)", width)))
        lines.append("")
        lines += TerminalText.wrap(card.front, width: text).map { "  " + console.bold(styled($0)) }
        lines.append("")
        if screen.revealed {
            lines.append("  " + console.dim(String(repeating: "─", count: min(40, text))))
            lines += TerminalText.wrap(card.back, width: text).map { "  " + styled($0) }
            lines.append("")
            lines.append(session.preview(card).map { "\(console.bold("\($0.rating.rawValue)")) \($0.rating.name) · \($0.interval)" }
                .joined(separator: "   "))
        } else {
            lines.append(console.dim("space: show the answer · u undo · e edit · q quit"))
        }
        // The terminal turns each \n into \r\n itself: raw mode keeps output processing.
        terminal.output("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
    }

    /// `**answer**` of a cloze card in bold yellow (or left as it is without colour).
    func styled(_ line: String) -> String {
        guard console.usesColor, line.contains("**") else { return line }
        var result = ""
        for (index, piece) in line.components(separatedBy: "**").enumerated() {
            result += index % 2 == 1 ? console.style(piece, "1;33") : piece
        }
        return result
    }

    func clip(_ text: String, _ width: Int) -> String {
        TerminalText.cells(text) <= width ? text : TerminalText.wrap(text, width: width - 1)[0] + "…"
    }

    /// Opens the card's note at its line in $EDITOR (else vi), with the terminal restored.
    func edit(_ terminal: RawTerminal) -> String {
        guard let card = session.current else { return "" }
        guard !card.notePath.hasPrefix("kb:") else { return "a bundled note cannot be edited" }
        let editor = ProcessInfo.processInfo.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        terminal.leave()
        defer { terminal.enter() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(editor) +\(card.line) \"$0\"", card.notePath]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return "cannot run \(editor)"
        }
        return "edited; 'kb import' updates the cards"
    }
}
