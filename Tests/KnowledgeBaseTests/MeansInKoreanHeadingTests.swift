import Testing
@testable import KnowledgeBase

/// A Korean heading that names the API its task is done with is about that API
/// (`MeansInKoreanHeadings`).
@Suite struct MeansInKoreanHeadingTests {
    /// `## ForEach를 이용한 리스트 구성` over the text that says what it does (RiverNotes): the
    /// API's card, with that text as its back.
    @Test func theAPIOfAHeadingsTaskIsItsTerm() {
        #expect(HeadingRecallTests().cards("""
            # List

            ## ForEach를 이용한 리스트 구성

            리스트에 나타날 데이터 정보와 데이터 표현 방법을 입력 받아 리스트를 구성한다. 다음의 세 가지 ForEach 중 하나를 통해 간단한 리스트를 구성할 수 있다.
            """) == ["ForEach → 리스트에 나타날 데이터 정보와 데이터 표현 방법을 입력 받아 리스트를 구성한다. 다음의 세 가지 ForEach 중 하나를 통해 간단한 리스트를 구성할 수 있다."])
        #expect(ConceptExtractor.koreanMeansAPI("@propertyWrapper로 감싼 ThousandOrMore 구조체 생성") == "@propertyWrapper")
        #expect(ConceptExtractor.koreanMeansAPI("ignoresSafeArea와 함께 사용할 때") == "ignoresSafeArea")
        #expect(ConceptExtractor.koreanMeansAPI("State를 이용한 바인딩") == "State")
    }

    /// An example of the API, a plain lowercase word, a heading that ends as a sentence
    /// (GroveNotes' title) and one that stops at the verb name no term of their own.
    @Test func examplesWordsAndSentencesNameNoTerm() {
        #expect(ConceptExtractor.koreanMeansAPI("TextField를 이용한 예제") == nil)
        #expect(ConceptExtractor.koreanMeansAPI("modifier와 함께 view 구성하기") == nil)
        #expect(ConceptExtractor.koreanMeansAPI("nil을 사용한 동적 Layout Neutrality") == nil)
        #expect(ConceptExtractor.koreanMeansAPI("@GestrueState를 이용해 Long Press Gesture를 사용해보자 !") == nil)
        #expect(ConceptExtractor.koreanMeansAPI("ScrollView를 사용해보자!") == nil)
        #expect(HeadingRecallTests().cards("""
            # 노트

            ## TextField를 이용한 예제

            이름을 입력받아 화면에 보여준다.
            """) == [])
    }
}
