import Testing
@testable import KnowledgeBase

/// A list item whose first line is a short noun phrase, explained by the lines under it
/// in the same paragraph (`PhraseEntries`).
@Suite struct PhraseEntryTests {
    /// `- Preview Content 폴더` over `Xcode11 버전부터 …` (ValeNotes): the phrase, with the
    /// lines under it as the back.
    @Test func aPhraseOnAnItemsFirstLineIsItsEntry() {
        #expect(HeadingRecallTests().cards("""
            # 노트

            - Preview Content 폴더
            \tXcode11 버전부터 Canvas 기능을 통해 Simulator 없이도 화면을 미리 볼 수 있게 되었다.
            \t이 Canvas에서 사용되는 데이터들을 위한 Assets.
            """) == ["Preview Content 폴더 → Xcode11 버전부터 Canvas 기능을 통해 Simulator 없이도 화면을 미리 볼 수 있게 되었다.\n이 Canvas에서 사용되는 데이터들을 위한 Assets."])
    }

    /// A step (`environment property 활용`, SleetNotes), a clause (`값을 바꾸면`) or a task
    /// (`Add a button`) heads no entry, nor does an item a remark in parentheses follows.
    @Test func aStepOrAClauseHeadsNoEntry() {
        for line in ["environment property 활용", "값을 바꾸면", "Add a button", "정리"] {
            #expect(ConceptExtractor.entryPhrase(line) == nil, "\(line)")
        }
        #expect(ConceptExtractor.entryPhrase("Form Container") == "Form Container")
        // (RealNotes: `- alignment` over a remark in parentheses about the list.)
        #expect(ConceptExtractor.entryPhrase("alignment", over: "(the widths are optional floats. Alignment things like .center)") == nil)
    }
}
