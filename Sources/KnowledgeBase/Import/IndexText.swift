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

    /// A snippet: its code, and in the context column only the prose around it that is not
    /// whole passages (`storedBefore`, `storedAfter`: the snippet's prose columns, '' where
    /// the prose is passages). Prose that is passages is indexed once, as those passages;
    /// search finds the snippet through them (see ProseSnippets).
    static func snippet(code: String, storedBefore: String, storedAfter: String) -> IndexText {
        IndexText(body: SearchTokenizer.indexText(code), context: SearchTokenizer.indexText(storedBefore + "\n" + storedAfter))
    }

    /// A snippet's row as importers before version 9 wrote it, with all its prose in the
    /// context column: what taking such a row out of the index must give again.
    static func snippetWithAllProse(code: String, proseBefore: String, proseAfter: String) -> IndexText {
        snippet(code: code, storedBefore: proseBefore, storedAfter: proseAfter)
    }

    /// The first importer version (`KnowledgeStore.importerVersion`) that indexes a snippet's
    /// prose that is passages only as those passages.
    static let proseOnceSince = 9

    /// A chapter's title, with its number.
    static func chapter(number: String?, title: String) -> IndexText {
        IndexText(title: SearchTokenizer.indexText([number, title].compactMap { $0 }.joined(separator: " ")))
    }
}
