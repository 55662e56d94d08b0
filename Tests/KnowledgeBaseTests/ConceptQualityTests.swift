import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// How many of kb's concept cards a learner would keep, measured on the labelled notes of
/// Tests/Fixtures/RealNotes (concepts.tsv lists, for 19 real notes and the three bundled
/// notes, the concepts a learner wants, with aliases and whether each is central).
@Suite(.enabled(if: realNotesFolder != nil, "Tests/Fixtures/RealNotes is absent: concept precision is not measured"))
struct ConceptQualityTests {
    struct Label {
        var file: String
        var names: [String]  // the term and its aliases, normalised
        var central: Bool
    }

    struct Figures {
        var cards = 0
        var kept = 0
        var central = 0
        var centralFound = 0
        var duplicates = 0
        var junk: [String] = []
        var missed: [String] = []
        /// Cards kept and made, by note: one long note does not hide the rest.
        var byNote: [String: (kept: Int, cards: Int)] = [:]

        var precision: Double { cards == 0 ? 0 : Double(kept) / Double(cards) }
        var recall: Double { central == 0 ? 0 : Double(centralFound) / Double(central) }
    }

    /// A term as a learner compares it: without marks, a leading `.`, a trailing `()`,
    /// case or repeated spaces (`.scaledToFit()` is scaledToFit).
    static func normalised(_ term: String) -> String {
        var text = term.filter { $0 != "`" && $0 != "*" && $0 != "_" }.collapsingWhitespace.lowercased()
        if text.hasPrefix(".") { text.removeFirst() }
        if text.hasSuffix("()") { text.removeLast(2) }
        return text.trimmingWhitespace
    }

