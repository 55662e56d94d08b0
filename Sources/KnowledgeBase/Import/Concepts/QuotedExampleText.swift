import Foundation

/// `- "Hello"만 black, "World"는 orange`: words in double quotes, in a sentence that quotes
/// two strings or more, are the text the example shows (LarkNotes, where the example is
/// `Text("Hello") + Text("World")`); the sentence tells what became of each, and a card
/// `World → …` asks for the example's text. One quoted word (`- "Lazy" means views are
/// created on demand`) is a term the sentence explains, and stays.
extension ConceptExtractor {
    static func isQuotedExampleText(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // (Most blocks quote nothing: the quotes are looked for before the text is rewritten.)
        guard block.text.containsBytes(concept.term), block.text.containsBytes("\"") || block.text.containsBytes("“") else {
            return false
        }
        let text = block.text.replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
        guard text.containsBytes("\"\(concept.term)\"") else { return false }
        let quoted = text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
        return Set(quoted).count >= 2
    }
}
