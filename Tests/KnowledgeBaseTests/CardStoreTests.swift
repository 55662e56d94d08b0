import Flashcards
import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// Cards in the database: made at import, kept across imports while their text stays,
/// suspended (never deleted) when it goes, and answered one transaction at a time.
@Suite struct CardStoreTests {
    static let monday = Date(timeIntervalSince1970: 1_796_029_200)  // 2026-11-30 09:00 UTC

    static let note = """
        # Stacks

        VStack의 기본 spacing::8 point

        HStack은 자식을 가로로 놓는다::맞다, 왼쪽부터 순서대로

        ## Spacer

        Spacer의 최소 길이:::8 point
        """

    func cards(_ store: KnowledgeStore) throws -> [Card] {
        try store.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Card.columns) \(Card.from) ORDER BY k.id").map(Card.init(row:))
        }
    }

    @Test func importMakesTheNotesCardsDueAtOnce() throws {
        let folder = TemporaryFolder()
        let path = folder.write("stacks.md", Self.note)
        let store = try folder.store(clock: .fixed(Self.monday))
        let report = try store.importNotes(paths: [path])
        #expect(report.imported.map(\.cards) == [4])
        let cards = try cards(store)
        #expect(cards.map(\.front) == ["VStack의 기본 spacing", "HStack은 자식을 가로로 놓는다", "Spacer의 최소 길이", "8 point"])
        #expect(cards.map(\.kind) == [.basic, .basic, .basic, .reverse])
        #expect(cards.map(\.chapter) == ["Stacks", "Stacks", "Spacer", "Spacer"])
        #expect(cards.map(\.line) == [3, 5, 9, 9])
        #expect(cards.allSatisfy { $0.schedule == CardSchedule.new(due: Instant(Self.monday)) && !$0.suspended })
    }

    @Test func aCardKeepsItsHistoryWhileItsTextStays() throws {
        let folder = TemporaryFolder()
        let path = folder.write("stacks.md", Self.note)
        let store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [path])
        let first = try cards(store)[0]
        let answer = try #require(try store.answer(first, .good))

        // Another line changes and the card moves down: same card, same schedule.
        folder.write("stacks.md", "# Stacks\n\n새 문장.\n\n" + Self.note.dropFirst("# Stacks\n\n".count))
        try store.importNotes(paths: [path])
        let kept = try #require(try store.card(id: first.id))
        #expect(kept.schedule == answer.card.schedule)
        #expect(kept.line == 5)
        #expect(!kept.suspended)

        // Its text changes: a new card; the old one is suspended with its review.
        folder.write("stacks.md", Self.note.replacingOccurrences(of: "8 point\n\nHStack", with: "8pt\n\nHStack"))
        try store.importNotes(paths: [path])
        #expect(try store.card(id: first.id)?.suspended == true)
        let edited = try cards(store).first { $0.back == "8pt" }
        #expect(edited?.schedule.isNew == true)
        let oldReviews = try store.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM reviews WHERE card_id = ?", arguments: [first.id])
        }
        #expect(oldReviews == 1)

        // The note goes from its folder: every card is suspended, none deleted.
        try FileManager.default.removeItem(atPath: path)
        folder.write("other.md", "# Other\n")
        try store.importNotes(paths: [folder.path])
        #expect(try cards(store).filter { $0.notePath == path }.allSatisfy(\.suspended))
        #expect(try cards(store).count == 5)

        // It comes back: the card returns with its history.
        folder.write("stacks.md", Self.note)
        try store.importNotes(paths: [folder.path])
        let back = try #require(try store.card(id: first.id))
        #expect(!back.suspended)
        #expect(back.schedule == answer.card.schedule)
        #expect(back.chapter == "Stacks")
    }

    /// A card names its note by number (schema 9); one whose number is missing (no import
    /// writes such a card, a hand-edited database may hold one) is still read, with no path.
    @Test func aCardWithoutItsNotePathIsStillRead() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [folder.write("stacks.md", Self.note)])
        try store.write { try $0.execute(sql: "UPDATE cards SET note_path_id = NULL WHERE id = 1") }
        let read = try cards(store)
        let path = folder.file("stacks.md")
        #expect(read.map(\.notePath) == ["", path, path, path])
    }

    @Test func answersAreLoggedAndUndone() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [folder.write("stacks.md", Self.note)])
        let card = try cards(store)[0]
        let answer = try #require(try store.answer(card, .good))
        #expect(answer.card.schedule.state == .learning)
        #expect(answer.card.schedule.step == 1)
        #expect(answer.card.schedule.due == Instant(Self.monday).adding(seconds: 600))
        let log = try #require(try store.read { try Row.fetchOne($0, sql: "SELECT * FROM reviews") })
        let rating: Int = log["rating"], stateBefore: String = log["state_before"], stateAfter: String = log["state_after"]
        let reviewsBefore: Int = log["reviews_before"], stabilityAfter: Double = log["stability_after"]
        let reviewedAt: Double = log["reviewed_at"]
        #expect(rating == 3)
        #expect(stateBefore == "learning")
        #expect(stateAfter == "learning")
        #expect(reviewsBefore == 0)
        #expect(stabilityAfter == 2.3065)
        #expect(reviewedAt == Self.monday.timeIntervalSince1970)

        // A second kb still showing the card as it was cannot answer it again.
        #expect(try store.answer(card, .easy) == nil)

        let restored = try #require(try store.undo(answer))
        #expect(restored.schedule == card.schedule)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reviews") } == 0)
    }

    @Test func aQuizTakesDueCardsThenNewOnesUpToTheDailyLimit() throws {
        let folder = TemporaryFolder()
        let path = folder.write("stacks.md", Self.note)
        var store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [path])
        let all = try cards(store)
        // Monday: two new cards learnt (Easy: due in days).
        for card in all.prefix(2) { _ = try store.answer(card, .easy) }
        var plan = try store.quizPlan(QuizOptions(newPerDay: 3))
        #expect(plan.due.isEmpty)
        #expect(plan.new.map(\.id) == [all[2].id])  // 3 a day, 2 started today
        #expect(plan.newHeldBack == 1)
        #expect(plan.nextDue != nil)

        // Twenty days on both are due, most overdue first, and the limit is fresh.
        store = try folder.store(clock: .fixed(Self.monday.addingTimeInterval(20 * 86_400)))
        plan = try store.quizPlan(QuizOptions(newPerDay: 1))
        #expect(Set(plan.due.map(\.id)) == Set(all.prefix(2).map(\.id)))
        #expect(plan.due.map(\.schedule.due) == plan.due.map(\.schedule.due).sorted())
        #expect(plan.new.map(\.id) == [all[2].id])
        #expect(try store.quizPlan(QuizOptions(limit: 1, newPerDay: 5)).cards.count == 1)

        let spacer = try store.resolveChapter("Spacer").id
        #expect(try store.quizPlan(QuizOptions(chapter: spacer, newPerDay: 5)).cards.map(\.id) == [all[2].id, all[3].id])
        let stacks = try store.resolveChapter("stacks").id
        #expect(try store.quizPlan(QuizOptions(chapter: stacks, newPerDay: 5)).cards.count == 4)
    }

    @Test func statsCountDueReviewsAndRetention() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(clock: .fixed(Self.monday))
        try store.importNotes(paths: [folder.write("stacks.md", Self.note)])
        let all = try cards(store)
        for card in all.prefix(3) { _ = try store.answer(card, .easy) }
        let later = try folder.store(clock: .fixed(Self.monday.addingTimeInterval(30 * 86_400)))
        let due = try later.quizPlan(QuizOptions()).due
        _ = try later.answer(due[0], .again)
        _ = try later.answer(due[1], .good)
        let stats = try later.reviewStats()
        #expect(stats.cards == 4)
        #expect(stats.new == 1)
        #expect(stats.suspended == 0)
        #expect(stats.dueToday == 2)  // the third Easy card, and the lapsed one due in 10 minutes
        #expect(stats.reviewsPerDay.last == ReviewStats.Day(date: "2026-12-30", reviews: 2))
        #expect(stats.reviewsPerDay.count == 7)
        #expect(stats.retention30Days == 0.5)
    }

    @Test func aVersion1DatabaseIsUpgradedToExactlyTheSchema() throws {
        let folder = TemporaryFolder()
        let old = folder.file("old.sqlite")
        try olderDatabase(at: old, version: 1)
        let upgraded = try KnowledgeStore(path: old, create: false)
        let fresh = try folder.store()
        #expect(try upgraded.schema() == fresh.schema())
        #expect(try upgraded.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Schema.version)
    }
}
