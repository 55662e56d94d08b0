import Testing
@testable import KnowledgeBase

/// `TaskLabelsDoneWithAnAPI`: a point labelled with a task whose text says which API does it
/// (BrookNotes, FjordNotes) is no concept; the API is. A task label whose text names no API,
/// and a label that names no task, stay.
@Suite struct TaskLabelsDoneWithAnAPITests {
    @Test func aTaskLabelOverTheAPIThatDoesItIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # MVVM

            - 상태 관리: View의 일시적인 상태(예: 사용자 입력)는 `@State`로 관리
            - Mutable한 로컬 상태 관리: `@State`로 선언된 변수는 뷰 내에서 변경 가능한 상태를 나타낸다.
            - 타이틀 설정: 네비게이션 바에 타이틀을 설정하려면 NavigationBarTitle을 사용한다.
            - 파일 분리: 각 역할(Model, View, ViewModel)에 따라 파일을 분리하여 관리
            - 의존성 관리: ViewModel에 비즈니스 로직을 집중시키고, View는 UI 표현에만 집중
            - 데이터 흐름: 데이터는 `@Binding`으로 하위 뷰에 전달된다.
            """) == ["MVVM", "NavigationBarTitle", "파일 분리", "의존성 관리", "데이터 흐름"])
    }

    @Test func theLabelIsTheLineUpToItsColon() {
        #expect(ConceptExtractor.colonLabel(startingWith: "타이틀", in: "- 타이틀 설정: 네비게이션 바에") == "타이틀 설정")
        #expect(ConceptExtractor.colonLabel(startingWith: "상태 관리", in: "•\t상태 관리: View의 상태는") == "상태 관리")
        #expect(ConceptExtractor.colonLabel(startingWith: "타이틀", in: "네비게이션 바의 타이틀") == nil)
    }

    @Test func theAPIIsANameWithTheParticleOfMeansOrUsed() {
        #expect(ConceptExtractor.apiDoingTheTask("View의 일시적인 상태는 `@State`로 관리") == "@State")
        #expect(ConceptExtractor.apiDoingTheTask("타이틀을 설정하려면 NavigationBarTitle을 사용한다.") == "NavigationBarTitle")
        #expect(ConceptExtractor.apiDoingTheTask("투표수와 득표율을 보여줌 -> `Grid` 를 사용한다.") == "Grid")
        #expect(ConceptExtractor.apiDoingTheTask("각 역할에 따라 파일을 분리하여 관리") == nil)
        #expect(ConceptExtractor.apiDoingTheTask("View는 UI 표현으로 나눈다") == nil)
        #expect(ConceptExtractor.apiDoingTheTask("NavigationBarTitle을 설정한다") == nil)
    }
}
