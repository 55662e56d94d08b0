/// `ZStack, overlay, background는 뷰를 겹치는 세 가지 방식이다.`: a sentence whose subject lists
/// names by commas says something of all of them together; the last name, the one the
/// particle is glued to, is no more its topic than the first (GroveNotes). A comma after a
/// clause (`예를 들어, ZStack은 …`) lists nothing: the name stays.
extension ConceptExtractor {
    static func isLastOfListedSubject(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .topicSentence || concept.source == .markedTerm, block.text.containsBytes(",") else { return false }
        let name = concept.term.filter { $0 != "`" && $0 != "*" }
        guard !name.isEmpty, !name.contains(" ") else { return false }
        let text = block.text.filter { $0 != "`" && $0 != "*" }
        for found in text.byteRanges(of: name) {
            let after = text[found.upperBound...]
            guard ["은 ", "는 ", "이 ", "가 "].contains(where: { after.hasPrefix($0) }) else { continue }
            let before = text[..<found.lowerBound]
            guard before.hasSuffix(", ") || before.hasSuffix(",") else { return false }
            // The name before the comma, as a name: `overlay` in `ZStack, overlay, `.
            let listed = before.dropLast(before.hasSuffix(", ") ? 2 : 1).reversed().prefix { !$0.isWhitespace && $0 != "," }
            // (`iOS 17, Observable은 …`: a number before the comma lists nothing.)
            return listed.last?.isLetter == true && listed.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@._()".contains($0)) }
        }
        return false
    }
}
