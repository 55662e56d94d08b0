import GRDB

/// The passages of a multi-word query where no single passage holds every word: each word
/// is looked up on its own, and a passage is a hit when its section — the passage, its
/// chapter's heading and the passages up to `reach` places before and after it — holds
/// them all, the closer the better. When no section does, the passages that hold the most
/// words are the closest matches.
struct SectionSearch {
    /// How many passages before and after a passage count as its neighbours.
    static let reach = 2

    /// Words every piece of Swift code holds, which tell nothing of what a snippet shows.
    static let swiftKeywords: Set<String> = ["var", "let", "struct", "class", "func", "private", "some", "return",
                                             "import", "static", "init", "self", "if", "else", "for", "in"]

    /// Whether every SwiftUI example holds `word`: a Swift keyword, or `SwiftUI`, `View` or
    /// `body`, which `import SwiftUI` and `struct …: View { var body … }` say.
    static func everyExampleSays(_ word: String) -> Bool {
        let word = word.lowercased()
        return swiftKeywords.contains(word) || ["swiftui", "view", "views", "body"].contains(word)
    }

    /// Where one document stands: a passage by its place in its chapter, a chapter's title
    /// at place 0, which is where the heading stands.
    struct Place {
        var document: Int64
        var chapter: Int64
        var position: Int
        var isTitle: Bool
    }

    /// Each word's matching documents, with their places.
    private var places: [Int64: Place] = [:]
    private var wordsOf: [Int64: Set<Int>] = [:]
    /// Each word's expression, to score the documents that are shown (only those: a
    /// common word matches thousands, and scoring one reads its length from the index).
    private let expressions: [String]
    private var wordCount: Int { expressions.count }
    /// The words of one Hangul syllable (`줄`): such a word stands inside many others
    /// (`보여줄`, `줄이지`), so a passage that holds only it fills no place among those
    /// that lack a word.
    private let syllables: Set<Int>

    /// With `explainingOnly`, only passages that explain a concept are candidates; with
    /// `chapters`, only passages of those chapters (a section lies in one chapter: those
    /// that hold every word hold every section that does).
    init(db: Database, matches: WordMatches, explainingOnly: Bool, subtree: String?,
         within chapters: Set<Int64>?) throws {
        expressions = matches.words.map(\.expression)
        syllables = Set(matches.words.indices.filter { index in
            let word = matches.words[index].displayText
            return word.count == 1 && word.unicodeScalars.allSatisfy(KoreanEndings.isHangulSyllable)
        })
        var inSubtree: Set<Int64>?
        if let subtree {
            inSubtree = []
            try NumberRows.forEach(db, sql: "SELECT id FROM chapters WHERE id IN \(subtree)") { inSubtree?.insert($0.integer(0)) }
        }
        let inScope = { (match: WordMatches.Match) in
            chapters.map { $0.contains(match.chapter) } ?? true && inSubtree.map { $0.contains(match.chapter) } ?? true
        }
        let found = matches.matches.map { $0.filter { ($0.kind == .passage || $0.kind == .chapter) && inScope($0) } }
        // A word only code or a concept's own row holds (`navigationDestination 사용법`, where
        // no passage says `navigationDestination`) makes them closest matches.
        if !explainingOnly {
            // Only for such words: where passages hold every word, code full of the query's
            // identifiers would crowd out the passages that say what they are.
            for (index, word) in matches.matches.enumerated() where found[index].isEmpty {
                for match in word where (match.kind == .snippet || match.kind == .concept) && inScope(match) {
                    others[match.document] = match.kind
                    wordsOf[match.document, default: []].insert(index)
                }
            }
            // And the query's other words they hold: `.clipShape(Circle()) // Cut layout` holds
            // three words of `cut view to circle clipShape`, where a passage holds `view` alone.
            // Swift's keywords are not among them: any code holds `var` or `struct`, and a
            // question that says them (`why can't I change a var inside a view struct`) asks
            // what a passage says.
            for (index, word) in matches.matches.enumerated()
            where !found[index].isEmpty && !Self.swiftKeywords.contains(matches.words[index].displayText.lowercased()) {
                for match in word where others[match.document] != nil { wordsOf[match.document, default: []].insert(index) }
            }
        }
        let positions = try matches.positions(ofPassages: found.joined().filter { $0.kind == .passage }.map(\.item))
        for (index, word) in found.enumerated() {
            for match in word {
                // A chapter's title stands at place 0, where the heading is.
                let position = match.kind == .passage ? positions[match.item] ?? 0 : 0
                places[match.document] = Place(document: match.document, chapter: match.chapter, position: position,
                                                isTitle: match.kind == .chapter)
                wordsOf[match.document, default: []].insert(index)
            }
        }
        if explainingOnly {
            let ids = places.values.filter { !$0.isTitle }.map { String($0.document) }.joined(separator: ",")
            let explaining = Set(try Int64.fetchAll(db, sql: """
                SELECT d.id FROM search_documents d WHERE d.id IN (\(ids.isEmpty ? "0" : ids))
                AND EXISTS (SELECT 1 FROM concepts WHERE passage_id = d.item_id)
                """))
            candidates = explaining
            closestCandidates = explaining
        } else {
            addCodeHoldingTheMostWords(matches, inScope: inScope)
            candidates = Set(places.values.filter { !$0.isTitle }.map(\.document))
            // A heading is a chapter's title, not a passage of its own: when it holds the
            // most words (`ZStack 겹쳐서 쌓기` over a heading that says so), it is the closest match.
            closestCandidates = Set(places.values.map(\.document)).union(others.keys)
        }
    }

