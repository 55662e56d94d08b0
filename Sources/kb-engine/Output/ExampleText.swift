import Foundation
import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner
import TerminalGraphics

/// An example as the terminal shows it: where it is, its code (coloured), the picture,
/// the frames, the note's description of the result, and diagnostics.
enum ExampleText {
    /// The raster picture through chafa on a colour terminal, the plain character picture
    /// in pipes and with NO_COLOR. Output that may be paged keeps to block art: a pager passes
    /// colours but not images; `inline` says the output is written straight to the terminal.
    static func picture(_ layout: LayoutResult, _ console: Console, inline: Bool) -> String {
        guard console.usesColor else { return TerminalPicture(columns: min(console.size.columns, 80), colors: .none).render(layout) }
        var graphics = GraphicsProtocol.detect(ProcessInfo.processInfo.environment)
        if console.pages, !inline, !graphics.isBlockArt { graphics = .trueColorBlocks }
        // A device asked for is shown whole; the default preview screen is cropped to the views.
        let device = layout.canvas.name != nil && layout.canvas != .preview
        var image = TerminalImage(columns: console.size.columns, graphics: graphics)
        if let cell = console.cellPixels { image.cellPixels = cell }
        return image.render(layout, device: device)
    }

    static func render(_ example: Example, frames: Bool, console: Console, inline: Bool = false) -> String {
        var lines: [String] = []
        let title = [example.reference, example.location, example.chapter].compactMap { $0 }.joined(separator: " · ")
        lines.append(console.bold("── \(title)") + console.dim(" · \(example.outcome.status.name)"))
        lines.append(highlighted(example.code, console))
        if let edit = example.outcome.edit {
            lines.append(console.dim("edits the example \(example.edits ?? "before"): ") + edit.description)
        }
        if let layout = example.outcome.layout {
            lines.append(picture(layout, console, inline: inline).trimmingTrailingNewlines)
            if frames { lines.append(FrameTable.render(layout).trimmingTrailingNewlines) }
        }
        if let edit = example.outcome.edit {
            lines.append(console.dim("changed from the example before: ")
                + (edit.changes.isEmpty ? "no frame" : edit.changes.map(\.description).joined(separator: "; ")))
        }
        switch example.outcome.status {
        case .runnableWithPlaceholders(let names): lines.append(console.yellow("placeholders: \(names.joined(separator: ", "))"))
        case .notALayoutExample(let reason): lines.append(console.dim("not a layout example: \(reason)"))
        case .failed(let reason): lines.append(console.red("failed: \(reason)"))
        case .runnable: break
        }
        for diagnostic in example.outcome.diagnostics {
            switch diagnostic.severity {
            case .warning: lines.append(console.yellow("warning: \(diagnostic)"))
            case .note: lines.append(console.dim("note: \(diagnostic)"))
            case .error: break
            }
        }
        if !example.described.isEmpty {
            lines.append(console.dim("the note says: ") + example.described.collapsingWhitespace)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func highlighted(_ code: String, _ console: Console) -> String {
        guard console.usesColor else { return code }
        return CodeHighlighter.pieces(code).map { piece in
            switch piece.kind {
            case .keyword: console.style(piece.text, "35")
            case .string: console.style(piece.text, "32")
            case .number: console.style(piece.text, "36")
            case .type: console.style(piece.text, "33")
            case .comment: console.style(piece.text, "2")
            case .plain: piece.text
            }
        }.joined()
    }
}
