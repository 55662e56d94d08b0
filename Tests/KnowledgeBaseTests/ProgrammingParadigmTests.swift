import Testing
@testable import KnowledgeBase

/// The paradigm a note says SwiftUI is written in, named in passing (`ProgrammingParadigms`).
@Suite struct ProgrammingParadigmTests {
    /// The concepts of a note, as `term → explanation`.
    func concepts(_ markdown: String) -> [String] { HeadingRecallTests().cards(markdown) }

    /// `SwiftUI는 선언형 프로그래밍 방식으로, …` (BrookNotes), `… 데이터 주도 방식의 개발을
    /// 강조 함` (LarkNotes): the paradigm's name, with the sentence as its back.
    @Test func aSentenceThatNamesTheParadigmExplainsIt() {
        #expect(concepts("""
            # 노트

            SwiftUI는 선언형 프로그래밍 방식으로, 데이터의 변화에 따라 UI가 자동으로 업데이트된다.
            """) == ["선언형 프로그래밍 → SwiftUI는 선언형 프로그래밍 방식으로, 데이터의 변화에 따라 UI가 자동으로 업데이트된다."])
        #expect(concepts("""
            # 노트

            SwiftUI는 데이터 주도 방식의 개발을 강조한다.
            """) == ["데이터 주도 방식 → SwiftUI는 데이터 주도 방식의 개발을 강조한다."])
    }

    /// `* Imperative programming *bad*` over nested items (MistNotes' CS193p notes): the items
    /// explain it.
    @Test func anItemThatNamesTheParadigmIsExplainedByItsItems() {
        #expect(concepts("""
            # 노트

            * Imperative programming *bad*
                * You need to know when each function is called to lay out views.
            """) == ["Imperative programming → Imperative programming bad\nYou need to know when each function is called to lay out views."])
    }

    /// An adjective alone, before code, among other adjectives, or in a text about an API
    /// names no paradigm.
    @Test func anAdjectiveInPassingNamesNone() {
        for text in ["뷰를 선언적으로 작성한다는 점이 좋았다.",
                     "Using some View lets developers write flexible, declarative UI code quickly.",
                     "Combine helps us write an app in a functional reactive programming way today.",
                     "`ForEach` is a fusion of functional programming and SwiftUI's declarative approach."] {
            let terms = concepts("# 노트\n\n" + text).map { $0.components(separatedBy: " → ")[0] }
            #expect(terms.filter { $0.lowercased().contains("declarative") || $0.contains("선언") || $0.contains("reactive") } == [],
                    "\(text)")
        }
    }
}