    /// Code that holds more of the query's words than any passage or title does is a closest
    /// match too, though passages hold each of its words: `List(…) { … }.refreshable { … }`
    /// for `list에 refreshable 붙이기`, where one passage says `refreshable` and another
    /// `리스트`. (Neither Swift's keywords nor what every SwiftUI example says, `import
    /// SwiftUI`, `: View`, `var body`, are counted; where a passage holds as many words, the
    /// passage, which says what the code does, is enough. Code that held every word would be
    /// a hit of its own, so there is something to gain only where passages lack two words.)
    private mutating func addCodeHoldingTheMostWords(_ matches: WordMatches, inScope: (WordMatches.Match) -> Bool) {
        let most = places.keys.map { wordsOf[$0]?.count ?? 0 }.max() ?? 0
        guard most > 0, most < wordCount - 1 else { return }
        var held: [Int64: Set<Int>] = [:]
        for (index, word) in matches.matches.enumerated() where !Self.everyExampleSays(matches.words[index].displayText) {
            for match in word where match.kind == .snippet && others[match.document] == nil && inScope(match) {
                held[match.document, default: []].insert(index)
            }
        }
        for (document, words) in held where words.count > most {
            others[document] = .snippet
            wordsOf[document] = words
        }
    }

    /// The ranking score of each of `documents`: the sum of its scores for the words it holds.
    private func scores(of documents: [Int64], db: Database) throws -> [Int64: Double] {
        var total: [Int64: Double] = [:]
        for (index, expression) in expressions.enumerated() {
            let holding = documents.filter { wordsOf[$0]?.contains(index) == true }
            for (document, score) in try ChosenMatches.scores(of: holding, matching: expression, db: db) {
                total[document, default: 0] += score
            }
        }
        return total
    }

    /// The passages that may be shown.
    private var candidates: Set<Int64> = []
    /// Snippets and concepts' own rows that hold a word, by their kind: closest matches only.
    private var others: [Int64: WordMatches.Kind] = [:]
    /// The documents that may be shown as closest matches: the passages, and the chapter
    /// titles unless only explaining passages are wanted.
    private var closestCandidates: Set<Int64> = []

