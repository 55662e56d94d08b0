/// `- OOP(Object-Oriented Programming) -> data encapsulation 이 핵심`: an item that opens with
/// an acronym spelled out in parentheses, then says what it is, names the acronym as a term
/// and explains it. The spelled-out words must begin with the acronym's letters (`Object-Oriented
/// Programming` is O, O, P), so a name with a remark in parentheses (`RULE (CRASH RULE)`,
/// `Button(action: …)`) is none. An acronym inside a sentence (`… HLS (HTTP Live Streaming)을
/// 사용해 …`) is mentioned in passing: only the opening of an item or paragraph names one.
/// (`OOP (Object-Oriented Programming): …` is a colon's definition, `colonDefinition`'s.)
extension ConceptExtractor {
    /// The acronym a paragraph opens with and the text that explains it (the gloss and what
    /// follows it, on the line or indented under the item), or nil.
    static func glossedAcronym(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        let text = blocks[index].text.trimmingWhitespace.droppingListNumber
        let acronym = text.prefix { $0.isASCII && $0.isUppercase }
        guard (2...6).contains(acronym.count) else { return nil }
        let afterAcronym = text[acronym.endIndex...].prefix { $0 != "\n" }.drop { $0 == " " }
        guard afterAcronym.first == "(", let close = afterAcronym.firstIndex(of: ")") else { return nil }
        let gloss = afterAcronym[afterAcronym.index(after: afterAcronym.startIndex)..<close]
        // (A colon's definition is `colonDefinition`'s; it is looked for last, as the dearest.)
        guard spellsOut(acronym, gloss), colonDefinition(blocks[index]) == nil else { return nil }
        // (What follows the gloss says what it is: `-> data encapsulation 이 핵심`, or the
        // text under the item; the gloss alone only spells the letters out.)
        let said = String(afterAcronym[afterAcronym.index(after: close)...]).trimming(" -:>→")
        let under = blocks.textUnderItem(at: index).prefix(2)
        guard said.split(separator: " ").count >= 2 || !under.isEmpty else { return nil }
        return (String(acronym), ([text] + under).joined(separator: "\n"))
    }

    /// Whether the words of `gloss` begin with the letters of `acronym`, one word a letter
    /// (`Object-Oriented Programming` for OOP, `Functional Programming` for FP), or its
    /// capitals are the acronym's (`Model-View-ViewModel` for MVVM).
    static func spellsOut(_ acronym: Substring, _ gloss: Substring) -> Bool {
        let words = gloss.split(whereSeparator: { $0 == " " || $0 == "-" })
        guard words.count >= 2, words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return false }
        return String(words.compactMap(\.first)).uppercased() == acronym || String(gloss.filter(\.isUppercase)) == acronym
    }
}
