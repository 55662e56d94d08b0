/// The segmented text of one row of the full-text index, by column. Import writes it, and
/// taking a row out of the index (which keeps no copy of its text, see schema.sql version
/// 5) needs the same text again: both make it here, from what the row is made of.
struct IndexText {
    var term = ""
    var title = ""
    var body = ""
    var context = ""

    /// A passage, with the terms of the concepts it explains, in the note's order.
    static func passage(terms: [String], text: String) -> IndexText {
        IndexText(term: SearchTokenizer.indexText(terms.joined(separator: "\n")), body: SearchTokenizer.indexText(text))
    }

    /// A concept no indexed passage explains.
    static func concept(term: String, explanation: String) -> IndexText {
        IndexText(term: SearchTokenizer.indexText(term), body: SearchTokenizer.indexText(explanation))
    }

    static func snippet(code: String, proseBefore: String, proseAfter: String) -> IndexText {
        IndexText(body: SearchTokenizer.indexText(code), context: SearchTokenizer.indexText(proseBefore + "\n" + proseAfter))
    }

    /// A chapter's title, with its number.
    static func chapter(number: String?, title: String) -> IndexText {
        IndexText(title: SearchTokenizer.indexText([number, title].compactMap { $0 }.joined(separator: " ")))
    }
}
