import Foundation
import Testing
@testable import KnowledgeBase

/// Where a search's hits stand: the note's file name (the seeds' by their first three
/// characters) and the line, in rank order.
func places(_ hits: [SearchHit], short: Bool = false) -> [String] {
    hits.map {
        let name = ($0.file as NSString).lastPathComponent
        return "\(short ? String(name.prefix(3)) : name):\($0.line)"
    }
}

/// Korean as a reader types it, on the bundled notes: particles and endings on the query
/// as in the note, compounds spaced either way, several words within one section, and
/// each passage once.
@Suite struct KoreanSearchOnNotesTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store()
        _ = try store.importNotes(paths: [])
    }

    func found(_ query: String, limit: Int = 5) throws -> [String] {
        places(try store.search(query, options: .init(limit: limit)))
    }

    @Test func particlesAndEndingsOnTheQueryFindTheWord() throws {
        let plain = try found("정렬", limit: 3)
        #expect(plain == ["03-modifiers-and-geometry.md:71", "02-stacks.md:15", "02-stacks.md:20"])
        for query in ["정렬을", "정렬은", "정렬하는", "정렬의"] {
            #expect(try found(query, limit: 3) == plain, "\(query)")
        }
        // `간격을`: the note writes 간격의 and 간격.
        #expect(try found("간격을") == ["02-stacks.md:19", "02-stacks.md:14"])
    }

    @Test func thePassageThatExplainsTheTermComesFirst() throws {
        let hit = try #require(try store.search("정렬").first)
        #expect(hit.reference == "p66")
        #expect(hit.title == "커스텀 정렬")
        #expect(hit.concepts.map(\.reference) == ["c34"])
        #expect(hit.excerpt.highlights == [4..<6, 52..<54])
    }

    @Test func compoundsMatchSpacedOrNot() throws {
        // The note writes 우선순위; the query spaces it.
        #expect(try found("우선 순위") == ["02-stacks.md:57", "02-stacks.md:42", "02-stacks.md:44"])
        // The note writes 레이아웃 중립; the query runs it together.
        // The passage that defines it comes first: it explains the concept 레이아웃 중립.
        #expect(try found("레이아웃중립") == ["01-layout-process.md:18", "01-layout-process.md:32", "01-layout-process.md:23"])
        let hit = try #require(try store.search("레이아웃중립").first)
        #expect(hit.excerpt.text == "레이아웃 중립(layout neutral)이란 제안을 그대로 자식에게 넘기고 자식의 크기를 그대로 자기 크기로 삼는 뷰를 말한다. `body`만 가진 커스텀 뷰가 그렇다.")
        #expect(hit.excerpt.highlights == [0..<7])
    }

    @Test func wordsMatchWithinASection() throws {
        // `layoutPriority` is in the passage above the one about 최소 크기.
        let results = try store.searchResults("layoutPriority 최소 크기")
        #expect(places(results.hits) == ["02-stacks.md:42", "02-stacks.md:44"])
        #expect(results.hits.map(\.kind) == [.passage, .snippet])
        #expect(results.closestTo == nil)
    }

    @Test func whenNoPassageHasEveryWordTheClosestAreShown() throws {
        let results = try store.searchResults("overlay ZStack 차이", options: .init(limit: 3))
        #expect(results.closestTo == ["overlay", "ZStack", "차이"])
        #expect(places(results.hits) == ["03-modifiers-and-geometry.md:31", "02-stacks.md:79", "02-stacks.md:20"])
    }

    /// A heading is its chapter's title, not a passage: when it holds the most words of a
    /// query no passage holds, it is the closest match, and the search says so.
    @Test func aHeadingThatHoldsTheMostWordsIsTheClosestMatch() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.write("stacks.md", """
            # Stack

            ### 스택은 세로로 놓는 VStack, 가로로 놓는 HStack, 겹쳐서 놓는 ZStack이 있다

            VStack은 자식을 세로로 놓는다.
            """)])
        let results = try store.searchResults("ZStack 겹쳐서 쌓기", options: .init(limit: 3))
        #expect(results.closestTo == ["ZStack", "겹쳐서", "쌓기"])
        #expect(places(results.hits) == ["stacks.md:3"])
        #expect(results.hits.map(\.kind) == [.chapter])
    }

    /// A word only code holds (`scrollPosition 사용법`, where no passage says
    /// `scrollPosition`): the snippet is the closest match rather than nothing; a passage
    /// that holds a word comes before code that holds as many.
    @Test func aWordOnlyCodeHoldsMakesTheSnippetAClosestMatch() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.write("scroll.md", """
            # Scrolling

            스크롤 위치를 기억하는 방법이다.

            ```swift
            ScrollView {
                Text("row")
            }
            .scrollPosition(id: $current)
            ```
            """)])
        let results = try store.searchResults("scrollPosition 사용법", options: .init(limit: 3))
        #expect(results.closestTo == ["scrollPosition", "사용법"])
        #expect(places(results.hits) == ["scroll.md:5"])
        #expect(results.hits.map(\.kind) == [.snippet])
        let other = TemporaryFolder()
        let separate = try other.store()
        _ = try separate.importNotes(paths: [other.write("restore.md", """
            # Restoring

            앱을 다시 열면 마지막 행을 기억한다.

            # Code

            ```swift
            List(rows) { Text($0.title) }
                .scrollPosition(id: $current)
            ```
            """)])
        let passageFirst = try separate.searchResults("scrollPosition 기억한다", options: .init(limit: 3))
        #expect(passageFirst.closestTo == ["scrollPosition", "기억"])
        #expect(places(passageFirst.hits) == ["restore.md:3", "restore.md:7"])
        #expect(passageFirst.hits.map(\.kind) == [.passage, .snippet])
    }

    /// `$ 붙이는 이유`: the passage that speaks of `$` is found and `$` marked in it.
    @Test func aDollarSignIsFoundAndMarked() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.write("binding.md", """
            # Binding

            `$isOn`처럼 $를 붙이면 값이 아니라 바인딩을 넘긴다.

            값을 그대로 넘기면 자식은 읽기만 한다.
            """)])
        let hits = try store.search("$ 붙이면", options: .init(limit: 3))
        #expect(places(hits) == ["binding.md:3"])
        #expect(hits[0].excerpt.highlights == [1..<2, 10..<11, 13..<15])
    }

    /// `뷰`, `데이터`, `타입` are how Korean notes spell view, data and type: each finds
    /// the other.
    @Test func koreanSpellingsOfViewDataAndTypeFindTheEnglishWord() throws {
        let folder = TemporaryFolder()
        let store = try folder.store()
        _ = try store.importNotes(paths: [folder.write("shared.md", """
            # Shared

            모든 view가 shared할 수 있는 data를 환경에 넣는다.

            값 type은 복사된다.
            """)])
        #expect(places(try store.search("뷰 데이터", options: .init(limit: 3))) == ["shared.md:3"])
        #expect(places(try store.search("값 타입", options: .init(limit: 3))) == ["shared.md:5"])
    }

    /// English too: `views` finds and marks `view`.
    @Test func englishPluralsFindTheWord() throws {
        let hits = try store.search("container views", options: .init(limit: 1))
        #expect(places(hits) == ["02-stacks.md:8"])
        #expect(hits[0].excerpt.text == "HStack, VStack, ZStack은 여러 자식에게 공간을 나눠 주는 container view다.")
        #expect(hits[0].excerpt.highlights == [42..<51, 52..<56])
    }

    @Test func noPassageIsShownTwice() throws {
        for query in ["정렬", "뷰", "크기", "제안", "Text", "frame", "자식 크기", "layoutPriority 최소 크기", "스택"] {
            let references = try store.search(query, options: .init(limit: 50)).map(\.reference)
            #expect(Set(references).count == references.count, "\(query): \(references)")
        }
    }
}

