import Testing
@testable import KnowledgeBase

@Suite struct SearchQueryTests {
    func expression(_ query: String) -> String? { SearchQuery(parsing: query).matchExpression }

    @Test func wordsAreRequiredAndQuoted() {
        // Two lower-case words also match written as one; a long word also split in two, and
        // one of six letters or more before its last two (`swiftui` for `Swift UI`).
        #expect(expression("layout priority")
                == #"(("layout" OR "layouts" OR "layouted" OR "layouting" OR "layo ut") OR "layoutpriority" OR "레이 이아 아웃") AND (("priority" OR "priorities" OR "prio rity" OR "priori ty") OR "layoutpriority" OR "프라 라이 이오 오리 리티")"#)
        // A camelCase name also matches its parts written apart (`layout priority`), the
        // last also in the plural (`layout priorities`).
        #expect(expression("layoutPriority")
                == #"("layoutpriority" OR "layoutpriorities" OR "layout priority" OR "layout priorities")"#)
        // A last part that ends in `s` stays as it is.
        #expect(expression("showsIndicators") == #"("showsindicators" OR "shows indicators")"#)
        #expect(expression(".frame") == #""frame""#)
        #expect(expression("@State") == #""state""#)
    }

    /// `$` alone, with a particle or before a name, is looked for as the index stores it.
    @Test func aDollarSignIsLookedFor() {
        #expect(expression("$") == #""dollarsign""#)
        #expect(expression("$를") == #""dollarsign""#)
        #expect(expression("$isOn") == #""dollarsign is on ison""#)
    }

    @Test func koreanWordsBecomeGramPhrasesAndSingleSyllablesPrefixes() {
        #expect(expression("정렬") == #""정렬""#)
        // A compound of three or more syllables is also looked for with a space in it.
        // A learner's Hangul spelling of an English word is looked for as the word too.
        // (A first word of one syllable too: `줄바꿈` finds `줄 바꿈`.)
        #expect(expression("레이아웃") == #"(("레이 이아 아웃" OR "레 이아 아웃" OR "레이 이 아웃" OR "레이 이아 아 웃"*) OR "layout")"#)
        #expect(expression("스크롤뷰") == #"(("스크 크롤 롤뷰" OR "스 크롤 롤뷰" OR "스크 크 롤뷰" OR "스크 크롤 롤 뷰"*) OR "scrollview")"#)
        // `뷰` is how Korean notes spell view: a single syllable, looked for as a prefix.
        #expect(expression("뷰") == #"("뷰"* OR "view")"#)
        #expect(expression("VStack과") == #"("vstack" OR "vstacks")"#)
        #expect(expression("\"VStack과\"") == #""v stack vstack 과"*"#)
    }

    /// A limiting particle after a case particle (`방향에만`, `뷰에도`, `padding에만`) comes
    /// off with it, so that the word finds the note's `방향으로`; a word whose own last
    /// syllable looks like a case particle keeps it (`세로는`, `결과도`, `매크로는`).
    /// Real query: `특정 방향에만 padding 주려면` (FreshNotes).
    @Test func stackedParticlesAreLeftOffTogether() {
        #expect(KoreanEndings.stem(of: "방향에만") == "방향")
        #expect(KoreanEndings.stem(of: "뷰에도") == "뷰")
        #expect(KoreanEndings.stem(of: "화면으로만") == "화면")
        #expect(KoreanEndings.stem(of: "padding에만") == "padding")
        #expect(KoreanEndings.stem(of: "VStack과는") == "VStack")
        #expect(KoreanEndings.stem(of: "세로는") == "세로")
        #expect(KoreanEndings.stem(of: "결과도") == "결과")
        #expect(KoreanEndings.stem(of: "매크로는") == "매크로")
        #expect(KoreanEndings.stem(of: "정도만") == "정도")
        #expect(KoreanEndings.stem(of: "방향에") == "방향")
        #expect(expression("방향에만") == expression("방향"))
    }

