import Foundation

/// ``- **`geometry`**: This is the `GeometryProxy` object passed into the closure``: a
/// lower-case name the note explains as what is passed into a closure is the name its
/// example gives the closure's parameter (`GeometryReader { geometry in … }`, FreshNotes);
/// the type passed (`GeometryProxy`) is what the learner learns, and a card `geometry → …`
/// asks for the example's choice of name. A type explained so (`GeometryProxy`: … passed
/// into the closure) stays.
extension ConceptExtractor {
    /// Words that say a value is what a closure receives.
    static let closureArgumentMarks = ["passed into the closure", "passed to the closure", "클로저에 전달", "클로저로 전달"]

    static func isClosureParameterName(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        let name = concept.term.filter { $0 != "`" }
        guard name.first?.isLowercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        let explanation = concept.explanation.lowercased()
        return closureArgumentMarks.contains { explanation.containsBytes($0) }
    }
}
