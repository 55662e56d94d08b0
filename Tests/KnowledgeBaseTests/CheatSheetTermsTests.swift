import Testing
@testable import KnowledgeBase

/// Cheat sheets and reference notes: tables of tasks and the code for each, imperative
/// sentences that say what an API is for, and stress in bold. Each form is one that
/// QuillNotes (`Tests/Fixtures/QuillNotes`) showed kb getting wrong.
@Suite struct CheatSheetTermsTests {
    func cards(_ markdown: String) -> [String] {
        ConceptExtractor.concepts(in: MarkdownParser.parse(markdown)).map { "\($0.term) → \($0.explanation)" }
    }

    /// `| Define model | `@Model class Name {}` |`: a row whose first cell says what to do
    /// names a task, not a term; a row that names a thing still does.
    @Test func aTableRowOfATaskNamesNoTerm() {
        #expect(cards("""
            # Notes

            | Task           | Code                               |
            | -------------- | ---------------------------------- |
            | Define model   | `@Model class Name {}`             |
            | Save to DB     | `context.insert(obj) + save()`     |
            | Always save after insert/delete | Use `try? context.save()` |
            | ModelContext   | What inserts, deletes and saves models |
            | Change tracking | What SwiftData watches to save a model |
            """) == ["ModelContext → What inserts, deletes and saves models",
                     "Change tracking → What SwiftData watches to save a model"])
    }

    /// ``Use `@Model` on a class to make it persistable.``: where to use the API, then what
    /// for, as ``Use `X` to …`` says it directly.
    @Test func anImperativeUseWithItsPurposeExplainsTheAPI() {
        #expect(cards("""
            # Notes

            Use `@Model` on a **class** (not struct!) to make it persistable.

            Use `@Bindable` with models inside child views for two-way binding.

            Use `Text` here.
            """) == [
                "@Model → Use `@Model` on a class (not struct!) to make it persistable.",
                "@Bindable → Use `@Bindable` with models inside child views for two-way binding.",
            ])
    }

    /// `Use Sections to separate different parts of the form:` over the code: a type the
    /// note's code uses, named unmarked and in the plural, with what it is for; the colon
    /// only leads into the code, and the sentence is the back (ReedNotes). A lead-in that
    /// only points at the code (`Here is how you do it:`) stays no back.
    @Test func aSentenceOverItsCodeSaysWhatItsTypeIsFor() {
        #expect(cards("""
            # Forms

            Use Sections to separate different parts of the form:
            ```
            Section {
                TextField("Name", text: $name)
            }
            ```

            Here is how you do it in a view:
            ```
            Text("a")
            ```

            Use Buttons sparingly.
            """) == ["Section → Use Sections to separate different parts of the form."])
    }

    /// `and **does** change it's value`, `drawn again **only** when`, `you **have to** pass`
    /// (MossNotes): an auxiliary, a duty's verb or an adverb in bold is the sentence's stress,
    /// no term.
    @Test func anAuxiliaryOrAnAdverbInBoldIsStress() {
        #expect(cards("""
            # Notes

            If the child view needs this data and **does** change its value, pass it a binding.

            The view is drawn again **only** when its state changes.

            * you **have to** pass the object
            """) == [])
    }

    /// `It's isStoredInMemoryONly property is …`: the name after a possessive (the note's
    /// `It's` for `Its`) and before its kind word is the term.
    @Test func theNameAfterAPossessiveIsTheTerm() {
        #expect(cards("""
            # Notes

            - It's isStoredInMemoryONly property is a boolean value that determines whether the storage is ephemeral
            """).map { $0.components(separatedBy: " → ")[0] } == ["isStoredInMemoryONly"])
    }

    /// ``The `withAnimation {}` block animates changes.``: the empty closure shows how the
    /// API is called; the term is its name.
    @Test func anEmptyTrailingClosureIsNoPartOfTheName() {
        #expect(cards("""
            # Notes

            The `withAnimation {}` block animates the changes its closure makes.
            """) == ["withAnimation → The `withAnimation {}` block animates the changes its closure makes."])
        #expect(LearnerTerms.withoutEmptyClosure("`withAnimation { … }`") == "`withAnimation`")
        #expect(LearnerTerms.withoutEmptyClosure("VStack { Text(\"A\") }") == "VStack { Text(\"A\") }")
    }
}
