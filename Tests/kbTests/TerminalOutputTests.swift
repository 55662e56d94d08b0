import Foundation
import KBCommandLine
import Testing

/// kb on a real (pseudo-)terminal: colour there and only there, and long output paged.
@Suite struct TerminalOutputTests {
    static let escape = "\u{1B}["

    @Test func searchOnATerminalIsInColourWithMatchesInBoldYellow() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let terminal = try PseudoTerminal(kb, ["search", "정렬", "--limit", "1"], rows: 100)
        #expect(try terminal.waitForExit() == 0)
        let screen = terminal.output
        #expect(screen.contains("\(Self.escape)1;33m정렬\(Self.escape)0m"), "\(screen)")
        #expect(screen.contains("\(Self.escape)1m커스텀 정렬\(Self.escape)0m"), "\(screen)")
        #expect(!screen.contains("**"))
    }

    @Test func noColorAndTheOptionTurnColourOffOnATerminal() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        for (arguments, environment) in [(["search", "정렬", "--limit", "1"], ["NO_COLOR": "1"]),
                                         (["search", "정렬", "--limit", "1", "--no-color"], [:]),
                                         (["search", "정렬", "--limit", "1"], ["TERM": "dumb"])] {
            let terminal = try PseudoTerminal(kb, arguments, rows: 100, environment: environment)
            #expect(try terminal.waitForExit() == 0)
            #expect(!terminal.output.contains(Self.escape), "\(arguments) \(environment)")
            #expect(terminal.output.contains("커스텀 **정렬**"), "\(arguments) \(environment)")
        }
    }

    /// On a terminal a hit's text is wrapped at spaces to the terminal's width, where the
    /// terminal would cut it inside a word; in a pipe it stays one line for scripts.
    @Test func aHitsTextIsWrappedAtSpacesToTheTerminalsWidth() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let arguments = ["search", "정렬", "--limit", "3"]
        /// Each hit's text: the lines under its location line, without their indentation.
        func texts(_ output: String) -> [[String]] {
            var hits: [[String]] = []
            for line in output.replacingOccurrences(of: "\r", with: "").split(separator: "\n") {
                if !line.hasPrefix("  ") { hits.append([]) } else if !hits.isEmpty { hits[hits.count - 1].append(String(line.dropFirst(2))) }
            }
            return hits.map { Array($0.dropFirst()) }
        }
        let piped = texts(kb.run(arguments).stdout)
        #expect(piped.count == 3)
        #expect(piped.allSatisfy { $0.count == 1 })
        let terminal = try PseudoTerminal(kb, arguments, columns: 50, rows: 100, environment: ["NO_COLOR": "1"])
        #expect(try terminal.waitForExit() == 0)
        let wrapped = texts(terminal.output)
        #expect(wrapped.map { $0.joined(separator: " ") } == piped.map { $0[0] })
        #expect(wrapped.contains { $0.count > 1 })
        // Each line fits in 50 cells with its indentation (`**` marks a match without colour).
        for line in wrapped.joined() {
            #expect(TerminalText.cells(line.replacingOccurrences(of: "**", with: "")) <= 48, "\(line)")
        }
        // A chapter's title longer than the location line leaves is cut with `…`.
        let narrow = try PseudoTerminal(kb, ["search", "HStack", "--limit", "1"], columns: 30, rows: 100,
                                        environment: ["NO_COLOR": "1"])
        #expect(try narrow.waitForExit() == 0)
        let location = narrow.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n")[1]
        #expect(TerminalText.cells(location) <= 30, "\(location)")
        #expect(location.hasSuffix("…"), "\(location)")
    }

    /// `kb show` wraps a passage's text at spaces on a terminal, and leaves it as it is in a pipe.
    @Test func aShownPassageIsWrappedAtSpacesOnATerminal() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let json = kb.run(["search", "정렬", "--kind", "passage", "--limit", "1", "--json"]).stdout
        let hits = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        let reference = try #require(hits?.first?["ref"] as? String)
        let piped = kb.run(["show", reference]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let text = piped.drop { !$0.isEmpty }.dropFirst().filter { !$0.isEmpty }
        #expect(text.contains { TerminalText.cells($0) > 40 })
        let terminal = try PseudoTerminal(kb, ["show", reference], columns: 40, rows: 100, environment: ["NO_COLOR": "1"])
        #expect(try terminal.waitForExit() == 0)
        let shown = terminal.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n", omittingEmptySubsequences: false)
        let wrapped = shown.drop { !$0.isEmpty }.dropFirst().filter { !$0.isEmpty }
        #expect(wrapped.allSatisfy { TerminalText.cells($0) <= 40 }, "\(wrapped)")
        #expect(wrapped.joined(separator: " ") == text.joined(separator: " "))
    }

    /// `kb chapters` on a narrow terminal cuts a long title, never the slug `kb run` takes.
    @Test func aLongChapterTitleIsCutToKeepItsSlugOnTheLine() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let piped = kb.run(["chapters"]).stdout.split(separator: "\n")
        let terminal = try PseudoTerminal(kb, ["chapters"], columns: 60, rows: 200, environment: ["NO_COLOR": "1"])
        #expect(try terminal.waitForExit() == 0)
        let shown = terminal.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(shown.count == piped.count)
        #expect(piped.contains { TerminalText.cells($0) > 60 })
        for (line, full) in zip(shown, piped) {
            #expect(TerminalText.cells(line) <= 60 || line == full, "\(line)")
            // The counts and the slug after the title are whole.
            let tail = full.components(separatedBy: "  ").last ?? ""
            #expect(line.hasSuffix(tail), "\(line)")
        }
    }

    @Test func textIsClippedToCells() {
        #expect(TerminalText.clipped("Stack 정렬하기", cells: 20) == "Stack 정렬하기")
        #expect(TerminalText.clipped("Stack 정렬하기", cells: 9) == "Stack 정…")
        #expect(TerminalText.clipped("Stack 정렬하기", cells: 10) == "Stack 정…")
        #expect(TerminalText.clipped("정렬", cells: 0) == "")
    }

    @Test func outputTallerThanTheTerminalGoesThroughThePager() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let paged = kb.folder + "/paged.txt"
        let pager = "{ echo \"LESS=$LESS\"; cat; } > '\(paged)'"
        let terminal = try PseudoTerminal(kb, ["chapters"], rows: 10, environment: ["PAGER": pager])
        #expect(try terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: paged, encoding: .utf8)
        #expect(text.hasPrefix("LESS=FRX\n"))
        #expect(text.contains("2.2 layoutPriority"))
        #expect(!terminal.output.contains("layoutPriority"), "the terminal shows only what the pager shows")
    }

    @Test func outputThatFitsIsNotPagedAndPipesNeverAre() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let paged = kb.folder + "/paged.txt"
        let pager = "cat > '\(paged)'"
        let tall = try PseudoTerminal(kb, ["chapters"], rows: 200, environment: ["PAGER": pager])
        #expect(try tall.waitForExit() == 0)
        #expect(tall.output.contains("2.2 layoutPriority"))
        let piped = kb.run(["chapters"], environment: ["PAGER": pager, "LINES": "5"])
        #expect(piped.stdout.contains("2.2 layoutPriority"))
        #expect(!FileManager.default.fileExists(atPath: paged))
    }
}

