import CCmarkGFM
import Foundation

/// Parses markdown with cmark-gfm, the CommonMark reference implementation with GitHub's
/// extensions (tables, strikethrough, autolinks, task lists), and flattens the document
/// into blocks in reading order. CommonMark decides every malformed case: a fence left
/// open inside a list item ends with that item; one left open at the top level runs to
/// the next closing fence, or to the end of the note.
enum MarkdownParser {
    static func parse(_ text: String) -> [MarkdownBlock] {
        withDocument(text) { document, _ in
            var walker = BlockWalker()
            walker.visitChildren(of: document)
            return walker.blocks
        } ?? []
    }

    /// cmark-gfm's document tree of `text`, with the parser's extensions, for `body` to read.
    static func withDocument<T>(_ text: String, _ body: (_ document: OpaquePointer,
                                                         _ parser: OpaquePointer) -> T) -> T? {
        registerExtensions
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionHandle = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionHandle)
            }
        }
        var bytes = Array(KeyPathEscapes.preserving(in: text).utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        return body(document, parser)
    }

    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
}

/// Walks cmark's block tree, numbering list items and block quotes as it enters them.
private struct BlockWalker {
    var blocks: [MarkdownBlock] = []
    var listItemCount = 0
    var blockQuoteCount = 0
    var listItem: Int?
    var outerListItem: Int?
    var blockQuote: Int?
    var inNumberedList = false

    mutating func visitChildren(of node: OpaquePointer) {
        var child = cmark_node_first_child(node)
        while let current = child {
            visit(current)
            child = cmark_node_next(current)
        }
    }

