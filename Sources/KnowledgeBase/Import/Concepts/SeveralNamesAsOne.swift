/// `- **Flexible, Adaptive UI**: For cases where …`, `` View, `Controller, Layout을 `Struct
/// Type으로 제공` ``, `(NavigationStack/NavigationSplitView는 iOS 16 이상부터 …)`, `` `Embed in
/// HStack|VStack|List` ``: a term that lists several things, by a comma or by names joined
/// with `/` or `|`, is no one concept a card can ask for (each is explained, if at all, on
/// its own). A comma inside code's brackets (`.flexible(min, max)`, `_ConditionalContent<A,
/// B>`) and the two halves of one measure (`Ideal width/height`, `isPresented/item`, whose
/// parts are not capitalised names) stay one term, as does a comparison of several
/// (`ComparedNames`).
extension ConceptExtractor {
    static func isSeveralNamesAsOne(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        let term = concept.term
        // (`ZStack, overlay, background의 차이`: a comparison of several is one concept.)
        if isComparison(term) { return false }
        var depth = 0
        for character in term {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0: return true
            default: continue
            }
        }
        let parts = term.split(whereSeparator: { $0 == "/" || $0 == "|" })
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            guard let last = part.split(separator: " ").last?.drop(while: { $0 == "@" || $0 == "." }) else { return false }
            return last.first?.isUppercase == true && last.allSatisfy { $0.isLetter || $0.isNumber }
        }
    }
}
