/// `**UIHostingController 구조** — …`, `**Coordinator 클래스 정의**: …`: an API's name, with
/// its kind word or without, and then a word for an aspect of it (its structure, its
/// definition) is about the API, whose name the learner looks up (RiverNotes, EmberNotes).
/// A phrase before the aspect word (`커스텀 뷰 정의`, `environment value 정의`, `흐름 구조`)
/// names a task or an idea, and stays whole; `toggle 부분은 didTapped()이 될테고` points at a
/// part of the example's code, not at the API.
extension LearnerTerms {
    static let aspectWords = [" 구조", " 정의"]

    /// Kind words an API's name may carry before the aspect word: `Coordinator 클래스`.
    static let aspectKindWords: Set<String> = ["클래스", "구조체", "프로토콜", "타입", "뷰", "함수", "메서드", "모디파이어", "수정자"]

    /// The name with its kind word, or nil when `term` is no API's name and an aspect word.
    static func withoutAspectWord(_ term: String) -> String? {
        guard let word = aspectWords.first(where: { term.hasSuffix($0) }) else { return nil }
        let head = String(term.dropLast(word.count))
        let words = head.split(separator: " ")
        guard let name = words.first, words.count == 1 || words.count == 2 && aspectKindWords.contains(String(words[1])),
              isIdentifierLikeName(name) || name.count >= 2 && name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return head
    }
}
