import Foundation

/// What a learner would keep as a flashcard's term: not a verb or adjective stem cut from
/// a clause, a pronoun, a generic word on its own, a diary heading, the note's title or a
/// name the note's own code declares; and without the Korean ending glued to it.
enum LearnerTerms {
    /// Translated tutorials' `당신`, a writer's `we`: never a concept.
    static let pronouns: Set<String> = [
        "당신", "당신이", "우리", "우리가", "저희", "여러분", "너", "너가", "나", "내가", "제가", "그들",
        "i", "we", "you", "they", "he", "she", "it",
    ]

    static let possessives: Set<String> = ["your", "my", "our", "their", "his", "her", "its"]

    /// `stripped down`, `laid out`, `filled up`: a past participle and its particle.
    static func isPhrasalParticiple(_ phrase: String) -> Bool {
        let words = phrase.split(separator: " ")
        guard words.count == 2, ["down", "up", "out", "off", "away", "over"].contains(words[1]) else { return false }
        return words[0].hasSuffix("ed") || ["laid", "set", "built", "cut", "put", "shown", "broken", "taken"].contains(words[0])
    }

    /// Words every SwiftUI note uses in passing. On its own such a word names no concept a
    /// learner looks up (a sentence with `Text` as its subject is about something else);
    /// inside a longer term (`Text 줄바꿈`, `parent view의 제안`) it is kept.
    static let genericWords: Set<String> = [
        "view", "views", "뷰", "swiftui", "swift", "uikit", "xcode", "ios", "apple", "app", "앱", "ui", "body",
        "메서드", "메소드", "method", "함수", "function", "크기", "size", "코드", "code", "프로세스", "process", "이름",
        "name", "struct", "class", "enum", "init", "double", "int", "string", "cgfloat", "bool", "width", "height",
        "component", "컴포넌트", "parent view", "child view", "부모 뷰", "자식 뷰", "값", "value", "속성", "property",
        "화면", "screen", "기능", "예시", "예제", "프로퍼티", "장점", "단점", "참고", "참고문서", "참고 사이트", "참고자료",
        "example", "exhibit a", "field notes", "필드 노트", "필드노트", "links that help", "성능 저하", "스택", "텍스트", "텍스트뷰", "사이즈",
        "부모", "자식", "부모뷰", "자식뷰", "컨포넌트", "기본값", "아이콘", "general notes", "short version",
        "작업", "내용", "요소", "스크린샷", "화살표", "포인트", "구조체", "그래픽", "애니메이션", "규칙", "과정", "과정들",
        "너비", "높이", "아래코드", "위 코드", "아래 코드", "숫자", "numbers",
        // A study log's labels and words of its story: `**과제: …**`, `시작은 언제나 …`,
        // `… 것이 일반적이다`.
        "과제", "시작", "일반적", "소감", "느낀점", "느낀 점", "문제점",
        // A direction alone, as a heading names a section (`## Horizontal`).
        "horizontal", "vertical", "horizontally", "vertically",
        // A tutorial's level (`Difficulty: **Beginner** | Easy | Normal`).
        "difficulty", "beginner", "intermediate", "advanced", "easy", "normal", "challenging", "초급", "중급", "고급",
        // An action stressed in bold (`옛 뷰 **파괴** + 새 뷰 **생성**`), a part or a degree.
        "생성", "파괴", "삭제", "추가", "변경", "호출", "실행", "일부", "수준", "실측", "문제상황", "문제 상황",
        "컴파일러", "compiler", "api", "apis",
        "타입", "type", "protocol", "프로토콜", "변수", "variable", "상태", "데이터", "data", "content", "contents",
        "방식", "개념", "사용법", "설명", "정의", "특징", "차이점", "문법", "구현", "구조", "결과", "사용", "활용",
        // English prose pointing at what follows, or labelling it: `Below is an example`, `Reason 1:`.
        "below", "above", "reason", "reasons", "one last thing", "last thing",
        "몇몇", "단계", "참조", "에러", "오류", "엑스코드", "goal", "goals", "important", "welcome", "tip", "note",
        "stack", "stacks", "파일", "파일명", "파일 이름", "file", "이니셜라이저", "initializer", "생성자",
        "var", "let", "func", "return", "self", "default", "왼쪽", "오른쪽", "위쪽", "아래쪽", "가운데",
        // Labels over a list (`핵심:`, `Here:`), ordinals and words that join sentences.
        "핵심", "원리", "동작 원리", "실행 순서", "요약", "정리", "주의", "주의사항", "결론", "확인", "here", "now",
        "문서", "apple 문서", "공식 문서", "애플 문서", "첫번째", "두번째", "세번째", "네번째", "첫 번째", "두 번째",
        "세 번째", "넓이", "길이", "하지만", "그러나", "그래서", "따라서", "그리고", "또한", "반드시", "항상", "특히",
        "가끔", "종종", "때때로", "자주", "중요",
        "파라미터", "매개변수", "인자", "parameter", "parameters", "argument", "arguments",
        // Labels of a workbook's task or a problem report: `목표`, `힌트`, `문제 : …`, `원인 : …`.
        "목표", "힌트", "문제", "원인", "해결", "해결 방법", "해결책", "현재 상황", "해야 할 일", "할 일", "진행할 내용",
        // (English `role`, `hint`, `status` name parameters too: `Button(role:)`.)
        "배운 점", "느낀 점", "회고", "역할", "todo", "to do", "current status",
        // Labels over what a note lists of a thing (`Key properties:`, `**Use Cases:**`,
        // `대안 | 트레이드오프`): the thing is the concept, not the label.
        "key properties", "key points", "considerations", "use cases", "use case", "pros", "cons", "benefits",
        "advantages", "disadvantages", "drawbacks", "best practices", "how it works", "when to use",
        "용도", "사용 사례", "고려사항", "주의할 점", "대안", "트레이드오프",
        // The labels a tutorial's boxes open with (`> 💡 **비유**: …`, `> ⚠️ **흔한 오해**: …`,
        // `**선수 지식**: …`): what the box says is about the terms inside it.
        "비유", "오해", "흔한 오해", "팁", "실무 팁", "꿀팁", "선수 지식", "사전 지식", "알고 계셨나요?",
        "알고 계셨나요", "더 알아보기", "analogy", "misconception", "common misconception", "pro tip",
        "prerequisite", "prerequisites", "did you know?", "did you know", "fun fact", "warning", "caution",
    ]

    /// Small words an English term never ends on: `Original code created by:` leads to what
    /// follows it.
    static let trailingPrepositions: Set<String> = ["by", "of", "to", "for", "with", "from", "in", "on", "at", "into",
                                                    "the", "a", "an", "and", "or"]

    /// Words that open a phrase naming some of a kind, not one thing: `주요 detent 옵션:` over
    /// a list, `각종 메소드를 사용하여`. (`여러 줄 텍스트` is a kind of text: `여러` is left out.)
    static let quantifyingWords: Set<String> = ["주요", "각종", "다양한", "여러가지", "몇몇", "몇가지", "기타", "모든"]

    /// Words a learner praises with: `Nice grid layout`, `Great tip`, `Cool trick`.
    static let praisingWords: Set<String> = ["nice", "great", "cool", "awesome", "amazing", "neat", "handy", "fun", "interesting"]

