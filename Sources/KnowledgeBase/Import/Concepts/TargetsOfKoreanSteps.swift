/// `TextField에 사용자가 입력한 텍스트 읽기`, `` `@State`를 자식 뷰로 전달하기 ``: a Korean heading of
/// a step that opens with an API and the particle of its target or object (`에`, `에서`, `를`,
/// `을`) does the step on that API, and the text under it (`TextField에 two-way binding을
/// 이용하여 …`) shows what the API is for, as `Using X` titles do (`apiOfAStep`). Only a name
/// cased as Swift writes an API: a plain lowercase word (`data에 값 넣기`) may be any word.
/// `의` is left out: `Stack의 크기 변경` changes the stack's size, which is the subject.
extension ConceptExtractor {
    /// The API a Korean step's heading opens with as its target, nil for any other heading.
    static func koreanStepTarget(_ title: String) -> String? {
        let words = title.split(separator: " ").map { String($0.filter { $0 != "`" && $0 != "*" }) }
        guard words.count >= 3, let last = words.last, last.unicodeScalars.allSatisfy(LearnerTerms.isHangul),
              koreanActionEndings.contains(where: { last.hasSuffix($0) }) || koreanActionNouns.contains(last),
              let particle = ["에서", "에", "를", "을"].first(where: { words[0].hasSuffix($0) }) else { return nil }
        let name = String(words[0].dropLast(particle.count))
        guard isIdentifierLike(name) || name.first?.isUppercase == true && isASCIIName(Substring(name)) else { return nil }
        return name
    }
}
