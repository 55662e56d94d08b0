import Foundation

/// `### 스크롤방향` over `ScrollView에는 다양한 스크롤 방향이 있다`: Korean writes a compound
/// noun with or without the space between its nouns, so a heading's Hangul compound is named
/// by text that spaces it otherwise.
extension ConceptExtractor {
    /// Whether `text` names the Hangul compound `term` with its spaces left out or put in
    /// elsewhere (`스크롤방향` and `스크롤 방향`); a term without Hangul, or of one syllable
    /// pair, is left to `mentions`.
    static func mentionsRespaced(_ text: String, _ term: String) -> Bool {
        let compact = term.filter { $0 != " " }.lowercased()
        guard compact.count >= 4, compact.unicodeScalars.allSatisfy(LearnerTerms.isHangul) else { return false }
        return text.lowercased().filter { $0 != " " }.containsBytes(compact)
    }
}