    /// Particles and endings are left off a Korean word, as the index's grams find the
    /// word with any of them; a word that ends in the same syllable stays whole.
    @Test func particlesAndEndingsAreLeftOff() {
        #expect(expression("정렬을") == #""정렬""#)
        #expect(expression("정렬은") == #""정렬""#)
        #expect(expression("정렬하는") == #""정렬""#)
        #expect(expression("간격을") == #""간격""#)
        #expect(expression("레이아웃이란") == expression("레이아웃"))
        #expect(expression("뷰를") == #"("뷰"* OR "view")"#)
        for word in ["높이", "정의", "결과", "추가", "세로", "정도", "크기"] {
            #expect(KoreanEndings.stem(of: word) == word)
        }
        #expect(KoreanEndings.stem(of: "유연성이") == "유연성")
        // A word of one syllable a note spells in Hangul takes any particle (`뷰가`); the
        // copula's `인` comes off a noun of two syllables or more (`구조체인 이유`).
        #expect(KoreanEndings.stem(of: "뷰가") == "뷰")
        #expect(KoreanEndings.stem(of: "구조체인") == "구조체")
        #expect(KoreanEndings.stem(of: "확인") == "확인")
        for word in ["디자인", "로그인", "플러그인", "베이스라인", "도메인"] {
            #expect(KoreanEndings.stem(of: word) == word)
        }
        #expect(KoreanEndings.stem(of: "frame을") == "frame")
        // `이랑` and `랑` join words as `과` does (`State랑 Published 차이`), though a colour
        // of two syllables keeps its 랑 (`노랑`, `파랑`).
        #expect(KoreanEndings.stem(of: "State랑") == "State")
        #expect(KoreanEndings.stem(of: "transition이랑") == "transition")
        #expect(KoreanEndings.stem(of: "명령형이랑") == "명령형")
        #expect(KoreanEndings.stem(of: "노랑") == "노랑")
        #expect(KoreanEndings.stem(of: "파랑") == "파랑")
        #expect(SearchQuery(parsing: "State랑 Published 차이").requiredGroups.map(\.displayText) == ["State", "Published", "차이"])
        #expect(KoreanEndings.stem(of: "은") == "은")
        // What must be done (`붙여야`, `채택해야`) and a spoken question's copula (`불변이야`)
        // leave the verb or noun; a word of two syllables keeps its 야 (`분야`, `뭐야`).
        #expect(KoreanEndings.stem(of: "붙여야") == "붙여")
        #expect(KoreanEndings.stem(of: "채택해야") == "채택")
        #expect(KoreanEndings.stem(of: "불변이야") == "불변")
        #expect(KoreanEndings.stem(of: "분야") == "분야")
        #expect(KoreanEndings.stem(of: "뭐야") == "뭐야")
        #expect(SearchQuery(parsing: "lazyvstack 언제 써야 돼").requiredGroups.map(\.displayText) == ["lazyvstack", "언제", "써야"])
        #expect(SearchQuery(parsing: "공식문서 어떻게 읽어야 해").requiredGroups.map(\.displayText) == ["공식문서", "어떻게", "읽어"])
        // An English word spelt in Hangul that ends as a particle does stays whole
        // (`오버레이`, not `오버레`), and finds the English word.
        #expect(KoreanEndings.stem(of: "오버레이") == "오버레이")
        #expect(KoreanEndings.stem(of: "오버레이가") == "오버레이")
        #expect(SearchQuery(parsing: "오버레이").groups.first?.map { $0.words.joined() } == ["오버레이", "overlay"])
        // A condition (`감싸면`) finds the verb however the note goes on (`감싸주게 되면`); a noun
        // of two syllables that ends in 면 stays whole.
        #expect(KoreanEndings.stem(of: "감싸면") == "감싸")
        #expect(KoreanEndings.stem(of: "바꾸면") == "바꾸")
        for word in ["화면", "측면", "정면"] {
            #expect(KoreanEndings.stem(of: word) == word)
        }
    }

