import Testing
@testable import KnowledgeBase

@Suite struct SearchQueryTests {
    func expression(_ query: String) -> String? { SearchQuery(parsing: query).matchExpression }

    @Test func wordsAreRequiredAndQuoted() {
        #expect(expression("layout priority") == #""layout" AND "priority""#)
        #expect(expression("layoutPriority") == #""layoutpriority""#)
        #expect(expression(".frame") == #""frame""#)
        #expect(expression("@State") == #""state""#)
    }

    @Test func koreanWordsBecomeGramPhrasesAndSingleSyllablesPrefixes() {
        #expect(expression("정렬") == #""정렬""#)
        #expect(expression("레이아웃") == #""레이 이아 아웃""#)
        #expect(expression("뷰") == #""뷰"*"#)
        #expect(expression("VStack과") == #""v stack vstack 과"*"#)
    }

    @Test func quotesMakePhrasesAndOrAndMinusWork() {
        #expect(expression("\"layout priority\"") == #""layout priority""#)
        #expect(expression("\"커스텀 정렬\"") == #""커스 스텀 텀 정렬""#)
        #expect(expression("HStack OR VStack") == #"("hstack" OR "vstack")"#)
        #expect(expression("stack -zstack") == #"("stack") NOT "zstack""#)
        #expect(expression("lay*") == #""lay"*"#)
    }

    @Test func ftsSyntaxIsAlwaysText() {
        #expect(expression("AND") == #""and""#)
        #expect(expression("NOT OR") == #""not""#)
        #expect(expression("a:b (c) d*e \"f") == #""a b" AND "c" AND "d e" AND "f""#)
        #expect(expression("-alone") == #""alone""#)
        #expect(expression("( ) \" * -") == nil)
        #expect(expression("") == nil)
    }
}
