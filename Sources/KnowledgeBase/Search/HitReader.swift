import GRDB

/// Reads the hits for the documents a search ranked: their text, place and concepts.
extension KnowledgeStore {
    /// A title in `titleBlocks` (its document to the block's) is shown with the block under
    /// it (see `HeadedBlocks`).
    static func hits(
        for documents: [MatchedDocument], db: Database, needles: [Highlighter.Needle], kind: SearchHit.Kind?,
        lackingAWord: Set<Int64> = [], titleBlocks: [Int64: Int64] = [:]
    ) throws -> [SearchHit] {
        guard !documents.isEmpty else { return [] }
        let ids = (documents.map(\.id) + titleBlocks.values).map(String.init).joined(separator: ",")
        let rows = try Row.fetchAll(db, sql: """
            SELECT d.id AS document, d.kind, d.item_id, c.id AS chapter_id, c.number, c.title AS chapter_title, c.slug, n.path,
                   c.start_line AS chapter_line, c.end_line AS chapter_end,
                   p.kind AS passage_kind, p.text AS passage_text, p.start_line AS passage_line, p.end_line AS passage_end,
                   k.term, k.explanation, k.line AS concept_line,
                   s.language, s.code, s.start_line AS snippet_line, s.end_line AS snippet_end, s.prose_before, s.prose_after
            FROM search_documents d
            JOIN chapters c ON c.id = d.chapter_id
            JOIN notes n ON n.id = d.note_id
            LEFT JOIN passages p ON d.kind = 'passage' AND p.id = d.item_id
            LEFT JOIN concepts k ON d.kind = 'concept' AND k.id = d.item_id
            LEFT JOIN snippet_texts s ON d.kind = 'snippet' AND s.id = d.item_id
            WHERE d.id IN (\(ids))
            """)
        let byDocument = Dictionary(rows.map { (($0["document"] as Int64), $0) }, uniquingKeysWith: { first, _ in first })
        let passageIDs = rows.filter { $0["kind"] == "passage" }.map { String($0["item_id"] as Int64) }
        var concepts: [Int64: [SearchHit.ConceptName]] = [:]
        if !passageIDs.isEmpty {
            for row in try Row.fetchAll(db, sql: """
                SELECT passage_id, id, term FROM concepts WHERE passage_id IN (\(passageIDs.joined(separator: ","))) ORDER BY id
                """) {
                concepts[row["passage_id"], default: []].append(.init(id: row["id"], term: row["term"]))
            }
        }
        var hits: [SearchHit?] = documents.compactMap { document in
            byDocument[document.id].map { row in
                var found = hit(from: row, score: document.score, concepts: concepts[row["item_id"]] ?? [], needles: needles, kind: kind)
                if let block = titleBlocks[document.id].flatMap({ byDocument[$0] }) {
                    found = titled(hit(from: block, score: document.score, concepts: concepts[block["item_id"]] ?? [], needles: needles, kind: kind),
                                   by: found, text: block["passage_text"] ?? block["code"], needles: needles)
                }
                found.lacksAWord = lackingAWord.contains(document.id)
                return found
            }
        }
        let passageTexts = Dictionary(rows.filter { $0["kind"] == "passage" }.map {
            (($0["item_id"] as Int64), (text: $0["passage_text"] as String, kind: $0["passage_kind"] as String))
        }, uniquingKeysWith: { first, _ in first })
        // A lead shows the passage it leads into; when that passage is a hit of its own, the
        // two are one hit, in the better of their places.
        for index in hits.indices {
            guard let lead = hits[index], lead.kind == .passage, let passage = passageTexts[lead.id],
                  let next = try leadFollowedUp(lead.id, text: passage.text, kind: passage.kind, db: db) else { continue }
            let text = passage.text
            let joined = Highlighter.excerpt(of: text + "\n" + next.text, needles: needles)
            if let followUp = hits.firstIndex(where: { $0?.kind == .passage && $0?.id == next.id }), var merged = hits[followUp] {
                merged.line = lead.line
                merged.excerpt = joined
                join(merged, lacking: lead, at: index, followUp, in: &hits)
            } else {
                hits[index]?.excerpt = joined
                hits[index]?.endLine = next.endLine
            }
        }
        // Code shows its lead (`> Supports filtering & sorting:` over `@Query(filter: …)`): the
        // hit starts at the line that says what the code is; when the lead is a hit of its
        // own, the two are one hit, the lead's text over the code's lines, in the better of
        // their places. A list item right over the code that names a type the code uses
        // leads into it too, whatever else it says (`* CustomViewModifier 적용, 방법은
        // 두가지이다.` over `ModifiedContent(content: …, modifier: CustomViewModifier(…))`,
        // `- MagnificationGesture 를 선언 후 조건을 넣어줌` over the gesture): the code is that
        // item's example, and a learner reads the two as one. (An item that is a hit of its
        // own stays one, as a caption does.)
        let snippetRows = Dictionary(rows.filter { $0["kind"] == "snippet" }.map { (($0["item_id"] as Int64), $0) },
                                     uniquingKeysWith: { first, _ in first })
        for index in hits.indices {
            guard let code = hits[index], code.kind == .snippet, let row = snippetRows[code.id] else { continue }
            guard let above = try passageAbove(code.line, chapter: row["chapter_id"], db: db) else { continue }
            // A caption that is a hit of its own stays one, the code after it: it says
            // what the query asks without the code.
            let isHit = hits.contains { $0?.kind == .passage && $0?.id == above.id }
            let isCaption = captions(above, code: row["code"], needles: needles) && !isHit
            let introducingItem = above.kind == PassageKind.item.rawValue && !isHit && namesATypeOf(row["code"], above.text)
            guard leadsIn(above.text.trimmingWhitespace, announcing: false) || isCaption || introducingItem else { continue }
            hits[index]?.line = above.line
            // (The lead's hit may be the passage after it, shown from the lead's line.)
            if let leadHit = hits.firstIndex(where: { $0?.kind == .passage && ($0?.id == above.id || $0?.file == code.file && $0?.line == above.line) }),
               var passage = hits[leadHit] {
                passage.endLine = max(passage.endLine, code.endLine)
                join(passage, lacking: code, at: index, leadHit, in: &hits)
            }
        }
        try showFollowUps(in: &hits, snippetRows: snippetRows, needles: needles, db: db)
        return hits.compactMap { $0 }
    }