/// The same on the learner's own notes, by file and line (their text stays out of the
/// repository).
@Suite(.enabled(if: seedFolder != nil, "../shared/seeds is absent: the seed-note search tests are skipped"))
struct KoreanSearchOnSeedsTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store()
        _ = try store.importNotes(paths: [seedFolder!])
    }

    func found(_ query: String, limit: Int = 5) throws -> [String] {
        places(try store.search(query, options: .init(limit: limit)), short: true)
    }

    /// Sentences that are no concept: search found none of them before passages.
    @Test func sentencesThatAreNoConcept() throws {
        #expect(try found("유연") == ["003:83", "004:11"])
        #expect(try found("줄 바꿈") == ["000:1403"])
        // Three passages hold both words; two that hold `순서` come after them. The first
        // asks a question (`modifier의 적용 순서가 중요한가?`), and its hit shows the answer.
        #expect(try found("적용 순서") == ["000:398", "000:21", "001:250", "000:1398", "000:422"])
        #expect(try store.search("적용 순서", options: .init(limit: 1)).first?.endLine == 400)
        #expect(try found("정렬 기준") == ["003:92", "000:1529", "001:226", "001:228", "000:1488"])
    }

    @Test func particlesAndEndingsOnTheQuery() throws {
        #expect(try found("정렬을") == found("정렬"))
        // (001:214 explains the list's `alignment`, a term that holds no 정렬: its row holds
        // the term too, and 001:243, which says 정렬 twice, comes before it.)
        #expect(try found("정렬") == ["003:105", "001:224", "001:237", "003:92", "001:243"])
        // The parameter lists that gloss `step` as 간격 first; 000:1128, the Slider's
        // signature, is found through the list right under it.
        #expect(try found("간격을") == ["000:1140", "000:1182", "003:82", "002:126", "000:1128"])
        #expect(try found("유연성이") == ["003:83"])
        #expect(try found("우선순위를") == found("우선순위"))
    }

    @Test func compoundsSpacedEitherWay() throws {
        // 000:1378 and 003:78 write 스택 뷰, 000:1379 writes 스택뷰: each form finds all three.
        // 000:1378 opens with the term and a topic particle, so it says what it is and
        // comes first for the closed form; for the spaced form 003:78 comes first of the
        // three, the passage of the concept its section's heading names (스택의 레이아웃),
        // whose term holds the query's first word.
        #expect(try found("스택뷰", limit: 3) == ["000:1378", "003:78", "000:1379"])
        // (Spaced, it is also `StackView`, and 001:195 explains `UIStackView`; but that name
        // holds the words only as parts of a longer name, and does not define them: it comes
        // after the passages that say `스택 뷰`, LongerNames.)
        #expect(try found("스택 뷰") == ["003:78", "000:1378", "000:1554", "001:195", "000:1379"])
        // 스크롤 뷰 is ScrollView too (`Transliterations`): the passages that write
        // ScrollView or 스크롤뷰 come first, then the snippets beside them, the last from
        // the item that captions it with `뷰` (`KnowledgeStore.captions`).
        #expect(try found("스크롤 뷰") == ["000:1554", "000:1550", "002:118", "000:1572", "000:1536"])
        // A compound whose first word is one syllable: 000:1403 writes `줄 바꿈`.
        #expect(try found("줄바꿈", limit: 1) == ["000:1403"])
        let hit = try #require(try store.search("줄바꿈", options: .init(limit: 1)).first)
        #expect(hit.excerpt.highlights.map { Array(hit.excerpt.text)[$0].map(String.init).joined() } == ["줄 바꿈"])
    }

    @Test func noPassageIsShownTwice() throws {
        for query in ["정렬", "레이아웃", "뷰", "Stack", "modifier", "우선순위", "정렬 기준", "스택 뷰"] {
            let references = try store.search(query, options: .init(limit: 50)).map(\.reference)
            #expect(Set(references).count == references.count, "\(query): \(references)")
        }
    }
}

