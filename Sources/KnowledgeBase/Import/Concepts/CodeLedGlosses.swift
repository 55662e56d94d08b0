/// `- `VStack` Vertical Stack`, `- `ZStack` Depth Stack (3D). Arranged from rear to front.`,
/// `- `.blur(radius: 20)` for directing focus`: a cheat sheet's item that writes an API's code
/// and then what it is, in a name of a few capitalised words or a purpose (`for` and a
/// gerund), with no verb to make a sentence of it (KelpNotes). The API is the concept, the
/// item its back. Code alone (`- `.lineSpacing(4)``) explains nothing, and an item that goes
/// on as a sentence (`- `View` always has the size of its body`) is the sentence rules'.
extension ConceptExtractor {
    static func codeLedGloss(_ block: MarkdownBlock) -> String? {
        guard block.listItem != nil, block.kind == .paragraph, !block.text.contains("\n"),
              let code = block.spans.first, code.kind == .code, code.range.lowerBound == block.text.startIndex,
              let name = glossedCodeName(code.text) else { return nil }
        let rest = block.text[code.range.upperBound...].trimmingWhitespace
        let gloss = rest.prefix { $0 != "." }.split(separator: " ")
        guard let first = gloss.first else { return nil }
        if first == "for", gloss.count >= 2, gloss[1].count > 4, gloss[1].hasSuffix("ing") { return name }
        let isName = gloss.count <= 4 && gloss.allSatisfy { word in
            word.first.map { $0.isUppercase || $0.isNumber || $0 == "(" } == true && !word.contains("`")
        }
        return isName && first.first?.isUppercase == true ? name : nil
    }

    /// `VStack`, `.blur(radius: 20)`, `@State`: code that names an API, as Swift writes one
    /// (a capitalised type, a member after its dot, an attribute, or a call).
    static func glossedCodeName(_ code: String) -> String? {
        let text = code.trimmingWhitespace
        let body = text.drop { $0 == "." || $0 == "@" }
        let name = body.prefix { $0 != "(" }
        guard let head = name.first, head.isLetter, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        let isCall = name.count < body.count && body.hasSuffix(")")
        guard isCall || name.count == body.count else { return nil }
        return body.count < text.count || isCall || head.isUppercase ? text : nil
    }
}
