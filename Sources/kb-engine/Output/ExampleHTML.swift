import Foundation
import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// A chapter's examples on one self-contained HTML page, readable on a phone: the
/// chapter's number and title, and for each example the note's prose before it (rendered
/// by cmark-gfm), its code highlighted, its picture (the display list as SVG, cropped to
/// the views unless a device was asked for), what the note says of the result, its
/// warnings, its `kb:expect` results and its frames table, folded.
enum ExampleHTML {
    static func page(title: String, _ examples: [Example]) -> String {
        var html = """
            <!doctype html>
            <html lang="ko"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(title))</title>
            <style>\(style)</style></head><body>
            <h1>\(escaped(title))</h1>

            """
        var said = ""
        // Past the output budget, the examples still unwritten are left out and counted.
        var budget = OutputBudget()
        for var example in examples where budget.admits(after: html.utf8.count) {
            // A note's prose often tells the result of one example and leads into the next:
            // what the last example's "the note says" showed is not shown again.
            example.prose = unsaid(example.prose.trimmingCharacters(in: .whitespacesAndNewlines), after: said)
            said = example.described.trimmingCharacters(in: .whitespacesAndNewlines)
            html += article(example)
        }
        if budget.leftOut > 0 {
            html += "<p class=\"status\">\(budget.leftOut) more examples left out: kb writes at most \(budget.limit) bytes of HTML</p>\n"
        }
        return html + "</body></html>\n"
    }

    /// `prose` without its opening that ends what was `said` (at least a short sentence of it).
    static func unsaid(_ prose: String, after said: String) -> String {
        let prose = Array(prose), said = Array(said)
        for length in stride(from: min(prose.count, said.count), through: 20, by: -1)
        where said.suffix(length).elementsEqual(prose.prefix(length)) {
            return String(prose.dropFirst(length)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return String(prose)
    }

    static let style = """
        body { font-family: Inter, -apple-system, "Noto Sans KR", "Noto Sans CJK KR", sans-serif; margin: 0 auto; padding: 1rem;
               max-width: 60rem; color: #1c1c1e; line-height: 1.5; }
        h1 { font-size: 1.6rem; }
        article { border-top: 1px solid #ddd; padding: 1rem 0; }
        .where, .status { color: #6e6e73; font-size: 0.85rem; overflow-wrap: anywhere; }
        pre { background: #f5f5f7; padding: 0.75rem; border-radius: 8px; font-size: 13px; overflow-x: auto; }
        .prose code { background: #f5f5f7; padding: 0 0.2em; border-radius: 4px; }
        figure { margin: 1rem 0; } figure svg { max-width: 100%; height: auto; }
        .kw { color: #ad3da4; } .str { color: #c41a16; } .num { color: #1c00cf; } .ty { color: #3900a0; } .com { color: #5d6c79; }
        .warning { color: #a05a00; } .held { color: #1a7f37; } .failed { color: #cf222e; }
        ul.notes, ul.checks { padding-left: 1.2rem; font-size: 0.9rem; }
        summary { cursor: pointer; color: #6e6e73; font-size: 0.9rem; }
        """

    static func article(_ example: Example) -> String {
        var html = "<article id=\"\(escaped(example.reference ?? "example"))\">\n"
        let place = [example.reference, example.location, example.chapter].compactMap { $0 }.joined(separator: " · ")
        html += "<p class=\"where\">\(escaped(place)) · \(escaped(example.outcome.status.name))</p>\n"
        if !example.prose.isEmpty { html += "<div class=\"prose\">\(MarkdownHTML.render(example.prose))</div>\n" }
        html += "<pre><code>\(highlighted(example.code))</code></pre>\n"
        if let edit = example.outcome.edit {
            html += "<p class=\"status\">edits the example \(escaped(example.edits ?? "before")): \(escaped(edit.description))</p>\n"
        }
        if let layout = example.outcome.layout {
            let list = DisplayList(layout)
            let device = layout.canvas.name != nil && layout.canvas != .preview
            let prefix = (example.reference ?? "example").filter { $0.isLetter || $0.isNumber } + "-"
            html += "<figure>\(SVGPicture.render(list, area: list.shownArea(device: device), idPrefix: prefix))</figure>\n"
        }
        if !example.described.isEmpty {
            html += "<div class=\"prose said\"><p class=\"status\">the note says:</p>\(MarkdownHTML.render(example.described))</div>\n"
        }
        html += notes(example)
        let checks = ExpectationCheck.results(example.expectations, layout: example.outcome.layout, status: example.outcome.status)
        if !checks.isEmpty {
            html += "<ul class=\"checks\">" + checks.map { check in
                "<li class=\"\(check.held ? "held" : "failed")\">\(check.held ? "✓" : "✗") kb:expect \(escaped(check.text))</li>"
            }.joined() + "</ul>\n"
        }
        if let layout = example.outcome.layout {
            html += "<details><summary>Frames</summary><pre>\(escaped(FrameTable.render(layout)))</pre></details>\n"
        }
        return html + "</article>\n"
    }

    /// The status, the frames an edit changed, and the runner's warnings and notes.
    static func notes(_ example: Example) -> String {
        var items: [String] = []
        if let edit = example.outcome.edit {
            items.append("<li>changed from the example before: \(escaped(edit.changes.isEmpty ? "no frame" : edit.changes.map(\.description).joined(separator: "; ")))</li>")
        }
        switch example.outcome.status {
        case .runnableWithPlaceholders(let names): items.append("<li class=\"warning\">placeholders: \(escaped(names.joined(separator: ", ")))</li>")
        case .notALayoutExample(let reason): items.append("<li>not a layout example: \(escaped(reason))</li>")
        case .failed(let reason): items.append("<li class=\"failed\">failed: \(escaped(reason))</li>")
        case .runnable: break
        }
        for diagnostic in example.outcome.diagnostics {
            switch diagnostic.severity {
            case .warning: items.append("<li class=\"warning\">warning: \(escaped("\(diagnostic)"))</li>")
            case .note: items.append("<li>note: \(escaped("\(diagnostic)"))</li>")
            case .error: break
            }
        }
        return items.isEmpty ? "" : "<ul class=\"notes\">\(items.joined())</ul>\n"
    }

    static func highlighted(_ code: String) -> String {
        CodeHighlighter.pieces(code).map { piece in
            let text = escaped(piece.text)
            return switch piece.kind {
            case .keyword: "<span class=\"kw\">\(text)</span>"
            case .string: "<span class=\"str\">\(text)</span>"
            case .number: "<span class=\"num\">\(text)</span>"
            case .type: "<span class=\"ty\">\(text)</span>"
            case .comment: "<span class=\"com\">\(text)</span>"
            case .plain: text
            }
        }.joined()
    }

    static func escaped(_ text: String) -> String { SVGPicture.escaped(text) }
}
