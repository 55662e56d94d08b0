/// `State가 하나만 바뀌어도 …`, `Game Logic이 변하면 …`, `Card가 너무 많아서 …`: a sentence that
/// opens with its subject in 이/가 and, within two words, a condition, a concession or a
/// reason on it says what follows from the subject, not what the subject is (RiverNotes,
/// FrostNotes, SleetNotes, ValeNotes). `lineWidth가 `20`이면 …` gives the subject a value, in
/// digits or code, and describes the subject itself; `Root View가 Content View라고 볼 때 …`
/// and `Padding이 20만큼 정해져 있기에 …` go on to say what it does.
extension ConceptExtractor {
    static func opensWithConditionOnSubject(_ words: [String]) -> Bool {
        let bare = words.prefix(5).map { $0.trimming("`*_\"'“”(),.") }
        guard let subject = bare.prefix(3).firstIndex(where: { word in
            word.count >= 2 && (word.hasSuffix("이") || word.hasSuffix("가"))
        }) else { return false }
        // (The subject opens the sentence, after a joining word at most: `Game Logic이` is one
        // name, `따라서 State가 …` joins on; `SwiftUI는 `@State`가 바뀌면 …` is about SwiftUI,
        // whose sentence goes on past a condition.)
        guard bare.prefix(subject).allSatisfy({ !$0.unicodeScalars.contains(where: LearnerTerms.isHangul) || topicStopWords.contains($0) })
        else { return false }
        return bare.dropFirst(subject + 1).prefix(2).contains(where: isConditionOnHangulStem)
    }

    /// `바뀌어도`, `변하면`, `많아서`, `이동이라면`: a verb's or an adjective's connective ending
    /// on a Hangul stem (`화면`, `에서` are a noun and a particle).
    static func isConditionOnHangulStem(_ word: String) -> Bool {
        guard let ending = conditionEndings.first(where: { word.hasSuffix($0) }), !conditionLookalikes.contains(word) else {
            return false
        }
        let stem = word.dropLast(ending.count)
        return !stem.isEmpty && stem.unicodeScalars.allSatisfy(LearnerTerms.isHangul) && !word.hasSuffix("에서")
    }

    static let conditionEndings = ["면", "어도", "아도", "해도", "여도", "워도", "져도", "아서", "어서", "해서", "라서", "워서", "와서", "져서"]

    /// Nouns that end as a condition does: `화면`, `측면`, `장면`.
    static let conditionLookalikes: Set<String> = ["화면", "측면", "장면", "표면", "전면", "후면", "단면", "평면", "이면", "내면", "외면"]
}
