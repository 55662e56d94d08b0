/// `- Azam Sharp - Deep Dive into Environment in SwiftUI [go](https://azamsharp.com/…)`: an
/// entry of a reading list, whose "explanation" is an article's title, in title case, and a
/// link that only points at it (`go`, `link`, `here`); its name is the author's or the
/// site's, not a term. An entry that explains its name before such a link (`- Environment -
/// values a view reads from its ancestors, [link](…)`), or whose link names what it shows
/// (`MVVM - … ([Diagram](…))`), stays.
extension ConceptExtractor {
    static func isReadingListEntry(_ concept: ParsedConcept, in block: MarkdownBlock) -> Bool {
        guard concept.source == .colonDefinition, block.kind == .paragraph, let link = block.linkedTexts.last,
              pointingLinks.contains(link.trimmingWhitespace.lowercased()) else { return false }
        let text = block.text.trimmingWhitespace.trimming(".)")
        guard text.hasSuffix(link), let dash = text.range(of: " - ") else { return false }
        return isTitleCase(text[dash.upperBound...].dropLast(link.count))
    }

    /// Link texts that point at a page without saying what it is.
    static let pointingLinks: Set<String> = ["go", "link", "here", "source", "read", "read more", "링크", "바로가기", "원문", "보기"]

    /// `Deep Dive into Environment in SwiftUI`: a title capitalises each word but the short
    /// ones; a sentence (`values a view reads from its ancestors`) does not.
    static func isTitleCase(_ text: Substring) -> Bool {
        let words = text.split(separator: " ").filter { $0.count >= 5 && $0.first?.isLetter == true }
        return words.count >= 2 && words.allSatisfy { $0.first?.isUppercase == true }
    }

    /// `- Layout` over `- kean.blog > [SwiftUI Layout System](…)` and `- [GeometryReader to
    /// the Rescue](…)`: an item over a reading list names what the readings are about (a
    /// group of links, KelpNotes); the articles explain it elsewhere.
    static func headsReadingList(at index: Int, in blocks: [MarkdownBlock]) -> Bool {
        guard let item = blocks[index].listItem, blocks.indices.contains(index + 1) else { return false }
        let under = blocks[(index + 1)...].prefix { $0.outerListItem == item }
        return !under.isEmpty && under.allSatisfy(\.isMostlyLinks)
    }
}
