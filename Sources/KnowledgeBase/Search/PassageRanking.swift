import GRDB

/// Orders what a search found by what the passages say, which bm25 cannot see: a passage
/// that defines the query's term comes first (see DefinitionCue), and for several words,
/// a passage or chapter title where they stand together (`environment modifier`,
/// `modifier의 순서가`) before one where they are apart. Otherwise the order stays
/// bm25's, with snippets and other chapter titles after the passages.
struct PassageRanking {
    /// For each required word of the query, what finds it in a text.
    let groups: [[Highlighter.Needle]]

    /// How many documents, beyond the `limit` shown, a search reads to order them: a
    /// passage that defines a frequent term may be far down bm25's order.
    static func poolSize(limit: Int) -> Int { max(limit * 2, 20) }

    /// Whether the query holds Korean: a learner who types Korean reads Korean notes first,
    /// among passages that match equally well.
    let queryIsKorean: Bool

    /// Whether the query asks what its term is (`SwiftUI란`).
    let asksWhatItIs: Bool

    /// The groups of the query's words that not every SwiftUI example holds (`views`,
    /// `structs` and `swiftui` are in every `import SwiftUI … struct ContentView: View`).
    let tellingGroups: [[Highlighter.Needle]]

    init(query: SearchQuery, text: String) {
        groups = query.groups.filter { !($0.first?.isExcluded ?? true) }.map { Highlighter.needles(for: $0) }
        // (`requiredGroups` holds the same groups, in the same order, as words.)
        tellingGroups = zip(groups, query.requiredGroups).filter { !Self.everyExampleSays($1.displayText) }.map(\.0)
        queryIsKorean = text.unicodeScalars.contains(where: KoreanEndings.isHangulSyllable)
        asksWhatItIs = DefinitionCue.asksWhatItIs(text)
    }

