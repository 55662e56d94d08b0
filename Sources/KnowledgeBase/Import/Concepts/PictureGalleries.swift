/// A project's README often opens with a gallery of its screens: `**Flower**` over
/// `![Flower](images/proj9.1.gif)`, `**Trapezoid**` over its picture. A caption names the
/// picture after it, no concept; a heading over such a gallery (`# Drawing` over `Different
/// shapes` and four captioned pictures) heads pictures, not an explanation.
extension ConceptExtractor {
    /// Whether `span`'s text is the caption of the picture right after it (`after`, the
    /// block's text past the span): that picture's alternative text is the same words.
    static func isCaption(_ span: InlineSpan, after: Substring) -> Bool {
        span.kind != .code && after.drop(while: \.isWhitespace).lowercased().hasPrefix("[image: \(span.text.lowercased())]")
    }

    /// Whether `text` (a block's rendered text) is pictures with their captions, and three
    /// words of its own at most.
    static func isGallery(_ text: String) -> Bool {
        let lines = text.split(separator: "\n").map { $0.trimmingWhitespace }
        let pictures = lines.indices.filter { lines[$0].hasPrefix("[image: ") && lines[$0].hasSuffix("]") }
        guard pictures.count >= 2 else { return false }
        var captions = Set(pictures)
        for index in pictures where index > 0 && "[image: \(lines[index - 1])]" == lines[index] {
            captions.insert(index - 1)
        }
        let ownWords = lines.indices.filter { !captions.contains($0) }.reduce(0) { $0 + lines[$1].split(separator: " ").count }
        return ownWords <= 3
    }
}
