import Testing
@testable import KnowledgeBase

/// Forms of definition that study notes write besides `X는 …이다`: glossary items with a
/// dash, a name set apart by `이란` before its kind, a topic with a comma after its
/// particle, a sigil glossed by its Korean name, and the framework's own interface quoted.
@Suite struct ConceptDefinitionFormsTests {
    func concepts(_ markdown: String) -> [ParsedConcept] {
        let blocks = MarkdownParser.parse(markdown)
        return ConceptExtractor.concepts(in: blocks, declared: LearnerTerms.declaredNames(in: blocks))
    }

    func terms(_ markdown: String) -> [String] { concepts(markdown).map(\.term) }

    /// `- term - explanation`, with a hyphen, an en dash or an em dash spaced on both sides,
    /// is a glossary entry; a generic word is one when its explanation names it.
    @Test func aListItemWithADashIsAGlossaryEntry() {
        let found = concepts("""
            - frame - The rectangle a view occupies in its parent's coordinate space.
            - minLength – 스페이서가 최소한으로 차지하는 길이
            * size — The size the proposal leaves to the reader.
            """)
        #expect(found.map(\.term) == ["frame", "minLength", "size"])
        #expect(found.map(\.explanation) == [
            "The rectangle a view occupies in its parent's coordinate space.",
            "스페이서가 최소한으로 차지하는 길이",
            "The size the proposal leaves to the reader.",
        ])
        #expect(found.map(\.source) == [.colonDefinition, .colonDefinition, .colonDefinition])
    }

    /// A hyphen inside a word, a dash in a paragraph, a sentence cut at a dash and a dash
    /// inside code part no term from its explanation.
    @Test func otherDashesDefineNothing() {
        #expect(terms("- top-leading 정렬로 놓인다") == [])
        #expect(terms("frame - The rectangle a view occupies in its parent.") == [])
        #expect(terms("- There's also padding - but it adds space on every edge") == [])
        let codeWithADash = MarkdownParser.parse("- `a - b` is the distance between the two edges")
        #expect(ConceptExtractor.dashDefinition(codeWithADash[0]) == nil)
        #expect(terms("- size - The") == [])
    }

    /// `spacing이란 파라미터`: 이란 before a kind word names the term as 이라는 does. A
    /// Hangul adjective ending in 란 (`파란 뷰`) names nothing.
    @Test func aNameSetApartByIranBeforeItsKind() {
        #expect(terms("뷰 사이 간격을 정하는 spacing이란 파라미터의 기본 값은 nil이다.") == ["spacing"])
        #expect(terms("화면에 파란 뷰가 있고, 그 옆에 동그란 뷰가 있다.") == [])
    }

    /// `property wrapper란, …`: a comma after the topic particle sets the topic apart; an
    /// adverb before the topic is no part of it.
    @Test func aTopicWithACommaAfterItsParticle() {
        let found = concepts("그저 property wrapper란, 구현된 기능을 선언 하나로 다시 쓰게 해 주는 것이다.")
        #expect(found.map(\.term) == ["property wrapper"])
    }

    /// `달러($) 접두어는 …`: a sigil glossed after its Korean name is that sigil.
    @Test func aSigilGlossedByItsKoreanNameIsTheSigil() {
        #expect(terms("달러($) 접두어는 프로퍼티 래퍼가 내놓는 바인딩을 꺼낸다.") == ["$"])
        #expect(LearnerTerms.glossedSigil("달러($)") == "$")
        #expect(LearnerTerms.glossedSigil("상태(State) 프로퍼티") == nil)
        #expect(LearnerTerms.glossedSigil("Binding($x)") == nil)
    }

    /// The framework's interface quoted from its documentation declares the API the note
    /// explains, not the note's own code: `@State` stays a concept. A struct the note
    /// writes itself does not.
    @Test func aQuotedInterfaceIsNotTheNotesOwnCode() {
        let quoted = """
            ```swift
            @frozen @propertyWrapper struct State<Value>
            ```

            `@State`는 뷰가 소유하는 값을 저장하는 프로퍼티 래퍼다.
            """
        #expect(terms(quoted) == ["@State"])
        let own = """
            ```swift
            struct Badge: View { var body: some View { Text("1") } }
            ```

            `Badge`는 숫자를 보여 주는 뷰다.
            """
        #expect(terms(own) == [])
        #expect(LearnerTerms.isQuotedInterface("public struct HStack<Content> : View where Content : View"))
        #expect(!LearnerTerms.isQuotedInterface("struct Badge: View {}"))
    }
}
