/// `3. Views then decide what size … they want to take (**views choose their own size**)`: an
/// item that closes on a clause in bold parentheses names the principle it states, and the
/// learner is asked it by that name. The clause restates the item (two of its words are the
/// item's: `views`, `size`), which a remark in bold does not (`(**this matters a lot**)`), nor a
/// word the item asks to replace (`(**CHANGEname**)`).
extension ConceptExtractor {
    /// The bold clause in parentheses that ends the first line of the list item at `index`,
    /// with the item as its explanation; nil for any other block.
    static func restatedPrinciple(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        let block = blocks[index]
        // (Cheap checks first: most blocks are no list item with bold in it.)
        guard block.listItem != nil, block.spans.contains(where: { $0.kind == .strong }) else { return nil }
        let line = block.text.trimmingWhitespace.prefix { $0 != "\n" }.trimmingWhitespace.trimming(".")
        guard line.hasSuffix(")"),
              let bold = block.spans.first(where: { $0.kind == .strong && line.hasSuffix("(" + $0.text + ")") }) else { return nil }
        let principle = bold.text.trimmingWhitespace
        let stated = String(line.dropLast(bold.text.count + 2))
        // (A clause of three to eight words: longer than a term's four, as a step's title is.)
        guard (3...8).contains(principle.split(separator: " ").count), principle.count <= 60,
              sharedStems(principle, stated) >= 2 else { return nil }
        return (principle, block.text.trimmingWhitespace)
    }

    /// How many words of four letters or more `phrase` shares with `text`, compared by their
    /// first five letters (`positioning` is `position`, `containers` is `Container`).
    static func sharedStems(_ phrase: String, _ text: String) -> Int {
        let stems = { (words: String) in
            Set(words.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }.map { String($0.prefix(5)) })
        }
        return stems(phrase).intersection(stems(text)).count
    }
}
