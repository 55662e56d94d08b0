import Testing
@testable import KnowledgeBase

/// How search orders passages by what they say, on small notes written for these tests:
/// a passage that defines the query's term first, then, for several words, passages and
/// headings where the words stand together, then the rest in bm25's order.
@Suite struct PassageRankingTests {
    let folder = TemporaryFolder()

    func lines(_ query: String, in note: String, limit: Int = 5) throws -> [Int] {
        folder.write("note.md", note)
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.path])
        return try store.search(query, options: .init(limit: limit)).map(\.line)
    }

    /// Each hit's first and last line.
    func hits(_ query: String, in note: String) throws -> [[Int]] {
        folder.write("note.md", note)
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.path])
        return try store.search(query, options: .init(limit: 5)).map { [$0.line, $0.endLine] }
    }

    /// A passage that opens with the term and a topic particle, a colon, a dash or `is`
    /// defines it; one that names it (`…라고 한다`, `is called`) too.
    @Test func aPassageThatDefinesTheTermComesFirst() throws {
        let note = """
            # 1. 노트

            그래서 버퍼를 쓰면 화면이 빨라지고 버퍼 버퍼 버퍼.

            `버퍼`는 그리기 전에 값을 모아 두는 곳이다.

            A cache keeps a cache of a cache, then cache.

            Cache: a store of recent answers.

            이렇게 모아 두는 곳을 보관함이라고 한다.

            보관함 보관함, 보관함을 비운다.
            """
        #expect(try lines("버퍼", in: note) == [5, 3])
        #expect(try lines("cache", in: note) == [9, 7])
        #expect(try lines("보관함", in: note) == [11, 13])
    }

    /// Several words: a passage where they stand next to each other (a particle between
    /// them at most) comes before one where two words or fewer separate them, and that
    /// before one where they are farther apart.
    @Test func wordsThatStandTogetherComeFirst() throws {
        let note = """
            # 1. 노트

            순서 순서, 그리고 아주 멀리 떨어진 곳에서 이야기하는 modifier 하나.

            modifier의 순서가 결과를 바꾼다.

            modifier 적용 순서는 중요하다.
            """
        #expect(try lines("modifier 순서", in: note) == [5, 7, 3])
    }

    /// A heading where the words stand together comes with the passages, and the
    /// passage under it in its hit.
    @Test func aHeadingWithTheWordsTogetherComesWithItsFirstPassage() throws {
        let note = """
            # 1. 노트

            그림자는 옅게, 그 다음 한참 뒤에 겹쳐 그리는 색도 있다.

            ## 1.1 그림자 색

            어둡게 두면 무거워 보인다.
            """
        #expect(try hits("그림자 색", in: note) == [[5, 7], [3, 3]])
    }

    /// A heading that holds every word, apart, comes after the passages that hold them, and
    /// the passage right under it in the heading's hit, though it repeats none of the words
    /// (the passage above, which lacks `색`, comes last, among the passages that lack a word).
    @Test func aHeadingWithEveryWordApartBringsThePassageUnderIt() throws {
        let note = """
            # 1. 노트

            그림자는 옅게 그린다.

            ## 1.1 그림자를 겹칠 때 고르는 색

            어둡게 두면 무거워 보인다.

            밝게 두면 뜬다.
            """
        #expect(try hits("그림자 색", in: note) == [[5, 7], [3, 3]])
    }

    /// `ScrollViewReader란` asks what it is: the text right under a heading that is the term
    /// comes first, though it does not name the term again (SageNotes' scroll note); the
    /// heading follows it. Without the question, the heading and its text keep bm25's order.
    @Test func theTextUnderAHeadingThatIsTheTermSaysWhatItIs() throws {
        let note = """
            # 1. 노트

            프로그래밍적으로 스크롤하려면 `ScrollViewReader`를 써야 한다고 나와 있다.

            ## 1.1 ScrollViewReader

            대리자를 통해 알고 있는 자식 뷰로 이동할 때 사용하는 뷰라고 한다.
            """
        #expect(try lines("ScrollViewReader란", in: note) == [7, 3, 5])
        #expect(try lines("ScrollViewReader", in: note) == [3, 5])
    }

    /// A heading that is the term whose section opens with a heading of its own (EmberNotes'
    /// `## @State ?` over `### SwiftUI가 자동으로 변경사항을 observe하여 …`): that heading says
    /// what it is, and the passage under it is in its hit. A heading whose section opens with a
    /// passage (`## 그리기`) keeps that passage first; without the question, nothing changes.
    @Test func aSubheadingRightUnderAHeadingThatIsTheTermSaysWhatItIs() throws {
        let note = """
            # 1. 노트

            버퍼를 비우면 빨라진다고 한다.

            ## 버퍼 ?

            ### 그리기 전에 값을 모아 두는 곳

            - 한 번에 모아서 그린다.

            ## 그리기

            화면에 그린다.
            """
        // (`## 버퍼 ?` opens with no block of its own: its hit is the title, over its section.)
        #expect(try hits("버퍼란", in: note) == [[7, 9], [3, 3], [5, 10]])
        #expect(try lines("버퍼", in: note) == [3, 5])
        #expect(try lines("그리기란", in: note) == [13, 11, 7])
    }

    /// A heading that glosses the term in parentheses (`### 👀 ObservableObject (감시할 수 있는)`,
    /// BrookNotes) is still the term: the text under it says what it is, though it names
    /// another type. A heading where other words follow the term is no such heading.
    @Test func aHeadingThatGlossesTheTermInParenthesesIsTheTerm() throws {
        let note = """
            # 1. 노트

            `ObservableObject`를 채택한 클래스를 만든다.

            ## 👀 ObservableObject (감시할 수 있는)

            ObservedObject 는 `Class` 임

            ## ObservableObject 채택하기

            Published 라는 어노테이션을 붙인다.
            """
        let found = try lines("ObservableObject 란", in: note)
        #expect(found == [7, 3, 9, 5])
        #expect(DefinitionCue.titleIsTerm("ObservableObject (감시할 수 있는)", groups: [["ObservableObject (감시할 수 있는)".range(of: "ObservableObject")!]]))
        #expect(!DefinitionCue.titleIsTerm("ObservableObject 채택하기", groups: [["ObservableObject 채택하기".range(of: "ObservableObject")!]]))
    }

    /// A Korean query reads Korean passages first among those that match as well.
    @Test func aKoreanQueryPrefersKoreanPassages() throws {
        let note = """
            # 1. 노트

            Keep the token out of logs, and make it private.

            그 token을 로그에 남기지 말고, 나중에 꼭 private으로 둔다.
            """
        #expect(try lines("token을 private으로", in: note) == [5, 3])
        #expect(try lines("token private", in: note) == [3, 5])
    }

    /// When few passages hold every word, those lacking one follow, for two words as for
    /// more (`부모 하나` lacks two of `부모 자식 크기 강제`).
    @Test func passagesLackingOneOfSeveralWordsFollow() throws {
        let note = """
            # 1. 노트

            부모 자식 크기 강제.

            ## 1.1 다른 곳

            부모가 자식의 사이즈를 강제한다.

            ## 1.2 또 다른 곳

            부모 하나.
            """
        #expect(try lines("부모 자식 크기 강제", in: note) == [3, 7])
        #expect(try lines("크기 강제", in: note) == [3, 7])
    }

    /// A verb in `-ate` finds the passage that names the action with its noun (SwellNotes'
    /// `animate a toggle binding` over `You can also perform animations on binding
    /// variables`), and the noun the passage that uses the verb; a word shorter than six
    /// letters keeps to its own forms.
    @Test func aVerbFindsItsActionNoun() throws {
        let note = """
            # 1. Notes

            You can also perform animations on binding variables.

            The view rotated once.

            A state is stored outside the struct.
            """
        #expect(try lines("animate binding", in: note) == [3])
        // (As a passage with both words, not as the closest match to them.)
        #expect(try folder.store().searchResults("animate binding").closestTo == nil)
        #expect(try lines("rotation", in: note) == [5])
        #expect(try lines("station", in: note) == [])
        // A verb typed bare finds it done or doing (ReedNotes' `inject an environment object
        // into the app` over `can be injected in a view`, `rotate` over `rotated`).
        let injected = "# 1. Notes\n\nAn environment object can be injected in a view.\n\nThe view rotated once.\n"
        #expect(try lines("inject environment object", in: injected) == [3])
        #expect(try folder.store().searchResults("inject environment object").closestTo == nil)
        #expect(try lines("rotate", in: injected) == [5])
    }

    /// A passage that explains a longer name holding the query's words (`UIStackView` for
    /// `스택 뷰`, the seeds' case) does not define them: the passage that says the words
    /// comes first. The longer name itself still finds its passage first.
    @Test func aLongerNameDoesNotDefineTheWordsItHolds() throws {
        let note = """
            # 1. 노트

            UIKit에는 `UIStackView`라고 불리는 비슷한 component가 있다.

            스택 뷰는 하나의 공간을 여러 뷰가 나눠 받는다.
            """
        #expect(try lines("스택 뷰", in: note) == [5, 3])
        #expect(try lines("UIStackView", in: note) == [3])
        func words(_ query: String) -> [[Highlighter.Needle]] { SearchQuery(parsing: query).groups.map { Highlighter.needles(for: $0) } }
        #expect(LongerNames.holdsOnlyInsideLongerNames("UIStackView", groups: words("stack view")))
        #expect(LongerNames.holdsOnlyInsideLongerNames("layoutPriority", groups: words("priority")))
        // A name that is the words written as one, or marked (`@State`), is the words.
        #expect(!LongerNames.holdsOnlyInsideLongerNames("safeArea", groups: words("safe area")))
        #expect(!LongerNames.holdsOnlyInsideLongerNames("@State", groups: words("state")))
    }

    /// `propertywrapper` finds `Property Wrapper`, and `safe area` finds `safearea`;
    /// `SwiftData` finds `Swift Data`, while `VStack` and `onAppear` stay whole.
    @Test func englishCompoundsAreFoundSpacedOrNot() throws {
        let note = "# 1. 노트\n\n* Property Wrapper : 값을 감싼다.\n\n* safearea도 무시한다.\n\n* Swift Data는 iOS 17부터 쓴다.\n"
        #expect(try lines("propertywrapper", in: note) == [3])
        #expect(try lines("safe area", in: note) == [5])
        #expect(try lines("SwiftData", in: note) == [7])
        // `swiftui` finds a note's `Swift UI` (MistNotes' `why are swiftui views structs`),
        // and still its `SwiftUI`.
        let product = "# 1. Notes\n\nSwift UI separates the interface from the logic.\n\nSwiftUI views are structs.\n"
        #expect(try lines("swiftui", in: product) == [5, 3])
        #expect(try lines("swiftui interface", in: product) == [3, 5])
        // A camelCase name finds its parts with the last in the plural (HailNotes'
        // `alignmentGuide` over `Created custom alignment guides`), and a neighbour query
        // whose parts the note writes singular still finds them.
        let guides = "# 1. Notes\n\nAn alignment guide moves one view.\n\nCreated custom alignment guides for precise control.\n"
        #expect(try lines("alignmentGuide", in: guides) == [3, 5])
        // A last part typed in the plural stays as typed.
        #expect(try lines("alignmentGuides", in: guides) == [5])
        #expect(EnglishForms.camelCaseParts("NavigationStack") == ["navigation", "stack"])
        #expect(EnglishForms.camelCaseParts("VStack") == nil)
        #expect(EnglishForms.camelCaseParts("onAppear") == nil)
        #expect(EnglishForms.camelCaseParts("URLSession") == nil)
    }

    /// `set up` finds `Setup`: the short second word of a phrasal verb joins the first.
    /// `one way` finds `1-way`, and `2 way` finds `two-way`.
    @Test func phrasalVerbsAndNumbersAreFoundInTheirOtherSpelling() throws {
        let note = "# 1. Notes\n\nSetup in the app entry point.\n\nA 1-way binding reads.\n\nA two-way binding writes.\n"
        #expect(try lines("set up", in: note) == [3])
        // (Only as the second word: `up arrow` is no `uparrow`.)
        #expect(SearchQuery(parsing: "up arrow").groups.allSatisfy { $0.count == 1 || !$0.contains { $0.words == ["uparrow"] } })
        // The other passage follows as one that lacks a word.
        #expect(try lines("one way binding", in: note) == [5, 7])
        #expect(try lines("2 way binding", in: note) == [7, 5])
        #expect(SearchQuery(parsing: "12 way").matchExpression == "\"12\" AND (\"way\" OR \"ways\")")
    }

    /// `겹치기` finds `겹침` and `겹치는`; `크기` is a noun of its own and stays whole.
    @Test func aVerbNamedByItsGiNounFindsItsOtherForms() throws {
        let note = "# 1. 노트\n\n뷰의 겹침을 제어한다.\n\n두 뷰가 겹치는 곳이다.\n\n크게 그린다.\n"
        #expect(try lines("겹치기", in: note) == [3, 5])
        #expect(KoreanEndings.nominalForms(of: "겹치기") == ["겹치", "겹침"])
        #expect(KoreanEndings.nominalForms(of: "크기") == nil)
        #expect(KoreanEndings.nominalForms(of: "쌓기") == nil)
    }

    /// `나눈` finds `나누어진`.
    @Test func anAdnominalVerbFindsItsOtherForms() throws {
        #expect(try lines("나눈", in: "# 1. 노트\n\n크기는 똑같이 나누어진 조각이다.\n") == [3])
    }

    func cue(_ query: String, _ text: String) -> Bool {
        let ranking = PassageRanking(query: SearchQuery(parsing: query), text: query)
        return DefinitionCue.opensWithDefinition(text, groups: ranking.matches(in: text))
    }

    @Test func whatDefinesATerm() {
        #expect(cue("State", "`State`는 뷰의 값이다."))
        #expect(cue("@State", "@State: 뷰가 가진 값."))
        #expect(cue("정렬", "1. **정렬**(alignment)은 뷰를 맞춘다."))
        #expect(cue("spacer", "A Spacer is flexible space."))
        #expect(cue("spacer", "Spacer - flexible space."))
        #expect(cue("environment modifier", "environment modifier - one modifier for many views"))
        #expect(cue("environment modifier", "이것을 Environment modifier라고 하며 먼저 적용된다."))
        #expect(cue("spacer", "This view is called a spacer."))
        #expect(!cue("State", "The State changes."))
        #expect(!cue("State", "State 변수값이 바뀐다."))
        #expect(!cue("정렬", "정렬이 바뀐다."))
        #expect(!cue("environment modifier", "Environment vs regular modifiers:"))
    }

    func proximity(_ query: String, _ text: String) -> Int {
        let ranking = PassageRanking(query: SearchQuery(parsing: query), text: query)
        return ranking.proximity(text, ranking.matches(in: text))
    }

    @Test func howCloseTheWordsStand() {
        #expect(proximity("modifier 순서", "modifier의 순서가 중요하다") == 0)
        #expect(proximity("modifier 순서", "modifier 적용 순서") == 1)
        #expect(proximity("State private", "@State는 일반적으로 private로 둔다") == 1)
        #expect(proximity("modifier 순서", "순서, 그리고 아주 멀리 떨어진 modifier") == 2)
        #expect(proximity("modifier 순서", "modifier 하나") == 2)
        #expect(proximity("modifier", "modifier 하나") == 0)
    }

    /// Code that holds the question's words only as every SwiftUI example does (`import
    /// SwiftUI`, `struct ContentView: View`) comes after the title that asks the question;
    /// code that holds a word of its own (`Spacer`) keeps its place before it.
    @Test func codeThatHoldsOnlyWhatEveryExampleSaysComesAfterTheTitles() throws {
        let note = """
            # 1. Views

            ## 1.1 Why SwiftUI uses structs for views

            - They are simpler and faster than classes.

            ## 1.2 Example

            ```swift
            import SwiftUI

            struct ContentView: View {
                var body: some View { Spacer() }
            }
            ```
            """
        #expect(try hits("why are swiftui views structs", in: note) == [[3, 5], [9, 15]])
        #expect(try hits("swiftui views structs spacer", in: note) == [[9, 15], [3, 5]])
    }
}
