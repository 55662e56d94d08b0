import Testing
@testable import KnowledgeBase

/// A list item that opens on a name with its entry on the lines under it (ValeNotes'
/// `- SceneDelegate.swift` and `- Spacer`, each over an indented explanation): the name
/// is the term, a Swift file's name standing for the type it is named for.
@Suite struct ListEntryNameTests {
    func cards(_ markdown: String) -> [String] { conceptCards(markdown, backLength: 30) }

    @Test func aListItemOpeningOnANameIsItsEntry() {
        #expect(cards("""
            # SwiftUI

            - SceneDelegate.swift
            \tSwiftUI를 추가하지 않더라도 iOS13부터 추가된 delegate이다.

            - Spacer
            \tiOS13부터 추가된 구조체로, view layout 내부에 임의의 공간을 부여한다.
            """) == [
                "SceneDelegate → SwiftUI를 추가하지 않더라도 iOS13부터 추가된",
                "Spacer → iOS13부터 추가된 구조체로, view layout ",
            ])
    }

    /// A capitalised word over its lines is a label (`Example`) unless it is a view's name or
    /// the note's code writes it; outside a list it labels what follows.
    @Test func aLabelOverItsLinesIsNoEntry() {
        #expect(cards("""
            # Notes

            - Example
            \tInt 타입의 두개의 인자값을 받고 Boolean 값을 리턴하는 함수 타입이다.

            Spacer
            iOS13부터 추가된 구조체로, view layout 내부에 임의의 공간을 부여한다.
            """) == [])
        #expect(ConceptExtractor.entryName("Example", codeWords: []) == nil)
        #expect(ConceptExtractor.entryName("Example", codeWords: ["Example"]) == "Example")
        #expect(ConceptExtractor.entryName("ContentView.swift", codeWords: []) == "ContentView")
        #expect(ConceptExtractor.entryName("Preview Content 폴더", codeWords: []) == nil)
    }

    /// `- ContentView.swift` names the tutorial's own view, which makes no card; the entry's
    /// lines are read as any item's (`UIHostingController는 …`).
    @Test func anEntryWhoseNameMakesNoCardKeepsItsOtherTerms() {
        let terms = cards("""
            # SwiftUI

            - ContentView.swift
            \tSimulator를 실행하면 맨 처음 출력되는 SwiftUI View이다.
            \tUIHostingController는 SwiftUI View를 인자로 받아 ViewController를 만드는 역할을 한다.

            ```swift
            struct ContentView: View {
                var body: some View { Text("Hi") }
            }
            ```
            """).map { $0.prefix { $0 != " " } }
        #expect(terms == ["UIHostingController"])
    }
}