    /// The hit of the block under a title, shown from the title's line with the title over
    /// its text.
    static func titled(_ block: SearchHit, by title: SearchHit, text: String, needles: [Highlighter.Needle]) -> SearchHit {
        var block = block
        block.line = title.line
        block.excerpt = Highlighter.excerpt(of: title.title + "\n" + text, needles: needles)
        return block
    }

    /// Two hits made one, `joined`, in the better of their places `first` and `second`; it
    /// lacks a word only when both did (`other` is the hit joined into it).
    static func join(_ joined: SearchHit, lacking other: SearchHit, at first: Int, _ second: Int, in hits: inout [SearchHit?]) {
        var joined = joined
        joined.lacksAWord = joined.lacksAWord && other.lacksAWord
        hits[min(first, second)] = joined
        hits[max(first, second)] = nil
    }

    /// The passage right before a snippet: it ends at most a blank line above the code. It
    /// leads into the code when it ends in a colon (`leadsIn`), or captions it (`captions`).
    static func passageAbove(_ line: Int, chapter: Int64, db: Database) throws -> (id: Int64, line: Int, text: String, kind: String)? {
        try Row.fetchOne(db, sql: """
            SELECT id, text, start_line, kind FROM passages WHERE chapter_id = ? AND end_line < ? AND end_line >= ? - 2
            ORDER BY end_line DESC LIMIT 1
            """, arguments: [chapter, line, line]).map { ($0["id"], $0["start_line"], $0["text"], $0["kind"]) }
    }

    /// Whether the passage above a snippet captions it for the query: it is no heading and
    /// holds a word of the query that the code does not (`Text에 … 순서 지정에 유의해야 한다.`
    /// over `.padding()` and `.background` in the two orders, for `padding background 순서`;
    /// `* `.clipShape()`: Clips the view into a shape.` over `Image(…).clipShape(Circle())`,
    /// for `clip image to a circle`). The snippet was found through what the note says of it,
    /// and the hit starts where that is said.
    static func captions(_ passage: (id: Int64, line: Int, text: String, kind: String), code: String,
                         needles: [Highlighter.Needle]) -> Bool {
        passage.kind != PassageKind.heading.rawValue && needles.contains { needle in
            !Highlighter.ranges(of: [needle], in: passage.text).isEmpty && Highlighter.ranges(of: [needle], in: code).isEmpty
        }
    }

