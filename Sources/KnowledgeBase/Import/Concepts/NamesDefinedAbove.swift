import Foundation

/// ``Here is a simple example that combines `gestureDragCanvas` and
/// `gestureDoubleTapToResizeCanvas` together (defined above)``: a sentence that says its
/// names were defined earlier in the note points at the note's own code (FernNotes); a
/// camel-case name it uses is the tutorial's function or property, as one its code declares
/// is (`LearnerTerms.declaredNames`), and a card asks for the tutorial's name. An API the
/// same sentence names (`Gesture`, `.gesture(_:)`) is no lower-case camel-case word, and stays.
extension ConceptExtractor {
    /// Words that say the names of a sentence were defined earlier in the note.
    static let definedAboveMarks = ["defined above", "defined earlier", "위에서 정의한", "앞에서 정의한", "위에서 만든", "앞에서 만든"]

    static func isNameDefinedAbove(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        let name = concept.term.filter { $0 != "`" }
        guard name.first?.isLowercase == true, name.dropFirst().contains(where: \.isUppercase),
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        return periodSentences(of: text).contains { sentence in
            guard names(Substring(sentence), name) else { return false }
            let lower = sentence.lowercased()
            return definedAboveMarks.contains { lower.contains($0) }
        }
    }
}
