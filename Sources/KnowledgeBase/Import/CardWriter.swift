import Foundation
import GRDB

/// Keeps the cards table in step with the notes, inside the import's transaction: a
/// card found again keeps its row, schedule and reviews; a new one is due at once; one
/// no longer found in its note is suspended.
struct CardWriter {
    let db: Database
    let now: Double

    /// Suspends every card last read from `path`; writing the note's cards then brings
    /// back those it still holds.
    func suspendCards(of path: String) throws {
        try db.execute(sql: "UPDATE cards SET suspended = 1, chapter_id = NULL WHERE note_path = ?", arguments: [path])
    }

    func write(_ cards: [ParsedCard], chapter: Int64, path: String) throws {
        for card in cards {
            try db.cachedStatement(sql: """
                INSERT INTO cards (identity, kind, front, back, note_path, chapter_id, line, created_at, due)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (identity) DO UPDATE SET note_path = excluded.note_path,
                    chapter_id = excluded.chapter_id, line = excluded.line, suspended = 0
                """).execute(arguments: [card.identity, card.kind.rawValue, card.front, card.back, path, chapter,
                                         card.line, now, now])
        }
    }
}