/// Pictures as images where the terminal shows images (here sixels, which chafa's terminal
/// database gives mlterm), sized to the terminal's cells in pixels.
@Suite struct InlinePictureTests {
    static let sixelStart = "\u{1B}P"

    @Test func aPictureThatFitsTheScreenIsAnImageSpanningTheColumnsInThePixelsTheTerminalReports() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let paged = kb.folder + "/paged.txt"
        let terminal = try PseudoTerminal(kb, ["run", "2.1"], columns: 100, rows: 50,
                                          environment: ["TERM": "mlterm", "PAGER": "cat > '\(paged)'"], cellPixels: (8, 17))
        #expect(try terminal.waitForExit() == 0)
        let screen = terminal.output
        #expect(screen.contains(Self.sixelStart), "\(screen.prefix(400))")
        // The sixel image's raster attributes: 100 columns of 8 pixels.
        #expect(screen.contains("\"1;1;800;"), "\(screen.prefix(400))")
        #expect(!FileManager.default.fileExists(atPath: paged), "output that fits the screen is not paged")
    }

    @Test func aPagedPictureIsBlockArtForAPagerPassesColoursButNotImages() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let paged = kb.folder + "/paged.txt"
        let terminal = try PseudoTerminal(kb, ["run", "2.1"], columns: 100, rows: 10,
                                          environment: ["TERM": "mlterm", "PAGER": "cat > '\(paged)'"], cellPixels: (8, 17))
        #expect(try terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: paged, encoding: .utf8)
        #expect(text.contains("A great and warm welcome to Kuchi"))
        #expect(!text.contains(Self.sixelStart))
        #expect(text.contains("\u{1B}[38;2;"), "24-bit block art")
    }
}