    /// Facets an outline gives each API under its heading, as a label before its text on
    /// the same line (`**Purpose:** …`, `**Sizing:** …`, `- **Performance**: …`): the heading
    /// names the API; the label names no concept. (`Sizing:` over a list of the rules it
    /// has is the note's topic.)
    static let facetLabels: Set<String> = [
        "purpose", "nature", "functionality", "mechanism", "usage", "sizing", "space usage", "content sizing",
        "behavior", "behaviour", "limitations", "syntax", "description", "definition", "features", "performance",
        "목적", "동작 방식", "한계",
    ]

    /// Verb and adjective stems that end in none of the endings `isVerbStem` reads.
    static let stems: Set<String> = [
        "가지", "따르", "바꾸", "띄우", "그리", "만들", "보이", "알", "쓰", "나타내", "채우", "세우", "키우", "비우",
        "다르", "고르", "모르", "부르", "흐르", "누르", "가져서", "가진", "넣", "놓", "두", "주", "받", "끝나",
        "붙이", "줄이", "늘이", "숨기", "감싸", "겹치", "맞추", "넘기", "담", "읽", "채워", "일어나", "나타나",
        "도와주", "돕", "빌리", "빌려",
        // (`ViewModifier 만드는 방법`, CliffNotes: 만들다 before 는 drops its ㄹ.)
        "만드",
        // (`배우는 과정에서`, NookNotes: 배우다, to learn; and its neighbours in a learner's note.)
        "배우", "익히", "알아보", "살펴보", "찾아보",
        // (`먼저 만나는 Background …`, DawnNotes: 만나다, to meet.)
        "만나", "만난",
    ]

    /// A Hangul word that is a stem or a conjugated form, not a noun: `사용하`, `채택하`,
    /// `준수하` (…하), `이루어지`, `그려지` (passive …어지/…려지), `가진다` (…다),
    /// `생성되` (…되), and the listed stems (`가지`, `따르`, `바꾸`).
    static func isVerbStem(_ word: String) -> Bool {
        guard word.unicodeScalars.allSatisfy(isHangul) else { return false }
        // (A determiner alone, `부모가 **다른** 객체를 넘겨도`, stresses the word too.)
        if stems.contains(word) || determiners.contains(word) { return true }
        guard word.count >= 2 else { return false }
        // (`겹쳐지`, `밝혀지`: a passive's 어지 contracted with the stem's vowel.)
        for ending in ["하", "되", "어지", "아지", "려지", "워지", "해지", "쳐지", "혀지", "춰지", "뤄지",
                       "다", "시키", "하는", "되는", "받", "있", "없", "같", "누",
                       "하려", "해서", "하자", "것", "여주", "해주", "어주", "워주", "아주", "오르",
                       // (`복잡해보이는`: 보이다 after an adverb's 해, how a thing looks.)
                       "해보이"]
        where word.hasSuffix(ending) {
            return true
        }
        return false
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }

