/// `ForEach를 이용한 리스트 구성`, `@propertyWrapper로 감싼 ThousandOrMore 구조체 생성`,
/// `State를 이용한 바인딩`: a Korean heading that opens with an API and the particle and verb
/// of means (`를 이용한`, `로 감싼`, `와 함께`) names a task done with that API, and the text
/// under it shows the API at work: the API is what the learner learns there, as in `Using X`
/// titles (`apiOfAStep`). A heading over an example of it (`TextField를 이용한 예제`) shows
/// it only, and a plain lowercase word (`modifier와 함께 view 구성하기`, `nil을 사용한 …`)
/// may be any word; both name no term. A heading that stops at the verb (`ScrollView를
/// 사용해보자`) says it will use it, which other rules read, and one that ends as a sentence
/// (`@GestrueState를 이용해 Long Press Gesture를 사용해보자 !`) says what the note sets out to
/// do: the text under it is the story, not what the API is.
extension ConceptExtractor {
    /// The verbs of means that follow the API's particle: `이용한 리스트`, `감싼 구조체`.
    static let headingMeansVerbs: Set<String> = ["이용한", "이용해", "이용하여", "사용한", "사용해", "사용하여", "활용한", "활용해",
                                          "활용하여", "통한", "통해", "감싼", "함께"]

    /// The API a Korean heading's task is done with, nil for any other heading.
    static func koreanMeansAPI(_ title: String) -> String? {
        let words = title.split(separator: " ").map { String($0.filter { $0 != "`" && $0 != "*" }) }
        guard words.count >= 3, headingMeansVerbs.contains(words[1]),
              let last = words.last, !exampleWords.contains(last.lowercased()),
              !["자", "다", "요", "까"].contains(where: { title.trimming("!?. ").hasSuffix($0) }) else { return nil }
        // (`로` and `와` after a vowel, `으로` and `과` after a consonant: the name is Latin, so
        // either may follow it.)
        guard let particle = ["으로", "를", "을", "로", "와", "과"].first(where: { words[0].hasSuffix($0) }) else { return nil }
        let name = String(words[0].dropLast(particle.count))
        guard isIdentifierLike(name) || name.first?.isUppercase == true && isASCIIName(Substring(name)) else { return nil }
        return name
    }
}
