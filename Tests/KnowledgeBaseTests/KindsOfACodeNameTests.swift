import Testing
@testable import KnowledgeBase

/// `KindsOfACodeName`: Korean words written only right after a name in code are its kind
/// (BrookNotes, TideNotes), no concept; the same words written on their own, and words in
/// code, stay.
@Suite struct KindsOfACodeNameTests {
    @Test func aKindWrittenAfterANameInCodeIsNoTerm() {
        #expect(RejectedConceptsTests().terms("""
            # 타입 캐스팅

            - 타입을 확인하거나 다른 타입으로 변환할 때 사용됨. `as?`와 `as!` 연산자는 안전한 다운캐스팅과 강제 다운캐스팅을 의미함.

            그런 다음, `makeCache(subviews:)` 옵셔널 프로토콜 메소드를 사용해서 하위뷰들을 계산하고 값으로 리턴.

            # 선언형

            SwiftUI는 `선언형 코드`를 통해서 View를 표현한다.
            """) == ["타입 캐스팅", "선언형", "선언형 코드"])
    }

    @Test func theWordsFollowAClosingBacktickEveryTime() {
        #expect(ConceptExtractor.writesOnlyAfterCode("연산자", in: "`as?`와 `as!` 연산자는 다운캐스팅을 의미함."))
        #expect(!ConceptExtractor.writesOnlyAfterCode("연산자", in: "`as!` 연산자는 강제다. 연산자는 값을 계산한다."))
        #expect(!ConceptExtractor.writesOnlyAfterCode("선언형 코드", in: "SwiftUI는 `선언형 코드`를 통해서"))
        #expect(!ConceptExtractor.writesOnlyAfterCode("제안된 사이즈", in: "즉, `제안된 사이즈` 를 비율로"))
        #expect(!ConceptExtractor.writesOnlyAfterCode("연산자", in: "`as!`는 강제 다운캐스팅이다."))
    }
}
