import Testing
@testable import KnowledgeBase

/// `| UIButton | Button |` (FjordNotes' and PineNotes' UIKit-to-SwiftUI tables): a name and
/// its counterpart in another framework is no concept (`CounterpartRows`); a row that says
/// what its name is in words, or whose answer calls its own API, stays a card, and so does
/// the heading that says the table compares the two frameworks.
extension RejectedConceptsTests {
    @Test func aUIKitNameAndItsSwiftUICounterpartIsNoConcept() {
        #expect(terms("""
            # UIKit과 SwiftUI 비교

            | UIKit | SwiftUI |
            | --- | --- |
            | UILabel | Text |
            | UITextField(isSecureTextEntry) | SecureField |
            | UIStackView | HStack(가로 방향), ZStack(세로 방향) |
            | UITableView(Grouped) | `List(GroupedListStyle)` |
            | UIAlertController(alert스타일) | Alert |
            | UIHostingController | SwiftUI 뷰를 UIKit 화면에 담는 뷰 컨트롤러 |
            | alert | `.alert(isPresented:)` |
            """) == ["UIKit과 SwiftUI 비교", "UIHostingController", "alert"])
    }

    @Test func anAnswerOfNamesAloneListsThem() {
        #expect(ConceptExtractor.apiNamesOnly("HStack(가로 방향), ZStack(세로 방향)") == ["HStack", "ZStack"])
        #expect(ConceptExtractor.apiNamesOnly("`.alert(isPresented:)`") == [".alert"])
        #expect(ConceptExtractor.apiNamesOnly("NavigationStack / NavigationSplitView") == ["NavigationStack", "NavigationSplitView"])
        #expect(ConceptExtractor.apiNamesOnly("경고 다이얼로그") == nil)
        #expect(ConceptExtractor.apiNamesOnly("Text for short labels") == nil)
        #expect(ConceptExtractor.apiNamesOnly("default") == nil)
        #expect(ConceptExtractor.apiNamesOnly("") == nil)
    }
}
