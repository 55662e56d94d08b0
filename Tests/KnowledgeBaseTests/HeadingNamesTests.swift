import Testing
@testable import KnowledgeBase

/// Headings that name their section's term in a way a title writes it: linked to the
/// lecture's video or the API's documentation (`## [Shape](https://youtu.be/…)`, OakNotes'
/// CS193p notes, SleetNotes' `### [7. @FocusState](https://developer.apple.com/…)`), or
/// an API's name spelled in sentence case (`## Navigation view` over text and code that
/// writes `NavigationView`, WrenNotes).
@Suite struct HeadingNamesTests {
    func cards(_ markdown: String) -> [String] { conceptCards(markdown, backLength: 40) }

    @Test func aLinkedHeadingHeadsTheTextUnderIt() {
        #expect(cards("""
            # Lecture 5

            Notes on the lecture.

            ## [Shape](https://youtu.be/oDKDGCRdSHc?t=1223)

            A protocol inherits from View drawing itself by filling with the current foreground color.
            The Shape protocol is also a View.

            ### [7. @FocusState](https://developer.apple.com/documentation/swiftui/focusstate)
            scene 내에 포커스가 변경될 때 SwiftUI가 업데이트하는 값을 읽고 쓸 수 있는 propertywrapper 타입
            """) == [
                "Shape → A protocol inherits from View drawing it",
                "@FocusState → scene 내에 포커스가 변경될 때 SwiftUI가 업데이트하는 값을 읽",
            ])
    }

    /// A linked sentence or plural topic is the title a video gives its chapter, and a
    /// paragraph of links only is a table of contents: none names a term.
    @Test func aLinkedSentenceOrAListOfLinksNamesNoTerm() {
        #expect(cards("""
            # Lecture 3

            [Layout](#layout) [Animations](#animations)

            ## [Layout: How do we decide whether all our Views go on Screen?](https://youtu.be/SIYdYpPXil4?t=2996)
            1. Container Views "offer" space to the Views inside them.
            2. Views then choose what size they want to be.

            ## [Animations](https://youtu.be/3krC2c56ceQ?t=498)

            Animation only works for Views that are in a container that is already on screen.
            """).allSatisfy { !$0.hasPrefix("Layout →") && !$0.hasPrefix("Animations →") })
    }

    @Test func aSentenceCaseHeadingOverItsTextSpellsTheAPIItsCodeWrites() {
        #expect(cards("""
            # Docs

            Notes.

            ## Navigation view
            This is required whenever you are performing navigation in SwiftUI

            ```swift
            NavigationView {
                Text("Hello")
            }
            ```
            """) == ["NavigationView → This is required whenever you are perfor"])
        #expect(ConceptExtractor.sentenceCaseAPIName(["Navigation", "split", "view"], under: [MarkdownBlock]()) == nil)
    }

    /// `### Drag gesture` over code alone captions the example, which drags a circle with
    /// `DragGesture` (RealNotes' coordinate space note).
    @Test func aSentenceCaseHeadingOverCodeAloneCaptionsTheExample() {
        #expect(cards("""
            # Coordinate space

            Notes.

            ### Drag gesture

            ```swift
            Circle().gesture(DragGesture(coordinateSpace: .named("stack")))
            ```
            """).isEmpty)
    }

    /// `## Delay animation` over code that declares `delayAnimation` names the note's own
    /// property, and `## Navigation view` over code that writes only `NavigationViewStyle`
    /// spells no name the code writes.
    @Test func aSentenceCaseHeadingOverOtherNamesNamesNoAPI() {
        let code = MarkdownParser.parse("""
            ```swift
            @State private var delayAnimation = false
            List { }.navigationViewStyle(StackNavigationViewStyle())
            ```
            """)
        #expect(ConceptExtractor.sentenceCaseAPIName(["Navigation", "view"], under: code) == nil)
        #expect(ConceptExtractor.sentenceCaseAPIName(["Navigation", "View"], under: code) == nil)
        #expect(cards("""
            # Animations

            Notes.

            ## Delay animation

            ```swift
            @State private var delayAnimation = false
            ```
            """).isEmpty)
    }
}