/// A learner types SwiftUI's English words in Hangul as often as a note writes them in
/// Latin letters: `바인딩` finds `Binding`, `스크롤뷰` finds `ScrollView`, and `binding`
/// finds `바인딩`, highlighted in the spelling the note uses, when the spelling typed finds
/// fewer hits than asked for. A translation (`정렬` for alignment) is not a spelling, and
/// finds only itself.
@Suite struct TransliterationSearchTests {
    let folder = TemporaryFolder()
    let store: KnowledgeStore

    init() throws {
        store = try folder.store()
        let note = folder.write("note.md", """
            # 노트

            ## Binding이란?

            Binding은 다른 뷰가 가진 값을 읽고 쓰게 해 준다.

            ## 스크롤

            ScrollView는 내용이 넘칠 때 스크롤할 수 있게 한다.

            바인딩은 양방향 연결이다.

            alignment는 교차 축의 기준이다.

            - LaunchScreen(앱이 로딩될 때까지 나오는 화면) 설정 방법

            설정은 여기서 한다.
            """)
        _ = try store.importNotes(paths: [note])
    }

    func found(_ query: String) throws -> [String] {
        places(try store.search(query, options: .init(kind: .passage, limit: 5)))
    }

    @Test func aHangulSpellingFindsTheEnglishWordAndBack() throws {
        // The other spelling is looked for when the one typed finds fewer hits than a search
        // shows by default (`--limit 1` shows the first of that list): the passage of the
        // concept Binding comes before `바인딩은 양방향 연결이다`.
        #expect(places(try store.search("바인딩", options: .init(kind: .passage, limit: 1))) == ["note.md:5"])
        #expect(try found("바인딩이란") == ["note.md:5", "note.md:11"])
        #expect(try found("binding") == ["note.md:5", "note.md:11"])
        #expect(try found("스크롤뷰") == ["note.md:9"])
        // Two words spelled in Hangul find the two parts of one camel-case name.
        #expect(try found("런치 스크린 설정") == ["note.md:15"])
        // `정렬` is no spelling of alignment but a translation, looked for only because the
        // word as typed finds nothing (`TranslatedSearchTests`).
        #expect(try found("정렬") == ["note.md:13"])
        let hit = try #require(try store.search("바인딩", options: .init(kind: .passage, limit: 5)).first)
        #expect(hit.excerpt.text == "Binding은 다른 뷰가 가진 값을 읽고 쓰게 해 준다.")
        #expect(hit.excerpt.highlights == [0..<7])
    }

