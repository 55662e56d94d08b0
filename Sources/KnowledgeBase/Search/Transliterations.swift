/// SwiftUI's English words as Korean notes and learners spell them in Hangul: a learner
/// types `바인딩` for a note that writes `Binding`, `스크롤뷰` for `ScrollView`, and the
/// other way round. Only sound-alike spellings are here, never translations (`정렬` is not
/// `alignment`): a spelling names the same word, a translation may name another.
enum Transliterations {
    static let english: [String: String] = [
        "바인딩": "binding", "스테이트": "state", "스택": "stack", "텍스트": "text", "이미지": "image", "버튼": "button",
        "패딩": "padding", "프레임": "frame", "스페이서": "spacer", "모디파이어": "modifier", "레이아웃": "layout",
        "얼라인먼트": "alignment", "오버레이": "overlay", "백그라운드": "background", "스크롤뷰": "scrollview",
        "스크롤": "scroll", "리스트": "list", "네비게이션": "navigation", "내비게이션": "navigation", "그리드": "grid",
        "제스처": "gesture", "애니메이션": "animation", "프로퍼티": "property", "래퍼": "wrapper", "프로토콜": "protocol",
        "클로저": "closure", "옵저버블": "observable", "퍼블리시드": "published", "지오메트리": "geometry",
        "지오메트리리더": "geometryreader", "프리뷰": "preview", "컬러": "color", "폰트": "font", "셰이프": "shape",
        "쉐이프": "shape", "토글": "toggle", "슬라이더": "slider", "피커": "picker", "텍스트필드": "textfield",
        "시트": "sheet", "얼럿": "alert", "알럿": "alert", "탭뷰": "tabview", "세이프에어리어": "safearea",
        "프리퍼런스": "preference", "오프셋": "offset", "오파시티": "opacity", "컨테이너": "container",
        "뷰빌더": "viewbuilder", "환경객체": "environmentobject", "인스턴스": "instance", "옵셔널": "optional",
        "제네릭": "generic", "익스텐션": "extension", "이니셜라이저": "initializer", "클래스": "class",
        "엣지": "edge", "디폴트": "default", "사이즈": "size", "포지션": "position", "콘텐츠": "content", "컨텐츠": "content",
        "앵커": "anchor", "프록시": "proxy", "바운즈": "bounds", "인셋": "insets",
        "뷰": "view", "뷰모델": "viewmodel", "데이터": "data", "타입": "type", "메서드": "method", "메소드": "method",
        "씬": "scene", "델리게이트": "delegate", "트랜지션": "transition", "트렌지션": "transition", "슬라이드": "slide",
        "컨트롤러": "controller", "호스팅": "hosting", "캔버스": "canvas", "퍼블리셔": "publisher", "디바이더": "divider",
        "오브젝트": "object", "스프링": "spring", "딜레이": "delay", "커스텀": "custom", "섹션": "section", "라벨": "label",
        "레이블": "label", "이펙트": "effect", "로테이션": "rotation", "스케일": "scale", "컴바인": "combine",
        "옵저브드": "observed", "파라미터": "parameter", "모달": "modal", "아이콘": "icon",
        "스크린": "screen", "런치": "launch", "런치스크린": "launchscreen", "드래그": "drag", "제스쳐": "gesture",
        "포커스": "focus", "스토리지": "storage", "앱스토리지": "appstorage", "태스크": "task", "패스": "path",
        "매그니피케이션": "magnification", "로드": "load", "캐시": "cache", "타이머": "timer", "스트림": "stream",
        "세이프": "safe", "에어리어": "area", "에리어": "area", "아이디": "id", "해셔블": "hashable",
        "아이덴티파이어블": "identifiable", "아이덴티티": "identity", "코디네이터": "coordinator", "매크로": "macro",
        "옵저베이션": "observation", "인바이런먼트": "environment", "엔바이런먼트": "environment", "바인더블": "bindable",
        "베이스라인": "baseline", "프라이오리티": "priority", "레이지": "lazy", "컬럼": "column", "칼럼": "column",
        "탭": "tab", "롱프레스": "longpress", "핀치": "pinch", "그라디언트": "gradient", "그라데이션": "gradient",
        "섀도우": "shadow", "쉐도우": "shadow", "마스크": "mask", "보더": "border", "스트로크": "stroke", "툴바": "toolbar",
        "탭바": "tabbar", "링크": "link", "폼": "form", "스와이프": "swipe", "메뉴": "menu", "렌더링": "rendering",
        "라이프사이클": "lifecycle", "어싱크": "async", "액터": "actor", "퍼블리쉬드": "published", "트랜잭션": "transaction",
        "매칭": "matching", "지오메트리이펙트": "geometryeffect", "네임스페이스": "namespace", "로컬라이제이션": "localization",
        "이즈인": "easein", "이즈아웃": "easeout", "이즈인아웃": "easeinout", "리니어": "linear", "커브": "curve",
        "타이밍": "timing", "듀레이션": "duration", "컨텍스트": "context", "쿼리": "query", "모델": "model",
        "스위프트데이터": "swiftdata", "컨테이너뷰": "containerview", "데스티네이션": "destination", "어트리뷰트": "attribute",
        "인스펙터": "inspector", "리듀서": "reducer", "액션": "action", "스토어": "store", "푸시": "push", "스레드": "thread",
        "리턴": "return", "빌더": "builder", "컨트롤": "control", "아이템": "item", "타이틀": "title", "헤더": "header",
        "푸터": "footer", "디테일": "detail", "리더": "reader",
        // Words of an app and its tools that learners type in Hangul as often as in English.
        "로케일": "locale", "커맨드": "command", "클릭": "click", "옵션": "option", "키보드": "keyboard", "테이블": "table",
        "컬렉션": "collection", "네트워크": "network", "이벤트": "event", "핸들러": "handler", "프라이빗": "private",
        "퍼블릭": "public", "스위치": "switch", "필터": "filter", "딕셔너리": "dictionary", "어레이": "array",
        "스트링": "string", "불리언": "boolean", "프린트": "print", "디버그": "debug", "빌드": "build", "런타임": "runtime",
        "컴파일러": "compiler", "에러": "error", "크래시": "crash", "메모리": "memory", "레퍼런스": "reference",
        "밸류": "value", "카운트": "count", "인덱스": "index", "키패스": "keypath", "프로젝트": "project",
        "시뮬레이터": "simulator", "디바이스": "device", "다크모드": "darkmode", "테마": "theme", "스타일": "style",
        "렌더": "render", "라이브러리": "library", "패키지": "package", "프레임워크": "framework", "유아이킷": "uikit",
        "스위프트유아이": "swiftui", "엑스코드": "xcode", "플레이그라운드": "playground", "인터페이스": "interface",
        "스토리보드": "storyboard", "오토레이아웃": "autolayout", "블러": "blur", "코너": "corner", "라디우스": "radius",
        "서클": "circle", "캡슐": "capsule", "렉탱글": "rectangle", "포인트": "point", "픽셀": "pixel", "볼드": "bold",
        "그룹": "group", "스테퍼": "stepper", "프로그레스": "progress", "인디케이터": "indicator", "다이얼로그": "dialog",
        "팝오버": "popover", "디스미스": "dismiss", "리프레시": "refresh", "서치": "search", "햅틱": "haptic",
        "노티피케이션": "notification", "위젯": "widget", "윈도우": "window", "어웨이트": "await", "디스패치": "dispatch",
        "서브스크라이버": "subscriber", "이퀘터블": "equatable", "코더블": "codable", "디코더블": "decodable",
        "인코더블": "encodable", "제이슨": "json", "세션": "session", "리퀘스트": "request", "리스폰스": "response",
        "코어데이터": "coredata", "인서트": "insert", "세이브": "save", "애셋": "asset", "에셋": "asset",
    ]

