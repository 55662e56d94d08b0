import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// "Which picture does this code draw?": the engine's picture beside the pictures of
/// plausible misconceptions: the same two modifiers applied in the other order, layout
/// priority ignored, space split equally instead of by flexibility, views aligned by their
/// bounds instead of their baselines. Each
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
        // Most snippets hold fewer than two of them: they are not split into lines at all.
        guard reorderable.lazy.filter({ code.contains($0 + "(") }).prefix(2).count == 2 else { return nil }
        var lines = code.splitLines(omittingEmpty: false).map(String.init)
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

    /// `.layoutPriority(…)` left out: the picture of a learner who thinks a stack ignores
    /// layout priority and shares its space by flexibility alone (Apple, "layoutPriority(_:)":
    /// "A parent layout offers the child views with the highest layout priority all the space
    /// offered to the parent minus the minimum space required for all its lower-priority
    /// children"). Nil when the code sets no priority.
    static func ignoringLayoutPriority(_ code: String) -> String? {
        guard code.contains(".layoutPriority(") else { return nil }
        var lines: [String] = []
        for line in code.splitLines(omittingEmpty: false).map(String.init) {
            var text = line
            while let start = text.range(of: ".layoutPriority("),
                  let close = text[start.upperBound...].firstIndex(of: ")") {
                text.removeSubrange(start.lowerBound...close)
            }
            if text.trimmingWhitespace.isEmpty && !line.trimmingWhitespace.isEmpty { continue }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// Text baselines read as the views' edges: the picture of a learner who thinks views
    /// align by their bounds (Apple, "firstTextBaseline": "A guide that marks the top-most
    /// text baseline in a view", against `top`, the view's top edge). Nil when the code
    /// aligns by no baseline.
    static func aligningBoundsForBaselines(_ code: String) -> String? {
        guard code.contains("TextBaseline") else { return nil }
        return code.replacingOccurrences(of: ".firstTextBaseline", with: ".top")
            .replacingOccurrences(of: ".lastTextBaseline", with: ".bottom")
    }

    /// A misconception: the code as a learner who holds it would picture it, and what
    /// the learner is told about that picture.
    struct Misconception: Sendable {
        let rewrite: @Sendable (String) -> String?
        let why: String
        /// Whether the misconception reads any code alike, so that its picture teaches the
        /// same thing wherever it is offered: a stack split equally is the same lesson for
        /// every stack, and a chapter of ten stacks asked it ten times.
        var oncePerChapter = false

        /// How the chapter's `asked` (which holds its questions with their verdicts too)
        /// records that the misconception was offered.
        var askedKey: String { "misconception: " + why }
    }

    static let misconceptions = [
        Misconception(rewrite: swappingModifiers, why: "the same modifiers in the other order"),
        Misconception(rewrite: ignoringLayoutPriority, why: "the stack ignoring layout priority"),
        Misconception(rewrite: splittingEqually, why: "the stack splitting its space equally", oncePerChapter: true),
        Misconception(rewrite: aligningBoundsForBaselines, why: "views aligned by their edges instead of their text baselines"),
    ]

    /// The card for `snippet`, laid out as `layout` in its chapter, whose engine picture
    /// `right` draws (only once a misconception has a picture to set beside it), or nil
    /// when no misconception draws a picture that really differs from it. Each wrong
    /// picture is the engine's picture of the code as the misconception reads it.
    static func card(for snippet: Snippet, layout: LayoutResult, right: () -> String, rightNarrow: @escaping () -> String?,
                     asked: inout Set<String>) -> LayoutCard? {
        // Each option's picture at 60 columns, and at 36 unless that cuts a text.
        var options: [(picture: String, why: String?, narrow: () -> String?)] = []
        var cells: [PictureCells] = []  // each option's picture, read once
        for misconception in misconceptions {
            if misconception.oncePerChapter && asked.contains(misconception.askedKey) { continue }
            guard let code = misconception.rewrite(snippet.code) else { continue }
            let outcome = SnippetRunner().run(code, language: snippet.language)
            guard outcome.status.runs, let wrongLayout = outcome.layout else { continue }
            if options.isEmpty {
                // The misconceptions' code runs alone; the right picture is the chapter's, where
                // a snippet may edit the example before it or show a view an earlier snippet
                // declares. Set beside it, a misconception would differ by more than its own
                // reading: such a snippet gets no card. (Layouts compare faster than pictures.)
                let alone = SnippetRunner().run(snippet.code, language: snippet.language)
                guard alone.layout == layout else { return nil }
                options.append((right(), nil, rightNarrow))
                cells.append(PictureCells(options[0].picture))
            }
            let wrong = TerminalPicture(columns: 60).draw(wrongLayout)
            let wrongCells = PictureCells(wrong.picture)
            guard cells.allSatisfy({ wrongCells.reallyDiffers(from: $0) }) else { continue }
            options.append((wrong.picture, misconception.why, {
                PicturesSideBySide.narrowUnlessCut(TerminalPicture(columns: PicturesSideBySide.columns).draw(wrongLayout), wide: wrong)
            }))
            cells.append(wrongCells)
        }
        guard options.count > 1 else { return nil }
        for misconception in misconceptions where misconception.oncePerChapter && options.contains(where: { $0.why == misconception.why }) {
            asked.insert(misconception.askedKey)
        }
        // Where the right picture stands depends on the code, not on chance: the same card
        // every import. A fingerprint of the code spreads it over the letters (the code's
        // length put it at B on 11 of the seeds' 16 cards: a learner could guess it).
        // (Its high bits: FNV's lowest bit is the parity of the bytes' own lowest bits.)
        let shift = Int((ContentHash.number(of: snippet.code.utf8) >> 40) % UInt64(options.count))
        options = Array(options[shift...] + options[..<shift])
        let letters = ["A", "B", "C", "D"]
        let code = snippet.code.trimmingTrailingNewlines
        let cropped = PictureCrop.shown(options.map(\.picture))
        let pictures = (cropped.contains(where: PicturesSideBySide.isTall)
                        ? PicturesSideBySide.drawn(options.map { $0.narrow() }, letters: letters) : nil)
            ?? options.indices.map { "\(letters[$0])\n\(cropped[$0])" }.joined(separator: "\n\n")
        let rightLetter = letters[options.firstIndex { $0.why == nil }!]
        let others = options.indices.compactMap { index in options[index].why.map { "\(letters[index]) is \($0)" } }
        let question = "\(code)\n\nWhich picture does this code draw?"
        let back = "\(rightLetter): each modifier wraps the view it follows, in the order the code writes them, and a stack "
            + "offers its space by layout priority, then flexibility. " + others.joined(separator: "; ") + "."
        // The same card while its code and its answer stay, however its pictures are drawn.
        return LayoutCard(front: "\(question)\n\n\(pictures)", back: back, key: question + "\n" + back)
    }
}