    /// The words of an architecture and of Xcode that Korean notes spell both ways:
    /// `리듀서` is a Reducer, `인스펙터` the Inspector, `액션` an Action.
    @Test func architectureAndXcodeWordsSpelledInHangulFindTheEnglishWord() throws {
        let other = TemporaryFolder()
        let note = other.write("tca.md", """
            # TCA

            Reducer는 지금의 State와 Action으로 새 State를 만든다.

            색은 Inspector에서 되돌린다.

            Store는 상태를 담는다.
            """)
        let store = try other.store()
        _ = try store.importNotes(paths: [note])
        #expect(Transliterations.alternatives(of: .init(words: ["리듀서가"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["reducer"])
        #expect(Transliterations.alternatives(of: .init(words: ["inspector"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["인스펙터"])
        #expect(places(try store.search("리듀서가 뭐야", options: .init(kind: .passage, limit: 5))) == ["tca.md:3"])
        #expect(places(try store.search("인스펙터로 색 되돌리기", options: .init(kind: .passage, limit: 5))) == ["tca.md:5"])
        #expect(places(try store.search("액션", options: .init(kind: .passage, limit: 5))) == ["tca.md:3"])
    }

    /// Words of an app and its tools (`로케일`, `에러`) spelled in Hangul find the English word,
    /// and a modifier key's name finds its short name in a shortcut (`ctrl+cmd+click`).
    /// Real queries: `로케일 한국어로 바꾸기` (SageNotes) and `컨트롤 커맨드 클릭` (ValeNotes).
    @Test func toolWordsAndKeyNamesSpelledInHangulFindTheEnglishWord() throws {
        let other = TemporaryFolder()
        let note = other.write("tools.md", """
            # Xcode

            environment로 locale을 주입하면 하위 뷰 모두에 적용된다.

            ## ctrl+cmd+click

            속성 편집 팝업이 바로 열린다.
            """)
        let store = try other.store()
        _ = try store.importNotes(paths: [note])
        #expect(Transliterations.alternatives(of: .init(words: ["로케일을"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["locale"])
        #expect(Transliterations.alternatives(of: .init(words: ["커맨드"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["command", "cmd"])
        #expect(Transliterations.alternatives(of: .init(words: ["ctrl"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["control", "컨트롤"])
        #expect(places(try store.search("로케일 주입", options: .init(kind: .passage, limit: 5))) == ["tools.md:3"])
        #expect(places(try store.search("컨트롤 커맨드 클릭", options: .init(limit: 1))) == ["tools.md:5"])
    }

