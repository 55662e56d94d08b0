import Testing
@testable import KnowledgeBase

/// `TasksDoneWithAnAPI`: a heading that names a task whose text opens with the API that does
/// it (FjordNotes, GaleNotes, HeldOutNotes) is no concept; the API is. A heading the sentence
/// names again, and one over a sentence about how its API works, stay.
@Suite struct TasksDoneWithAnAPITests {
    @Test func aTaskHeadingOverTheAPIThatDoesItIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Rows

            ## Swipe

            스와이프 동작을 추가하려면 `swipeActions` modifier를 사용

            #### 레이아웃 변경

            - previewLayout 수식어를 이용해 프리뷰 컨테이너의 크기 변경 가능

            ### rotation, 3D Animation

            - rotationEffect를 통해 각도를 조절함으로써 회전 애니메이션을 구현할 수 있습니다.

            ### 둥근 테두리

            `RoundedRectangle` 뷰에 `stroke` 를 적용하면 둥근 테두리를 구현할 수 있습니다.

            ### 암시적 애니메이션(Implicit Animation)

            - 뷰의 상태 변화를 감지하고 `.animation(_:)` 모디파이어를 사용해서 애니메이션을 적용한다.

            ## Spacer

            Spacer를 사용하면 뷰 사이에 빈 공간을 넣을 수 있다.
            """) == ["swipeActions", "rotationEffect", "둥근 테두리", "stroke", "암시적 애니메이션", ".animation(_:)", "Spacer"])
    }

    @Test func theAPIIsTheNameBeforeTheVerbOfUsingIt() {
        #expect(ConceptExtractor.apiUsedAsMeans("previewDevice(_:) 수식어를 적용해 기기 지정 가능") == "previewDevice(_:)")
        #expect(ConceptExtractor.apiUsedAsMeans("`LinearGradient(gradient:startPoint:endPoint)` 를 사용해 만들 수 있습니다")
            == "LinearGradient(gradient:startPoint:endPoint)")
        #expect(ConceptExtractor.apiUsedAsMeans("스와이프 동작을 추가하려면 **`swipeActions`** modifier를 사용") == "swipeActions")
        #expect(ConceptExtractor.apiUsedAsMeans("탭을 사용하여 여러 뷰 사이를 이동할 수 있다") == nil)
        #expect(ConceptExtractor.apiUsedAsMeans("offset을 사용해서 옮길 수 있다") == nil)
    }

    @Test func aSentenceNamesAWordOnlyAsAWholeWord() {
        #expect(ConceptExtractor.names("함수를 통해 contentOffset을 확인할 수 있다", "ContentOffset"))
        #expect(!ConceptExtractor.names("rotationEffect를 통해 회전할 수 있다", "rotation"))
        #expect(ConceptExtractor.names("`stroke` 를 적용하면 둥근 테두리를 구현할 수 있습니다", "둥근 테두리"))
    }
}
