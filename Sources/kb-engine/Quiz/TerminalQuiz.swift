import Flashcards
import Foundation
import KBCommandLine
import KnowledgeBase

/// The interactive quiz: one card at a time on the terminal's alternate screen.
/// Space or enter shows the back, 1–4 grade it, u undoes, e edits, q quits, Ctrl-Z
/// suspends to the shell (the answers so far are stored already); a card taller
/// than the terminal scrolls with the arrow and page keys (or j and k), its key line
/// staying at the bottom.
struct TerminalQuiz {
    let session: QuizSession
    let console: Console
    let plan: QuizPlan

    /// What the screen shows besides the card: whether the back is shown, how far the card
    /// is scrolled, and a line about the last thing done ("Good · 3d").
    struct Screen {
        var revealed = false
        var status = ""
        var scroll = 0
    }

    func run() throws {
        let terminal = try RawTerminal()
        terminal.enter()
        defer { terminal.leave() }
        var screen = Screen()
        draw(&screen, terminal)
        loop: while session.current != nil {
            if RawTerminal.resized != 0 {
                RawTerminal.resized = 0
                draw(&screen, terminal)
            }
            guard let key = terminal.readKey(timeout: 0.1) else { continue }
            let page = max(console.size.rows - 4, 1)
            switch key {
            case .interrupt, .endOfInput, .escape, .character("q"):
                break loop
            case .enter, .character(" "):
                if !screen.revealed {
                    screen.revealed = true
                    // The answer's first line at the top when the card does not fit.
                    screen.scroll = max(cardLines(screen).answerStart - 1, 0)
                }
            case .up, .character("k"): screen.scroll -= 1
            case .down, .character("j"): screen.scroll += 1
            case .pageUp: screen.scroll -= page
            case .pageDown: screen.scroll += page
            case .character("u"):
                screen = Screen(status: try session.undo() ? "undone" : "nothing to undo")
            case .character("e"):
                screen.status = edit(terminal)
            case .suspend:
                terminal.suspend()
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
            if session.current != nil { draw(&screen, terminal) }
        }
        terminal.leave()
        var summary = session.summary
        if let next = try session.store.quizPlan(QuizOptions()).nextDue {
            summary += " · next due \(DueDate.format(next))"
        }
        console.write(summary + "\n")
    }

    /// The card's lines, from the header to the back, and where the back starts.
    func cardLines(_ screen: Screen) -> (lines: [String], answerStart: Int) {
        guard let card = session.current else { return ([], 0) }
        let width = console.size.columns
        let text = width - 4
        var lines: [String] = []
        let position = "kb quiz · card \(session.position(of: card)) · \(session.doneCount) done"
        lines.append(console.dim(position) + (screen.status.isEmpty ? "" : "  " + console.green(screen.status)))
        // The header is dim as a whole: a heading's code span shows there without its
        // backticks, as on the card (and with them without colour).
        let chapter = card.chapter.map { console.usesColor ? $0.replacingOccurrences(of: "`", with: "") : $0 } ?? "(chapter gone)"
        lines.append(console.dim(CardPlace.line(chapter: chapter, path: PathDisplay.show(card.notePath), line: card.line,
                                                kind: card.kind.rawValue, width: width)))
        lines.append("")
        lines += TerminalText.wrap(card.front, width: text).map { "  " + console.bold(styled($0)) }
        lines.append("")
        let answerStart = lines.count
        if screen.revealed {
            lines.append("  " + console.dim(String(repeating: "─", count: min(40, text))))
            lines += TerminalText.wrap(card.back, width: text).map { "  " + styled($0) }
        }
        return (lines, answerStart)
    }

    /// The key line at the bottom: what can be done now, and the scroll keys when the card
    /// is taller than the screen.
    func footer(_ screen: Screen, card: Card, scrolls: Bool) -> String {
        var keys: String
        if screen.revealed {
            keys = session.preview(card).map { "\(console.bold("\($0.rating.rawValue)")) \($0.rating.name) · \($0.interval)" }
                .joined(separator: "   ")
        } else {
            keys = console.dim("space: show the answer · u undo · e edit · q quit")
        }
        // One row, whatever the width: the scroll keys shorten, then the line is cut.
        let width = console.size.columns
        for hint in ["  · ↑↓ PgUp PgDn scroll", "  · ↑↓ scroll", ""] where scrolls || hint.isEmpty {
            let line = keys + console.dim(hint)
            if TerminalText.cells(TerminalText.withoutEscapes(line)) <= width { return line }
        }
        return console.usesColor ? keys : clip(keys, width)
    }

    func draw(_ screen: inout Screen, _ terminal: RawTerminal) {
        guard let card = session.current else { return }
        let (lines, _) = cardLines(screen)
        let rows = max(console.size.rows, 3)
        // The last row is the key line, a blank or the scroll position above it.
        let scrolls = lines.count > rows - 2
        let visible = rows - 2
        screen.scroll = scrolls ? min(max(screen.scroll, 0), lines.count - visible) : 0
        var shown = Array(lines.dropFirst(screen.scroll).prefix(visible))
        shown += Array(repeating: "", count: visible - shown.count)
        let position = scrolls
            ? console.dim("  ── lines \(screen.scroll + 1)–\(screen.scroll + shown.count) of \(lines.count) ──") : ""
        shown += [position, footer(screen, card: card, scrolls: scrolls)]
        // The terminal turns each \n into \r\n itself: raw mode keeps output processing.
        terminal.output("\u{1B}[H\u{1B}[2J" + shown.joined(separator: "\n"))
    }

    /// `**answer**` of a cloze card in bold yellow, and a `code span` in cyan without its
    /// backticks, as the note's markdown means them (left as they are without colour, and
    /// where the line's wrapping split a span, leaving an odd mark on the line).
    func styled(_ line: String) -> String {
        guard console.usesColor else { return line }
        func marked(_ text: String, by mark: String, as code: String) -> String {
            let pieces = text.components(separatedBy: mark)
            guard pieces.count > 2, pieces.count % 2 == 1 else { return text }
            return pieces.enumerated().map { $0.offset % 2 == 1 ? console.style($0.element, code) : $0.element }.joined()
        }
        return marked(marked(line, by: "**", as: "1;33"), by: "`", as: "36")
    }

    func clip(_ text: String, _ width: Int) -> String {
        TerminalText.cells(text) <= width ? text : TerminalText.wrap(text, width: width - 1)[0] + "…"
    }

    /// Opens the card's note at its line in $EDITOR (else vi), handing it the terminal;
    /// the quiz redraws when it returns.
    func edit(_ terminal: RawTerminal) -> String {
        guard let card = session.current else { return "" }
        guard !card.notePath.hasPrefix("kb:") else { return "a bundled note cannot be edited" }
        let editor = ProcessInfo.processInfo.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let before = FileManager.default.contents(atPath: card.notePath)
        terminal.leave()
        defer { terminal.enter() }
        let status = ForegroundProcess.run("\(editor) +\(card.line) \"$0\"", arguments: [card.notePath],
                                           environment: ProcessInfo.processInfo.environment)
        guard let status, status != 127 else { return "cannot run \(editor)" }
        // Leaving the editor without a change changes no card.
        guard FileManager.default.contents(atPath: card.notePath) != before else { return "" }
        return "edited; 'kb import' updates the cards"
    }
}
