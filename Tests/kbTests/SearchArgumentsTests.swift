import KBCommandLine
import Testing

/// The front reads a plain `kb search` command line itself, without swift-argument-parser;
/// whatever the parser would answer otherwise (help, errors, odd forms) it leaves to it.
@Suite struct SearchArgumentsTests {
    @Test func plainCommandLinesAreRead() throws {
        let read = try #require(SearchArguments(["--db", "a.sqlite", "search", "정렬", "기준", "--limit", "3", "--kind", "passage",
                                                 "--json", "--no-color", "--chapter=2.1", "--sql", "--no-pager"]))
        var expected = SearchArguments(["search", "x"])!
        expected.words = ["정렬", "기준"]
        expected.db = "a.sqlite"
        expected.limit = 3
        expected.kind = .passage
        expected.json = true
        expected.noColor = true
        expected.chapter = "2.1"
        expected.sql = true
        expected.noPager = true
        #expect(read == expected)
        #expect(SearchArguments(["search", "--limit=5", "a"])?.limit == 5)
        #expect(SearchArguments(["search", "x"])?.limit == 20)
        #expect(SearchArguments(["search", "--", "-word", "b"])?.words == ["-word", "b"])
        #expect(SearchArguments(["--db=b", "--no-color", "search", "x"])?.db == "b")
    }

    @Test func anythingElseIsLeftToTheParser() {
        for arguments in [
            ["search"], ["search", "--help"], ["search", "x", "-h"], ["search", "x", "--limit", "0"],
            ["search", "x", "--limit", "-3"], ["search", "x", "--limit"], ["search", "x", "--kind", "poem"],
            ["search", "x", "--frobnicate"], ["search", "x", "--json", "--json"], ["search", "-word"],
            ["search", "x", "--db"], ["search", "x", "--json=yes"], ["stats"], ["--db", "a", "stats", "search"],
            ["serch", "x"], [],
        ] {
            #expect(SearchArguments(arguments) == nil, "\(arguments)")
        }
    }
}
