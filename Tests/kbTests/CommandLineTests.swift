import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test func badUsageIsOneLineAndExitCode2() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        for arguments in [["search", "x", "--kind", "nonsense"], ["frobnicate"], ["search", "x", "--limit", "0"],
                          ["search", "(*)"], ["import", "/no/such/place"], ["show"]] {
            let result = kb.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("kb: "), "\(arguments)")
            #expect(!result.stderr.contains("Fatal"), "\(arguments)")
        }
        #expect(kb.run(["import", "/no/such/place"]).stderr == "kb: no such file or folder: /no/such/place\n")
        #expect(kb.run(["search", "(*)"]).stderr == "kb: nothing to search for in '(*)': give a word\n")
    }

    @Test func nothingFoundIsExitCode1() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let search = kb.run(["search", "없는말없는말"])
        #expect(search.status == 1)
        #expect(search.stdout == "")
        #expect(search.stderr == "kb: no matches for '없는말없는말'\n")
        let json = kb.run(["search", "없는말없는말", "--json"])
        #expect(json.status == 1)
        #expect(json.stdout == "[\n\n]\n")
        let show = kb.run(["show", "no-such-chapter"])
        #expect(show.status == 1)
        #expect(show.stderr == "kb: nothing matches 'no-such-chapter'\n")
    }

    @Test func readingWithoutADatabaseSaysWhatToDo() {
        let kb = KBProcess()
        defer { kb.remove() }
        let result = kb.run(["stats"])
        #expect(result.status == 2)
        #expect(result.stderr == "kb: no knowledge base at \(kb.database); run 'kb import' first\n")
        #expect(!FileManager.default.fileExists(atPath: kb.database))
    }

    @Test func dbOptionAndEnvironment() {
        let kb = KBProcess()
        defer { kb.remove() }
        let other = kb.folder + "/nested/other.sqlite"
        #expect(kb.run(["import", "--db", other]).status == 0)
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(!FileManager.default.fileExists(atPath: kb.database))
        let home = kb.folder + "/data"
        let result = kb.run(["import"], environment: ["KB_DB": "", "XDG_DATA_HOME": home])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/kb/kb.sqlite"))
    }

    @Test func badFilesAreSkippedWithAWarningAndTheRestImports() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let notes = kb.folder + "/notes"
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: notes + "/good.md", contents: Data("# Good\n`Spacer`는 공간을 채운다.\n".utf8))
        _ = FileManager.default.createFile(atPath: notes + "/bad.md", contents: Data([0x23, 0x20, 0xFF, 0x0A]))
        let result = kb.run(["import", notes])
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("1 imported, 0 unchanged, 1 skipped\n"))
        #expect(result.stderr == "kb: skipped \(notes)/bad.md: not valid UTF-8 (first bad byte on line 1); save it as UTF-8\n")
        #expect(kb.run(["search", "Spacer"]).status == 0)
    }

    @Test func theDatabaseSchemaIsExactlySchemaSQL() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let reference = kb.folder + "/reference.sqlite"
        let applied = kb.shell("sqlite3 '\(reference)' < schema.sql")
        #expect(applied.status == 0, "\(applied.stderr)")
        let query = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'search_index_%' ORDER BY name;"
        let ours = kb.shell("sqlite3 '\(kb.database)' \"\(query)\"")
        let theirs = kb.shell("sqlite3 '\(reference)' \"\(query)\"")
        #expect(ours.status == 0)
        #expect(ours.stdout == theirs.stdout)
        #expect(ours.stdout.contains(#"CREATE VIRTUAL TABLE search_index USING fts5"#))
        #expect(ours.stdout.contains("tokenize = 'ascii'"))
    }

    @Test func theSQLiteCommandLineRunsTheSameSearch() {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let sql = kb.run(["search", "정렬", "--sql"]).stdout
        let viaSQLite = kb.shell("sqlite3 '\(kb.database)' \"$(cat <<'SQL'\n\(sql)SQL\n)\"")
        #expect(viaSQLite.status == 0, "\(viaSQLite.stderr)")
        let rows = viaSQLite.stdout.split(separator: "\n").filter { row in ["passage|", "concept|", "snippet|", "chapter|"].contains { row.hasPrefix($0) } }
        let json = kb.run(["search", "정렬", "--json"]).stdout
        // Search adds the snippets found through the passages around them (here s13, whose
        // next paragraph is about 정렬) to what the statement ranks.
        #expect(rows.count == json.components(separatedBy: "\"kind\" :").count - 2)
        #expect(json.contains(#""ref" : "s13""#))
        #expect(rows.count == 3)
    }

    @Test func killingAnImportMidwayKeepsThePreviousState() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        #expect(kb.run(["import"]).status == 0)
        let before = kb.run(["stats", "--json"]).stdout
        let notes = kb.folder + "/more"
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: notes + "/new.md", contents: Data("# New\n`Divider`는 선이다.\n".utf8))

        // Wait until kb has written everything but not committed, then kill it.
        let process = try kb.importHeldOpen(notes, seconds: 30)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(kb.run(["stats", "--json"]).stdout == before)
        #expect(kb.run(["search", "Divider"]).status == 1)
        #expect(kb.shell("sqlite3 '\(kb.database)' 'PRAGMA integrity_check'").stdout == "ok\n")
    }

    @Test func twoImportsAtOnceBothSucceed() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let results = [ResultBox(), ResultBox()]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = index == 0 ? kb.run(["import"]) : kb.run(["search", "정렬"])
            results[index].data = Data("\(result.status)".utf8)
        }
        #expect(results.map { String(decoding: $0.data, as: UTF8.self) } == ["0", "0"])
    }

    @Test(.enabled(if: seedFolder != nil, "../shared/seeds is absent"))
    func theSeedNotesImportAndSearch() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let result = kb.run(["import", seedFolder!])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("5 imported, 0 unchanged\n"))
        #expect(result.stderr.contains("line 1111: the code block opened here is not closed and would run on to line 1249; "
            + "kb ends it at line 1119, before the text at the margin: close the fence there"))
        let search = kb.run(["search", "레이아웃이란", "--json", "--limit", "1"])
        let hits = try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [[String: Any]]
        #expect(hits?.first?["title"] as? String == "레이아웃")
        #expect(hits?.first?["line"] as? Int == 16)
        #expect((hits?.first?["file"] as? String)?.hasSuffix("003_1a5c37cacd5639ac.txt") == true)
    }
}
