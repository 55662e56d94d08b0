import GRDB

extension KnowledgeStore {
    /// Gives the pages the last import freed back to the file system. Rewriting notes frees
    /// their old rows, and merging the full-text index's segments frees the old segments:
    /// a fresh import of the seed notes left a thirteenth of its file free. A database made
    /// by kb before it kept a map of its pages (`PRAGMA auto_vacuum`) keeps its free pages
    /// for the next import to fill.
    func releaseFreePages() throws {
        guard access != .read else { return }
        do {
            try queue.writeWithoutTransaction { db in
                if try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0 > 0 {
                    try db.execute(sql: "PRAGMA incremental_vacuum")
                }
            }
        } catch let error as DatabaseError {
            throw KBError.database(Self.describe(error))
        }
    }
}
