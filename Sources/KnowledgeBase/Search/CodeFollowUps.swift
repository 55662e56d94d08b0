import GRDB

/// What a note says of its code right after it: a passage that opens by pointing back at
/// the code above it (`This makes sure the frame always becomes exactly as wide as
/// proposed …` under `.frame(minWidth: 0, maxWidth: .infinity)`, `라는 Warning 문구가
/// 뜨는데 …` under the warning's text) explains it, so the code's hit shows it too. A passage
/// that does not point back may start something new, and the code's hit ends at the code.
extension KnowledgeStore {
    /// How a passage opens when it speaks of what is right above it: a demonstrative
    /// (`This`, `These`, `The above`, `이렇게`, `위와 같이`, `위 코드`), or, in Korean, a
    /// particle that goes on with the sentence the code began (`라는`, `와 같이`, `처럼`).
    static let pointersBack = ["this ", "these ", "the above ", "above, ", "이렇게", "이처럼", "이와 같이", "위와 같이", "위 코드",
                               "위의 코드", "라는 ", "와 같이", "과 같이", "처럼 "]

    /// (`This below code will …` points ahead, at the code under it.)
    static func pointsBack(_ text: String) -> Bool {
        let opening = text.trimmingWhitespace.prefix(30).lowercased()
        return pointersBack.contains { opening.hasPrefix($0) }
            && !["below", "following", "아래", "다음"].contains { opening.contains($0) }
    }

    /// Each code hit followed, at most a blank line under it, by a passage that points back
    /// at it shows that passage, to its last line; when that passage is a hit of its own,
    /// the two are one hit, in the better of their places.
    static func showFollowUps(in hits: inout [SearchHit?], snippetRows: [Int64: Row], needles: [Highlighter.Needle],
                              db: Database) throws {
        for index in hits.indices {
            guard let code = hits[index], code.kind == .snippet, let row = snippetRows[code.id],
                  let below = try Row.fetchOne(db, sql: """
                      SELECT id, text, end_line FROM passages
                      WHERE chapter_id = ? AND start_line > ? AND start_line <= ? + 2 AND kind != 'heading'
                      ORDER BY start_line LIMIT 1
                      """, arguments: [row["chapter_id"], code.endLine, code.endLine]),
                  pointsBack(below["text"]) else { continue }
            var shown = code
            shown.endLine = below["end_line"]
            // (Code that matched only through what its note says shows that text already.)
            let text: String = below["text"]
            if !code.excerpt.text.contains(text.prefix(20)) {
                shown.excerpt = Highlighter.excerpt(of: code.excerpt.text + "\n" + text, needles: needles)
            }
            hits[index] = shown
            if let other = hits.firstIndex(where: { $0?.kind == .passage && $0?.id == below["id"] }), let passage = hits[other] {
                join(shown, lacking: passage, at: index, other, in: &hits)
            }
        }
    }
}
