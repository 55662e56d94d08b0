import GRDB

/// A chapter title shown as a hit is followed by what its heading heads: the first
/// passage or example under it. A heading names what its section is about, and the words a
/// learner types are often the heading's (`alert and sheet optional` over a code block,
/// `### 1 Way binding` over the items that say what it is); the text under it need not
/// repeat them, so it matches nothing, and a title alone answers no question. (PassageRanking already brings a title's first passages up among the
/// passages when the title holds every word; this is for every title that is shown.)
/// A title that names its subject and its block are one hit, from the title's line: the
/// learner reads them together, and the block takes no place of its own, which the next
/// hit takes (`scaledToFit vs scaledToFill` shows ``- #### `scaledToFill()`:`` with `The
/// second means the view will have no empty parts …` and ``- #### `scaledToFit()`:`` with
/// `The entire image will fit inside the container …`, where the two titles and their
/// blocks took four places). A block shown before its title stays there, the title alone.
enum HeadedBlocks {
    /// `documents` in their order, each chapter title among the first `shown` with the first
    /// block under its heading: a title that names its subject shows it in its own hit
    /// (`within`: the title's document to the block's, the block's own place given up); a
    /// title that says something itself (`states`) is followed by it, moved up from further
    /// down or added, and with `holding` (an FTS5 expression) only by a block that matches
    /// it. The ids of the blocks put after a title that lacks a word (`lackingAWord`) join
    /// that set.
    static func following(_ documents: [MatchedDocument], shown: Int, holding: String? = nil,
                          lackingAWord: inout Set<Int64>, within: inout [Int64: Int64], db: Database) throws -> [MatchedDocument] {
        let visible = documents.prefix(shown)
        guard !visible.isEmpty else { return documents }
        let ids = visible.map { String($0.id) }.joined(separator: ",")
        let titles = try Row.fetchAll(db, sql: """
            SELECT d.id, d.chapter_id, c.title FROM search_documents d JOIN chapters c ON c.id = d.chapter_id
            WHERE d.id IN (\(ids)) AND d.kind = 'chapter'
            """).map { (document: $0["id"] as Int64, chapter: $0["chapter_id"] as Int64, states: states($0["title"])) }
        guard !titles.isEmpty else { return documents }
        var blocks = try firstBlocks(of: Set(titles.map(\.chapter)), db: db)
        var result = documents
        for title in titles where !title.states {
            guard let block = blocks[title.chapter], let at = result.firstIndex(where: { $0.id == title.document }) else { continue }
            if let present = result.firstIndex(where: { $0.id == block }) {
                if present < shown && present < at { continue }
                result.remove(at: present)
            }
            within[title.document] = block
        }
        if let holding, !blocks.isEmpty {
            let matching = Set(try Int64.fetchAll(db, sql: """
                SELECT rowid FROM search_index WHERE search_index MATCH ? AND rowid IN (\(blocks.values.map(String.init).joined(separator: ",")))
                """, arguments: [holding]))
            blocks = blocks.filter { matching.contains($0.value) }
        }
        for title in titles where title.states {
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

    /// `documents` with each first block under a heading among the first `shown` that lacks
    /// a word its title holds (`- 부모 뷰가 활용 가능한 크기를 자식 뷰에 제안` under `#### 뷰 레이아웃
    /// 과정`, for `뷰 레이아웃 과정 부모 자식`) shown from its title: the title's document takes
    /// the block's place, and `within` maps it to the block, as for a title that is a hit. (Not
    /// under a note's own name, level 0, nor a title that is a sentence of its own.)
    static func titling(_ documents: [MatchedDocument], shown: Int, words: [[Highlighter.Needle]], within: inout [Int64: Int64],
                        lackingAWord: inout Set<Int64>, db: Database) throws -> [MatchedDocument] {
        let visible = documents.prefix(shown)
        guard !visible.isEmpty, !words.isEmpty else { return documents }
        let ids = visible.map { String($0.id) }.joined(separator: ",")
        let chapters = Set(try Int64.fetchAll(db, sql: "SELECT chapter_id FROM search_documents WHERE id IN (\(ids)) AND kind != 'chapter'"))
        let blocks = try firstBlocks(of: chapters, db: db).filter { block in visible.contains { $0.id == block.value } }
        guard !blocks.isEmpty else { return documents }
        // (The texts as written: a passage's row in the index holds its heading's words too.)
        let texts = Dictionary(try Row.fetchAll(db, sql: """
            SELECT d.id, coalesce(p.text, s.code, '') AS text FROM search_documents d
            LEFT JOIN passages p ON d.kind = 'passage' AND p.id = d.item_id
            LEFT JOIN snippet_texts s ON d.kind = 'snippet' AND s.id = d.item_id
            WHERE d.id IN (\(blocks.values.map(String.init).joined(separator: ",")))
            """).map { ($0["id"] as Int64, $0["text"] as String) }, uniquingKeysWith: { first, _ in first })
        let titles = try Row.fetchAll(db, sql: """
            SELECT d.id, d.chapter_id, c.title FROM search_documents d JOIN chapters c ON c.id = d.chapter_id
            WHERE d.kind = 'chapter' AND c.level > 0 AND d.chapter_id IN (\(blocks.keys.map(String.init).joined(separator: ",")))
            """).map { (document: $0["id"] as Int64, chapter: $0["chapter_id"] as Int64, title: $0["title"] as String) }
        var result = documents
        for title in titles where !states(title.title) {
            guard let block = blocks[title.chapter], let text = texts[block], !within.values.contains(block),
                  !result.prefix(shown).contains(where: { $0.id == title.document }),
                  words.contains(where: { !Highlighter.ranges(of: $0, in: title.title).isEmpty && Highlighter.ranges(of: $0, in: text).isEmpty }),
                  let at = result.firstIndex(where: { $0.id == block }) else { continue }
            result[at].id = title.document
            within[title.document] = block
            if lackingAWord.contains(block) { lackingAWord.insert(title.document) }
            // (The title further down, not shown, is shown here.)
            if let later = result.indices.dropFirst(at + 1).first(where: { result[$0].id == title.document }) { result.remove(at: later) }
        }
        return result
    }

    /// Whether a title is a sentence that says something itself (`스택은 … ZStack이 있다`,
    /// `Views are structs.`): it ends as a statement does, and is its own hit. A title that
    /// names its subject (`@StateObject`, `1. 구조적 identity (암묵적, 기본값)`) says nothing
    /// until the text under it.
    static func states(_ title: String) -> Bool {
        let end = title.trimmingWhitespace
        return ["다", "요", ".", "。"].contains { end.hasSuffix($0) }
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