    mutating func visit(_ node: OpaquePointer) {
        let start = Int(cmark_node_get_start_line(node))
        let end = Int(cmark_node_get_end_line(node))
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE:
            blockQuoteCount += 1
            let outer = blockQuote
            blockQuote = blockQuoteCount
            if let first = cmark_node_first_child(node), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH {
                CalloutMarker.remove(from: first)
            }
            visitChildren(of: node)
            blockQuote = outer
        case CMARK_NODE_ITEM:
            listItemCount += 1
            let outer = (listItem, outerListItem, inNumberedList)
            (listItem, outerListItem) = (listItemCount, listItem)
            inNumberedList = cmark_node_parent(node).map { cmark_node_get_list_type($0) == CMARK_ORDERED_LIST } ?? false
            visitChildren(of: node)
            (listItem, outerListItem, inNumberedList) = outer
        case CMARK_NODE_PARAGRAPH:
            append(.paragraph, InlineRenderer.render(node, line: start), start, end)
        case CMARK_NODE_HEADING:
            let level = Int(cmark_node_get_heading_level(node))
            append(.heading(level: level), InlineRenderer.render(node, line: start), start, end)
        case CMARK_NODE_CODE_BLOCK:
            let info = cmarkText(cmark_node_get_fence_info(node)).trimmingWhitespace
            var length: Int32 = 0, offset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &fenceCharacter) != 0
            let literal = cmarkText(cmark_node_get_literal(node))
            if !fenced, let items = PastedBullets.items(literal) {
                appendPastedBullets(items, from: start)
                return
            }
            if !fenced, IndentedOutlines.isOutline(literal) {
                appendOutline(literal, from: start)
                return
            }
            append(.code(info: info, fenced: fenced), .init(text: literal), start, end)
        case CMARK_NODE_HTML_BLOCK:
            let literal = cmarkText(cmark_node_get_literal(node))
            let images = HTMLImages.find(in: literal, line: start)
            append(.html, .init(text: literal, images: images), start, end)
        case CMARK_NODE_THEMATIC_BREAK:
            append(.thematicBreak, .init(text: ""), start, end)
        default:
            switch cmarkText(cmark_node_get_type_string(node)) {
            case "table_row", "table_header":
                visitTableRow(node, start: start, end: end)
            default:
                visitChildren(of: node)
            }
        }
    }

    /// Each pasted bullet as a list item of its own, its markup read as a paragraph's (the
    /// first paragraph cmark finds in it: `1. Model: …` and `> 참고: …` are one too), or as
    /// plain text when it holds none.
    mutating func appendPastedBullets(_ items: [(offset: Int, text: String)], from start: Int) {
        let outer = (listItem, outerListItem, inNumberedList)
        for item in items {
            let line = start + item.offset
            listItemCount += 1
            (listItem, outerListItem, inNumberedList) = (listItemCount, outer.0, false)
            let rendered = MarkdownParser.withDocument(item.text) { document, _ in
                Self.firstParagraph(in: document).map { InlineRenderer.render($0, line: line) }
            } ?? nil
            append(.paragraph, rendered ?? .init(text: item.text), line, line)
        }
        (listItem, outerListItem, inNumberedList) = outer
    }

    /// The blocks of an outline that CommonMark read as an indented code block
    /// (`IndentedOutlines`), read as markdown, at their lines in the note.
    mutating func appendOutline(_ literal: String, from start: Int) {
        var nested = BlockWalker()
        (nested.listItemCount, nested.blockQuoteCount) = (listItemCount, blockQuoteCount)
        (nested.listItem, nested.outerListItem, nested.blockQuote) = (listItem, outerListItem, blockQuote)
        MarkdownParser.withDocument(literal) { document, _ in nested.visitChildren(of: document) }
        let offset = start - 1
        for var block in nested.blocks {
            block.startLine += offset
            block.endLine += offset
            block.images = block.images.map { image in
                var image = image
                image.line += offset
                return image
            }
            blocks.append(block)
        }
        (listItemCount, blockQuoteCount) = (nested.listItemCount, nested.blockQuoteCount)
    }

    /// The first paragraph of `node`'s tree, depth first.
    static func firstParagraph(in node: OpaquePointer) -> OpaquePointer? {
        if cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH { return node }
        var child = cmark_node_first_child(node)
        while let current = child {
            if let found = firstParagraph(in: current) { return found }
            child = cmark_node_next(current)
        }
        return nil
    }

    mutating func visitTableRow(_ row: OpaquePointer, start: Int, end: Int) {
        var cells: [String] = []
        var images: [ImageReference] = []
        var cell = cmark_node_first_child(row)
        while let current = cell {
            let rendered = InlineRenderer.render(current, line: start)
            cells.append(rendered.text.trimmingWhitespace)
            images += rendered.images
            cell = cmark_node_next(current)
        }
        let isHeader = cmark_gfm_extensions_get_table_row_is_header(row) != 0
        let rendered = InlineRenderer.Rendered(text: cells.joined(separator: " | "), images: images)
        append(.tableRow(cells: cells, isHeader: isHeader), rendered, start, end)
    }

    mutating func append(_ kind: MarkdownBlock.Kind, _ rendered: InlineRenderer.Rendered, _ start: Int, _ end: Int) {
        var rendered = rendered
        // Lines of only `\`, which some notes put under a section as a spacer (hard line
        // breaks with nothing around them), say nothing: no passage holds them, no card's
        // text ends in them. (Only the paragraph's end is cut: its spans stand before.)
        if kind == .paragraph, rendered.images.isEmpty {
            var text = Substring(rendered.text)
            while true {
                let lineStart = text.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
                let last = text[lineStart...]
                guard last.allSatisfy({ $0 == "\\" || $0.isWhitespace }), last.contains("\\") || lineStart > text.startIndex else { break }
                // The line and the break before it.
                text = text[..<(lineStart > text.startIndex ? text.index(before: lineStart) : lineStart)]
            }
            if text.trimmingWhitespace.isEmpty { return }
            if text.endIndex != rendered.text.endIndex, rendered.spans.allSatisfy({ $0.range.upperBound <= text.endIndex }) {
                rendered.text = String(text)
            }
        }
        blocks.append(MarkdownBlock(
            kind: kind, text: rendered.text, spans: rendered.spans, images: rendered.images,
            startLine: start, endLine: max(start, end), listItem: listItem, outerListItem: outerListItem, blockQuote: blockQuote,
            inNumberedList: inNumberedList,
            isLinkOnly: rendered.linkedCount > 0 && rendered.linkedCount == rendered.text.trimmingWhitespace.count,
            linkedTexts: rendered.linkedTexts))
    }
}

/// Renders a block's inline children to text, collecting term spans and images.
private struct InlineRenderer {
    struct Rendered {
        var text: String
        var spans: [InlineSpan] = []
        var images: [ImageReference] = []
        /// Each link's text, in order.
        var linkedTexts: [String] = []
        /// How many characters of `text` links hold.
        var linkedCount: Int { linkedTexts.reduce(0) { $0 + $1.count } }
    }

    var output = Rendered(text: "")
    let line: Int

    static func render(_ node: OpaquePointer, line: Int) -> Rendered {
        var renderer = InlineRenderer(line: line)
        renderer.renderChildren(of: node)
        return renderer.output
    }