    /// Passages whose section holds every word, nearest first: by how far, in passages,
    /// the words they lack stand from them (none, for a word of the heading), then by how many
    /// words they hold themselves. One passage per stretch of neighbours, none beside a
    /// passage already found (`known`, which holds every word itself).
    func nearbyPassages(besides known: Set<Int64>, db: Database) throws -> [MatchedDocument] {
        let byChapter = Dictionary(grouping: places.values, by: \.chapter)
        var found: [(document: MatchedDocument, distance: Int, own: Int, chapter: Int64, position: Int)] = []
        for (chapter, members) in byChapter {
            let titleWords = members.filter(\.isTitle).reduce(into: Set<Int>()) { $0.formUnion(wordsOf[$1.document] ?? []) }
            let passages = members.filter { !$0.isTitle }
            for passage in passages where candidates.contains(passage.document) {
                let own = wordsOf[passage.document] ?? []
                var distance = 0
                var complete = true
                for word in 0..<wordCount where !own.contains(word) {
                    let nearest = passages.filter { abs($0.position - passage.position) <= Self.reach
                        && wordsOf[$0.document]?.contains(word) == true }
                        .map { abs($0.position - passage.position) }.min()
                    if titleWords.contains(word) {
                        // The heading names what every passage under it is about.
                        continue
                    } else if let nearest {
                        distance += nearest
                    } else {
                        complete = false
                        break
                    }
                }
                guard complete, own.count < wordCount else { continue }
                found.append((MatchedDocument(id: passage.document, tier: 1, score: 0), distance, own.count, chapter, passage.position))
            }
        }
        let scoreOf = try scores(of: found.map(\.document.id), db: db)
        for index in found.indices { found[index].document.score = scoreOf[found[index].document.id] ?? 0 }
        found.sort { ($0.distance, -$0.own, $0.document.score, $0.document.id) < ($1.distance, -$1.own, $1.document.score, $1.document.id) }
        var shown = known.compactMap { places[$0] }.map { (chapter: $0.chapter, position: $0.position) }
        return found.filter { candidate in
            guard !shown.contains(where: { $0.chapter == candidate.chapter && abs($0.position - candidate.position) <= Self.reach })
            else { return false }
            shown.append((candidate.chapter, candidate.position))
            return true
        }.map(\.document)
    }

    /// The first `count` documents holding the most words (passages, titles, and for a word no
    /// passage holds, code and concepts' rows), then the best scored; with
    /// `lackingAtMost`, only those that lack no more words than that; none of `shown`.
    func closestPassages(lackingAtMost missing: Int? = nil, besides shown: Set<Int64> = [], first count: Int,
                         db: Database) throws -> [MatchedDocument] {
        // Code and concepts' own rows are candidates only for a word no passage holds
        // (`navigationDestination 사용법`, which no passage answers), and rank by the words they
        // hold as passages do: of as many words, a passage or a concept, which say something,
        // then a snippet, then a title.
        let order = { (id: Int64) in places[id]?.isTitle == true ? 2 : others[id] == .snippet ? 1 : 0 }
        let byWords = Dictionary(grouping: closestCandidates.filter { !shown.contains($0) && (missing == nil || !holdsSyllablesOnly($0)) }) {
            wordsOf[$0]?.count ?? 0
        }
        // Only the documents of the groups that fill the first `count` places are scored.
        var chosen: [(id: Int64, words: Int)] = []
        for words in byWords.keys.sorted(by: >) where missing == nil || wordCount - words <= missing! {
            guard chosen.count < count else { break }
            chosen += byWords[words]!.map { ($0, words) }
        }
        let scoreOf = try scores(of: chosen.map(\.id), db: db)
        return chosen.map { (MatchedDocument(id: $0.id, tier: 1, score: scoreOf[$0.id] ?? 0), $0.words) }
            .sorted { (-$0.1, order($0.0.id), $0.0.score, $0.0.id) < (-$1.1, order($1.0.id), $1.0.score, $1.0.id) }
            .prefix(count)
            .map(\.0)
    }

    private func holdsSyllablesOnly(_ document: Int64) -> Bool {
        (wordsOf[document] ?? []).isSubset(of: syllables)
    }
}
