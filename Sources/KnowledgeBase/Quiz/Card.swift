import Flashcards
import Foundation
import GRDB

/// A flashcard as the quiz shows it: its text, where it comes from, and its schedule.
public struct Card: Sendable, Equatable {
    public var id: Int64
    public var kind: CardKind
    public var front: String
    public var back: String
    public var notePath: String
    public var line: Int
    /// The chapter's display title; nil while its note is being re-imported or gone.
    public var chapter: String?
    public var suspended: Bool
    public var schedule: CardSchedule

    /// The id the quiz and `kb show` use: `k12`.
    public var reference: String { "k\(id)" }

    /// The seed of the card's fuzz at its next answer: the same for a preview and the
    /// answer itself, different from one answer to the next.
    public var fuzzSeed: UInt64 { UInt64(bitPattern: id) &* 0x1_0000_0001 &+ UInt64(schedule.reviewCount) }

    static let columns = """
        k.id, k.kind, k.front, k.front_size,
        \(back(of: "k")) AS back,
        k.back_size, coalesce(n.path, '') AS note_path, k.line, k.suspended, k.state, k.step, k.stability,
        k.difficulty, k.due, k.last_review, k.reviews, k.lapses,
        CASE WHEN c.id IS NULL THEN NULL
             WHEN c.number IS NULL THEN c.title
             ELSE c.number || CASE WHEN instr(c.number, '.') > 0 THEN ' ' ELSE '. ' END || c.title END AS chapter
        """

    /// The stored back of the card `alias` names, as SQL: its text, or the passage (schema 7)
    /// or concept (schema 10) it is stored as; compressed text still needs `CompressedText.read`.
    static func back(of alias: String) -> String {
        """
        CASE WHEN \(alias).back_is_passage = 1 THEN (SELECT text FROM passages WHERE id = \(alias).passage_id)
             WHEN \(alias).back_concept_id IS NOT NULL THEN (SELECT explanation FROM concepts WHERE id = \(alias).back_concept_id)
             ELSE \(alias).back END
        """
    }

    static let from = "FROM cards k LEFT JOIN note_paths n ON n.id = k.note_path_id LEFT JOIN chapters c ON c.id = k.chapter_id"

    init(row: Row) {
        id = row["id"]
        kind = CardKind(rawValue: row["kind"]) ?? .basic
        front = CompressedText.read(row["front"], size: row["front_size"])
        // A back stored as its passage (schema 7) or concept (schema 10) reads as that text.
        back = CompressedText.read(row["back"], size: row["back_size"])
        notePath = row["note_path"]
        line = row["line"]
        chapter = row["chapter"]
        suspended = row["suspended"]
        let stability: Double? = row["stability"]
        let difficulty: Double? = row["difficulty"]
        schedule = CardSchedule(
            state: CardState(rawValue: row["state"]) ?? .learning,
            step: row["step"],
            memory: zip(stability, difficulty).map { MemoryState(stability: $0, difficulty: $1) },
            due: Instant(secondsSince1970: row["due"]),
            lastReview: (row["last_review"] as Double?).map { Instant(secondsSince1970: $0) },
            reviewCount: row["reviews"], lapseCount: row["lapses"])
    }
}

/// Both values, or nil when either is missing.
func zip<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}

extension Instant {
    public init(_ date: Date) { self.init(secondsSince1970: date.timeIntervalSince1970) }
    public var date: Date { Date(timeIntervalSince1970: secondsSince1970) }
}
