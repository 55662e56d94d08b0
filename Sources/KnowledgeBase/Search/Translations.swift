/// The words of UI programming in Korean and in English, for a learner who asks in one
/// language what the note says in the other: `자식 뷰에 함수 넘기기` for a note's "Pass Function
/// to Child", `overlay alignment 기본값` for "The default is center", `minimum width` for
/// `최소 너비`. Unlike a spelling (`Transliterations`), a translation may name another thing
/// (`정렬` is alignment, and sorting too), so search looks for it only when no passage holds
/// every word as typed or spelled: it turns closest matches into passages that hold them all.
enum Translations {
    /// A Korean word (as its stem: `기본값` for `기본값은`) and the English words notes
    /// write for it.
    static let english: [String: [String]] = [
        // Who holds whom.
        "자식": ["child", "children"], "하위": ["child", "children", "sub"], "부모": ["parent"], "상위": ["parent", "super"],
        "자식뷰": ["childview"], "부모뷰": ["parentview"],
        // Sizes and places.
        "너비": ["width"], "폭": ["width"], "가로": ["width", "horizontal"], "높이": ["height"], "세로": ["height", "vertical"],
        "크기": ["size"], "최소": ["minimum", "min"], "최대": ["maximum", "max"], "기본값": ["default"], "기본": ["default"],
        "초기값": ["initial", "default"], "간격": ["spacing"], "여백": ["padding", "margin"], "방향": ["direction", "axis"],
        "축": ["axis"], "가운데": ["center", "centre"], "중앙": ["center", "centre"], "왼쪽": ["leading", "left"],
        "오른쪽": ["trailing", "right"], "위쪽": ["top"], "아래쪽": ["bottom"], "안쪽": ["inner", "inside", "inset"],
        "바깥": ["outside", "outer"], "바깥쪽": ["outside", "outer"], "위치": ["position", "location"], "좌표": ["coordinate"],
        "비율": ["ratio", "aspect"], "정렬": ["alignment", "align"], "순서": ["order"], "우선순위": ["priority"],
        "공간": ["space"], "영역": ["area"], "화면": ["screen"], "전체": ["whole", "entire", "full"],
        // What is drawn.
        "색": ["color", "colour", "tint"], "색상": ["color", "colour"], "색깔": ["color", "colour"], "배경": ["background"],
        "배경색": ["background"], "전경색": ["foreground"], "글꼴": ["font"], "글씨": ["font", "text"], "글자": ["text", "character"],
        "문자열": ["string"], "사진": ["image", "photo"], "그림": ["image", "picture", "drawing"],
        "테두리": ["border", "stroke"], "외곽선": ["stroke", "outline", "border"], "선": ["line", "stroke"], "굵기": ["weight", "width"],
        "두께": ["width", "thickness"], "모서리": ["corner"], "둥근": ["rounded"], "원": ["circle"], "사각형": ["rectangle"],
        "그림자": ["shadow"], "투명도": ["opacity"], "불투명도": ["opacity"], "회전": ["rotation", "rotate"], "확대": ["zoom", "scale", "magnification"],
        "줄": ["line"], "줄바꿈": ["wrap", "linebreak"], "잘림": ["truncation", "clipped"], "겹침": ["overlap", "overlay"],
        // Code.
        "함수": ["function", "func"], "변수": ["variable", "var"], "상수": ["constant", "let"], "상태": ["state"],
        "속성": ["property", "attribute"], "구조체": ["struct", "structure"], "열거형": ["enum"], "객체": ["object"],
        "생성자": ["initializer", "init"], "초기화": ["initialize", "initialization", "init"], "선언": ["declare", "declaration"],
        "값": ["value"], "매개변수": ["parameter", "argument"], "인자": ["argument", "parameter"],
        "반환": ["return"], "조건": ["condition"], "반복": ["repeat", "loop"], "반복문": ["loop"], "배열": ["array"],
        "비동기": ["async", "asynchronous"], "수정자": ["modifier"],
        "명령형": ["imperative"], "선언형": ["declarative"], "함수형": ["functional"], "객체지향": ["object-oriented", "oop"],
        "재사용": ["reuse", "reusable"], "사용자": ["user"], "입력": ["input"], "출력": ["output"], "오류": ["error"],
        "공식문서": ["documentation"], "문서": ["documentation"], "예제": ["example"], "미리보기": ["preview"],
        // What an app does.
        "전달": ["pass"], "넘기기": ["pass"], "넘기": ["pass"], "바꾸기": ["change"], "변경": ["change"], "수정": ["modify", "change"],
        "만들기": ["make", "create"], "생성": ["create"], "추가": ["add", "append", "insert"], "삭제": ["delete", "remove"],
        "저장": ["save", "store", "storage"], "불러오기": ["load"], "숨기기": ["hide", "hidden"], "선택": ["selection", "select"],
        "편집": ["edit"], "검색": ["search"], "새로고침": ["refresh"], "이동": ["move", "navigate"], "전환": ["transition", "switch"],
        "연결": ["connect", "bind"], "관찰": ["observe"], "환경": ["environment"], "목록": ["list"], "항목": ["item"],
        "행": ["row"], "열": ["column"], "격자": ["grid"], "제목": ["title"], "탭하기": ["tap"], "누르기": ["press", "tap"],
        "끌기": ["drag"], "흐름": ["flow"], "단방향": ["one-way", "unidirectional"], "양방향": ["two-way", "bidirectional"],
        "고정": ["fixed"], "유연": ["flexible"], "채우기": ["fill"], "맞추기": ["fit"], "무시": ["ignore"], "지연": ["lazy", "delay"],
        "나타날": ["appear"], "사라질": ["disappear"], "생명주기": ["lifecycle"], "결정": ["decide", "determine"],
        "제안": ["propose", "proposal", "offer"], "적용": ["apply"], "차이": ["difference"], "비교": ["compare", "comparison"],
        "표시": ["display", "show"], "계산": ["compute", "calculate"],
    ]

    /// The Korean words for an English word (`default` → 기본, 기본값, 초기값), sorted, so
    /// that a query's expression is the same in each process. A word of one syllable is
    /// left out: the index finds it inside other words (`색` in `탐색`, `열` in `배열`), and
    /// a passage that holds it so would pass for one that says it.
    static let korean: [String: [String]] = english.reduce(into: [String: [String]]()) { table, entry in
        guard entry.key.count > 1 else { return }
        for word in entry.value { table[word, default: []].append(entry.key) }
    }.mapValues { $0.sorted() }

    /// The words `term` translates to, in the other language: a Korean word by its stem
    /// (`너비를` → width), an English one lower-cased, also by its singular (`children`,
    /// `defaults`). None for a phrase, a prefix or an alternative the query does not show.
    static func alternatives(of term: SearchQuery.Term) -> [String] {
        guard let word = term.typedWord else { return [] }
        for form in [word, KoreanEndings.stem(of: word)] {
            if let words = english[form] { return words }
        }
        for form in [word, word.hasSuffix("s") ? String(word.dropLast()) : word] {
            if let words = korean[form] { return words }
        }
        return []
    }
}
