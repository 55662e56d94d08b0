import Testing
@testable import KnowledgeBase

/// A note that walks through its example names the example's own variables as it goes
/// (MarshNotes' staggered grid): none is a concept. Nor is a word typed in letters apart.
@Suite struct WalkthroughNamesTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func aClosuresCamelCaseParameterIsTheExamplesOwnName() {
        let terms = forms.terms("""
            ```swift
            HStack(alignment: .top) {
                ForEach(setUpList(), id: \\.self) { columnsData in
                    LazyVStack(spacing: spacing) {
                        ForEach(columnsData) { object in content(object) }
                    }
                }
            }
            ```

            - `columnsData`는 하나의 컬럼 배열을 의미한다.
            - `LazyVStack`은 화면에 보이는 뷰만 그리는 스택이다.
            """)
        #expect(terms == ["LazyVStack"])
        #expect(LearnerTerms.boundNames(in: "for rowIndex in rows {\n  ForEach(items) { item, itemIndex in }\n}") == ["rowIndex", "itemIndex"])
    }

    /// `Path { path in`: a plain word is no own name; `{ geometryProxy in` where the note
    /// explains `GeometryProxy` keeps the type a concept.
    @Test func aParameterNamedAsTheAPIIsNoOwnName() {
        #expect(LearnerTerms.boundNames(in: "Path { path in\n  path.move(to: .zero)\n}") == [])
        #expect(forms.terms("""
            `GeometryProxy`는 컨테이너의 크기와 좌표 공간 정보를 담고 있는 프록시 타입이다.

            ```swift
            GeometryReader { geometryProxy in
                Text("w: \\(geometryProxy.size.width)")
            }
            ```
            """) == ["GeometryProxy"])
        #expect(!LearnerTerms.declaredNames(in: MarkdownParser.parse("```swift\n@GestureState var a = false\n.updating($a) { value, gestureState, transaction in }\n```")).contains("gesturestate"))
    }

    @Test func lettersTypedApartAreNoTerm() {
        #expect(ConceptExtractor.isTermLike("ㅇㅣ해") == false)
        #expect(ConceptExtractor.isTermLike("ㅋㅋ") == false)
        #expect(ConceptExtractor.isTermLike("이해") == true)
    }

    /// `- **ForEach.** The number of views can change, …` (MarshNotes): the full stop ends the
    /// bold lead, no part of the name it stresses.
    @Test func aBoldLeadsFullStopIsNoPartOfItsName() {
        #expect(forms.terms("""
            - How to swap out parts of the view tree.
            	- **ForEach.** The number of views can change, but they all need to have the same type.
            """) == ["ForEach"])
        #expect(ConceptExtractor.withoutLeadsFullStop(InlineSpan(kind: .strong, text: "e.g.", range: "e.g.".startIndex..<"e.g.".endIndex)).text == "e.g.")
    }

    /// Labels of a lesson's review and of a section's points (`**Review**`, `Questions:`, `##
    /// 동작 방식`), a sentence cut at its colon (`SwiftUI uses declarative lifecycle:`) and a
    /// verb's stem (`배우는 과정에서`) are no terms (MarshNotes, NookNotes).
    @Test func labelsSentencesAndStemsAreNoTerms() {
        #expect(HeadingRecallTests().cards("""
            # Lecture 1

            **Review**

            - Views are structs that describe the UI.

            ## 동작 방식

            스크롤 위치를 읽어서 헤더를 줄인다.
            """) == [])
        #expect(ConceptExtractor.isCutSentence("SwiftUI uses declarative lifecycle"))
        #expect(!ConceptExtractor.isCutSentence("Structs are value types"))
        #expect(LearnerTerms.isVerbStem("배우"))
        #expect(forms.terms("""
            ## 6. View Lifecycle

            SwiftUI uses declarative lifecycle:
            - `onAppear`
            - `onDisappear`
            """) == [])
    }

    /// A bold lead in words (`**Be careful.**`) stays a sentence: only a name as Swift spells
    /// one loses its full stop.
    @Test func aLeadInWordsKeepsItsStop() {
        for lead in ["Be careful", "Result", "Rule of thumb", "List 사용법"] {
            #expect(forms.terms("**\(lead).** Changing state in body causes a loop.") == [], "\(lead)")
        }
    }
}
