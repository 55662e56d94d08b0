import GRDB

/// A chapter title shown as a hit is followed by what its heading heads: the first
/// passage or example under it. A heading names what its section is about, and the words a
/// learner types are often the heading's (`alert and sheet optional` over a code block,
/// `### 1 Way binding` over the items that say what it is); the text under it need not
/// repeat them, so it matches nothing, and a title alone answers no question. (PassageRanking already brings a title's first passages up among the
/// passages when the title holds every word; this is for every title that is shown.)
enum HeadedBlocks {
    /// `documents` in their order, each chapter title among the first `shown` followed by
    /// the first block under its heading, moved up from further down or added; with
    /// `holding` (an FTS5 expression), only a block that matches it. The ids of the blocks
    /// put after a title that lacks a word (`lackingAWord`) join that set.
    static func following(_ documents: [MatchedDocument], shown: Int, holding: String? = nil,
                          lackingAWord: inout Set<Int64>, db: Database) throws -> [MatchedDocument] {
        let visible = documents.prefix(shown)
        guard !visible.isEmpty else { return documents }
        let ids = visible.map { String($0.id) }.joined(separator: ",")
        let titles = try Row.fetchAll(db, sql: """
            SELECT id, chapter_id FROM search_documents WHERE id IN (\(ids)) AND kind = 'chapter'
            """).map { (document: $0["id"] as Int64, chapter: $0["chapter_id"] as Int64) }
        guard !titles.isEmpty else { return documents }
        var blocks = try firstBlocks(of: Set(titles.map(\.chapter)), db: db)
        if let holding, !blocks.isEmpty {
            let matching = Set(try Int64.fetchAll(db, sql: """
                SELECT rowid FROM search_index WHERE search_index MATCH ? AND rowid IN (\(blocks.values.map(String.init).joined(separator: ",")))
                """, arguments: [holding]))
            blocks = blocks.filter { matching.contains($0.value) }
        }
        var result = documents
        for title in titles {
            guard let block = blocks[title.chapter], let at = result.firstIndex(where: { $0.id == title.document }) else { continue }
            var place = at + 1
            if let present = result.firstIndex(where: { $0.id == block }) {
                // Already shown before the title or right after it: it stays where it is.
                if present < shown && present < at || present == at + 1 { continue }
                result.remove(at: present)
                if present < at { place -= 1 }
            }
            result.insert(MatchedDocument(id: block, tier: 1, score: 0), at: place)
            if lackingAWord.contains(title.document) { lackingAWord.insert(block) }
        }
        return result
    }

    /// The index document of the first passage or snippet under each chapter's heading (its
    /// first line after the heading's), for the chapters that have one before a sub-heading.
    /// Only the first few places of a chapter are read: the heading is place 0.
    static func firstBlocks(of chapters: Set<Int64>, db: Database) throws -> [Int64: Int64] {
        let list = chapters.map(String.init).joined(separator: ",")
        var first: [Int64: (line: Int, document: Int64)] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT d.id, p.chapter_id, p.start_line FROM passages p
            JOIN chapters c ON c.id = p.chapter_id
            JOIN search_documents d ON d.note_id = c.note_id AND d.kind = 'passage' AND d.item_id = p.id
            WHERE p.chapter_id IN (\(list)) AND p.position <= 3 AND p.kind != 'heading'
            UNION ALL
            SELECT d.id, s.chapter_id, s.start_line FROM snippets s
            JOIN chapters c ON c.id = s.chapter_id
            JOIN search_documents d ON d.note_id = c.note_id AND d.kind = 'snippet' AND d.item_id = s.id
            WHERE s.chapter_id IN (\(list)) AND s.position <= 3
            """) {
            let chapter: Int64 = row["chapter_id"]
            let line: Int = row["start_line"]
            if line < first[chapter]?.line ?? Int.max { first[chapter] = (line, row["id"]) }
        }
        return first.mapValues(\.document)
    }
}
