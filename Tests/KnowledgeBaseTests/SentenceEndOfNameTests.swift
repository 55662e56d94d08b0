import Testing
@testable import KnowledgeBase

/// A name written without backticks before the punctuation that ends its sentence or clause
/// (`SentenceEndOfName`): the name ends before it, and is read as the note's code.
@Suite struct SentenceEndOfNameTests {
    let forms = ConceptDefinitionFormsTests()

    /// ``… a special attribute to the body property called @ViewBuilder.`` (GaleNotes): named,
    /// the attribute is the term, and the back is the sentence with the name marked.
    @Test func aNameBeforeTheSentencesPeriodIsNamed() {
        let found = forms.concepts("Swift silently applies a special attribute to the body property called @ViewBuilder.")
        #expect(found.map(\.term) == ["@ViewBuilder"])
        #expect(found.map(\.explanation) == ["Swift silently applies a special attribute to the body property called `@ViewBuilder`."])
    }

    /// The punctuation after a letter, a digit or a call's parenthesis ends the name; a word
    /// of punctuation only, or a member's leading `.`, stays as it is.
    @Test func thePunctuationAfterTheNameIsCut() {
        let word: Substring = "@ViewBuilder.", call: Substring = "padding(),", dots: Substring = "...", member: Substring = ".bottom"
        #expect(word[..<SentenceEndOfName.end(of: word, before: word.endIndex)] == "@ViewBuilder")
        #expect(call[..<SentenceEndOfName.end(of: call, before: call.endIndex)] == "padding()")
        #expect(dots[..<SentenceEndOfName.end(of: dots, before: dots.endIndex)] == "...")
        #expect(member[..<SentenceEndOfName.end(of: member, before: member.endIndex)] == ".bottom")
    }
}
