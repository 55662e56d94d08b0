import Foundation
import KBCommandLine
import Testing

/// `kb search` and `kb show` on passages, as a user runs them.
@Suite struct SearchCommandTests {
    @Test func aHitIsThePassageWithItsPlaceAndConcepts() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let text = kb.run(["search", "간격", "--limit", "1"])
        #expect(text.status == 0)
        #expect(text.stdout == """
            list item  passage p36
              kb:Notes/02-stacks.md:19  2.1 HStack과 VStack
              제안받은 길이에서 **간격**의 합을 뺀다.

            """)
        let json = kb.run(["search", "spacing", "--json", "--limit", "1"])
        let hits = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(hits.count == 1)
        let hit = hits[0]
        #expect(Set(hit.keys) == ["kind", "ref", "title", "file", "line", "endLine", "chapter", "text", "highlights", "concepts"])
        #expect(hit["kind"] as? String == "passage")
        #expect(hit["ref"] as? String == "p33")
        #expect(hit["file"] as? String == "kb:Notes/02-stacks.md")
        #expect(hit["line"] as? Int == 14)
        #expect(hit["endLine"] as? Int == 14)
        #expect(hit["chapter"] as? String == "2.1 HStack과 VStack")
        #expect(hit["text"] as? String == "spacing: 자식 사이의 간격. nil이면 플랫폼 기본값(iOS에서 보통 8pt)을 쓴다. 0을 원하면 직접 0을 줘야 한다.")
        #expect(hit["highlights"] as? [[Int]] == [[0, 7]])
        #expect(hit["concepts"] as? [[String: String]] == [["ref": "c17", "term": "spacing"]])
    }

    /// `**Single Source of Truth(State Property)**에 접근 가능` (DellNotes' TIL): a `**` between
    /// a `)` and a particle closes no bold in CommonMark, so the passage holds the stars; shown
    /// to a person they would read as marks of the highlight (`****Single**`), and are left
    /// out. `--json` keeps the text as stored, its highlights where they were.
    @Test func aHitIsShownWithoutTheNotesBoldMarks() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let note = kb.folder + "/til.md"
        try "# Data Flow\n\n- `@Binding` 을 통해 **Single Source of Truth(State Property)**에 접근 가능\n".write(toFile: note, atomically: true, encoding: .utf8)
        kb.run(["import", note])
        let text = kb.run(["search", "source of truth", "--limit", "1"])
        #expect(text.stdout.split(separator: "\n").last == "  `@Binding` 을 통해 Single **Source** of **Truth**(State Property)에 접근 가능")
        let json = kb.run(["search", "source of truth", "--json", "--limit", "1"])
        let hit = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(hit["text"] as? String == "`@Binding` 을 통해 **Single Source of Truth(State Property)**에 접근 가능")
        #expect(hit["highlights"] as? [[Int]] == [[25, 31], [35, 40]])
        #expect(StrongMarks.removed(from: "a **b** `c**d**` **e", highlights: [2..<7, 19..<20]) == ("a b `c**d**` e", [2..<3, 13..<14]))
    }

    @Test func showTakesTheRefASearchPrints() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let show = kb.run(["show", "p33"])
        #expect(show.status == 0)
        #expect(show.stdout == """
            list item  passage p33
            kb:Notes/02-stacks.md:14  2.1 HStack과 VStack
            explains: spacing (c17)

            spacing: 자식 사이의 간격. nil이면 플랫폼 기본값(iOS에서 보통 8pt)을 쓴다. 0을 원하면 직접 0을 줘야 한다.

            """)
        let json = kb.run(["show", "p33", "--json"]).stdout
        #expect(json.contains(#""ref" : "p33""#))
        #expect(json.contains(#""kind" : "item""#))
        let missing = kb.run(["show", "p999"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "kb: nothing matches 'p999'\n")
    }

    @Test func theClosestMatchesAreShownWhenNoPassageHasEveryWord() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let text = kb.run(["search", "overlay", "ZStack", "차이", "--limit", "1"])
        #expect(text.status == 0)
        #expect(text.stdout == """
            no passage has all of: overlay, ZStack, 차이; closest matches:
            overlay  passage p58
              kb:Notes/03-modifiers-and-geometry.md:31  3.1 modifier는 뷰를 감싼다
              `**overlay**`는 background와 같지만 원래 뷰의 위에 그린다.

            """)
        let json = kb.run(["search", "overlay ZStack 차이", "--limit", "1", "--json"])
        #expect(json.stderr == "kb: no passage has all of: overlay, ZStack, 차이; closest matches:\n")
        #expect(json.stdout.contains(#""ref" : "p58""#))
    }

    /// Fewer hits than asked for hold every word: those that lack some follow a line that
    /// says so.
    @Test func hitsLackingSomeWordsFollowALineThatSaysSo() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let text = kb.run(["search", "padding", "overlay", "--limit", "3"])
        #expect(text.status == 0)
        #expect(text.stdout == """
            overlay  passage p58
              kb:Notes/03-modifiers-and-geometry.md:31  3.1 modifier는 뷰를 감싼다
              `**overlay**`는 background와 같지만 원래 뷰의 위에 그린다.
            swift  snippet s11
              kb:Notes/03-modifiers-and-geometry.md:21  3.1 modifier는 뷰를 감싼다
              .**padding**()
            hits that lack some of the words:
            padding  passage p56
              kb:Notes/03-modifiers-and-geometry.md:28  3.1 modifier는 뷰를 감싼다
              이번에는 **padding**까지 포함한 크기에 빨간 배경이 칠해진다. 기본 **padding**은 네 방향 모두 16pt다.

            """)
    }

    @Test func kindChoosesWhatIsShown() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        func references(_ arguments: [String]) -> [String] {
            kb.run(["search"] + arguments + ["--json"]).stdout.split(separator: "\n")
                .filter { $0.hasPrefix(#"    "ref" :"#) }.map { $0.split(separator: "\"")[3].description }
        }
        #expect(references(["정렬", "--kind", "passage"]) == ["p66", "p34", "p37"])
        // A passage stands for the concept the query names, else its first.
        #expect(references(["정렬", "--kind", "concept", "--limit", "2"]) == ["c34", "c18"])
        #expect(references(["정렬", "--kind", "snippet"]) == ["s13"])
        // `Stacks` finds `stack`, the camelCase part of HStack and ZStack, too.
        #expect(references(["Stacks", "--kind", "chapter"]) == ["2-stacks", "2-1-hstack과-vstack", "2-4-zstack"])
    }
}