    /// The English word `term` spells in Hangul (`바인딩` → binding, `바인딩이란` too) and its
    /// other Hangul spellings; and the Hangul spelling of an English word (`binding` → 바인딩).
    /// With a key's name, its short name as shortcuts are written (`ctrl+cmd+click`), and back.
    static func alternatives(of term: SearchQuery.Term) -> [String] {
        guard let word = term.typedWord else { return [] }
        if let long = keyNames.first(where: { $0.value == word })?.key { return [long] + (hangul[long] ?? []) }
        for form in [word, KoreanEndings.stem(of: word)] {
            // `제스처` also finds `제스쳐`, `네비게이션` `내비게이션`: a note spells a borrowed
            // word in Hangul as its writer hears it, and the other spelling names the same word.
            if let english = english[form] {
                let otherSpellings = (hangul[english] ?? []).filter { $0 != form }
                return [english] + otherSpellings + (keyNames[english].map { [$0] } ?? [])
            }
            if let spellings = hangul[form] { return spellings + (keyNames[form].map { [$0] } ?? []) }
        }
        return []
    }

    /// Modifier keys by their names and by the short names shortcuts are written with.
    static let keyNames = ["command": "cmd", "control": "ctrl", "option": "opt"]

    /// (Sorted: a dictionary's keys come in another order in each process, and a query's
    /// expression is the same in each.)
    static let hangul: [String: [String]] = Dictionary(grouping: english.keys, by: { english[$0]! }).mapValues { $0.sorted() }
}
