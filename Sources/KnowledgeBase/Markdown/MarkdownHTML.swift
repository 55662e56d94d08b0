import CCmarkGFM
import Foundation

/// A note's markdown as HTML, rendered by cmark-gfm. Raw HTML in the note is left out
/// (cmark's safe default), and images become their alt text in brackets: a page kb writes
/// loads nothing from outside itself.
public enum MarkdownHTML {
    public static func render(_ markdown: String) -> String {
        MarkdownParser.withDocument(markdown) { document, parser in
            replaceImages(in: document)
            guard let html = cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser)) else { return "" }
            defer { free(html) }
            return String(cString: html)
        } ?? ""
    }

    /// Each image node replaced by a text node: `[image: alt]`.
    static func replaceImages(in document: OpaquePointer) {
        var images: [OpaquePointer] = []
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_IMAGE,
               cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER {
                images.append(node)
            }
        }
        for image in images {
            var alt = ""
            var child = cmark_node_first_child(image)
            while let node = child {
                if let literal = cmark_node_get_literal(node) { alt += String(cString: literal) }
                child = cmark_node_next(node)
            }
            guard let text = cmark_node_new(CMARK_NODE_TEXT) else { continue }
            cmark_node_set_literal(text, "[image: \(alt.isEmpty ? "no description" : alt)]")
            cmark_node_insert_before(image, text)
            cmark_node_free(image)
        }
    }
}