    /// An English compound typed as one word also matches as two (every split leaving four
    /// letters or more on each side); two typed apart also match as one, which each of the
    /// two accepts, and which the query's words shown to the user leave out.
    @Test func englishCompoundsMatchSpacedOrNot() {
        #expect(expression("safearea") == #"(("safearea" OR "safeareas" OR "safeareaed" OR "safeareaing" OR "safe area" OR "safear ea") OR "세이 이프 프에 에어 어리 리어")"#)
        #expect(EnglishForms.splits(of: SearchQuery(parsing: "propertywrapper").groups[0][0]).map { $0.joined(separator: " ") }
                == ["prop ertywrapper", "prope rtywrapper", "proper tywrapper", "propert ywrapper", "property wrapper",
                    "propertyw rapper", "propertywr apper", "propertywra pper", "propertywrapp er"])
        // The last two letters also apart, as an acronym that ends a name a note writes in
        // two words (`swiftui` for `Swift UI`); five letters or fewer stay whole.
        #expect(EnglishForms.splits(of: SearchQuery(parsing: "swiftui").groups[0][0]).map { $0.joined(separator: " ") }
                == ["swift ui"])
        #expect(EnglishForms.splits(of: SearchQuery(parsing: "macos").groups[0][0]).isEmpty)
        // (`세이프`, `에어리어` and `에리어` are their Hangul spellings.)
        #expect(expression("safe area")
                == #"(("safe" OR "safes" OR "safed" OR "safing") OR "safearea" OR "세이 이프") AND (("area" OR "areas" OR "areaed" OR "areaing") OR "safearea" OR "에리 리어" OR "에어 어리 리어")"#)
        #expect(SearchQuery(parsing: "safe area").requiredGroups.map(\.displayText) == ["safe", "area"])
        // Not for identifiers, capitals, phrases, exclusions or short words.
        #expect(expression("Safe Area") == #"(("safe" OR "safes" OR "safed" OR "safing") OR "세이 이프") AND (("area" OR "areas" OR "areaed" OR "areaing") OR "에리 리어" OR "에어 어리 리어")"#)
        #expect(expression("\"safe area\"") == #""safe area""#)
        #expect(expression("safe -area") == #"((("safe" OR "safes" OR "safed" OR "safing") OR "세이 이프")) NOT ("area" OR "areas" OR "areaed" OR "areaing")"#)
        #expect(expression("go box") == #""go" AND ("box" OR "boxes")"#)
    }

    /// A verb or adjective in its adnominal form (final ㄴ) is also looked for by its stem,
    /// as the start of a word: `나눈` finds `나누어진`. Nouns ending in ㄹ and one syllable
    /// stay as written.
    @Test func adnominalFormsAlsoFindTheirStem() {
        #expect(expression("나눈") == #"("나눈" OR "나누"*)"#)
        #expect(expression("늘어난") == #"("늘어 어난" OR "늘 어난" OR "늘어 어 난"* OR "늘어 어나"*)"#)
        #expect(KoreanEndings.adnominalStem(of: "바뀐") == "바뀌")
        #expect(KoreanEndings.adnominalStem(of: "정렬") == nil)
        #expect(KoreanEndings.adnominalStem(of: "큰") == nil)
        #expect(KoreanEndings.adnominalStem(of: "View") == nil)
    }

    /// An English word also finds its other forms, by name; an identifier its plural.
    @Test func englishFormsOfAWord() {
        func forms(_ word: String) -> [String] {
            EnglishForms.variants(of: .init(words: [word], isPhrase: false, isPrefix: false, isExcluded: false))
        }
        #expect(forms("modifiers") == ["modifier", "modifiere", "modifieres", "modifiering", "modifiered"])
        #expect(forms("stretching") == ["stretch", "stretche", "stretchs", "stretches", "stretched"])
        #expect(forms("proposing").contains("proposes"))
        #expect(forms("proposing").contains("propose"))
        #expect(forms("properties") == ["property", "propertye", "propertys", "propertyes", "propertying", "propertyed", "properties"].filter { $0 != "properties" })
        #expect(forms("spacing").contains("spacer") == false)
        #expect(forms("modifier") == ["modifiers", "modifiered", "modifiering"])
        #expect(forms("VStack") == ["vstacks"])
        #expect(forms("VStacks") == [])
        #expect(forms("HTML") == [])
        #expect(forms("and") == [])
        // A short word has its plural, and as a verb typed bare, its `-ed` and `-ing` forms
        // (`inject` finds `can be injected in a view`); a function word has no other form.
        #expect(forms("view") == ["views", "viewed", "viewing"])
        #expect(forms("grid") == ["grids", "grided", "griding"])
        #expect(forms("inject") == ["injects", "injectly", "injected", "injecting"])
        #expect(forms("size") == ["sizes", "sized", "sizing"])
        #expect(forms("pass") == ["passes", "passed", "passing"])
        #expect(forms("set") == ["sets"])
        #expect(forms("uses") == [])
        #expect(forms("with") == [])
        // An adjective finds its adverb and the adverb its adjective (`implicit` finds
        // `Implicitly (automatic animations)`); a word that ends otherwise has none.
        #expect(forms("implicit") == ["implicits", "implicitly", "implicited", "impliciting"])
        #expect(forms("automatic") == ["automatics", "automatically", "automaticed", "automaticing"])
        #expect(forms("implicitly") == ["implicit"])
        #expect(forms("automatically") == ["automatic"])
        #expect(forms("family") == ["families"])
        #expect(forms("stack") == ["stacks", "stacked", "stacking"])
        // A verb in `-ate` finds its action noun and the noun the verb (`animate` finds
        // `perform animations`); a word shorter than six letters has none (`state`, `station`).
        #expect(forms("animate") == ["animates", "animately", "animated", "animating", "animation", "animations"])
        #expect(forms("animating") == ["animat", "animate", "animats", "animates", "animatings", "animated", "animation", "animations"]
            .filter { $0 != "animatings" })
        #expect(forms("animation") == ["animations", "animationed", "animationing", "animate", "animates", "animated", "animating"])
        #expect(forms("state") == ["states", "stately", "stated", "stating"])
        #expect(forms("station") == ["stations", "stationed", "stationing"])
        #expect(expression("\"stretching views\"") == #""stretching views""#)
    }

    @Test func quotesMakePhrasesAndOrAndMinusWork() {
        #expect(expression("\"layout priority\"") == #""layout priority""#)
        #expect(expression("\"커스텀 정렬\"") == #""커스 스텀 텀 정렬""#)
        #expect(expression("HStack OR VStack") == #"(("hstack" OR "hstacks") OR ("vstack" OR "vstacks"))"#)
        #expect(expression("stack -zstack") == #"((("stack" OR "stacks" OR "stacked" OR "stacking") OR "스택")) NOT ("zstack" OR "zstacks" OR "zstacked" OR "zstacking" OR "zsta ck")"#)
        #expect(expression("lay*") == #""lay"*"#)
    }

    @Test func ftsSyntaxIsAlwaysText() {
        #expect(expression("AND") == #""and""#)
        #expect(expression("NOT OR") == #""not""#)
        #expect(expression("a:b (c) d*e \"f") == #""a b" AND "c" AND "d e" AND "f""#)
        #expect(expression("-alone") == #"("alone" OR "alones" OR "aloned" OR "aloning")"#)
        #expect(expression("( ) \" * -") == nil)
        #expect(expression("") == nil)
    }
}

