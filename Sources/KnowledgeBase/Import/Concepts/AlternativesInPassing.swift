import Foundation

/// ``셀에 여백을 추가하려면 … `listRowInsets`을 추가한다. `padding`모디파이어도 사용 가능하다.``:
/// a name followed by `도 사용 가능` ("can be used too") is an alternative the note mentions
/// after the API it explains (SageNotes); the sentence says nothing of what it is, and a card
/// `padding → …도 사용 가능하다` asks for a name from an aside. A name the sentence says
/// something of (`` `padding`은 뷰 주변에 여백을 준다 ``) stays.
extension ConceptExtractor {
    /// The endings that say a name can be used as well.
    static let alsoUsableEndings = ["도 사용 가능", "도 사용할 수 있", "도 쓸 수 있", "도 가능"]

    static func isAlternativeInPassing(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        // Most blocks say no such thing: the endings are looked for first, in the bytes (this
        // rule lowercased the rest of every block for each of its concepts, a tenth of an import).
        guard alsoUsableEndings.contains(where: { block.text.containsBytes($0) }) else { return false }
        let name = concept.term.filter { $0 != "`" }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        guard let at = text.range(of: name) else { return false }
        // (The name, then a kind word glued or apart: `padding모디파이어도`, `padding 수식어도`.)
        var rest = text[at.upperBound...].drop { $0 == " " }
        let start = rest.prefix(meansKindWords.map(\.count).max() ?? 0).lowercased()
        if let kind = meansKindWords.first(where: { start.hasPrefix($0) }) { rest = rest.dropFirst(kind.count) }
        return alsoUsableEndings.contains { rest.hasPrefix($0) }
    }
}
