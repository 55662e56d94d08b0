import Foundation

/// Korean notes describe a heading's term in note style: a clause without a subject that
/// ends on a nominalised predicate (`뷰의 상태를 관리하고, … 업데이트하는데 사용됨`), on a
/// verbal noun (`지오메트리 리더의 레이아웃 정보를 자식 뷰에 제공`) or on the kind of thing the
/// term is (`뷰에서 사용 가능한 메서드`). The subject the clause
/// leaves out is the heading's term, though the clause does not name it.
extension ConceptExtractor {
    /// Endings of a nominalised predicate: `사용됨`, `관리함`, `가질 수 있음`, `역할임`.
    static let nominalisedEndings = ["됨", "함", "있음", "없음", "같음", "받음", "짐", "임"]

    /// Verbal nouns a note-style clause ends on, with the 하다 it leaves out: `자식 뷰에 제공`,
    /// `저장하기 위해서만 사용`, `여러 뷰에서 접근 가능`.
    static let bareVerbalNouns: Set<String> = [
        "사용", "제공", "관리", "지정", "설정", "반환", "표시", "변경", "가능", "불가능", "필요", "생성", "전달", "정의",
        "저장", "결정", "배치", "호출", "제어", "처리", "담당", "유지", "갱신", "업데이트", "렌더링", "감지", "공유", "보장",
    ]

    /// Kinds a note-style definition ends on, besides `definingEndings`' (`뷰에서 사용 가능한
    /// 메서드`, `UI를 구성하는 기본 단위`).
    static let kindNouns: Set<String> = ["메서드", "메소드", "함수", "속성", "프로퍼티", "객체", "클래스", "모디파이어", "래퍼", "요소", "단위"]

    /// `크기를 자식 뷰에 제안`, `뷰의 상태를 관리`: a two-syllable noun right after its object
    /// (`…를`) or its goal (`…에`) is a Sino-Korean verbal noun whose 하다 the note leaves
    /// out, whatever the verb; a longer word there is a verb's form (`올려주는구나`, `살펴보자`).
    static func endsOnPredicateNoun(_ words: [Substring]) -> Bool {
        guard words.count >= 2, let last = words.last, last.count == 2 else { return false }
        let before = words[words.count - 2]
        // (`파라미터를 보면`: a verb's connective ending is no noun.)
        let verbEndings = ["면", "고", "서", "며", "게", "지", "데", "니", "다", "요", "까", "록"]
        return before.count >= 2 && ["을", "를", "에", "에게"].contains(where: { before.hasSuffix($0) })
            && !LearnerTerms.isVerbStem(String(last)) && !verbEndings.contains(where: { last.hasSuffix($0) })
    }

    /// Whether the first line of `text` is a note-style clause with no subject of its own,
    /// which describes the term the heading above it names. A sentence with a subject
    /// (`각 상태는 …`, ending in `…한다`, `…입니다`) is about its own subject; a heading
    /// over it (`## Graphics` over a paragraph about shapes) only heads it.
    static func describesOmittedSubject(_ text: String) -> Bool {
        // (The first sentence: `문서에 위와 같이 정의되어있다. 각각의 …` is finished at its period.)
        let firstLine = definingLine(of: text)
        let line = String(firstLine[..<(firstLine.range(of: ". ")?.lowerBound ?? firstLine.endIndex)]).trimming(")")
        let words = line.split(separator: " ")
        // (`` `resizable()`: 새 뷰 생성 없이 … 설정 ``: an entry of a glossary is its own term's.)
        // (A clause of more than fifteen words, `작성된 코드가 … 때문에 … 반영됨`, tells what
        // happens, not what a thing is.)
        guard (3...15).contains(words.count), !line.contains(": "), let last = words.last, last.unicodeScalars.allSatisfy(LearnerTerms.isHangul) else { return false }
        // (`… 있다.`, `… 사용한다`: a finished sentence says what its own subject does.)
        guard nominalisedEndings.contains(where: { last.hasSuffix($0) }) || bareVerbalNouns.contains(String(last))
            || kindNouns.contains(String(last)) || endsOnPredicateNoun(words) else {
            return false
        }
        // (`Stack은 세 가지가 있음`: a topic written before the clause is what it describes.)
        // (`ObservedObject 는 `Class` 임`, with the particle written apart, too.)
        return !words.dropLast().contains { word in
            (word.hasSuffix("은") || word.hasSuffix("는")) && !LearnerTerms.isVerbStem(String(word))
                && !word.hasSuffix("하는") && !word.hasSuffix("되는") && !word.hasSuffix("있는") && !word.hasSuffix("없는")
        }
    }
}