/// What a learner types around the words a note holds: English function words in a
/// question, and Korean question and goal endings.
@Suite struct QueryFunctionWordTests {
    func requiredWords(_ text: String) -> [String] { SearchQuery(parsing: text).requiredGroups.map(\.displayText) }

    /// `dismiss a view with a button`: articles, prepositions and question words need not be
    /// in the passage; quoted, or alone, they are looked for.
    @Test func functionWordsOfAQuestionAreLeftOut() {
        #expect(requiredWords("dismiss a view with a button") == ["dismiss", "view", "button"])
        #expect(requiredWords("how to use the frame") == ["use", "frame"])
        #expect(requiredWords("\"with a button\"") == ["with a button"])
        #expect(requiredWords("with") == ["with"])
        #expect(requiredWords("the with") == ["the", "with"])
    }

    /// `뷰인가요` asks whether a thing is a view; `고정하려면` wants to fix it: the query
    /// looks for `뷰` and `고정`. A goal after any verb's stem (`탭뷰를 페이지처럼 넘기려면`,
    /// DellNotes) looks for the stem, which the note's `넘기듯이` holds.
    @Test func questionAndGoalEndingsComeOff() {
        #expect(KoreanEndings.stem(of: "뷰인가요") == "뷰")
        #expect(KoreanEndings.stem(of: "컨테이너인가") == "컨테이너")
        #expect(KoreanEndings.stem(of: "고정하려면") == "고정")
        #expect(KoreanEndings.stem(of: "넘기려면") == "넘기")
        #expect(KoreanEndings.stem(of: "찾으려면") == "찾")
        #expect(KoreanEndings.stem(of: "바꾸려고") == "바꾸")
        #expect(KoreanEndings.stem(of: "정렬일까요") == "정렬")
    }

    /// `초기화되나요`, `정렬하나요`: a question after a verb noun looks for the noun.
    @Test func questionEndingsAfterAVerbNounComeOff() {
        #expect(KoreanEndings.stem(of: "초기화되나요") == "초기화")
        #expect(KoreanEndings.stem(of: "정렬하나요") == "정렬")
        #expect(KoreanEndings.stem(of: "고정될까요") == "고정")
        #expect(KoreanEndings.stem(of: "적용되는지") == "적용")
    }
}
