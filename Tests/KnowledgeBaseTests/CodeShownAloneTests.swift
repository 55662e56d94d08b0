import Foundation
import GRDB
import Testing
@testable import KnowledgeBase

/// An API a cheat sheet shows by its code alone, under a heading or a lone line that names
/// it: the card asks for the API and its back is the code. DawnNotes' grid recipes
/// (`GridItems` over `GridItem(.flexible())`), BrookNotes' `## TextField` and QuillNotes'
/// `## ✅ 3. Auto-Fetching Models with `@Query`` are of this form.
@Suite struct CodeShownAloneTests {
    /// The concepts that make cards: a concept with nothing to explain it makes none.
    func cards(_ markdown: String) -> [String] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown)).filter { !$0.explanation.isEmpty }
            .map { "\($0.term) → \($0.explanation)" }
    }

    @Test func aHeadingOverTheCodeThatUsesItsAPIHasTheCodeAsItsBack() {
        #expect(cards("""
            # Views

            ## TextField

            ```swift
                TextField("Name", text: $name)
                    .padding()
            ```

            ## ✅ 3. Auto-Fetching Models with `@Query`

            ```swift
            @Query var tasks: [Task]
            ```
            """) == ["TextField → TextField(\"Name\", text: $name)\n    .padding()", "@Query → @Query var tasks: [Task]"])
    }

    /// `## GeometryReader, GeometryProxy` over code that uses both: each API gets the code
    /// (MossNotes). `## Insert, Update, Delete with `ModelContext`` names the API the work is
    /// done with, which the code reads by its environment key (`\.modelContext`, QuillNotes).
    @Test func everyAPIAHeadingNamesOverItsCodeIsCarded() {
        #expect(ConceptExtractor.apiDoneWith("Insert, Update, Delete with `ModelContext`.") == "ModelContext")
        #expect(cards("""
            # Geometry

            ## GeometryReader, GeometryProxy

            ```swift
            GeometryReader { (proxy: GeometryProxy) in Text("a") }
            ```

            ## ✅ 4. Insert, Update, Delete with `ModelContext`

            ```swift
            @Environment(\\.modelContext) var context
            ```

            ## Selection

            ```swift
            @State private var selection = 0
            ```
            """) == ["GeometryReader → GeometryReader { (proxy: GeometryProxy) in Text(\"a\") }",
                     "GeometryProxy → GeometryReader { (proxy: GeometryProxy) in Text(\"a\") }",
                     "ModelContext → @Environment(\\.modelContext) var context"])
    }

    /// A lone line that names the API (`LazyVGrid`), its plural (`GridItems`) or the member
    /// the code calls (`flexible` over `.flexible()`) labels the code under it.
    @Test func aLoneNameOverCodeLabelsIt() {
        #expect(cards("""
            # Grids

            GridItems
            ```swift
            GridItem(.flexible())
            ```

            flexible
            ```swift
            let columns = [GridItem(.flexible(), spacing: nil)]
            ```
            """) == ["GridItem → GridItem(.flexible())", "flexible → let columns = [GridItem(.flexible(), spacing: nil)]"])
    }

    /// The code is not the back when prose under the heading explains the API, when the
    /// heading names nothing the code writes, when a word is no API's name (`output` over a
    /// `print`), or when only the code's strings and comments write it (`Button("Login")`).
    @Test func codeIsNoBackWhereProseExplainsOrNothingIsNamed() {
        #expect(cards("""
            # Views

            ## ScrollView

            ```swift
            ScrollView { Text("a") }
            ```

            A ScrollView scrolls its content when it is taller than the screen.

            ## Setup

            ```swift
            let model = Model()
            ```

            output
            ```swift
            print(output)
            ```

            ## Login

            ```swift
            Button("Login") { signIn() } // Login here
            ```
            """) == ["ScrollView → A ScrollView scrolls its content when it is taller than the screen."])
    }

    /// A long example shows its first twelve lines, without the indentation they share, and
    /// `…` after them; a line longer than a hundred characters (an image's data) is cut.
    @Test func aLongExampleIsCutAtTwelveLines() {
        let code = (1...15).map { "    Text(\"\($0)\")" }.joined(separator: "\n")
        let shown = ConceptExtractor.shownCode("\n" + code + "\n")
        #expect(shown.split(separator: "\n").count == 13)
        #expect(shown.hasPrefix("Text(\"1\")\nText(\"2\")"))
        #expect(shown.hasSuffix("Text(\"12\")\n…"))
        let data = "let image = \"" + String(repeating: "A", count: 300) + "\""
        #expect(ConceptExtractor.shownCode(data).count == 100)
        #expect(ConceptExtractor.shownCode(data).hasSuffix("AA…"))
    }

    /// The code's own words, without its strings and comments: a `Login` in a string, after
    /// `//` or inside `/* */` is none of its names.
    @Test func theCodesOwnWordsLeaveOutStringsAndComments() {
        #expect(ConceptExtractor.withoutStringsAndComments("Button(\"Login \\\"now\\\"\") { go() } // Login\n/* Login\n*/ Text(a)")
            == "Button(\"\") { go() } \n\n Text(a)")
        #expect(ConceptExtractor.withoutStringsAndComments("let half = a / 2") == "let half = a / 2")
    }

    /// Swift's `==` in the code is no card markup (`front==back`): the card stays.
    @Test func codeWithAnEqualityTestIsStillTheBack() {
        let blocks = MarkdownParser.parse("""
            # Models

            ## @Query

            ```swift
            @Query(filter: #Predicate<Item> { $0.done == false }) var items: [Item]
            ```
            """)
        let concepts = ConceptExtractor.concepts(in: blocks)
        #expect(CardExtractor.cards(in: blocks, concepts: concepts).map(\.front) == ["@Query"])
    }

    /// Imported, the card's back is the code; a search for the code's words finds the code
    /// as its snippet, with its lines, not a concept row that repeats it.
    @Test func theCardsBackIsTheCodeAndSearchFindsTheSnippet() throws {
        let folder = TemporaryFolder()
        let store = try folder.store(importing: "views.md", """
            # Views

            ## TextField

            ```swift
            TextField("Name", text: $name)
            ```
            """)
        let backs = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Card.columns) \(Card.from) WHERE k.kind = 'concept' ORDER BY k.id").map(Card.init(row:))
        }.map { "\($0.front) → \($0.back)" }
        #expect(backs.count == 1)
        #expect(backs.first?.hasSuffix("→ TextField(\"Name\", text: $name)") == true)
        let hits = try store.search("name text", options: .init(limit: 5))
        #expect(hits.map(\.kind) == [.snippet])
        #expect(hits.map { [$0.line, $0.endLine] } == [[5, 7]])
    }
}
