import Foundation

/// Questions with their answers: `Q) … A) …` in one paragraph or two.
extension ConceptExtractor {
    /// `Q) question` with `A) answer` in the same paragraph or the next one.
    static func questionAndAnswer(at index: Int, in blocks: [MarkdownBlock]) -> (String, String, Int?)? {
        let text = blocks[index].text
        guard let question = text.droppingMarker(["Q)", "Q.", "Q:", "Q．", "질문:", "질문)"]) else { return nil }
        let lines = question.split(separator: "\n", omittingEmptySubsequences: false)
        if let answerLine = lines.firstIndex(where: { $0.trimmingWhitespace.droppingMarker(answerMarkers) != nil }) {
            let answer = lines[answerLine...].joined(separator: "\n").trimmingWhitespace.droppingMarker(answerMarkers) ?? ""
            return (lines[..<answerLine].joined(separator: " ").trimmingWhitespace, answer, nil)
        }
        let next = index + 1
        if next < blocks.count, case .paragraph = blocks[next].kind,
           let answer = blocks[next].text.droppingMarker(answerMarkers) {
            return (question.collapsingWhitespace, answer, next)
        }
        return (question.collapsingWhitespace, "", nil)
    }

    static let answerMarkers = ["A)", "A.", "A:", "A．", "답:", "답)"]
}

extension StringProtocol {
    /// The text after one of `markers` at its start, trimmed; nil when none starts it.
    func droppingMarker(_ markers: [String]) -> String? {
        // Every paragraph is asked; most start with no marker, and are not copied to say so.
        let start = unicodeScalars.firstIndex { !$0.isWhitespace } ?? endIndex
        guard markers.contains(where: { self[start...].hasPrefix($0) }) else { return nil }
        let trimmed = self.trimmingWhitespace
        for marker in markers where trimmed.hasPrefix(marker) {
            return String(trimmed.dropFirst(marker.count)).trimmingWhitespace
        }
        return nil
    }
}
