import GRDB

/// Passages that explain a term holding the query's words only inside a longer name:
/// `UIStackView` for `스택 뷰` or `stack view`, `layoutPriority` for `priority`. Such a
/// passage matches in the index's column of terms (the name's parts are indexed as words),
/// but it explains another thing than the words: it does not define them, and a passage
/// that says the words themselves (`스택 뷰는 하나의 공간을 …`) comes before it.
enum LongerNames {
    /// The passages among `documents` (index rows) whose explained terms hold every word
    /// of the query, each only as part of a longer name, none of them as the words.
    static func passages(among documents: [Int64], groups: [[Highlighter.Needle]], db: Database) throws -> Set<Int64> {
        guard !documents.isEmpty, !groups.isEmpty else { return [] }
        var terms: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT d.id, k.term FROM search_documents d JOIN concepts k ON k.passage_id = d.item_id
            WHERE d.id IN (\(documents.map(String.init).joined(separator: ","))) AND d.kind = 'passage'
            """) {
            terms[row["id"], default: []].append(row["term"])
        }
        return Set(terms.filter { _, terms in
            let holding = terms.filter { term in groups.allSatisfy { !Highlighter.ranges(of: $0, in: term).isEmpty } }
            return !holding.isEmpty && holding.allSatisfy { holdsOnlyInsideLongerNames($0, groups: groups) }
        }.keys)
    }

    /// Whether some word of `term` that a match falls in holds letters no match covers:
    /// `UIStackView` with `stack` and `view` leaves `UI`; `safeArea` with `safe` and `area`
    /// leaves nothing, and is the words written as one.
    static func holdsOnlyInsideLongerNames(_ term: String, groups: [[Highlighter.Needle]]) -> Bool {
        let matches = groups.flatMap { Highlighter.ranges(of: $0, in: term) }
        for run in SearchTokenizer.runs(in: term) where run.script == .word {
            let inside = matches.filter { run.range.contains($0.lowerBound) }
            guard !inside.isEmpty else { continue }
            let covered = inside.reduce(0) { $0 + term.unicodeScalars[$1].count }
            if covered < term.unicodeScalars[run.range].count { return true }
        }
        return false
    }
}
