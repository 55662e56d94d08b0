import Testing
@testable import KnowledgeBase

/// A sentence that opens with a condition, a concession or a reason on its subject says
/// what follows from the subject, not what the subject is (RiverNotes, FrostNotes,
/// SleetNotes, ValeNotes).
@Suite struct ConditionOnSubjectTests {
    let forms = ConceptDefinitionFormsTests()

    @Test func aConditionOnTheSubjectNamesNoTopic() {
        #expect(forms.terms("Game Logic이 변하면, 어느 뷰가 바뀌어야할지 파악하고 그 view의 body를 rebuild함") == [])
        #expect(forms.terms("`userID`가 바뀌어도 뷰모델은 옛 것 그대로다.") == [])
        #expect(forms.terms("Card가 너무 많아서 버튼이 보이지 않음") == [])
        #expect(forms.terms("따라서 State가 하나만 바뀌어도 세 subview 전부 다른 View로 판단됨") == [])
        #expect(forms.terms("NavigationStack이 \"앞뒤로\" 이동이라면, TabView는 \"좌우로\" 이동하는 느낌이에요.") == [])
    }

    /// (A value the subject takes, a subject that goes on to say what it does, and a topic
    /// in 은/는 stay topics.)
    @Test func aSubjectThatIsDescribedStaysATopic() {
        #expect(forms.terms("`lineWidth`가 `20`이면 path 안쪽으로 `10`, 바깥쪽으로 `10`이 그려지는 방식입니다.") == ["lineWidth"])
        #expect(forms.terms("Padding이 20만큼 정해져 있기에 하위 텍스트에게 줄어든 영역을 제공한다.") == ["Padding"])
        #expect(forms.terms("Spacer는 남는 공간을 모두 차지하는 뷰이다.") == ["Spacer"])
        #expect(ConceptExtractor.opensWithConditionOnSubject(["Game", "Logic이", "변하면,", "뷰가"]))
        #expect(!ConceptExtractor.opensWithConditionOnSubject(["SwiftUI는", "@State가", "바뀌면", "뷰를"]))
    }

    @Test func aConnectiveEndingIsReadOnAHangulStem() {
        #expect(ConceptExtractor.isConditionOnHangulStem("바뀌어도"))
        #expect(ConceptExtractor.isConditionOnHangulStem("호출되면"))
        #expect(!ConceptExtractor.isConditionOnHangulStem("20이면"))
        #expect(!ConceptExtractor.isConditionOnHangulStem("화면"))
        #expect(!ConceptExtractor.isConditionOnHangulStem("화면에서"))
    }
}