    /// Whether `text` names a type that `code` uses: a word of ASCII letters and digits, four
    /// or more, that opens with a capital and holds a small letter (`CoordinateSpace`,
    /// `Spacer`), found in the code. (A lower-case word, `frame` or `width`, is too common
    /// in code to tie an item to the example under it.)
    static func namesATypeOf(_ code: String, _ text: String) -> Bool {
        text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.contains { word in
            word.count >= 4 && word.first?.isUppercase == true && word.contains(where: \.isLowercase) && code.contains(word)
        }
    }

    /// The passage after a passage that leads into it (`- `.background` view modifier:` over
    /// its example and the item that says how it sizes; `Transitions:` over the items about
    /// them): a hit on the lead alone would show a learner a label, so the hit shows both.
    /// A question the notes ask (`왜 forEach에서 unique identifier가 있어야 할까?`) leads
    /// into its answer, which need not repeat its words.
    /// So does a sentence that announces it (`차이점을 살펴보자.`, see `announces`), and a
    /// table's header row, which only names the columns (`항목 | @State | @ObservableObject |
    /// @Observable`), the first row that fills them (`타입 | 값 타입 | 참조 타입 | 참조 타입`).
    /// Nil unless `text` ends in a colon, an announcement or a question mark, is short, or is
    /// a header row, and the next passage of its chapter is no heading and starts within a
    /// short example's lines of it.
    static func leadFollowedUp(_ passage: Int64, text: String, kind: String, db: Database) throws
        -> (id: Int64, text: String, endLine: Int)? {
        let lead = text.trimmingWhitespace
        let asks = (lead.hasSuffix("?") || lead.hasSuffix("？")) && lead.count <= 160
        // Most hits lead into nothing: they are not read again unless they could.
        let leadsIntoNext = leadsIn(lead, announcing: true) || asks
        guard leadsIntoNext || kind == PassageKind.row.rawValue, let row = try Row.fetchOne(db, sql: """
            SELECT next.id, next.text, next.end_line, next.kind, next.start_line - lead.end_line AS gap,
                   lead.kind = 'row' AND next.kind = 'row' AND IFNULL(previous.kind, '') != 'row' AS heads_a_table
            FROM passages lead JOIN passages next ON next.chapter_id = lead.chapter_id AND next.position = lead.position + 1
            LEFT JOIN passages previous ON previous.chapter_id = lead.chapter_id AND previous.position = lead.position - 1
            WHERE lead.id = ?
            """, arguments: [passage]) else { return nil }
        guard leadsIntoNext || row["heads_a_table"] else { return nil }
        guard (row["kind"] as String) != PassageKind.heading.rawValue, (row["gap"] as Int) <= 15 else { return nil }
        // (`- Why X?` over `- Why Y?`: a list of questions answers none of them.)
        if asks, ["?", "？"].contains(where: { (row["text"] as String).trimmingWhitespace.hasSuffix($0) }) { return nil }
        return (row["id"], row["text"], row["end_line"])
    }

    /// Endings of a sentence that announces what the next passage says (`명령형과 선언형의
    /// 차이점을 살펴보자.`, `구조는 다음과 같다.`, `… have layout steps like below.`), as a
    /// colon does.
    static let announcingEndings = ["살펴보자", "알아보자", "살펴보겠습니다", "알아보겠습니다", "다음과 같다", "다음과 같습니다",
                                    "아래와 같다", "아래와 같습니다", "as follows", "as below", "like below", "shown below",
                                    "the following"]