    static func labels(at path: String = realNotesFolder! + "/concepts.tsv") throws -> [Label] {
        let table = try String(contentsOfFile: path, encoding: .utf8)
        return table.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            let aliases = fields[3].split(separator: "|").map { normalised(String($0)) }
            return Label(file: (fields[0] as NSString).lastPathComponent, names: [normalised(fields[2])] + aliases,
                         central: fields[4] == "yes")
        }
    }

    /// The labelled notes' paths: the real notes in notes/ and the bundled Notes/.
    static func labelledPaths(_ labels: [Label]) -> [String] {
        let files = Set(labels.map(\.file)).sorted()
        return files.map { file in
            let real = realNotesFolder! + "/notes/" + file
            return FileManager.default.fileExists(atPath: real) ? real : repositoryRoot + "/Notes/" + file
        }
    }

    /// Every concept card's front, by the file name of its note.
    static func conceptFronts(_ store: KnowledgeStore) throws -> [(file: String, front: String)] {
        try store.read { db in
            try Row.fetchAll(db, sql: "SELECT n.path, front FROM cards JOIN note_paths n ON n.id = note_path_id WHERE kind = 'concept' AND suspended = 0 ORDER BY n.path, line")
        }.map { row in (((row[0] as String) as NSString).lastPathComponent, row[1]) }
    }

    /// `paths` are the notes to import: by default the labelled notes of RealNotes.
    static func measure(_ labels: [Label], paths: [String]) throws -> Figures {
        let folder = TemporaryFolder()
        let store = try folder.store()
        let report = try store.importNotes(paths: paths)
        #expect(report.rejected.isEmpty)
        let fronts = try conceptFronts(store)
        var figures = Figures()
        var namesByFile: [String: Set<String>] = [:]
        for label in labels { namesByFile[label.file, default: []].formUnion(label.names) }
        var seen = Set<String>()
        var foundByFile: [String: Set<String>] = [:]
        for (file, front) in fronts {
            let term = normalised(front)
            figures.cards += 1
            if !seen.insert(file + "\u{0}" + term).inserted { figures.duplicates += 1 }
            foundByFile[file, default: []].insert(term)
            let isKept = namesByFile[file]?.contains(term) == true
            figures.byNote[file, default: (0, 0)].cards += 1
            if isKept { figures.byNote[file, default: (0, 0)].kept += 1 }
            if isKept {
                figures.kept += 1
            } else {
                figures.junk.append("\(file): \(front)")
            }
        }
        for label in labels where label.central {
            figures.central += 1
            if label.names.contains(where: { foundByFile[label.file]?.contains($0) == true }) {
                figures.centralFound += 1
            } else {
                figures.missed.append("\(label.file): \(label.names[0])")
            }
        }
        return figures
    }

    /// The junk of junk-examples.tsv (58 terms a naive extractor takes, by kind) that is
    /// still a card of its note: 12 before concept extraction read like a learner, then 2,
    /// now 1 (`Text` as the subject of a preview tip under a Text heading).
    @Test func junkExamplesAreNoCards() throws {
        let table = try String(contentsOfFile: realNotesFolder! + "/junk-examples.tsv", encoding: .utf8)
        let junk = table.split(separator: "\n").dropFirst().compactMap { row -> (file: String, term: String)? in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return fields.count >= 3 ? ((fields[0] as NSString).lastPathComponent, fields[2]) : nil
        }
        let folder = TemporaryFolder()
        let store = try folder.store()
        let paths = Set(junk.map { realNotesFolder! + "/notes/" + $0.file }).sorted()
        _ = try store.importNotes(paths: paths)
        let fronts = Set(try Self.conceptFronts(store).map { $0.file + "\u{0}" + Self.normalised($0.front) })
        let kept = junk.filter { fronts.contains($0.file + "\u{0}" + Self.normalised($0.term)) }
        print("junk examples still carded: \(kept.count)/\(junk.count): " + kept.map { "\($0.file): \($0.term)" }.joined(separator: " | "))
        #expect(kept.count <= 1)
    }

    /// Before concept extraction read like a learner: 210 of 459 cards kept (45.8%),
    /// 92 of 116 central concepts found (79.3%), 88 duplicate cards. Without stems,
    /// pronouns, generic words, dates, titles and the code's own names, one card a term:
    /// 156 of 313 (49.8%), 92 of 116, no duplicate. With glosses, asides and trailing
    /// words cleaned, generic subjects kept to their own chapter, heading-like lines and
    /// typed calls read, clauses and more generic words left out, call-out boxes read:
    /// 166 of 296 (56.1%), 99 of 116 (85.3%). With a marked term only where its sentence
    /// is about it, headings only over text that explains them, English topics only when
    /// defined by their class, comparisons and `Why X matters` read as one term:
    /// 147 of 196 (75.0%), 99 of 116 (85.3%). With backs of whole sentences (a term with
    /// nothing left to say is no card), a generic subject giving way to the marked term and
    /// colon lines cut from sentences left out: 146 of 188 (77.7%), 99 of 116 (85.3%); with
    /// `@State` and `State` one term of a note: 141 of 182 (77.5%), 99 of 116 (85.3%).
    /// Korean naming endings (`X이라고 한다`, `X라는 변수`, `쓰는 것이 X이다`), unclosed and
    /// unmarked code, list items over their text, demonstratives, the code's names written
    /// apart or misspelled, step titles, reading lists and property paths read as the
    /// learner does: 141 of 180 (78.3%), 99 of 116 (85.3%) (on the learner's own notes,
    /// against a list of their concepts, precision went from 80.2% to 94.3% and central
    /// recall from 42.5% to 52.8%). An API shown by its code alone under a heading that names
    /// it (`CodeShownAlone`): 159 of 204 (77.9%), 103 of 116 (88.8%): this sample's labels
    /// leave out `## VStack` and `## HStack` over their code, which five other labelled
    /// corpora count as concepts (twelve more of their central concepts carded); with calls
    /// defined after their argument labels and glossaries without colons: 160 of 205 (78.0%);
    /// with common nouns English defines (`Adaptive columns are special though: …`) and names
    /// a sentence calls something (`a computed property called Body`): 161 of 206 (78.2%),
    /// 104 of 116 (89.7%).
    @Test func aLearnerKeepsMostConceptCards() throws {
        let labels = try Self.labels()
        let figures = try Self.measure(labels, paths: Self.labelledPaths(labels))
        print(String(format: "labelled notes: precision %d/%d = %.1f%%, central recall %d/%d = %.1f%%, duplicates %d",
                     figures.kept, figures.cards, 100 * figures.precision, figures.centralFound, figures.central,
                     100 * figures.recall, figures.duplicates))
        print("by note: " + figures.byNote.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.kept)/\($0.value.cards)" }
            .joined(separator: " | "))
        print("junk: " + figures.junk.joined(separator: " | "))
        print("missed: " + figures.missed.joined(separator: " | "))
        #expect(figures.precision >= 0.78)
        #expect(figures.duplicates == 0)
        // 85.3% before modifiers explained by comments and headings naming APIs were read.
        #expect(figures.recall >= 0.86)
    }
}

