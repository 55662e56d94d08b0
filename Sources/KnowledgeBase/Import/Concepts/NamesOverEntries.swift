/// An API's name on a line of its own, a blank line, and then the entry that says what it
/// is: the glossary `NameLineDefinitions` reads, written with its entries apart.
///
///     @Binding
///
///     - 부모 뷰에서 자식 뷰로 데이터를 전달하고, 그 데이터를 변경하면 부모 뷰에서도 반영된다.
///
/// The name reads as Swift writes an API's (`@Binding`, `ViewModel`, `objectWillChange`):
/// a plain word alone on its line (`Example`, `Copy`, `In short:`) is a label, and a call
/// with its arguments (`.font(.title)`) is code shown, not a name. The entry is prose of a
/// few words at least, up to the next such name.
extension ConceptExtractor {
    static func nameOverEntry(at index: Int, in blocks: [MarkdownBlock]) -> (term: String, explanation: String)? {
        guard let name = nameAlone(blocks[index]), blocks.indices.contains(index + 1) else { return nil }
        var entry: [String] = []
        for next in blocks[(index + 1)...].prefix(2) {
            guard nameAlone(next) == nil, let text = next.proseText, !text.isEmpty, !isCodeOnly(text) else { break }
            entry.append(text)
        }
        guard let first = entry.first, first.contains(where: \.isLetter), first.split(separator: " ").count >= 3 else { return nil }
        return (name, entry.joined(separator: "\n"))
    }

    /// The name a paragraph of one line holds and nothing else (its code marks aside).
    static func nameAlone(_ block: MarkdownBlock) -> String? {
        guard block.kind == .paragraph, block.listItem == nil, !block.text.contains("\n") else { return nil }
        let name = block.text.trimmingWhitespace.filter { $0 != "`" }
        return name.count >= 3 && isIdentifierLike(name) ? name : nil
    }
}
