import Testing
@testable import KnowledgeBase

/// An API's name alone on a line, a blank line, then the entry that says what it is
/// (`NamesOverEntries`; FjordNotes' study notes of property wrappers and architectures).
@Suite struct NamesOverEntriesTests {
    /// `@Binding` over a list that explains it, and `ViewModel` over a paragraph: each name
    /// with its entry as the back, up to the next name.
    @Test func aNameAloneOverTheEntryUnderItIsDefined() {
        #expect(HeadingRecallTests().cards("""
            # 노트

            @Binding

            - 부모 뷰에서 자식 뷰로 데이터를 전달하고, 그 데이터를 변경하면 부모 뷰에서도 반영된다.

            ViewModel

            View를 표현하기 위해 만들어진 View를 위한 Model이다.

            @GestureState

            - 제스처의 상태를 추적하는 상태 변수를 생성하는데 사용한다.
            """) == [
                "@Binding → 부모 뷰에서 자식 뷰로 데이터를 전달하고, 그 데이터를 변경하면 부모 뷰에서도 반영된다.",
                "ViewModel → View를 표현하기 위해 만들어진 View를 위한 Model이다.",
                "@GestureState → 제스처의 상태를 추적하는 상태 변수를 생성하는데 사용한다.",
            ])
    }

    /// A plain word alone on its line (`Example`, `In short:`) labels what follows, a call
    /// with its arguments (`.font(.title)`) is code shown, and a name over a line of two
    /// words or over more code explains nothing: no card.
    @Test func aLabelACallOrANameOverNoProseIsNoEntry() {
        let blocks = MarkdownParser.parse("""
            Example

            - 이 코드를 실행해 보면 화면에 글자가 나온다.

            `.font(.title)`

            글자의 크기를 제목 크기로 바꾼다.

            ObservableObject

            - 참고 자료

            @StateObject

            `@StateObject var model = Model()`
            """)
        #expect(blocks.indices.compactMap { ConceptExtractor.nameOverEntry(at: $0, in: blocks)?.term } == [])
        #expect(ConceptExtractor.nameAlone(MarkdownParser.parse("@Binding")[0]) == "@Binding")
    }
}