    /// Whether a passage's text only leads into what follows it: it is short and ends in a
    /// colon, or, with `announcing`, it is a sentence that ends in an announcement
    /// (`announces`), whose words say it leads in however long it is (two lines at most).
    /// (Code's leads are read by their colon alone: an announcement before code is not
    /// measured yet.)
    static func leadsIn(_ text: String, announcing: Bool) -> Bool {
        text.count <= 80 && (text.hasSuffix(":") || text.hasSuffix("："))
            || announcing && text.count <= 160 && announces(text)
    }

    static func announces(_ lead: String) -> Bool {
        var sentence = Substring(lead.lowercased())
        while let last = sentence.last, ".!。 ".contains(last) { sentence = sentence.dropLast() }
        return announcingEndings.contains { sentence.hasSuffix($0) }
    }

    static func hit(
        from row: Row, score: Double, concepts: [SearchHit.ConceptName], needles: [Highlighter.Needle], kind wanted: SearchHit.Kind?
    ) -> SearchHit {
        let kind = SearchHit.Kind(rawValue: row["kind"]) ?? .chapter
        let id: Int64 = row["item_id"]
        let chapter = Chapter.displayTitle(number: row["number"], title: row["chapter_title"])
        var hit = SearchHit(
            kind: kind, id: id, reference: "", title: "", chapter: chapter, chapterSlug: row["slug"],
            file: row["path"], line: 0, endLine: 0, excerpt: Excerpt(text: "", highlights: []), concepts: [], rank: score)
        switch kind {
        case .passage:
            hit.reference = "p\(id)"
            hit.concepts = concepts
            let kindName = PassageKind(rawValue: row["passage_kind"])?.displayName ?? "passage"
            // The terms the query names first.
            let named = concepts.filter { !Highlighter.ranges(of: needles, in: $0.term).isEmpty }
            let others = concepts.filter { !named.contains($0) }
            hit.title = concepts.isEmpty ? kindName : (named + others).map(\.term).joined(separator: " · ")
            hit.line = row["passage_line"]
            hit.endLine = row["passage_end"]
            hit.excerpt = Highlighter.excerpt(of: row["passage_text"], needles: needles)
            if wanted == .concept, let named = bestNamed(concepts, needles: needles) {
                // Asked for concepts: the passage stands for the concept it explains that
                // the query names.
                hit.kind = .concept
                hit.id = named.id
                hit.reference = named.reference
                hit.title = named.term
            }
        case .concept:
            hit.reference = "c\(id)"
            hit.title = row["term"]
            hit.line = row["concept_line"]
            hit.endLine = hit.line
            hit.excerpt = Highlighter.excerpt(of: row["explanation"], needles: needles)
        case .snippet:
            hit.reference = "s\(id)"
            hit.title = (row["language"] as String?) ?? "code"
            hit.line = row["snippet_line"]
            hit.endLine = row["snippet_end"]
            let code: String = row["code"]
            let prose = [row["prose_before"] as String, row["prose_after"] as String].joined(separator: " ")
            hit.excerpt = matchingCodeLine(code, needles: needles)
                ?? Highlighter.excerpt(of: prose.isEmpty ? code : prose, needles: needles)
        case .chapter:
            hit.reference = row["slug"]
            hit.title = chapter
            hit.line = row["chapter_line"]
            hit.endLine = row["chapter_end"]
            hit.excerpt = Highlighter.excerpt(of: chapter, needles: needles)
        }
        return hit
    }

    /// The concept whose term the query matches, else the first.
    static func bestNamed(_ concepts: [SearchHit.ConceptName], needles: [Highlighter.Needle]) -> SearchHit.ConceptName? {
        concepts.first { !Highlighter.ranges(of: needles, in: $0.term).isEmpty } ?? concepts.first
    }

    /// The first line of code that matches, so a code hit shows the code that matched.
    static func matchingCodeLine(_ code: String, needles: [Highlighter.Needle]) -> Excerpt? {
        for line in code.split(separator: "\n") where !Highlighter.ranges(of: needles, in: String(line)).isEmpty {
            return Highlighter.excerpt(of: String(line), needles: needles)
        }
        return nil
    }
}

extension PassageKind {
    /// How a hit names a passage that explains no concept.
    public var displayName: String {
        switch self {
        case .heading: return "heading"
        case .paragraph: return "paragraph"
        case .item: return "list item"
        case .row: return "table row"
        case .quote: return "quote"
        }
    }
}