    /// Korean endings a note glues to an English term: `AspectVGrid라` → AspectVGrid,
    /// `container들` → container, `view만큼` → view, `TextField같` → TextField.
    /// A Hangul tail of up to four syllables after a Latin letter, `)` or `` ` `` is
    /// a particle or ending, never part of the term.
    static func withoutGluedEnding(_ term: String) -> String {
        let scalars = Array(term.unicodeScalars)
        guard let last = scalars.last, isHangul(last) else { return term }
        var start = scalars.count
        while start > 0, isHangul(scalars[start - 1]) { start -= 1 }
        // `listRowSeparator모디파이어`: a kind word glued on, however long, names the kind.
        let gluedKind = {
            let tail = String(String.UnicodeScalarView(scalars[start...]))
            return SubjectPosition.kindWords.contains { kind in
                kind.unicodeScalars.first.map(isHangul) == true && tail.hasPrefix(kind) && tail.count - kind.count <= 2
            }
        }
        guard start > 0, scalars.count - start <= 4 || gluedKind() else { return term }
        let before = Character(scalars[start - 1])
        guard before.isASCII, before.isLetter || before == ")" || before == "`" else { return term }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[..<start])
        return String(view).trimming("`")
    }

    /// `withAnimation {}`, `withAnimation { … }`: an empty trailing closure shows how the
    /// API is called; the name is the term.
    static func withoutEmptyClosure(_ term: String) -> String {
        if term.count > 2, term.hasPrefix("`"), term.hasSuffix("`") {
            return "`" + withoutEmptyClosure(String(term.dropFirst().dropLast())) + "`"
        }
        guard term.hasSuffix("}"), let open = term.firstIndex(of: "{"), open != term.startIndex,
              term[open...].dropFirst().dropLast().allSatisfy({ " .…".contains($0) }) else { return term }
        return term[..<open].trimmingWhitespace
    }

    /// A heading's words without its number and the symbols before them: `✅ 7. Model
    /// Configuration` → Model Configuration, as `7. Model Configuration` is.
    static func headingTitle(_ heading: String) -> String {
        let title = withoutLeadingSymbols(ChapterHeading(heading).title)
        return opensWithSectionNumber(title) ? ChapterHeading(title).title : title
    }

    /// `7. Model Configuration`: digits, then `. `.
    static func opensWithSectionNumber(_ title: String) -> Bool {
        title.first?.isASCIIDigit == true && title.drop { $0.isASCIIDigit }.hasPrefix(". ")
    }

    /// Without a heading's leftover `#`, an emoji or a bullet before the words: `📒 Field
    /// Notes` → Field Notes, `# Conditional modifiers` → Conditional modifiers.
    /// `cf) overlay` → overlay as well.
    static func withoutLeadingSymbols(_ term: String) -> String {
        var text = Substring(term)
        for aside in ["cf) ", "cf. ", "Cf) ", "Cf. "] where text.hasPrefix(aside) { text = text.dropFirst(aside.count) }
        // `① 위`: a circled number counts steps, as a bullet does.
        return String(text.drop { !($0.isLetter || $0.isASCIIDigit || "`@.(_$".contains($0)) }).trimmingWhitespace
    }

    /// `Day 27`, `Day16`, `Day 16 - 18`, `Week 2`, `2024-01-01`, `1일차`, `2주차`, `16 April`,
    /// `3월 5일`: where a diary or a course's schedule is, not what it teaches.
    static func isDateHeading(_ term: String) -> Bool {
        let lower = term.lowercased()
        let digits = lower.filter(\.isASCIIDigit)
        guard !digits.isEmpty else { return false }
        for period in ["day", "week"] where lower.hasPrefix(period) {
            if lower.dropFirst(period.count).allSatisfy({ $0.isASCIIDigit || " -–~".contains($0) }) { return true }
        }
        if lower.hasSuffix("주차"), lower.dropLast(2).allSatisfy({ $0.isASCIIDigit || $0 == " " }) { return true }
        if lower.allSatisfy({ $0.isASCIIDigit || "-./ ".contains($0) }) { return true }
        if lower.hasSuffix("일차") || lower.hasSuffix("일") && lower.contains("월") { return true }
        let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                      "october", "november", "december"]
        let words = lower.split(separator: " ")
        return words.count == 2 && words.contains { $0.allSatisfy(\.isASCIIDigit) } && words.contains { months.contains(String($0)) }
    }

    /// Views every note shows: the grammatical subject of many sentences that are about
    /// something else (`Text를 command-click하면 …`). Such a word is a concept only in the
    /// chapter its heading names it, or when the heading itself is the term. (Stacks are
    /// not among them: a sentence with a stack as its subject most often explains it.)
    static let genericSubjects: Set<String> = [
        "text", "image", "button", "color", "shape", "이미지", "버튼",
    ]

    /// A generic word or a view every note shows, on its own: `Text`, `View`, `SwiftUI`, `뷰`.
    static func isGenericSubject(_ term: String) -> Bool {
        let bare = withoutGluedEnding(term).lowercased().trimming("`*_.@()")
        return genericWords.contains(bare) || genericSubjects.contains(bare)
    }

    /// `text view` → text, `부모view` → 부모, `부모 뷰` → 부모: a generic word with `view`
    /// after it is as generic as the word alone. Lowercased `bare` in, as `kept` makes it.
    static func withoutViewWord(_ bare: String) -> String {
        for word in [" view", "view", " 뷰", "뷰"] where bare.hasSuffix(word) && bare.count > word.count {
            return String(bare.dropLast(word.count))
        }
        return bare
    }

    /// The endings of web addresses a note writes as code (`` `.com` ``).
    static let domainEndings: Set<String> = ["com", "net", "org", "io", "kr", "co", "jp", "edu", "gov"]

    /// `뷰들` → 뷰: a Korean plural's noun, for the generic words (`뷰들은 …의 함수다` names no
    /// concept more than `뷰는` does).
    static func koreanSingular(_ word: String) -> String {
        guard word.count >= 2, word.hasSuffix("들"), word.unicodeScalars.allSatisfy({ isHangul($0) || $0 == " " }) else { return word }
        return String(word.dropLast())
    }

    /// `character 타입` → character, `indirect 키워드` → indirect, `@state 프로퍼티 래퍼` →
    /// @state: a lowercased term without the kind word after it, so that one line names one
    /// thing once, and a name the note's code declares is known with its kind word. A kind
    /// word before it stays (`property wrapper` is no `property`).
    static func withoutKindWord(_ key: String) -> String {
        for kind in [" 프로퍼티 래퍼", " property wrapper", " 래퍼", " wrapper", " 타입", " 키워드", " 프로토콜", " 구문", " 클래스", " 구조체", " type", " keyword", " protocol", " class", " struct"]
        where key.hasSuffix(kind) && key.count > kind.count && !SubjectPosition.kindWords.contains(String(key.dropLast(kind.count))) {
            return String(key.dropLast(kind.count))
        }
        return key
    }

    /// `types` → type, `classes` → class, `properties` → property: an English plural's
    /// singular, for the generic words (`Types` over a list of kinds is no concept).
    static func singular(_ word: String) -> String {
        guard word.count > 4, word.allSatisfy(\.isASCII), word.hasSuffix("s"), !word.hasSuffix("ss") else { return word }
        if word.hasSuffix("ies") { return word.dropLast(3) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("shes") || word.hasSuffix("ches") { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    /// Korean words that pick out one thing of a kind (`특정`, `다른`) or its state
    /// (`변화된`, `새로운`): before a generic word they point at an instance in the text
    /// (`특정 기능`, `변화된 View`), not at a concept.
    static let determiners: Set<String> = ["특정", "다른", "여러", "모든", "각", "같은", "해당", "새로운", "새", "변화된", "바뀐", "기존"]

    static func isDeterminedGenericWord(_ bare: String) -> Bool {
        let words = bare.split(separator: " ")
        guard words.count == 2, determiners.contains(String(words[0])) || englishDeterminers.contains(String(words[0])) else { return false }
        let noun = String(words[1])
        return genericWords.contains(noun) || genericWords.contains(singular(noun)) || instanceNouns.contains(singular(noun))
    }

    /// English words that pick out one thing of a kind (`a **new struct**`, `the **original
    /// view**`, `detects **new instances**`): the thing the sentence is about at that moment
    /// (FernNotes, FrostNotes). `new` before an API's name (`new NavigationStack`) is left to
    /// the name.
    static let englishDeterminers: Set<String> = ["new", "original", "another", "other", "existing", "current", "same", "old"]

    /// Words for one made thing, generic after a determiner as a generic word is
    /// (`new instances`, `기존 객체`), though `인스턴스` names a concept in `인스턴스 메서드`.
    static let instanceNouns: Set<String> = ["instance", "object", "인스턴스", "객체"]

    /// The views Apple's frameworks name `…View`: every other `…View` type a note names is
    /// one a tutorial makes (`QuestionView`, `CardView`), whether or not its code is in
    /// the note.
    static let frameworkViews: Set<String> = [
        "scrollview", "navigationview", "navigationsplitview", "tabview", "progressview", "anyview", "emptyview",
        "tupleview", "contentunavailableview", "uiview", "nsview", "uihostingview", "nshostingview", "stackview",
        "uistackview", "tableview", "uitableview", "collectionview", "uicollectionview", "uiscrollview", "mapview",
        "webview", "wkwebview", "imageview", "uiimageview", "textview", "uitextview", "view", "leafview",
        "containerview", "parentview", "childview", "rootview", "subview", "listview", "gridview", "timelineview",
        "canvasview", "spriteview", "sceneview", "videoplayerview", "colorpickerview", "geometryreaderview",
    ]

    /// `QuestionView`, `EmojiMemoryGameView`: one word, upper camel case, ending in View,
    /// not one of Apple's.
    static func isOwnViewName(_ term: String) -> Bool {
        guard term.count > 4, term.hasSuffix("View"), term.first?.isUppercase == true,
              term.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        return !frameworkViews.contains(term.lowercased())
    }

    /// Whether `word` is a name of `names` with two neighbouring letters swapped, the
    /// commonest typo of a note (`siwftui` for swiftui, `aspectvgird` for aspectvgrid).
    /// Only for words of six letters or more: shorter ones differ by a swap as real words do.
    static func isTransposition(of word: String, in names: Set<String>) -> Bool {
        let letters = Array(word)
        guard letters.count >= 6, !names.contains(word) else { return false }
        var swapped = letters
        for index in letters.indices.dropLast() where letters[index] != letters[index + 1] {
            swapped.swapAt(index, index + 1)
            if names.contains(String(swapped)) { return true }
            swapped.swapAt(index, index + 1)
        }
        return false
    }

    /// Whether `word` is a name of `names` with a piece of one to three letters left out
    /// inside it (`focusfield` for focusedfield: `ed` left out). Only for words of eight
    /// letters or more; a name that only adds to a word's end
    /// (`GeometryReaderEx`) is the note's own name built on Apple's, which stays a term.
    static func isDroppedPiece(of word: String, in names: Set<String>) -> Bool {
        let letters = Array(word)
        guard letters.count >= 8, !names.contains(word) else { return false }
        for name in names where (letters.count + 1...letters.count + 3).contains(name.count) {
            let full = Array(name)
            let length = full.count - letters.count
            // The longest common start; the piece is left out right after it, or earlier
            // where the letters before repeat (`ee` → `e`).
            let start = zip(full, letters).prefix { $0 == $1 }.count
            for cut in stride(from: min(start, letters.count - 1), through: 1, by: -1) where full[(cut + length)...] == letters[cut...] {
                return true
            }
        }
        return false
    }

    /// Whether `word` is a name of `names` with a piece of one to three letters typed twice
    /// (`observabableobject` for observableobject: `ab` again). Only for names of eight
    /// letters or more, where a real word seldom repeats a piece its neighbour lacks.
    static func isStutter(of word: String, in names: Set<String>) -> Bool {
        let letters = Array(word)
        guard letters.count >= 9, !names.contains(word) else { return false }
        for length in 1...3 where letters.count - length >= 8 {
            for start in length...(letters.count - length) where letters[(start - length)..<start] == letters[start..<(start + length)] {
                if names.contains(String(letters[..<start] + letters[(start + length)...])) { return true }
            }
        }
        return false
    }

    /// Words that follow a term without changing what it names: `ContentView 자체`,
    /// `@State 프로퍼티`, `.padding modifier`, `@Published property wrapper`.
    static let trailingWords = [
        " property wrapper", " 자체", " itself", " 외부", " 내부", " 프로퍼티", " 인스턴스", " modifier",
        " 메서드", " 속성", " value", " 클로저", " closure", " 변수", " variable", " 파라미터", " 인자", " parameter",
    ]

    static let koreanKindWords: Set<String> = ["프로퍼티", "메서드", "속성", "클로저", "변수", "인스턴스", "파라미터", "인자"]

    /// Words after a term that say what the text does with it: `ContentOffset 확인`,
    /// `minLength 파라미터 지정`.
    static let taskWords = [" 확인", " 알아보기", " 살펴보기", " 지정", " 설정", " 지정하기", " 설정하기"]

    /// Words of a title about the notes themselves (`SwiftUI-Note`, `iOS TIL`, `SwiftUI
    /// 스터디 정리`, `ConySwiftUITutorials`, `iOS-Handbook`), never of a concept.
    static let notebookWords: Set<String> = ["note", "notes", "til", "study", "studies", "tutorial", "tutorials", "handbook",
                                             "cheatsheet", "스터디", "공부", "일지", "회고", "정리", "강의"]

    /// Keys pressed together (`option cmd p`, `⌘ + click`): a shortcut, not a term.
    static let shortcutKeys: Set<String> = ["cmd", "command", "ctrl", "control", "option", "opt", "shift", "⌘", "⌥", "⇧", "⌃"]

    static func isNotebookTitle(_ bare: String) -> Bool {
        bare.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).contains { notebookWords.contains(String($0)) }
    }

    /// `SwiftUIStudy`, `iOSNotes`: a repository's name, its words joined by their capitals,
    /// that ends in a notebook's word. (Read before the term is lowercased.)
    static func isJoinedNotebookTitle(_ term: String) -> Bool {
        guard !term.contains(" "), term.dropFirst().contains(where: \.isUppercase),
              let last = ConceptExtractor.camelCaseWords(term).last, last.first?.isUppercase == true else { return false }
        return notebookWords.contains(last.lowercased())
    }

    static func isShortcut(_ bare: String) -> Bool {
        let keys = bare.split(whereSeparator: { $0 == " " || $0 == "+" || $0 == "-" })
        return keys.count >= 2 && keys.contains { shortcutKeys.contains(String($0)) } && keys.allSatisfy { $0.count <= 7 }
    }

    /// Openings of a clause, not of a term: `there exist alignment`, `with respect`,
    /// `cf) overlay`, `(the widths`.
    static let clauseOpenings = ["there ", "with ", "of ", "for ", "to ", "in ", "on ", "and ", "or ", "if ", "when ",
                                 "so ", "this ", "that ", "from ", "since ", "another ", "once ", "(",
                                 // `That's because ViewModifiers are Views`: a reason, no name.
                                 "that's ", "that’s ", "here's ", "here’s ", "there's ", "there’s ",
                                 // `First, because of performance: …`: a reason counted, no name.
                                 "first, ", "second, ", "third, ", "finally, ", "lastly, ", "also, ", "then, ", "next, ",
                                 "그래서 ", "그러면 ", "그런데 ", "그리고 ", "하지만 ", "따라서 ", "그러나 "]

    /// Words that ask (`어떻게 생겼어?`, `왜 필요할까`): a phrase with one is a question, not
    /// a name.
    static let questionWords: Set<Substring> = ["어떻게", "왜", "언제", "어디서", "무엇을", "뭘", "뭐가", "무엇이"]

    /// Days and times a diary-like note speaks from (`오늘의 주제`, `이전 UIKit을 사용할때에는`):
    /// no concept, nor a phrase that opens with one.
    static let timeWords: Set<String> = ["오늘", "어제", "내일", "요즘", "이전", "예전", "today", "yesterday", "tomorrow"]

    /// `정확하게`, `간단하게`: a 하다 adjective made an adverb, which names nothing.
    static func isAdverbialForm(_ word: Substring) -> Bool {
        guard word.unicodeScalars.allSatisfy(isHangul) else { return false }
        // `다르게`, `같게`, `빠르게`: an adjective made an adverb (`identity를 **다르게** 만드는`).
        return word.count >= 3 && word.hasSuffix("하게") || ["같게", "르게", "없게", "있게", "되게"].contains { word.hasSuffix($0) }
    }

    /// `proxy(대리인)` → proxy, `alignment(정렬 방법)` → alignment: a Korean gloss in
    /// parentheses after an English term is a translation, not part of it.
    /// Likewise `레이아웃 중립(layout neutral)` → 레이아웃 중립.
    /// `$` of `달러($) 접두어`, `달러($)`: a Korean name of a sigil, the sigil glossed after it,
    /// is that sigil.
    static func glossedSigil(_ term: String) -> String? {
        guard let open = term.firstIndex(of: "("), let close = term.firstIndex(of: ")"), open < close,
              term.index(open, offsetBy: 2) == close else { return nil }
        let sigil = String(term[term.index(after: open)])
        let words = (term[..<open] + " " + term[term.index(after: close)...]).split(separator: " ")
        guard ConceptExtractor.isSigil(sigil), !words.isEmpty,
              words.allSatisfy({ $0.unicodeScalars.allSatisfy(isHangul) }) else { return nil }
        return sigil
    }

    /// `Spacer` of `스페이서(`Spacer`)`, `스페이서(Spacer)`: a Korean name glossed by a type's
    /// name (capitalised, in Latin letters) is that type, as Swift writes it; nil otherwise.
    static func glossingType(_ gloss: some StringProtocol, of head: some StringProtocol) -> String? {
        let name = gloss.filter { $0 != "`" }
        guard name.count >= 3, name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              name.dropFirst().contains(where: \.isLowercase), !head.isEmpty,
              head.unicodeScalars.allSatisfy({ isHangul($0) || $0 == " " }) else { return nil }
        return String(name)
    }

    static func withoutGloss(_ term: String) -> String {
        guard term.hasSuffix(")"), let open = term.lastIndex(of: "("), open != term.startIndex else { return term }
        let gloss = term[term.index(after: open)..<term.index(before: term.endIndex)]
        let head = term[..<open]
        if let name = glossingType(gloss, of: head) { return name }
        // `부모 뷰(여기선 HStack)`: an aside about the example, not part of the term.
        if ["여기선", "여기서", "e.g.", "ex", "예:", "예)"].contains(where: { gloss.hasPrefix($0) }) {
            return String(head).trimmingWhitespace
        }
        // `VStack(Vertical Stack)`: an identifier with its words spelled out; so is one word
        // with its English gloss after a space (`Implicitly (automatic animations)`, MistNotes).
        let word = head.trimmingWhitespace
        if !word.isEmpty, !word.contains(" "), word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), gloss.contains(" "),
           gloss.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == " ") }) {
            return word
        }
        guard !gloss.isEmpty, !gloss.contains(":"), head.last?.isLetter == true,
              gloss.unicodeScalars.contains(where: isHangul) != head.unicodeScalars.contains(where: isHangul) else { return term }
        return String(head).trimmingWhitespace
    }

    /// Kind words a note may misspell after its term: `@main auttribute` is @main.
    static let misspeltKindWords = ["attribute", "modifier", "property", "protocol"]

    /// Whether `word` is `target` with one letter added, dropped or changed.
    static func isOneEditAway(_ word: String, from target: String) -> Bool {
        let a = Array(word), b = Array(target)
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        var i = 0, j = 0, edits = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if a.count > b.count { i += 1 } else if a.count < b.count { j += 1 } else { i += 1; j += 1 }
        }
        return true
    }

    /// Kind words after an API's name that only say what it is: `type(of:) 함수`.
    static let trailingKindWords = [" 함수", " function", " 메소드", " method"]

    static func withoutTrailingWord(_ term: String) -> String {
        if let task = taskWords.first(where: { term.hasSuffix($0) && term.count > $0.count }) {
            return withoutTrailingWord(String(term.dropLast(task.count)))
        }
        // `Navigation Link 연결`: an API's name, then what the text connects with it (`양방향
        // 연결`, two-way binding, is a name of its own).
        if term.hasSuffix(" 연결"), case let head = term.dropLast(3), head.allSatisfy(\.isASCII), !head.isEmpty {
            return String(head)
        }
        if let name = withoutAspectWord(term) { return name }
        for word in trailingKindWords where term.hasSuffix(word) {
            let head = term.dropLast(word.count)
            if head.contains("(") || isIdentifierLikeName(head) && head.contains(where: \.isUppercase) { return String(head) }
        }
        // `@main auttribute`: an API's name and a kind word misspelled after it.
        if let space = term.lastIndex(of: " "), isIdentifierLikeName(term[..<space]) {
            let last = term[term.index(after: space)...].lowercased()
            if misspeltKindWords.contains(where: { last == $0 || isOneEditAway(last, from: $0) }) {
                return String(term[..<space])
            }
        }
        for word in trailingWords where term.hasSuffix(word) && term.count > word.count {
            let head = term.dropLast(word.count)
            if word == " value", !(head.hasPrefix("@") || head.hasPrefix("$") || head.hasPrefix("`@")) { return term }
            // `Environment modifier` is a kind of modifier, named by a plain capitalised
            // word; `.padding modifier`, `@Published property wrapper` name the API.
            let isKindName = word.first == " " && word.dropFirst().first?.isASCII == true && !head.contains(" ")
                && head.first?.isUppercase == true && head.dropFirst().allSatisfy(\.isLowercase)
            // `상태 프로퍼티`, `연산 프로퍼티`, `지역 변수`: a Korean word before a Korean kind
            // word names a kind of it, in Korean as in English.
            let isKoreanKind = koreanKindWords.contains(String(word.dropFirst())) && !head.isEmpty
                && head.unicodeScalars.allSatisfy(isHangul)
            // (`custom modifier`, `basic modifier`: an adjective of kind before the kind word
            // names a kind of it, as a capitalised word does; `padding modifier` names the API.)
            let isQualifiedKind = word.first == " " && (ConceptExtractor.kindAdjectives.contains(head.lowercased()) || head == "커스텀")
            return isKindName || isKoreanKind || isQualifiedKind ? term : String(head)
        }
        return term
    }

    /// The name as Swift writes it, of a term a note writes otherwise: blank argument labels
    /// closed up (`withBlankArgumentsAsLabels`), an API's name without the `View` a note
    /// adds after it (`## 3. GeometryReader View` is GeometryReader), and without the
    /// framework as its owner (`SwiftUI's Form is a container …` is about Form).
    static func swiftSpelling(_ term: String) -> String {
        var spelled = withBlankArgumentsAsLabels(term)
        for owner in ConceptExtractor.frameworkOwners.prefix(2) where spelled.hasPrefix(owner) && spelled.count > owner.count + 1 {
            spelled = String(spelled.dropFirst(owner.count))
        }
        for suffix in [" View", " view"] where spelled.hasSuffix(suffix) {
            let head = String(spelled.dropLast(suffix.count))
            if ConceptExtractor.isIdentifierLike(head), !head.hasSuffix("View") { return head }
        }
        return spelled
    }

    /// `.spring(response: ,dampingFraction: )` → `.spring(response:dampingFraction:)`; any
    /// other text as it is.
    static func withBlankArgumentsAsLabels(_ term: String) -> String {
        guard term.last == ")", let open = term.firstIndex(of: "("), open != term.startIndex else { return term }
        let arguments = term[term.index(after: open)..<term.index(before: term.endIndex)]
        let labels = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard arguments.contains(":"), labels.allSatisfy({ label in
            label.count >= 2 && label.last == ":" && label.dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }) else { return term }
        return term[...open] + labels.joined() + ")"
    }

    /// The term a learner keeps for `term`, or nil when it is none. `declared` holds the
    /// names the note's own code declares, `title` the note's title, both lowercased.
    /// `allowingGeneric` keeps a generic word a heading asks about (`상태란?`).
    static func kept(_ term: String, declared: Set<String>, title: String, allowingGeneric: Bool = false) -> String? {
        // A sigil (`$`, `#`) is a prefix with a meaning, and has nothing to clean.
        if ConceptExtractor.isSigil(term.trimmingWhitespace) { return term.trimmingWhitespace }
        if let sigil = glossedSigil(term) { return sigil }
        // `` `\.self` ``: a key path is its backslash and its path (`KeyPathTerms`).
        if let keyPath = keyPathTerm(term, declared: declared) { return keyPath }
        // Read before the symbols go: `⌘ + click` would be `click`.
        if isShortcut(term.lowercased()) { return nil }
        // (`` `UIHostingController,` which … ``: a comma the span holds ends the sentence's word.)
        let whole = withoutEmptyClosure(withoutLeadingSymbols(term.collapsingWhitespace)).trimming(",;")
        let lowerWhole = whole.lowercased()
        if clauseOpenings.contains(where: { lowerWhole.hasPrefix($0) }) || whole.contains("→") { return nil }
        var cleaned = withoutGluedEnding(withoutTrailingWord(withoutGluedEnding(withoutGloss(whole)))).trimmingWhitespace
        // `Note: @AppStorage is not secure`, `A `modelContainer` is where …`: a note's label
        // and an English article are no part of the name after them.
        for label in ["Note: ", "Tip: ", "Warning: ", "Important: ", "참고: ", "주의: ", "A ", "An ", "The "]
        where cleaned.hasPrefix(label) && ConceptExtractor.isIdentifierLike(String(cleaned.dropFirst(label.count)).filter { $0 != "`" }) {
            cleaned = String(cleaned.dropFirst(label.count))
        }
        // `It's isStoredInMemoryOnly property is …`: the name a possessive opens with, past
        // its kind word, is the term.
        for possessive in ["It's ", "Its ", "Their "] where cleaned.hasPrefix(possessive) {
            let words = cleaned.dropFirst(possessive.count).split(separator: " ")
            if let name = words.first, ConceptExtractor.isIdentifierLike(String(name)), name.contains(where: \.isUppercase),
               words.dropFirst().allSatisfy({ SubjectPosition.kindWords.contains($0.lowercased()) }) {
                cleaned = String(name)
            }
        }
        // `커스텀 뷰에 적용하려면`: a phrase that ends in a particle of place says where,
        // not what; it is no term.
        if let last = cleaned.split(separator: " ").last, last.count >= 2, last.unicodeScalars.last.map(isHangul) == true,
           ["에", "에서", "에게"].contains(where: { last.hasSuffix($0) }) {
            return nil
        }
        // `.alert(isPresented: $shouldShowAlert)`: a call with the note's own binding is the
        // API it calls.
        // `.navigationTitle("SwiftUI")`: so is a modifier's call with the note's own text.
        if let open = cleaned.firstIndex(of: "("), open != cleaned.startIndex,
           cleaned[open...].contains("$") || cleaned.hasPrefix(".") && cleaned[open...].contains("\"") {
            cleaned = String(cleaned[..<open])
        }
        // `` `ViewThatFits` ``, `` `@Binding` vs `@EnvironmentObject` ``: the marks of code are
        // the note's, not the term's; an odd one (`.unspecified` (nil)`) is a piece cut from code.
        let backticks = cleaned.utf8.count { $0 == UInt8(ascii: "`") }
        if backticks % 2 == 1 { return nil }
        if backticks > 0 { cleaned = cleaned.filter { $0 != "`" } }
        // `## A. SceneDelegate.swift`: the file is named for the type it holds.
        if cleaned.hasSuffix(".swift"), cleaned.count > 6, !cleaned.contains(" ") { cleaned = String(cleaned.dropLast(6)) }
        let key = cleaned.lowercased()
        let bare = key.trimming("`*_.@()")
        // `Z` of `Z방향`: one letter names nothing.
        guard bare.count >= 2 else { return nil }
        // `SwiftUI Button` is Button: the framework's name adds nothing to a generic word.
        let unframed = ["swiftui ", "swiftui의 ", "swiftui에서의 ", "swiftui에서 "].first { bare.hasPrefix($0) }
            .map { String(bare.dropFirst($0.count)) } ?? ""
        if !allowingGeneric, genericWords.contains(unframed) || genericSubjects.contains(unframed) { return nil }
        if !cleaned.hasSuffix("?"), cleaned.split(separator: " ").contains(where: { questionWords.contains($0) || isAdverbialForm($0) }) {
            return nil
        }
        let firstWord = bare.split(separator: " ").first.map(String.init) ?? bare
        // `Your UI is reactive`: what a possessive points at is the reader's, no term;
        // `*Stripped down* version`: a verb's participle with its particle describes.
        if possessives.contains(firstWord) || isPhrasalParticiple(bare) { return nil }
        if quantifyingWords.contains(firstWord) { return nil }
        // `* Nice grid layout:` over a log's items: praise of what the learner built, no term.
        if bare.contains(" "), praisingWords.contains(firstWord) { return nil }
        // `… 구성하는 것이 가능하기 때문이다`: a reason's clause ends in 때문, no noun.
        if bare.hasSuffix("때문") { return nil }
        // `# IOS_async_image`, `SwiftUI_Study`: words joined by underscores name a project or
        // a file, not an API (SwiftUI's names join words by their capitals); a preview
        // provider's `ContentView_Previews` is the one such name a note explains.
        if isSnakeCaseName(cleaned) || isJoinedNotebookTitle(cleaned) { return nil }
        // `Original code created by: [Paul Hudson](…)`, `Inspired by:`: English words that end
        // on a preposition lead to what follows them; a name ends on a noun, or is a
        // capitalised name whole (Xcode's `Step Into`).
        if let last = cleaned.split(separator: " ").last, cleaned.contains(" "), trailingPrepositions.contains(String(last)) { return nil }
        if isFacetTitle(bare) || isOtherFramework(bare) { return nil }
        if pronouns.contains(bare) || timeWords.contains(firstWord) || isDateHeading(cleaned) || isNotebookTitle(bare) || isShortcut(bare)
            || !allowingGeneric && (genericWords.contains(bare) || genericWords.contains(withoutViewWord(bare))
                || genericWords.contains(singular(bare)) || genericWords.contains(koreanSingular(bare)) || isDeterminedGenericWord(bare)) {
            return nil
        }
        // `` `.com`이 뒤에 붙으면 ``: a web address's ending, not a member.
        if cleaned.hasPrefix("."), domainEndings.contains(bare) { return nil }
        // `Text("B")`: a call with a string literal is an example's value, not what it shows.
        if cleaned.contains("\"") || cleaned.contains("“") || cleaned.contains("”") { return nil }
        // `<이미지>` cut to `이미지>`: a piece of a placeholder or a generic type.
        if cleaned.filter({ $0 == "<" }).count != cleaned.filter({ $0 == ">" }).count { return nil }
        if isNumberedLabel(cleaned) || isLectureNumber(cleaned) { return nil }
        // `@State private var imageOffset`: a line of code that declares a property, not a
        // name (`var body: some View` names SwiftUI's, and a question may quote code).
        let codeWords = cleaned.split(separator: " ")
        if codeWords.count <= 5, let keyword = codeWords.firstIndex(where: { $0 == "var" || $0 == "let" }), keyword > 0,
           ["private", "fileprivate", "public", "static", "lazy", "weak"].contains(codeWords[keyword - 1]),
           keyword + 1 < codeWords.count { return nil }
        // `trueValue : falseValue)`: a piece of an expression cut at a parenthesis.
        if cleaned.filter({ $0 == "(" }).count != cleaned.filter({ $0 == ")" }).count { return nil }
        // `150 point`: a measure, not a term (`2 way binding` counts ways: `CountedWays`).
        if cleaned.first?.isASCIIDigit == true, !countsWays(cleaned) { return nil }
        // A one-word title names the note's subject (`ZStack`, `Spacer`); a longer one is a
        // book's or a diary's name (`Sweet SwiftUI`, `Chapter 9: Introducing Stacks`),
        // unless the note asks what it is (`## Property Wrapper란 무엇인가?` in a note of
        // that title): then it is the concept the note is about.
        if !allowingGeneric, title.contains(" "), key == title || bare == title.trimming("`*_.@()") { return nil }
        // `Challenge View` is the code's `ChallengeView`; `AspectVGird` its `AspectVGrid`;
        // `focusField` its `focusedField`; `AspectVGrid View` its `AspectVGrid`.
        let joined = bare.filter { $0 != " " }
        if declared.contains(joined) || isTransposition(of: joined, in: declared) || isDroppedPiece(of: joined, in: declared)
            || bare.contains(" ") && declared.contains(withoutViewWord(bare).filter { $0 != " " })
            || bare.contains(" ") && declared.contains(withoutKindWord(bare)) {
            return nil
        }
        if isOwnViewName(cleaned) { return nil }
        // `$guess.red`: a binding to a property of the note's own value (the concept is `$`).
        if joined.hasPrefix("$"), joined.contains("."), joined.dropFirst().first?.isLowercase == true { return nil }
        // `settings.name`: a property of the note's own variable is the note's own too; so
        // is its binding (`$guess.red`) and the variable misspelt once (`guest.red` where the
        // code declares `guess`).
        if let root = joined.split(separator: ".").first.map({ String($0.drop { $0 == "$" }) }), joined.contains("."),
           !joined.hasPrefix("."),
           declared.contains(root) || root.count >= 4 && declared.contains(where: { isOneEditAway(root, from: $0) }) {
            return nil
        }
        if isTransposition(of: joined, in: genericWords) || isColourLiteral(bare) { return nil }
        // `이런식으로 SwifUI는 …`: the framework's own name misspelt is as generic as it is.
        if !allowingGeneric, bare.count >= 6, isOneEditAway(bare, from: "swiftui") { return nil }
        // `### SwiftUI Essentials (wwdc19)`: a talk's title, not a term of it.
        if bare.contains("wwdc") { return nil }
        // `Color가 background로 사용될 때`, `max는 자식으로부터 상속`: a clause, unless a
        // heading or sentence asks for it as it is (the layout steps' `자식이 크기를 선택`).
        // A question (`…를 주면 자식이 반드시 그 크기가 되나요?`) is asked as it is, and a
        // note that marks `*새로운 뷰를 반환*` names what modifiers do with it.
        if !allowingGeneric, !cleaned.hasSuffix("?"), !ConceptExtractor.namesNewView(cleaned), isClause(cleaned) { return nil }
        // `anchor: .center`, `$count.animation()`: an argument, a call on the note's own
        // binding (`$guess.red` is the binding itself, a concept).
        if isArgument(cleaned) || cleaned.hasPrefix("$") && cleaned.contains(".") && cleaned.contains("(") { return nil }
        if isExpression(cleaned) { return nil }
        // A term that is a clause's stem, or ends in one (`레이아웃을 가지`), is no noun.
        if let lastWord = cleaned.split(separator: " ").last, isVerbStem(String(lastWord)) { return nil }
        return cleaned
    }

    /// `Reason 1`, `Step 2`, `예제 3`: a label numbered in a list is no term; nor is a Korean
    /// word with its number glued on (`TextField의 생성자2`: the second of its initializers).
    static func isNumberedLabel(_ term: String) -> Bool {
        let words = term.lowercased().split(separator: " ")
        if let last = words.last, let digit = last.firstIndex(where: \.isASCIIDigit), digit > last.startIndex,
           last[digit...].allSatisfy(\.isASCIIDigit), last[..<digit].unicodeScalars.allSatisfy(isHangul) {
            return true
        }
        guard words.count >= 2, let last = words.last, last.allSatisfy(\.isASCIIDigit) else { return false }
        let label = words.dropLast().joined(separator: " ")
        return genericWords.contains(label) || numberedLabels.contains(label)
    }

    /// (`그림 2`, `Figure 3`, `표 1`: a figure's or a table's number captions it.)
    static let numberedLabels: Set<String> = ["step", "part", "case", "lesson", "section", "단계", "파트",
                                              "그림", "표", "도표", "사진", "figure", "fig.", "table", "diagram"]

    /// A name whose words are joined by an underscore between letters or digits
    /// (`IOS_async_image`), not one that merely starts with one (`_printChanges`).
    static func isSnakeCaseName(_ term: String) -> Bool {
        term.split(separator: " ").contains { word in
            guard !word.hasSuffix("_Previews") else { return false }
            let characters = Array(word)
            func isWordCharacter(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character.isNumber) }
            return characters.indices.dropFirst().dropLast().contains { index in
                characters[index] == "_" && isWordCharacter(characters[index - 1]) && isWordCharacter(characters[index + 1])
            }
        }
    }

    /// `강의 1, 2`, `5강`, `Lecture 3`, `10강 Assignment`: the number of a course's lecture
    /// titles what it covers.
    static func isLectureNumber(_ term: String) -> Bool {
        let words = term.lowercased().split(separator: " ")
        guard let first = words.first else { return false }
        if first.hasSuffix("강"), first.dropLast().allSatisfy(\.isASCIIDigit), first.count > 1 { return true }
        return ["강의", "lecture"].contains(first) && words.count >= 2
            && words.dropFirst().allSatisfy { $0.allSatisfy { $0.isASCIIDigit || ",-~&".contains($0) } || $0 == "and" }
    }

    /// `@main`, `.padding`, `layoutPriority`: one word marked or cased as an API's name.
    static func isIdentifierLikeName(_ word: Substring) -> Bool {
        !word.contains(" ") && ConceptExtractor.isIdentifierLike(String(word.filter { $0 != "`" }))
    }

    /// Types and properties only: a `func` or `protocol` in a note is as often Apple's API
    /// quoted to explain it (`func layoutPriority(_:)`) as the tutorial's own.
    /// A property is the tutorial's own only when its name is camel case (`nameFieldFocused`);
    /// `let image`, `var offset` share their name with the API the note explains.
    static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "actor", "typealias"]
    static let propertyKeywords: Set<Substring> = ["var", "let"]

    /// Properties a Swift protocol or attribute requires by name (`@propertyWrapper`'s
    /// `wrappedValue` and `projectedValue`, `Animatable`'s `animatableData`, an environment
    /// or preference key's `defaultValue`): a note that declares one shows how the language
    /// feature works, so the name is the feature's, not the tutorial's own.
    static let requiredPropertyNames: Set<String> = ["wrappedvalue", "projectedvalue", "animatabledata", "defaultvalue"]

    /// The names the note's code declares (`struct ContentView`, `@FocusState var
    /// nameFieldFocused`), lowercased: the tutorial's own names, which a
    /// learner does not study. Read word by word: a name is the word after a keyword.
    static func declaredNames(in blocks: [MarkdownBlock]) -> Set<String> {
        var names = Set<String>()
        var mirrored = Set<String>()
        var bound = Set<String>()
        for block in blocks {
            if block.kind == .paragraph, block.text.contains("`") { names.formUnion(inlineDeclarations(in: block.text)) }
            guard case .code = block.kind, !isQuotedInterface(block.text) else { continue }
            names.formUnion(enumCases(in: block.text))
            mirrored.formUnion(environmentMirrors(in: block.text))
            let words = block.text.letterAndDigitRuns()
            // A function in an extension of `View` is a modifier the tutorial makes itself
            // (`extension View { func cardStyle() … }`), not Apple's API quoted.
            let extendsView = block.text.containsBytes("extension View")
            for (word, next) in zip(words, words.dropFirst()) {
                guard next.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
                let isProperty = propertyKeywords.contains(word) && next.dropFirst().contains(where: \.isUppercase)
                let isOwnModifier = extendsView && word == "func"
                let isOwnFunction = word == "func" && isOwnFunction(next, in: block.text)
                guard typeKeywords.contains(word) || isProperty || isOwnModifier || isOwnFunction,
                      !requiredPropertyNames.contains(next.lowercased()) else { continue }
                names.insert(next.lowercased())
            }
            names.formUnion(spokenLiterals(in: block.text))
            bound.formUnion(boundNames(in: block.text))
        }
        // (`{ geometryProxy in` where the note explains `GeometryProxy`: the name a type
        // written anywhere in the note spells is that type's, for the learner.)
        for name in bound {
            let typeName = name.prefix(1).uppercased() + name.dropFirst()
            if !blocks.contains(where: { $0.text.containsBytes(typeName) }) { names.insert(name.lowercased()) }
        }
        // (`@Environment(\.modelContext) var modelContext` declares SwiftUI's name: `EnvironmentMirrors`.)
        return names.subtracting(mirrored)
    }

    /// `ForEach(setUpList(), id: \.self) { columnsData in`, `for rowIndex in rows`: the
    /// camel-case names an example gives a closure's parameters and a loop's variable are the
    /// tutorial's own (`` `columnsData`는 하나의 컬럼 배열을 의미한다 `` walks through the code,
    /// MarshNotes). A plain word is left alone, as a property's is: `Path { path in`,
    /// `Section { section in` and `{ value, state, transaction in` share their names with
    /// the API the note explains; so does `gestureState` or `geometryProxy` where the note
    /// writes `GestureState` or `GeometryProxy` (`declaredNames`).
    static func boundNames(in code: String) -> Set<String> {
        var names = Set<String>()
        let isName = { (word: Substring) in
            word.first.map { $0.isLetter || $0 == "_" } == true && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        for line in code.split(separator: "\n") {
            // `{ a, b in` after a call: the names between the brace and `in`.
            for open in line.indices where line[open] == "{" {
                let words = line[line.index(after: open)...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
                if let inWord = words.firstIndex(of: "in"), inWord > 0, words[..<inWord].allSatisfy(isName) {
                    names.formUnion(words[..<inWord].map(String.init))
                }
            }
            let words = line.split(separator: " ")
            for (index, word) in words.enumerated() where word == "for" && index + 2 < words.count && words[index + 2] == "in" {
                if isName(words[index + 1]) { names.insert(String(words[index + 1])) }
            }
        }
        // (As written: `declaredNames` keeps those that spell no type the note writes.)
        return names.filter { $0.dropFirst().contains(where: \.isUppercase) }
    }

    /// `func gestureSingleTap() -> some Gesture { … }`: a function the note's code writes
    /// out, named in camel case, is the tutorial's own, unless a protocol requires it by
    /// name (`makeBody`, `sizeThatFits`). A signature without a body is Apple's API quoted.
    static func isOwnFunction(_ name: Substring, in code: String) -> Bool {
        guard name.dropFirst().contains(where: \.isUppercase), !requiredFunctionNames.contains(name.lowercased()) else { return false }
        let line = code[name.endIndex...].prefix { $0 != "\n" }
        return line.trimmingWhitespace.hasSuffix("{")
    }

    /// Methods a SwiftUI or Swift protocol requires by name: the note that writes one out
    /// shows how the protocol works.
    static let requiredFunctionNames: Set<String> = [
        "makebody", "makeuiview", "updateuiview", "makeuiviewcontroller", "updateuiviewcontroller", "makecoordinator",
        "makensview", "updatensview", "sizethatfits", "placesubviews", "makecache", "updatecache", "explicitalignment",
        "defaultvalue", "setupwitherror", "teardownwitherror", "dismantleuiview",
    ]

    /// `print("tap twice")`: a string of two words or more that the code prints is the
    /// example's value, not a concept (`` `tap twice` always shows before `tap once` ``).
    /// (What the code shows may be the topic's name, `Text("Safe Area")`, and a button's
    /// title names what it does, `Button("Pop to root")`.) Spaces go, as a name's do.
    static func spokenLiterals(in code: String) -> Set<String> {
        var literals = Set<String>()
        var rest = Substring(code)
        while let open = rest.firstIndex(of: "\"") {
            guard rest[..<open].hasSuffix("print(") else {
                rest = rest[rest.index(after: open)...].drop { $0 != "\"" }.dropFirst()
                continue
            }
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.prefix(while: { $0 != "\n" }).firstIndex(of: "\"") else {
                rest = afterOpen
                continue
            }
            let literal = afterOpen[..<close]
            if literal.contains(" "), !literal.contains("\\("), literal.contains(where: \.isLetter) {
                literals.insert(literal.lowercased().filter { $0 != " " })
            }
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        return literals
    }

    /// Marks of a framework's published interface (`@frozen @propertyWrapper struct
    /// State<Value>`), which a note quotes from the documentation: what it declares is the
    /// framework's API the note explains, not the note's own code.
    static let interfaceMarks = ["@frozen", "@available(", "@inlinable", "public struct ", "public protocol ",
                                 "public func ", "public var ", "public init"]

    static func isQuotedInterface(_ code: String) -> Bool {
        interfaceMarks.contains { code.containsBytes($0) } || isBodilessDeclaration(code) || declaresBodilessInit(code)
    }

    /// `struct Button<Label> where Label : View { … init(action: …, label: …) }`: a type whose
    /// initializer is declared without a body is the documentation's interface sketched (the
    /// seeds), as a note's own type writes its initializer out. (`.init(top: 8)` calls one; a
    /// protocol's `init(name:)` is a requirement of the note's own protocol.)
    static func declaresBodilessInit(_ code: String) -> Bool {
        guard code.containsBytes("init"), !code.containsBytes("protocol "),
              let signature = ConceptExtractor.declaredSignature(in: code),
              code[..<signature.startIndex].split(separator: "\n", omittingEmptySubsequences: false).last?.contains("init") == true else {
            return false
        }
        // Past the `)` that closes the parameters: `init(…) {`, `init(…) throws {` and
        // `init(…) where … {` open a body on that line or the next.
        let after = code[signature.endIndex...].dropFirst()
        let restOfLine = after.prefix { $0 != "\n" }
        return !restOfLine.contains("{") && after.dropFirst(restOfLine.count).drop(while: \.isWhitespace).first != "{"
    }

    /// `struct TabView<SelectionValue, Content>: View where …`, `init(content: () -> Content)`:
    /// a declaration with no body anywhere in the block is the documentation's Declaration
    /// quoted, as no code of the note's own declares a type or a function without one.
    static func isBodilessDeclaration(_ code: String) -> Bool {
        guard !code.contains("{") else { return false }
        let first = code.splitLines().first { !$0.trimmingWhitespace.isEmpty }?.trimmingWhitespace ?? ""
        let words = first.split(separator: " ").drop { $0.hasPrefix("@") || ["public", "nonisolated"].contains($0) }
        guard let keyword = words.first else { return false }
        return ["struct", "class", "protocol", "enum", "actor", "func"].contains(keyword) || keyword.hasPrefix("init(")
    }

    /// Every word of the code among `blocks`, as written: `Spacer` in `Spacer()`.
    static func codeWords(in blocks: [MarkdownBlock]) -> Set<Substring> {
        var words = Set<Substring>()
        for block in blocks {
            guard case .code = block.kind else { continue }
            words.formUnion(block.text.letterAndDigitRuns())
        }
        return words
    }

    /// A term as `key` compares it, marked `@` when written as an attribute (`@State`) and
    /// `.` when written as a modifier or function (`.environmentObject(_:)`, `padding()`).
    static func conceptKey(_ term: String) -> String { spellingMark(of: term) + key(term) }

    /// `@` for a term written as an attribute, `.` for one written as a modifier or function,
    /// else nothing.
    static func spellingMark(of term: String) -> String {
        let written = term.filter { $0 != "`" && $0 != "*" }
        return written.hasPrefix("@") ? "@" : written.hasPrefix(".") || written.hasSuffix(")") && written.contains("(") ? "." : ""
    }

    /// What makes two terms of a note the same concept: case, marks, a leading `.` or `@`,
    /// a trailing `()` and an English plural do not count (`Container views` is
    /// `container view`, `@State` is `State`).
    static func key(_ term: String) -> String {
        var text = term.filter { $0 != "`" && $0 != "*" }.collapsingWhitespace.lowercased()
        if text.hasSuffix("()") { text.removeLast(2) }
        text = text.trimming("._ @")
        if text.count > 3, text.hasSuffix("s"), !text.hasSuffix("ss"), text.last?.isASCII == true { text.removeLast() }
        return text
    }
}
