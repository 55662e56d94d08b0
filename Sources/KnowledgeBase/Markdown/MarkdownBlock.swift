/// One block of a markdown note, in document order, as the importer needs it: what it is,
/// its text, where it stands, and which list item or block quote holds it.
struct MarkdownBlock: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case heading(level: Int)
        case paragraph
        /// A fenced or indented code block; `info` is the fence's info string.
        case code(info: String, fenced: Bool)
        case html
        /// A row of a GFM table, its cells as rendered text.
        case tableRow(cells: [String], isHeader: Bool)
        case thematicBreak
    }

    var kind: Kind
    /// Rendered text: inline code keeps its backticks, emphasis marks are dropped, images
    /// read `[image: alt]`, line breaks are kept. For code and HTML, the literal text.
    var text: String
    /// Code, strong and emphasised spans of `text`, in order.
    var spans: [InlineSpan]
    var images: [ImageReference]
    var startLine: Int
    var endLine: Int
    /// The innermost list item holding this block, numbered in document order.
    var listItem: Int?
    /// The list item that holds the innermost one (a bullet under a numbered step: the step).
    var outerListItem: Int?
    /// The innermost block quote holding this block, numbered in document order.
    var blockQuote: Int?
    /// Whether the innermost list item holding this block is a step of a numbered list
    /// (`1. …`): a heading over such a list names the process its steps explain.
    var inNumberedList = false
    /// Whether the block is links and nothing else: a table of contents
    /// (`[3. Deep Dive](#3-deep-dive)`) or a list of videos and readings (`[**Youtube
    /// Video**](https://…)`) names what is elsewhere; it explains nothing.
    var isLinkOnly = false
    /// The text of each link in `text`, in order.
    var linkedTexts: [String] = []

    /// Whether links make up most of the block's text: `kean.blog > [SwiftUI Layout
    /// System](…)`, an entry of a reading list.
    var isMostlyLinks: Bool {
        isLinkOnly || !linkedTexts.isEmpty && linkedTexts.reduce(0) { $0 + $1.count } * 2 >= text.trimmingWhitespace.count
    }

    /// Whether the block's text is one span of code and nothing else: `` `Grid` ``.
    var isCodeName: Bool {
        spans.count == 1 && spans[0].kind == .code && text[spans[0].range] == Substring(text.trimmingWhitespace)
    }
}

extension MarkdownBlock {
    /// Whether the block is one bold span, `text` being the block's text as read (a list
    /// number or spaces dropped): `**Modifiers 는 순서대로 적용됨**`.
    func isBold(throughout text: some StringProtocol) -> Bool {
        spans.count == 1 && spans[0].kind == .strong && spans[0].text.count + 4 >= text.count
    }
}

/// An inline span that marks a term: `code`, **strong** or *emphasis*.
struct InlineSpan: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case code, strong, emphasis }
    var kind: Kind
    /// The span's text without its marks.
    var text: String
    /// Where the span stands in the block's rendered text, marks included.
    var range: Range<String.Index>
}

/// An image the note shows: `![alt](path)` or an HTML `<img>`.
public struct ImageReference: Equatable, Sendable, Codable {
    public var alt: String
    public var path: String
    public var line: Int

    /// How kb shows an image in text.
    public var placeholder: String { "[image: \(alt.isEmpty ? path : alt)]" }
}
