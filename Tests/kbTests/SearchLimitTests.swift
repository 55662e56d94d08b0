import Foundation
import Testing

/// `--limit N` shows the first N hits of the ranking a search shows by default: the ranking
/// read how many hits were asked for (its pool, the closest matches and hits lacking a word
/// that follow), so on ColdNotes `color는 뷰인가요` put at its third place with `--limit 30`
/// the paragraph that was not among the five of `--limit 5`.
@Suite struct SearchLimitTests {
    @Test func fewerHitsAreTheFirstOfTheDefaultList() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import", "--quiet", KBProcess.root + "/Tests/Fixtures/ColdNotes/notes"]).status == 0)
        for query in ["color는 뷰인가요", "스택 정렬", "padding background 순서", "state binding"] {
            func places(_ arguments: [String]) throws -> [String] {
                let output = kb.run(["search", query, "--json"] + arguments).stdout
                let hits = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] ?? []
                return hits.map { "\($0["kind"] ?? "")\t\($0["file"] ?? "")\t\($0["line"] ?? "")" }
            }
            let all = try places([])
            #expect(all.count > 5, "\(query)")
            #expect(try places(["--limit", "5"]) == Array(all.prefix(5)), "\(query)")
            #expect(try places(["--limit", "1"]) == Array(all.prefix(1)), "\(query)")
        }
    }
}
