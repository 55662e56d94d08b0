import Foundation
import GRDB

/// Keeps the cards table in step with the notes, inside the import's transaction: a
/// card found again keeps its row, schedule and reviews; a new one is due at once; one
/// no longer found in its note is suspended.
final class CardWriter {
    let db: Database
    let now: Double
    /// Whether the import began with no card stored (a new knowledge base): then no card
    /// can be found again, and each is inserted without first being looked for.
    let startsEmpty: Bool
    /// The cards this import wrote: a card a note holds twice (the same question in two
    /// places) is the first, on a new knowledge base as on one that has it.
    private var written = Set<String>()

    init(db: Database, now: Double, startsEmpty: Bool) {
        self.db = db
        self.now = now
        self.startsEmpty = startsEmpty
    }

    /// Suspends every card last read from one of `paths`; writing a note's cards then
    /// brings back those it still holds. One statement for all the notes of an import,
    /// made before any of them is written: a statement that changes many rows makes the
    /// full-text index write out what it holds so far, so one per note would cut the
    /// index into thousands of small pieces.
    /// A back stored as its passage or its concept is written out as text first: the
    /// passages and concepts go with the note, and a card suspended for good keeps its text.
    func suspendCards(of paths: [String]) throws {
        guard !paths.isEmpty else { return }
        let list = String(decoding: try JSONEncoder().encode(paths), as: UTF8.self)
        try db.execute(sql: """
            UPDATE cards SET back = coalesce((SELECT text FROM passages WHERE id = cards.passage_id), ''), back_is_passage = 0
            WHERE back_is_passage = 1 AND note_path_id IN \(Self.pathIDs)
            """, arguments: [list])
        try db.execute(sql: """
            UPDATE cards SET back = coalesce((SELECT explanation FROM concepts WHERE id = cards.back_concept_id), ''),
                             back_concept_id = NULL
            WHERE back_concept_id IS NOT NULL AND note_path_id IN \(Self.pathIDs)
            """, arguments: [list])
        try db.execute(sql: """
            UPDATE cards SET suspended = 1, chapter_id = NULL WHERE note_path_id IN \(Self.pathIDs)
            """, arguments: [list])
    }

    /// The ids of the note paths a JSON array of paths names.
    private static let pathIDs = "(SELECT id FROM note_paths WHERE path IN (SELECT value FROM json_each(?)))"

    /// The number cards use for a note's path (schema 9), given to the path when it is new.
    private func pathID(_ path: String) throws -> Int64 {
        if let known = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM note_paths WHERE path = ?"), arguments: [path]) {
            return known
        }
        try db.cachedStatement(sql: "INSERT INTO note_paths (path) VALUES (?)").execute(arguments: [path])
        return db.lastInsertedRowID
    }

    /// A card found again is brought back to this note, chapter and the passage it comes
    /// from (`passage` gives it for the card's line), with its text as the note now words
    /// it; a concept card of an earlier import, made before concept cards were known by
    /// their term, is taken over by the same term of the same note with its reviews; any
    /// other card is inserted, due at once. `concept` gives the concept of the chapter whose
    /// stored explanation is a text, if any. Plain statements rather than an upsert: SQLite
    /// opens a statement journal for an upsert, which made importing 50,000 cards take seconds.
    func write(_ cards: [ParsedCard], chapter: Int64, path: String, passage: (Int) -> (id: Int64, text: String)?,
               concept: (String) -> Int64? = { _ in nil }) throws {
        guard !cards.isEmpty else { return }
        let pathID = try pathID(path)
        for card in cards where written.insert(card.identity).inserted {
            let source = passage(card.line)
            let passageID = source?.id
            // Stored compressed when long and repetitive (see `CompressedText`); a back that
            // is exactly its passage's text is stored as that passage (schema 7), one that is
            // exactly its concept's explanation as that concept (schema 10).
            let front = CompressedText.stored(card.front)
            let back = StoredBack(card.back, passage: source?.text, concept: card.kind == .concept ? concept(card.back) : nil)
            if startsEmpty {
                try insert(card, front: front, back: back, pathID: pathID, chapter: chapter, passageID: passageID)
                continue
            }
            try db.cachedStatement(sql: """
                UPDATE cards SET front = ?, front_size = ?, back = ?, back_size = ?, back_is_passage = ?, back_concept_id = ?,
                                 note_path_id = ?, chapter_id = ?, passage_id = ?, line = ?, suspended = 0
                WHERE identity = ?
                """).execute(arguments: [front.value, front.size, back.value, back.size, back.isPassage, back.conceptID, pathID,
                                         chapter, passageID, card.line, card.identity])
            if db.changesCount > 0 { continue }
            if card.kind == .concept {
                try db.cachedStatement(sql: """
                    UPDATE cards SET identity = ?, back = ?, back_size = ?, back_is_passage = ?, back_concept_id = ?,
                                     chapter_id = ?, passage_id = ?, line = ?, suspended = 0
                    WHERE id = (SELECT id FROM cards WHERE kind = 'concept' AND note_path_id = ? AND front = ? AND suspended = 1
                                ORDER BY id LIMIT 1)
                    """).execute(arguments: [card.identity, back.value, back.size, back.isPassage, back.conceptID, chapter,
                                             passageID, card.line, pathID, front.value])
                if db.changesCount > 0 { continue }
            }
            try insert(card, front: front, back: back, pathID: pathID, chapter: chapter, passageID: passageID)
        }
    }

    /// A new card, due at once (a card the note holds twice is written once).
    private func insert(_ card: ParsedCard, front: (value: DatabaseValue, size: Int), back: StoredBack, pathID: Int64,
                        chapter: Int64, passageID: Int64?) throws {
        try InsertStatement(db, """
            INSERT OR IGNORE INTO cards (identity, kind, front, front_size, back, back_size, back_is_passage, back_concept_id,
                                         note_path_id, chapter_id, passage_id, line, created_at, due)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).run([.text(card.identity), .text(card.kind.rawValue), SQLValue(front.value), SQLValue(front.size),
                      SQLValue(back.value), SQLValue(back.size), SQLValue(back.isPassage ? 1 : 0), SQLValue(back.conceptID),
                      .integer(pathID), .integer(chapter), SQLValue(passageID), SQLValue(card.line), .real(now), .real(now)])
    }
}

/// How a card's back is stored: as the text of the passage the card comes from (schema 7),
/// as its concept's explanation (schema 10), or as text of its own, compressed when long
/// and repetitive. Either way `back_size` is the text's length in UTF-8 bytes.
struct StoredBack {
    let value: DatabaseValue
    let size: Int
    let isPassage: Bool
    let conceptID: Int64?

    init(_ text: String, passage: String?, concept: Int64?) {
        size = text.utf8.count
        isPassage = !text.isEmpty && passage == text
        conceptID = isPassage || text.isEmpty ? nil : concept
        value = isPassage || conceptID != nil ? "".databaseValue : CompressedText.stored(text).value
    }
}
