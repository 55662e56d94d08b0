import Testing
@testable import KnowledgeBase

/// `ExampleParts`: a sentence that opens by pointing at the note's example and goes straight
/// on to a name (BrookNotes, EmberNotes) tells the example's parts, not what they are; a name
/// the sentence brings in by what the code does with it stays, and so does the part's own
/// definition further on.
@Suite struct ExamplePartsTests {
    @Test func theNamesOfASentenceAboutTheExampleAreNoTerms() {
        #expect(RejectedConceptsTests().terms("""
            # Stacks

            ```swift
            HStack {
                Image(systemName: "star.fill")
                RoundedRectangle(cornerRadius: 10)
            }
            ```
            - 위 코드에서 **HStack**은 **Image**, **RoundedRectangle**을 포함하고 있으며, 각각 제공받은 공간을 나눔

            영상의 예제 앱에서 `Stepper`는 `OrderForm`이란 뷰에 포함되어 있다.

            `Stepper`는 정적인 뷰가 아닌 컨트롤이다.

            - 위 코드에서 사용한 `objectWillChange.send()`는 **값이 변동되었음을 알려주는 메소드**로, 뷰를 다시 그린다.
            """) == ["Stepper", "objectWillChange.send()"])
    }

    @Test func theExampleIsPointedAtByItsFirstWords() {
        #expect(ConceptExtractor.afterExamplePointer("위 코드에서 **HStack**은 …") == "**HStack**은 …")
        #expect(ConceptExtractor.afterExamplePointer("영상의 예제 앱에서 `Stepper`는 …") == "`Stepper`는 …")
        #expect(ConceptExtractor.afterExamplePointer("이 예제에선 `List`를 쓴다") == "`List`를 쓴다")
        #expect(ConceptExtractor.afterExamplePointer("SwiftUI에서 `Text`는 …") == nil)
        #expect(ConceptExtractor.afterExamplePointer("코드에서") == nil)
    }
}