    func ordered(_ documents: [MatchedDocument], db: Database) throws -> [MatchedDocument] {
        guard !documents.isEmpty else { return documents }
        let ids = documents.map { String($0.id) }.joined(separator: ",")
        var texts: [Int64: (kind: String, text: String, position: Int, title: String, chapter: Int64)] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT d.id, d.kind, d.chapter_id, coalesce(p.text, s.code, '') AS text, coalesce(p.position, -1) AS position, c.title
            FROM search_documents d
            JOIN chapters c ON c.id = d.chapter_id
            LEFT JOIN passages p ON d.kind = 'passage' AND p.id = d.item_id
            LEFT JOIN snippet_texts s ON d.kind = 'snippet' AND s.id = d.item_id
            WHERE d.id IN (\(ids))
            """) {
            texts[row["id"]] = (row["kind"], row["text"], row["position"], row["title"], row["chapter_id"])
        }
        let longerNames = try LongerNames.passages(among: documents.filter { $0.tier == 0 }.map(\.id), groups: groups, db: db)
        var keyed: [(key: [Int], document: MatchedDocument)] = []
        /// Chapters whose first passage answers the query, with the key it takes.
        var headed: [Int64: [Int]] = [:]
        /// Chapters whose second passage answers it too, with the key it takes.
        var headedFurther: [Int64: [Int]] = [:]
        for (index, document) in documents.enumerated() {
            guard let found = texts[document.id] else {
                keyed.append(([1, 0, 0, 0, index, 0], document))
                continue
            }
            switch found.kind {
            case "passage":
                let text = found.text.collapsingWhitespace
                let ranges = matches(in: text)
                var cues = DefinitionCue.opensWithDefinition(text, groups: ranges) ? 1 : 0
                if asksWhatItIs, DefinitionCue.opensWithWhatItIs(text, groups: ranges) { cues += 1 }
                // A passage that explains a concept the query names (tier 0) defines it, even
                // where its text says it in other words (`크기 제안` over `부모가 자식에게
                // 사이즈를 알려준다`): it comes before passages where the words only stand together.
                // (Not when the term it explains holds the words only inside a longer name:
                // `UIStackView` is no `스택 뷰`, LongerNames.)
                if document.tier == 0, !longerNames.contains(document.id) { cues += 1 }
                if found.position == 1, DefinitionCue.titleIsTerm(found.title, groups: matches(in: found.title)) { cues += 1 }
                let otherLanguage = queryIsKorean && !text.unicodeScalars.contains(where: KoreanEndings.isHangulSyllable) ? 1 : 0
                keyed.append(([0, -cues, proximity(text, ranges), otherLanguage, index, 0], document))
            case "chapter":
                let ranges = matches(in: found.title)
                // `ScrollViewReader란` and a heading `### ScrollViewReader`: the text right
                // under a heading that is the term says what it is, though it need not name
                // it again (`스크롤할 수 있는 대리자를 통해 … 이동할 때 사용하는 뷰`).
                if asksWhatItIs, DefinitionCue.titleIsTerm(found.title, groups: ranges) {
                    headed[found.chapter] = [0, -2, 0, 0, index, 1]
                    // The passage after it often is the explanation the first one opens
                    // (`공식문서 :` over a quote, then what it says in Korean; a quote of
                    // the documentation, then `Combine에 등장하는 것과 같은 역할을 함`): it
                    // comes after the passages that define the term, before those that use it.
                    headedFurther[found.chapter] = [0, -1, 0, 0, index, 2]
                }
                if groups.count > 1, proximity(found.title, ranges) == 0 {
                    // The words together in a heading: the heading, then what follows it.
                    headed[found.chapter] = [0, 0, 0, 0, index, 1]
                    keyed.append(([0, 0, 0, 0, index, 0], document))
                } else {
                    // Every word in a heading, apart: the heading after the passages, and the
                    // text right under it after the heading, which need not repeat the words.
                    if groups.count > 1, ranges.allSatisfy({ !$0.isEmpty }) { headed[found.chapter] = [1, 0, 0, 0, index, 1] }
                    keyed.append(([1, 0, 0, 0, index, 0], document))
                }
            case "concept":
                keyed.append(([0, 0, 0, 0, index, 0], document))
            case "snippet":
                // Code that holds the words only as every SwiftUI example says them (`import
                // SwiftUI`, `struct ContentView: View`, for `why are swiftui views structs`)
                // shows nothing the question asks: it comes after the chapter titles. (Code
                // found through what its note says of it holds none: it keeps its place.)
                let saysOnlyWhatEveryExampleSays = !showsAWord(found.text) && matches(in: found.text).contains { !$0.isEmpty }
                keyed.append(([saysOnlyWhatEveryExampleSays ? 2 : 1, 0, 0, 0, index, 0], document))
            default:
                keyed.append(([1, 0, 0, 0, index, 0], document))
            }
        }
        if !headed.isEmpty {
            // (Through the note's index, as `HeadedBlocks` reads them: joined on the item
            // alone, SQLite scanned every document of the index.)
            let chapters = headed.keys.map(String.init).joined(separator: ",")
            // A heading whose section opens with a heading of its own (`## @State ?` over
            // `### SwiftUI가 자동으로 변경사항을 observe하여 …`): that heading is the text right
            // under it, and the first passage under that one the text after it.
            let opensWithSubheading = """
                FROM chapters s JOIN chapters c ON c.id = s.parent_id AND s.note_id = c.note_id AND s.position = c.position + 1
                WHERE s.parent_id IN (\(chapters)) AND NOT EXISTS (SELECT 1 FROM passages WHERE chapter_id = c.id AND position = 1)
                """
            for row in try Row.fetchAll(db, sql: """
                SELECT d.id, p.chapter_id, p.position, 1 AS tier FROM passages p
                JOIN chapters c ON c.id = p.chapter_id
                JOIN search_documents d ON d.note_id = c.note_id AND d.kind = 'passage' AND d.item_id = p.id
                WHERE p.chapter_id IN (\(chapters)) AND p.position IN (1, 2)
                UNION ALL
                SELECT d.id, s.parent_id, 1, 3 FROM (SELECT s.id, s.note_id, s.parent_id \(opensWithSubheading)) s
                JOIN search_documents d ON d.note_id = s.note_id AND d.kind = 'chapter' AND d.item_id = s.id
                UNION ALL
                SELECT d.id, s.parent_id, 2, 1 FROM (SELECT s.id, s.note_id, s.parent_id \(opensWithSubheading)) s
                JOIN passages p ON p.chapter_id = s.id AND p.position = 1
                JOIN search_documents d ON d.note_id = s.note_id AND d.kind = 'passage' AND d.item_id = p.id
                """) {
                let id: Int64 = row["id"]
                let position: Int = row["position"]
                guard let key = (position == 1 ? headed : headedFurther)[row["chapter_id"]] else { continue }
                if let present = keyed.firstIndex(where: { $0.document.id == id }) {
                    if key.lexicographicallyPrecedes(keyed[present].key) { keyed[present].key = key }
                } else {
                    keyed.append((key, MatchedDocument(id: id, tier: row["tier"], score: 0)))
                }
            }
        }
        return keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.document)
    }

    /// Whether `code` holds a word of the query that not every SwiftUI example holds.
    func showsAWord(_ code: String) -> Bool {
        tellingGroups.contains { !Highlighter.ranges(of: $0, in: code).isEmpty }
    }

    /// Whether every SwiftUI example holds a word as typed, or its singular (`structs`,
    /// `classes`): see `SectionSearch.everyExampleSays`.
    static func everyExampleSays(_ word: String) -> Bool {
        SectionSearch.everyExampleSays(word) || word.hasSuffix("s") && SectionSearch.everyExampleSays(String(word.dropLast()))
            || word.hasSuffix("es") && SectionSearch.everyExampleSays(String(word.dropLast(2)))
    }

    func matches(in text: String) -> [[Range<String.Index>]] {
        groups.map { Highlighter.ranges(of: $0, in: text) }
    }

    /// How close the query's words stand in `text`: 0 when each is next to another (at
    /// most a particle and a space between: `modifier의 순서`), 1 when at most two words
    /// come between them, 2 when farther apart or missing. 0 for a one-word query.
    func proximity(_ text: String, _ ranges: [[Range<String.Index>]]) -> Int {
        guard ranges.count > 1 else { return 0 }
        guard ranges.allSatisfy({ !$0.isEmpty }) else { return 2 }
        let all = ranges.enumerated().flatMap { group, found in found.map { (range: $0, group: group) } }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (level, wordsBetween) in [0, 2].enumerated() {
            var covered: Set<Int> = []
            var previousEnd: String.Index?
            for match in all {
                if let end = previousEnd, end < match.range.lowerBound,
                   Self.wordsBetween(text[end..<match.range.lowerBound]) > wordsBetween {
                    covered = []
                }
                covered.insert(match.group)
                if covered.count == ranges.count { return level }
                previousEnd = max(previousEnd ?? match.range.upperBound, match.range.upperBound)
            }
        }
        return 2
    }

    /// The words in the gap between two matches, not counting a particle glued to the
    /// first (`는 일반적으로 ` holds one word).
    static func wordsBetween(_ gap: Substring) -> Int {
        let pieces = gap.split(separator: " ", omittingEmptySubsequences: false)
        return pieces.dropFirst().filter { $0.contains { $0.isLetter || $0.isNumber } }.count
    }
}
