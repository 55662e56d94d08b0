import Testing
@testable import KnowledgeBase

/// A heading labelled as a concept (ValeNotes' `### 개념 2: 프로그래밍 방식 탭 전환`) names it,
/// though the words after the label read as a task done, which unlabelled names nothing.
@Suite struct ConceptLabelledHeadingTests {
    @Test func aConceptLabelMakesItsWordsTheConcept() {
        #expect(ConceptExtractor.headingTerms("개념 2: 프로그래밍 방식 탭 전환") == ["프로그래밍 방식 탭 전환"])
        #expect(ConceptExtractor.headingTerms("Key Concept 1: @Binding") == ["@Binding"])
        #expect(conceptCards("""
            # 탭과 모달

            ### 개념 2: 프로그래밍 방식 탭 전환

            탭마다 `value`를 주고 `selection` 바인딩을 바꾸면 코드에서 탭을 전환할 수 있습니다.
            """, backLength: 30) == ["프로그래밍 방식 탭 전환 → 탭마다 `value`를 주고 `selection` 바인"])
    }

    /// Unlabelled, or under a label of another kind (`Note 2:`), a task names nothing; under
    /// a concept label, a name glossed after a dash is left to the text that names it, and a
    /// sentence is no term.
    @Test func otherwiseTheWordsAreReadAsAnyHeadings() {
        #expect(ConceptExtractor.headingTerms("프로그래밍 방식 탭 전환") == [])
        #expect(ConceptExtractor.headingTerms("Note 2: 프로그래밍 방식 탭 전환") == [])
        #expect(ConceptExtractor.labelledConcept("TabView — 탭으로 화면 전환", label: "개념") == nil)
        #expect(ConceptExtractor.labelledConcept("탭은 코드로도 바꿀 수 있다", label: "개념") == nil)
        #expect(ConceptExtractor.labelledConcept("프로그래밍 방식 탭 전환", label: "note") == nil)
    }
}

/// A workbook's exercise label (BrookNotes' `### 실습 4: 명시적 애니메이션 (Explicit Animation)`)
/// says what kind of section it opens, as `Deep Dive:` does: the words after it name the
/// section's concept, if they name one at all (`여러 속성을 동시에 애니메이션하기` is a task).
@Suite struct ExerciseLabelledHeadingTests {
    @Test func theWordsAfterAnExerciseLabelAreTheHeadings() {
        #expect(ConceptExtractor.headingTerms("실습 4: 명시적 애니메이션 (Explicit Animation)") == ["명시적 애니메이션 (Explicit Animation)"])
        #expect(ConceptExtractor.headingTerms("실습 3: 여러 속성을 동시에 애니메이션하기") == [])
    }
}
