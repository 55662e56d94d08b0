import ArgumentParser
import Flashcards
import Foundation
import KBCommandLine
import KnowledgeBase

struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz", abstract: "Review flashcards from your notes, scheduled with FSRS.",
        discussion: """
            Due cards first, then new ones up to the day's limit. On a terminal: space or \
            enter shows the answer, 1-4 grades it (Again, Hard, Good, Easy), u undoes the \
            last answer, e opens the card's note in $EDITOR, q quits. With input from a pipe, \
            kb prints each card and reads one line per card: 1-4 or again/hard/good/easy, \
            u (undo), s (skip) or q (quit). Every answer is saved before the next card shows.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Only cards of this chapter and the chapters under it.", valueName: "chapter"),
            completion: ChapterCompletion.kind)
    var chapter: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("At most this many answers.", valueName: "n"))
    var limit: Int?

    @Option(name: .customLong("new"), parsing: .unconditional, help: ArgumentHelp("New cards a day.", valueName: "n"))
    var newPerDay = 20

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
        if newPerDay < 0 { throw ValidationError("--new must be 0 or more") }
    }

    func run() throws {
        let store = try global.openStore(.write)
        let chapterID = try chapter.map { try store.resolveChapter($0).id }
        let plan = try store.quizPlan(QuizOptions(chapter: chapterID, limit: limit, newPerDay: newPerDay))
        let console = global.console
        guard !plan.cards.isEmpty else {
            console.emit(nothingToReview(plan, store: store))
            return
        }
        let session = QuizSession(store: store, plan: plan, answerLimit: limit)
        if isatty(STDIN_FILENO) == 1 && console.isTerminal {
            try TerminalQuiz(session: session, console: console, plan: plan).run()
        } else {
            try ScriptedQuiz(session: session, console: console, plan: plan).run()
        }
    }

    func nothingToReview(_ plan: QuizPlan, store: KnowledgeStore) -> String {
        var text = "nothing to review"
        if let next = plan.nextDue {
            let wait = next.timeIntervalSince(store.clock.now())
            text += ": the next card is due \(DueDate.format(next)) (in \(IntervalText.describe(seconds: wait)))"
        } else if plan.newHeldBack > 0 {
            text += ": today's \(newPerDay) new cards are done; \(plan.newHeldBack) more wait (--new raises the limit)"
        } else {
            text += ": no cards yet; 'kb import' makes them from your notes"
        }
        return text
    }
}
