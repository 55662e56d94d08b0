import Foundation

/// `**리더보드는 투표수와 득표율을 보여줌 -> `Grid` 를 사용한다.**`: a sentence that states what
/// a part of the app must do and, after an arrow, the API that does it is a design note; the
/// part (`리더보드`, the app's leaderboard) is the example's, and the API is what the learner
/// learns (TideNotes). A sentence whose arrow leads to what follows from its subject
/// (``background(Color.random)`는 … 원인 → identity 유지 X``) says something of the subject
/// and stays.
extension ConceptExtractor {
    static func isNeedMetByAnAPI(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.term.unicodeScalars.contains(where: LearnerTerms.isHangul),
              let line = concept.explanation.splitLines().first else { return false }
        let sentence = line.filter { $0 != "*" }
        guard ["은 ", "는 "].contains(where: { sentence.hasPrefix(concept.term + $0) }),
              let arrow = sentence.range(of: "->") ?? sentence.range(of: "→") else { return false }
        return apiDoingTheTask(sentence[arrow.upperBound...]) != nil
    }
}
