import CCmarkGFM

/// `> [!important] …`, `> [!note]-`: the marker that opens an Obsidian or GitHub callout,
/// a block quote shown as a box of that kind. It says how to draw the quote and is no word
/// of the note's: a passage, a card's back and a search hit read on without it.
/// (GitHub: "Alerts are a Markdown extension based on the blockquote syntax";
/// Obsidian: "To create a callout, add [!info] to the first line of a blockquote".)
enum CalloutMarker {
    /// Removes the marker from the text that opens `paragraph`, the first of its quote.
    static func remove(from paragraph: OpaquePointer) {
        var nodes: [OpaquePointer] = []
        var opening = ""
        var child = cmark_node_first_child(paragraph)
        // cmark parts `[!important]` into several text nodes at its brackets.
        while let node = child, cmark_node_get_type(node) == CMARK_NODE_TEXT, opening.utf8.count < 40 {
            opening += cmarkText(cmark_node_get_literal(node))
            nodes.append(node)
            if opening.contains("]") { break }
            child = cmark_node_next(node)
        }
        guard let rest = textAfterMarker(opening), let first = nodes.first else { return }
        for node in nodes.dropFirst() {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        cmark_node_set_literal(first, rest)
    }

    /// The text after a callout marker that opens `text`, or nil when none does.
    static func textAfterMarker(_ text: String) -> String? {
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let kind = text[text.index(text.startIndex, offsetBy: 2)..<close]
        guard !kind.isEmpty, kind.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return nil }
        var rest = text[text.index(after: close)...]
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        return String(rest.drop { $0 == " " })
    }
}