    /// A word borrowed from English that notes spell two ways in Hangul finds the other
    /// spelling when the one typed finds nothing (`제스처` finds `제스쳐`, `네비게이션`
    /// `내비게이션`); a word with one spelling has only its English word.
    /// Real query: `드래그 제스처로 이미지 이동하기` (BrookNotes, whose note writes 제스쳐).
    @Test func aHangulSpellingFindsTheOtherHangulSpellingOfTheSameWord() throws {
        let other = TemporaryFolder()
        let note = other.write("spell.md", """
            # 화면 이동

            내비게이션 스택에 화면을 쌓는다.

            제스쳐가 끝나면 상태를 되돌린다.

            바인딩으로 값을 넘긴다.
            """)
        let store = try other.store()
        _ = try store.importNotes(paths: [note])
        #expect(Transliterations.alternatives(of: .init(words: ["제스처로"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["gesture", "제스쳐"])
        #expect(Transliterations.alternatives(of: .init(words: ["내비게이션"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["navigation", "네비게이션"])
        #expect(Transliterations.alternatives(of: .init(words: ["바인딩"], isPhrase: false, isPrefix: false, isExcluded: false)) == ["binding"])
        #expect(places(try store.search("네비게이션 스택", options: .init(kind: .passage, limit: 5))) == ["spell.md:3"])
        #expect(places(try store.search("제스처 끝나면", options: .init(kind: .passage, limit: 5))) == ["spell.md:5"])
        #expect(places(try store.search("바인딩으로 값", options: .init(kind: .passage, limit: 5))) == ["spell.md:7"])
    }

    /// When a query asks what a word is (`바인딩이란`), the spelling typed fills the hits with
    /// passages that only use the word, and a passage explains it in the other spelling,
    /// that passage is looked for too. A plain word, or a hit that explains the word as
    /// typed, keeps the search to the spelling typed.
    @Test func aDefinitionInTheOtherSpellingIsFoundWhenNoHitExplainsTheWord() throws {
        let other = TemporaryFolder()
        let store = try other.store()
        let note = other.write("uses.md", """
            # 노트

            ## 예제

            이 예제는 바인딩으로 값을 넘긴다.

            토글도 바인딩을 받는다.

            ## 정의

            Binding이란 다른 뷰가 가진 값을 읽고 쓰게 해 주는 값이다.
            """)
        _ = try store.importNotes(paths: [note])
        let hits = try store.search("바인딩이란", options: .init(kind: .passage, limit: 2))
        #expect(places(hits).contains("uses.md:11"))
        #expect(hits.contains { $0.concepts.map(\.term) == ["Binding"] })
        // A plain word asks for no definition, but two hits in the spelling typed are fewer
        // than a search shows: the other spelling is looked for, and the passage that
        // defines Binding comes first (`--limit 2` shows the first two of the default list).
        let plain = places(try store.search("바인딩", options: .init(kind: .passage, limit: 2)))
        #expect(plain == ["uses.md:11", "uses.md:7"])
    }

    /// When no passage holds every word as typed, the other spellings are looked for before
    /// the closest matches are shown: `엣지 모든` finds `모든 edge`, `패딩 엣지` finds
    /// `padding … edge`.
    @Test func theOtherSpellingIsLookedForBeforeTheClosestMatches() throws {
        let other = TemporaryFolder()
        let store = try other.store()
        let note = other.write("edges.md", """
            # Padding

            Default 값으로 padding을 주면 모든 edge에 적용된다.

            모든 자식이 같은 높이로 늘어난다.

            특정 edge에만 padding을 줄 수도 있다.
            """)
        _ = try store.importNotes(paths: [note])
        let both = try store.searchResults("엣지 모든", options: .init(kind: .passage, limit: 3))
        #expect(both.closestTo == nil)
        // Then the passages that hold one of the two words.
        #expect(places(both.hits) == ["edges.md:3", "edges.md:7", "edges.md:5"])
        #expect(both.lackingAWord == 2)
        #expect(places(try store.search("패딩 엣지", options: .init(kind: .passage, limit: 3))) == ["edges.md:7", "edges.md:3"])
        // No spelling holds every word: the closest matches, the most words first.
        let closest = try store.searchResults("엣지 모든 우선순위", options: .init(kind: .passage, limit: 3))
        #expect(closest.closestTo == ["엣지", "모든", "우선순위"])
        #expect(places(closest.hits).first == "edges.md:3")
    }
}
