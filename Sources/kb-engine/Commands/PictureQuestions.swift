import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// "Which picture does this code draw?": the engine's picture beside the picture of a
/// plausible misconception, the same two modifiers applied in the other order. Each
/// modifier wraps the view it follows, so `.padding().background(.yellow)` colours the
/// padded area and `.background(.yellow).padding()` only the text's own bounds (Apple,
/// "Configuring views" in the SwiftUI documentation: "the order of modifiers matters";
/// objc.io, Thinking in SwiftUI, "View Trees").
enum PictureQuestions {
    /// Modifiers whose order changes the picture.
    static let reorderable = [".padding", ".background", ".border", ".frame", ".offset", ".overlay"]

    /// The code with its first two adjacent lines that each hold one reorderable modifier
    /// swapped (each keeps its line's indentation), or nil when there are none.
    static func swappingModifiers(_ code: String) -> String? {
        var lines = code.components(separatedBy: "\n")
        func modifier(_ line: String) -> String? {
            let text = line.trimmingWhitespace
            guard text.filter({ $0 == "(" }).count == text.filter({ $0 == ")" }).count, !text.contains("{") else { return nil }
            return reorderable.first { text.hasPrefix($0 + "(") }
        }
        for index in lines.indices.dropLast() {
            guard let first = modifier(lines[index]), let second = modifier(lines[index + 1]), first != second else { continue }
            let indent = { (line: String) in String(line.prefix { $0 == " " || $0 == "\t" }) }
            let (upper, lower) = (lines[index], lines[index + 1])
            lines[index] = indent(upper) + lower.trimmingWhitespace
            lines[index + 1] = indent(lower) + upper.trimmingWhitespace
            return lines.joined(separator: "\n")
        }
        return nil
    }

    /// The card for `snippet`, whose engine picture is `right`, or nil when it has no two
    /// modifiers to swap or swapping them draws the same picture.
    static func card(for snippet: Snippet, right: String) -> LayoutCard? {
        guard let swapped = swappingModifiers(snippet.code) else { return nil }
        let outcome = SnippetRunner().run(swapped, language: snippet.language)
        guard outcome.status.runs, let layout = outcome.layout else { return nil }
        let wrong = TerminalPicture(columns: 60).render(layout)
        guard reallyDiffers(wrong, right) else { return nil }
        // Which letter is right depends on the code, not on chance: the same card every import.
        let rightFirst = snippet.code.utf8.count % 2 == 0
        let (a, b) = rightFirst ? (right, wrong) : (wrong, right)
        let code = snippet.code.trimmingTrailingNewlines
        return LayoutCard(
            front: "\(code)\n\nWhich picture does this code draw?\n\nA\n\(a)\n\nB\n\(b)",
            back: "\(rightFirst ? "A" : "B"): each modifier wraps the view it follows, so they apply in the order "
                + "the code writes them. The other picture is the same modifiers in the other order.")
    }

    /// Whether a learner sees two pictures as different: another size, or a tenth more or
    /// less of the picture filled. A picture shifted by a fraction of a cell is no choice.
    static func reallyDiffers(_ one: String, _ other: String) -> Bool {
        func filled(_ picture: String) -> Int {
            picture.unicodeScalars.filter { $0 != " " && $0 != "\n" && !(0x2500...0x257F).contains($0.value) }.count
        }
        let lines = (one.split(separator: "\n").count, other.split(separator: "\n").count)
        let widths = (one.split(separator: "\n").first?.count ?? 0, other.split(separator: "\n").first?.count ?? 0)
        if lines.0 != lines.1 || widths.0 != widths.1 { return true }
        let (a, b) = (filled(one), filled(other))
        return abs(a - b) * 10 >= max(a, b) && a != b
    }
}
