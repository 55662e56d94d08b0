import Testing
@testable import KnowledgeBase

/// A heading that asks how things differ is one card, the difference (`ComparedNames`):
/// the forms the labelled corpora of real notes showed kb carding nothing for (SleetNotes'
/// `## UIKit View Vs SwiftUI View`, NookNotes' interview questions, DuneNotes' `## The
/// difference of struct and class`, GroveNotes' `## ✨ ZStack, overlay, background 뭐가
/// 다를까?`), where each labeller listed the comparison as a central concept.
@Suite struct ComparedNamesTests {
    @Test func englishComparisonsReadAVersusB() {
        #expect(ComparedNames.comparison(in: "UIKit View Vs SwiftUI View") == "UIKit View vs SwiftUI View")
        #expect(ComparedNames.comparison(in: "What is the difference between uikit and swiftUI?") == "uikit vs swiftUI")
        #expect(ComparedNames.comparison(in: "@StateObject vs. @ObservedObject: The differences explained")
            == "@StateObject vs @ObservedObject")
        #expect(ComparedNames.comparison(in: "The difference of struct and class") == "struct vs class")
        #expect(ComparedNames.comparison(in: "How is `List` different from `LazyVStack`?") == "List vs LazyVStack")
        #expect(ComparedNames.comparison(in: "sequenced versus chained gestures") == "sequenced vs chained gestures")
        #expect(ComparedNames.comparison(in: "`onAppear` vs `task` vs `onChange`") == "onAppear vs task vs onChange")
        // (A member keeps its dot; where the comparison is made is no part of a side.)
        #expect(ComparedNames.comparison(in: "`.debounce` vs `.throttle`") == ".debounce vs .throttle")
        #expect(ComparedNames.comparison(in: "Difference between frames and bounds in UIKit") == "frames vs bounds")
        #expect(ComparedNames.comparison(in: "ObservableObject vs @Observable (iOS 17)") == "ObservableObject vs @Observable")
        #expect(ComparedNames.comparison(in: "Main differences between padding, frame and offset") == "padding vs frame vs offset")
    }

    @Test func aKoreanQuestionReadsAsTheNotesOwnDifference() {
        #expect(ComparedNames.comparison(in: "ZStack, overlay, background 뭐가 다를까?") == "ZStack, overlay, background의 차이")
        #expect(ComparedNames.comparison(in: "VStack과 LazyVStack은 어떻게 다른가") == "VStack과 LazyVStack의 차이")
    }

    /// A sentence, a step and a title of many words compare nothing a card names.
    @Test func sidesMustBeTerms() {
        #expect(ComparedNames.comparison(in: "Why the frame you set versus the frame you get differs in this layout") == nil)
        #expect(ComparedNames.comparison(in: "The difference of opinion") == nil)
        #expect(ComparedNames.comparison(in: "How to make a list different from the default") == nil)
        #expect(ComparedNames.comparison(in: "Layout priority") == nil)
    }

    @Test func eachHeadingIsOneCardExplainedByItsSection() {
        let found = ConceptExtractor.concepts(in: MarkdownParser.parse("""
            # Comparisons

            ## UIKit View Vs SwiftUI View

            UIKit View는 클래스이고, SwiftUI View는 구조체이다.

            ### 6. What is the difference between uikit and swiftUI?

            SwiftUI is a declarative framework but UIKit is an imperative framework.

            ## The difference of struct and class

            Structs are value types; classes are reference types.

            ## ✨ ZStack, overlay, background 뭐가 다를까?

            ZStack, overlay, background는 뷰를 겹치는 세 가지 방식이다.
            """))
        #expect(found.map(\.term) == ["UIKit View vs SwiftUI View", "uikit vs swiftUI", "struct vs class",
                                      "ZStack, overlay, background의 차이"])
        #expect(found.map(\.line) == [3, 7, 11, 15])
        #expect(found.first?.explanation == "UIKit View는 클래스이고, SwiftUI View는 구조체이다.")
    }

    /// The back says what the section says of each side, not of the first alone.
    @Test func theBackHoldsEachSide() {
        let found = ConceptExtractor.concepts(in: MarkdownParser.parse("""
            ### 14. @StateObject vs. @ObservedObject: The differences explained
              - `@StateObject`:
                   - Suitable for views that create and maintain the state of an object.
              - `@ObservedObject`:
                   - Suitable for views that observe an object owned elsewhere.
            """))
        #expect(found.first?.term == "@StateObject vs @ObservedObject")
        #expect(found.first?.explanation == """
            `@StateObject`:
            Suitable for views that create and maintain the state of an object.
            `@ObservedObject`:
            Suitable for views that observe an object owned elsewhere.
            """)
    }

    /// `ZStack, overlay, background는 …` says something of all three together: no card of the
    /// last (`ListedSubjects`); a comma after a clause or a number lists nothing.
    @Test func aSubjectListedByCommasIsNoCard() {
        func terms(_ text: String) -> [String] {
            ConceptExtractor.concepts(in: MarkdownParser.parse("# T\n\n" + text + "\n")).map(\.term)
        }
        #expect(terms("ZStack, overlay, background는 뷰를 겹치는 세 가지 방식이다.") == [])
        #expect(terms("예를 들어, ZStack은 뷰를 겹쳐 쌓는 스택이다.") == ["ZStack"])
        #expect(terms("iOS 17, Observable은 새로운 관찰 방식이다.").contains("Observable"))
    }
}
