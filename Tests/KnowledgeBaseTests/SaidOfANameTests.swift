import Testing
@testable import KnowledgeBase

/// `SaidOfAName`: words before `(이)라고 할 수 있다` or `(이)라는 것을` whose sentence's subject
/// is a name are said of that name (FjordNotes, BrookNotes), no concept; a term the
/// quotative names, with no name for subject, stays.
@Suite struct SaidOfANameTests {
    @Test func aDescriptionOfANameIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # associatedtype

            ※ associatedtype은 Protocol 내의 Generic Type이라고 할 수 있다.

            변수 이름 앞에 _추가해서 선언한 text가 프로퍼티 래퍼라는 것을 컴파일러에게 알림

            위의 예제는 two-way binding이라고 할 수 있습니다.
            """) == ["associatedtype", "two-way binding"])
    }

    @Test func theSubjectIsALatinWordWithItsParticle() {
        #expect(ConceptExtractor.hasNamedSubject("※ associatedtype은 Protocol 내의 "))
        #expect(ConceptExtractor.hasNamedSubject("선언한 text가 "))
        #expect(!ConceptExtractor.hasNamedSubject("위의 예제는 "))
    }
}