    /// Whether only spaces stand between `node` and the break that ends its line.
    func endsItsLine(_ node: OpaquePointer) -> Bool {
        var next = cmark_node_next(node)
        while let current = next {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return true
            case CMARK_NODE_TEXT where cmarkText(cmark_node_get_literal(current)).allSatisfy({ $0 == " " }): next = cmark_node_next(current)
            default: return false
            }
        }
        return false
    }

    mutating func renderChildren(of node: OpaquePointer) {
        var child = cmark_node_first_child(node)
        while let current = child {
            render(current)
            child = cmark_node_next(current)
        }
    }

    mutating func render(_ node: OpaquePointer) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            output.text += cmarkText(cmark_node_get_literal(node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            // Spaces before a break end nothing a reader sees (`**Step 9** <br>`); a span
            // that ends in one keeps it.
            let spansEnd = output.spans.map(\.range.upperBound).max() ?? output.text.startIndex
            while output.text.last == " ", output.text.index(before: output.text.endIndex) >= spansEnd { output.text.removeLast() }
            output.text += "\n"
        case CMARK_NODE_CODE:
            let literal = cmarkText(cmark_node_get_literal(node))
            let start = output.text.endIndex
            output.text += "`" + literal + "`"
            output.spans.append(InlineSpan(kind: .code, text: literal, range: start..<output.text.endIndex))
        case CMARK_NODE_EMPH:
            renderSpan(.emphasis, node)
        case CMARK_NODE_STRONG:
            renderSpan(.strong, node)
        case CMARK_NODE_IMAGE:
            var inner = InlineRenderer(line: line)
            inner.renderChildren(of: node)
            let nodeLine = Int(cmark_node_get_start_line(node))
            let image = ImageReference(
                alt: inner.output.text, path: cmarkText(cmark_node_get_url(node)),
                line: nodeLine > 0 ? nodeLine : line)
            output.images.append(image)
            output.text += image.placeholder
        case CMARK_NODE_LINK:
            let start = output.text.endIndex
            renderChildren(of: node)
            output.linkedTexts.append(String(output.text[start...]))
        case CMARK_NODE_HTML_INLINE:
            let literal = cmarkText(cmark_node_get_literal(node))
            if GenericArguments.isGenericArgument(literal, after: output.text) {
                output.text += literal
                return
            }
            let nodeLine = Int(cmark_node_get_start_line(node))
            let images = HTMLImages.find(in: literal, line: nodeLine > 0 ? nodeLine : line)
            output.images += images
            output.text += images.map(\.placeholder).joined()
            // (`**Step 9** <br>` at a line's end: the line ends once, not twice.)
            if HTMLImages.isLineBreak(literal), !endsItsLine(node) { output.text += "\n" }
        default:
            renderChildren(of: node)
        }
    }

    mutating func renderSpan(_ kind: InlineSpan.Kind, _ node: OpaquePointer) {
        let start = output.text.endIndex
        let spansBefore = output.spans.count
        renderChildren(of: node)
        let inner = String(output.text[start...])
        // The outer span comes first, so that a term reads in document order.
        output.spans.insert(InlineSpan(kind: kind, text: inner, range: start..<output.text.endIndex), at: spansBefore)
    }
}

/// Images and line breaks written as HTML, which notes copied from the web are full of.
enum HTMLImages {
    static func find(in html: String, line: Int) -> [ImageReference] {
        var images: [ImageReference] = []
        var searchStart = html.startIndex
        while let tagStart = html.range(of: "<img", options: .caseInsensitive, range: searchStart..<html.endIndex) {
            let tagEnd = html[tagStart.upperBound...].firstIndex(of: ">") ?? html.endIndex
            let tag = html[tagStart.lowerBound..<tagEnd]
            let linesBefore = html[..<tagStart.lowerBound].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            images.append(ImageReference(
                alt: attribute("alt", in: tag) ?? "", path: attribute("src", in: tag) ?? "",
                line: line + linesBefore))
            searchStart = tagEnd
        }
        return images
    }

    static func isLineBreak(_ html: String) -> Bool {
        html.lowercased().hasPrefix("<br")
    }

    /// The value of `name="…"` (or single quotes) in an HTML tag.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var searchStart = tag.startIndex
        while let found = tag.range(of: name, options: .caseInsensitive, range: searchStart..<tag.endIndex) {
            searchStart = found.upperBound
            // The name must stand alone: `alt` must not match inside `data-alt`.
            if found.lowerBound > tag.startIndex, !tag[tag.index(before: found.lowerBound)].isWhitespace { continue }
            var cursor = found.upperBound
            while cursor < tag.endIndex, tag[cursor].isWhitespace { cursor = tag.index(after: cursor) }
            guard cursor < tag.endIndex, tag[cursor] == "=" else { continue }
            cursor = tag.index(after: cursor)
            while cursor < tag.endIndex, tag[cursor].isWhitespace { cursor = tag.index(after: cursor) }
            guard cursor < tag.endIndex else { return nil }
            let quote = tag[cursor]
            if quote == "\"" || quote == "'" {
                let valueStart = tag.index(after: cursor)
                let valueEnd = tag[valueStart...].firstIndex(of: quote) ?? tag.endIndex
                return String(tag[valueStart..<valueEnd])
            }
            let valueEnd = tag[cursor...].firstIndex { $0.isWhitespace || $0 == "/" || $0 == ">" } ?? tag.endIndex
            return String(tag[cursor..<valueEnd])
        }
        return nil
    }
}

/// The text of a C string cmark hands out, empty for none.
func cmarkText(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}
