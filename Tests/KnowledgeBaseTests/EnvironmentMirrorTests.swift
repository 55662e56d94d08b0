import Testing
@testable import KnowledgeBase

/// A property named as the environment value it reads declares SwiftUI's name, not the
/// tutorial's own (`EnvironmentMirrors`).
@Suite struct EnvironmentMirrorTests {
    /// `## editMode` over the text that explains it, in a note whose code reads
    /// `@Environment(\.editMode) var editMode` (SageNotes): the API's card.
    @Test func aPropertyNamedAsItsEnvironmentValueIsTheAPIs() {
        #expect(HeadingRecallTests().cards("""
            # 노트

            ## editMode

            SwiftUI에서 이 editMode는 환경값으로, 변수처럼 정의해서 쓴다.

            ```swift
            @Environment(\\.editMode) var editMode
            ```
            """) == ["editMode → SwiftUI에서 이 editMode는 환경값으로, 변수처럼 정의해서 쓴다."])
    }

    /// A property named otherwise (`onTapPop`, GaleNotes) or declared without an
    /// environment value stays the tutorial's own.
    @Test func aPropertyNamedOtherwiseIsTheTutorials() {
        #expect(LearnerTerms.environmentMirrors(in: "@Environment(\\.modelContext) private var modelContext") == ["modelcontext"])
        #expect(LearnerTerms.environmentMirrors(in: "@Environment(\\.dismiss) private var onTapPop") == [])
        let blocks = MarkdownParser.parse("""
            ```swift
            @Environment(\\.dismiss) private var onTapPop
            @State private var showDetails = false
            ```
            """)
        #expect(LearnerTerms.declaredNames(in: blocks).isSuperset(of: ["ontappop", "showdetails"]))
    }
}