/// A second, independent sample: every concept card kb makes on the 24 real notes that
/// concepts.tsv does not label, each judged by whether a learner would keep it
/// (card-judgements.tsv, with the reason for each card a learner would not keep). A card
/// the judgements do not list counts as one a learner would not keep.
@Suite(.enabled(if: realNotesFolder != nil, "Tests/Fixtures/RealNotes is absent: the second sample is not measured"))
struct SecondSampleTests {
    @Test func aLearnerKeepsMostCardsOfTheSecondSample() throws {
        let table = try String(contentsOfFile: realNotesFolder! + "/card-judgements.tsv", encoding: .utf8)
        var judged: [String: Bool] = [:]
        var files = Set<String>()
        for row in table.split(separator: "\n").dropFirst() {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else { continue }
            let file = (fields[0] as NSString).lastPathComponent
            files.insert(file)
            judged[file + "\u{0}" + ConceptQualityTests.normalised(fields[2])] = fields[3] == "yes"
        }
        let folder = TemporaryFolder()
        let store = try folder.store()
        _ = try store.importNotes(paths: files.sorted().map { realNotesFolder! + "/notes/" + $0 })
        var byNote: [String: (kept: Int, cards: Int)] = [:]
        for (file, front) in try ConceptQualityTests.conceptFronts(store) {
            let kept = judged[file + "\u{0}" + ConceptQualityTests.normalised(front)] == true
            byNote[file, default: (0, 0)].cards += 1
            if kept { byNote[file, default: (0, 0)].kept += 1 }
        }
        let kept = byNote.values.reduce(0) { $0 + $1.kept }, cards = byNote.values.reduce(0) { $0 + $1.cards }
        print("second sample: \(kept)/\(cards) kept; by note: "
              + byNote.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.kept)/\($0.value.cards)" }.joined(separator: " | "))
        // 70 of 101 when judged; 69 of 99 once `@State` and `State` are one term; 69 of 97
        // without the words of a diagram; 69 of 93 without step titles, a stack or a file
        // name as terms; 79 of 104 with glossary items written `term - explanation` (five
        // new cards judged when they came: four kept); 89 of 114 with names an English
        // instruction uses (`Use `Section` to …`) and headings that call an API (nine new
        // cards and four not judged before, judged when they came: ten kept); 90 of 116
        // with a term's marks of code dropped (`Grid`, judged kept) and a name marked as code
        // that a sentence says to use for a purpose (`NavigationView`, judged not kept); 91
        // of 117 with calls written bare in prose read as code (`cornerRadius(_:antialiased:)`
        // kept, `reverse()` from a naming guideline not); 94 of 120 with an API shown by its
        // code alone (`Array` over its code, judged kept) and a colon after an argument list
        // (`padding(_:, _:) : …`, `shadow(color:radius:x:y:) : …`, both judged kept); 95 of 120
        // with Swift's `==` no card markup in a code back (`### Creating an alert` over its
        // code, judged kept); 95 of 122 with headings explained by the items under them
        // (`Accessibility with fonts`, judged kept when it came) and `@State` beside the
        // diagram word `State` of the same note one card, as before; 97 of 125 with steps
        // the text under their heading says again (`## Creating views in a loop` over `Use
        // `ForEach` to create several views`, judged kept when it came); as many with blank
        // argument labels written as Swift writes them (`padding(_:_:)`, the same card).
        #expect(cards > 0)
        #expect(Double(kept) / Double(cards) >= 0.77)
    }
}

/// The learner's own notes: no labels live in the repository, but a term carded twice in
/// one note is a duplicate whatever the labels say.
@Suite(.enabled(if: seedFolder != nil, "../shared/seeds is absent: duplicate cards on the seeds are not counted"))
struct SeedDuplicateTests {
    @Test func aConceptIsCardedOncePerNote() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        _ = try store.importNotes(paths: [seedFolder!])
        let fronts = try ConceptQualityTests.conceptFronts(store)
        var counts: [String: Int] = [:]
        for (file, front) in fronts { counts[file + ": " + ConceptQualityTests.normalised(front), default: 0] += 1 }
        let duplicates = counts.values.reduce(0) { $0 + $1 - 1 }
        print("seeds: \(fronts.count) concept cards, \(duplicates) duplicates: "
              + counts.filter { $0.value > 1 }.keys.sorted().joined(separator: " | "))
        #expect(duplicates == 0)  // 376 cards, 108 duplicates before one card a term
    }
}

/// The learner's own notes measured against a list of their concepts made by hand
/// (concepts.tsv's format, `file` the seed's file name), named by `KB_SEED_LABELS`. The
/// list is derived from the learner's notes, so it never lives in the repository: without
/// it the figures are not measured.
@Suite(.enabled(if: seedFolder != nil && ProcessInfo.processInfo.environment["KB_SEED_LABELS"] != nil,
                "KB_SEED_LABELS is unset or ../shared/seeds is absent: seed precision is not measured"))
struct SeedConceptTests {
    @Test func seedFigures() throws {
        let labels = try ConceptQualityTests.labels(at: ProcessInfo.processInfo.environment["KB_SEED_LABELS"]!)
        let figures = try ConceptQualityTests.measure(labels, paths: [seedFolder!])
        print(String(format: "seeds: precision %d/%d = %.1f%%, central recall %d/%d = %.1f%%, duplicates %d",
                     figures.kept, figures.cards, 100 * figures.precision, figures.centralFound, figures.central,
                     100 * figures.recall, figures.duplicates))
        print("seed junk: " + figures.junk.joined(separator: " | "))
        print("seed missed: " + figures.missed.joined(separator: " | "))
        #expect(figures.cards > 0)
    }
}
