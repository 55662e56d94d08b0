import Testing
@testable import KnowledgeBase

/// `CustomKindsInPassing`: a custom kind named only as the place another thing is used in
/// (PineNotes) is no term; one its sentence is about, with its particle, stays.
@Suite struct CustomKindsInPassingTests {
    @Test func aCustomKindAsThePlaceOfAnotherThingIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # Shapes

            - 커스텀 `Shape`에서 `strokeBorder`를 쓰려면 해당 shape가 `InsettableShape`를 준수해야 합니다.

            SwiftUI에서 커스텀 도형을 그리기 위해 **Shape** 프로토콜을 사용할 수 있다.
            """) == ["Shapes", "strokeBorder", "InsettableShape", "Shape", "커스텀 도형"])
    }
}
