import Flashcards
import Foundation
import KBCommandLine
import KnowledgeBase

/// The quiz without a terminal: each card printed as plain text, one answer read per
/// line, so quizzes can be scripted and tested.
struct ScriptedQuiz {
    let session: QuizSession
    let console: Console
    let plan: QuizPlan

    func run() throws {
        console.write("kb quiz: \(counted(plan.cards.count, "card")) (\(plan.due.count) due, \(plan.new.count) new)\n")
        while let card = session.current {
            console.write(describe(card))
            guard let line = readLine() else { break }
            let answer = line.trimmingWhitespace.lowercased()
            switch answer {
            case "", "q", "quit":
                finish()
                return
            case "u", "undo":
                console.write(try session.undo() ? "→ undone\n" : "→ nothing to undo\n")
            case "s", "skip":
                session.skip()
                console.write("→ skipped\n")
            default:
                guard let rating = Rating(answer: answer) else {
                    finish()
                    throw KBError.badInput(
                        "'\(line)' is not an answer: give 1-4 (again, hard, good, easy), u, s or q")
                }
                if let answered = try session.grade(rating) {
                    let schedule = answered.card.schedule
                    console.write("→ \(rating.name) · \(IntervalText.describe(seconds: schedule.interval))"
                        + " · due \(DueDate.format(schedule.due.date))\n")
                } else {
                    console.write("→ answered by another kb meanwhile; skipped\n")
                }
            }
        }
        finish()
    }

    func describe(_ card: Card) -> String {
        let grades = session.preview(card).map { "\($0.rating.rawValue) \($0.rating.name) \($0.interval)" }
        return """

            [\(session.position(of: card))] \(card.kind.rawValue) \
            \(card.reference) · \(card.chapter ?? "(chapter gone)") · \(PathDisplay.show(card.notePath)):\(card.line)
            Q: \(card.front.replacingOccurrences(of: "\n", with: "\n   "))
            A: \(card.back.replacingOccurrences(of: "\n", with: "\n   "))
            grade? \(grades.joined(separator: " · "))

            """
    }

    func finish() {
        var text = "\n" + session.summary + "\n"
        if let next = try? session.store.quizPlan(QuizOptions()).nextDue {
            text += "next due \(DueDate.format(next))\n"
        }
        console.write(text)
    }
}
