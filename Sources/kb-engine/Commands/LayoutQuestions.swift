import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

/// Questions the layout engine can answer about a runnable example, for flashcards, that
/// a learner answers by thinking about the layout rules rather than by measuring: does a
/// Text beside other views stay on one line, wrap or get cut off; does a background hug the
/// text or the padded area; which view a stack offers its length to first
/// (`firstOfferedQuestions`); which view is widest; which picture the code draws
/// (`PictureQuestions`). Never where a view lands (a coordinate), nor how many lines a Text
/// takes (that depends on the font).
enum LayoutQuestions {
    /// A question with its answer, and what the learner must say to be right (the answer
    /// without the figures that explain it: "Text Hello", not "Text Hello: 80 points wide").
    struct Question {
        var question: String
        let answer: String
        /// The Text the question is about, and the question in words that tell it from
        /// another question about the same Text (`the yellow background of …`): see
        /// `distinguished`.
        var subject: FrameNode?
        var exact: String?
        /// The Texts and colours the learner must find in the code to answer: see
        /// `namesWrittenViews`.
        var names: [FrameNode] = []

        var verdict: String { answer.split(separator: ":").first.map(String.init) ?? answer }
    }

    /// The cards of one example. `asked` holds the questions the chapter's earlier examples
    /// asked with their verdicts: the same question answered the same way again (an example
    /// a note repeats with another part changed) teaches nothing new and is not asked twice.
    static func cards(for snippet: Snippet, layout: LayoutResult, asked: inout Set<String>) -> [LayoutCard] {
        // `HStack { // ... }`: a question would ask of views the learner cannot see.
        guard !LeftOutCode.isLeftOut(in: snippet.code) else { return [] }
        let questions = distinguished(firstOfferedQuestions(layout.root, code: snippet.code) + textFitQuestions(layout.root) + backgroundQuestions(layout.root)
                                          + widestQuestions(layout.root),
                                      in: layout.root)
            .filter { namesWrittenViews($0, in: snippet.code) && asked.insert($0.question + "\n" + $0.verdict).inserted }
        // The picture is drawn only for a card that shows it: most runnable examples ask
        // no question and have no misconception to draw, and drawing was a tenth of an import.
        var drawn: [Int: TerminalPicture.Drawing] = [:]
        func drawing(columns: Int) -> TerminalPicture.Drawing {
            if let drawing = drawn[columns] { return drawing }
            let drawing = TerminalPicture(columns: columns).draw(layout)
            drawn[columns] = drawing
            return drawing
        }
        func picture() -> String { drawing(columns: 60).picture }
        func narrowPicture() -> String? {
            PicturesSideBySide.narrowUnlessCut(drawing(columns: PicturesSideBySide.columns), wide: drawing(columns: 60))
        }
        let code = snippet.code.trimmingTrailingNewlines
        // (Cropped once for all the questions that show it; a tall picture, a whole screen,
        // drawn as narrow as a which-picture card's tall choices, half as many rows.)
        let shown = questions.isEmpty ? "" : PicturesSideBySide.narrowedIfTall(PictureCrop.cropped([picture()])[0], narrow: narrowPicture)
        let cards = questions.map { question in
            LayoutCard(front: "\(code)\n\n\(question.question)", back: "\(question.answer)\n\n\(shown)",
                       key: "\(code)\n\n\(question.question)\n\(question.verdict)")
        }
        return cards + [PictureQuestions.card(for: snippet, layout: layout, right: picture, rightNarrow: narrowPicture, asked: &asked)].compactMap { $0 }
    }

    /// The view a child of a container shows: the child itself, or the view its modifiers
    /// wrap (`Text(…).padding().background(…)` is that Text), following each modifier's
    /// content, its first child. Modifiers are named in lower case, views in upper case.
    static func shownView(_ node: FrameNode) -> FrameNode {
        modifierChain(node).last?.children.first ?? node
    }

    /// The modifiers `node` opens with, outermost first, down to the view they wrap: each a
    /// lower-case node with content (its first child).
    static func modifierChain(_ node: FrameNode) -> [FrameNode] {
        var chain: [FrameNode] = []
        var node = node
        while node.type.first?.isLowercase == true, let content = node.children.first {
            chain.append(node)
            node = content
        }
        return chain
    }

    /// The Texts a child of an HStack shows (a badge's `VStack { Image(…); Text(…) }` shows
    /// its Text), leaving out those of an HStack inside it, which are that stack's to share.
    static func textsInside(_ node: FrameNode) -> [FrameNode] {
        if node.type == "Text" { return [node] }
        if node.type == "HStack" { return [] }
        return node.children.flatMap(textsInside)
    }

    /// Texts side by side in an HStack (each child's own, however deep), where one at least
    /// wraps or is cut off: for each of
    /// them, whether it stays on one line, wraps or is cut off. An HStack offers its width to
    /// its least flexible children first, each taking what it needs of an equal share of
    /// what is left (objc.io, Thinking in SwiftUI, "Stacks"; Apple, "Building layouts with
    /// stack views"), so a Text beside others may get less than its one line needs; the
    /// Texts that still fit are asked about too, so that the answer is not always "wraps".
    static func textFitQuestions(_ root: FrameNode) -> [Question] {
        var questions: [Question] = []
        for (stack, _) in root.flattened() where stack.type == "HStack" && stack.children.count >= 2 {
            let texts = stack.children.flatMap(textsInside).filter { $0.label?.isEmpty == false }
            func isCut(_ text: FrameNode) -> Bool { text.lines?.last?.hasSuffix("…") == true }
            func wraps(_ text: FrameNode) -> Bool { (text.lines?.count ?? 0) > 1 }
            guard texts.contains(where: { isCut($0) || wraps($0) }) else { continue }
            for text in texts {
                let answer: String
                if isCut(text) {
                    answer = "It is cut off with …: the HStack offers it less width than its text needs, and its line limit "
                        + "keeps it from taking the lines it would wrap into."
                } else if wraps(text) {
                    answer = "It wraps: the HStack shares its width with the views beside it and offers this Text less than "
                        + "its text needs on one line; a Text breaks its lines rather than grow past the width it is offered."
                } else {
                    answer = "It stays on one line: the width the HStack offers it, after the views beside it took their "
                        + "share, is enough for its whole text."
                }
                questions.append(Question(question: "Does Text(\"\(text.label!)\") stay on one line, wrap, or get cut off with …?",
                                          answer: answer, subject: text, names: [text]))
            }
        }
        return questions
    }

    /// A background on a Text with padding: does it fill the padded area or hug the text?
    /// Each modifier wraps the view it follows (Apple, "Configuring views": "the order of
    /// modifiers matters"), so `.padding().background(…)` colours the padded area and
    /// `.background(…).padding()` only the text's own bounds.
    static func backgroundQuestions(_ root: FrameNode) -> [Question] {
        var questions: [Question] = []
        // The question about a background whose content shows a Text, with its answer.
        func question(_ background: FrameNode, answer: String) -> Question? {
            guard let content = background.children.first, shownView(content).type == "Text",
                  let text = shownView(content).label, !text.isEmpty else { return nil }
            let colour = background.children.dropFirst().first.flatMap { $0.type == "Color" ? $0.label : nil }
            return Question(question: "Does the background of Text(\"\(text)\") fill the padded area or hug the text?",
                            answer: answer, subject: shownView(content),
                            exact: colour.map { "Does the \($0) background of Text(\"\(text)\") fill the padded area or hug the text?" },
                            names: [shownView(content)])
        }
        // `.padding().background(…)`: a background around a padding; `.background(…).padding()`:
        // a padding around the background of the Text itself.
        for (node, _) in root.flattened() {
            if node.type == "background", node.children.first?.type == "padding",
               let question = question(node, answer: "It fills the padded area: .padding() comes before "
                    + ".background, so the background is laid out around the padded view and takes its size.") {
                questions.append(question)
            } else if node.type == "padding", let background = node.children.first, background.type == "background",
                      background.children.first?.type == "Text",
                      let question = question(background, answer: "It hugs the text: .background comes before "
                        + ".padding(), so it takes the Text's own size, and the padding adds empty space outside it.") {
                questions.append(question)
            }
        }
        return questions
    }

    /// Which of the named views (Texts and colours) is widest, when a layout rule decides
    /// it rather than the font: a colour (which takes the width it is offered, or its
    /// frame's, or the padded area it is the background of) at least a tenth wider than
    /// every other. A Text is as wide as its glyphs, so "which Text is widest" and a colour
    /// only just wider than a Text ask for glyph widths, which a learner cannot work out
    /// (as "how many lines does this Text take", which depends on the font). A colour that
    /// is the background of every other named view is not asked about either: the
    /// background around all the rest is widest whatever the rule, and a learner answers
    /// "the outermost one" without thinking about layout. Unless a frame between it and the
    /// views in front is wider than what it frames: whether the background takes the frame's
    /// width or hugs the Text inside is the rule to think about (a background is laid out
    /// around the view it follows: Apple, "background(_:alignment:)").
    static func widestQuestions(_ root: FrameNode) -> [Question] {
        func isNamed(_ node: FrameNode) -> Bool { (node.type == "Text" || node.type == "Color") && node.label != nil }
        let named = root.flattened().map(\.node).filter(isNamed)
        guard named.count >= 2, let first = named.indices.max(by: { named[$0].frame.width < named[$1].frame.width }),
              named[first].type == "Color",
              named.indices.allSatisfy({ $0 == first || named[$0].frame.width * 10 <= named[first].frame.width * 9 })
        else { return [] }
        let widest = named[first]
        func isBehindAllOthers(_ node: FrameNode) -> Bool {
            guard node.type == "background", node.children.count == 2, node.children[1] == widest,
                  !hasWideningFrame(node.children[0]) else { return false }
            let inFront: [FrameNode] = node.children[0].flattened().map(\.node).filter(isNamed)
            return inFront.count == named.count - 1
        }
        guard !root.flattened().contains(where: { isBehindAllOthers($0.node) }) else { return [] }
        return [Question(question: "Which view is widest?",
                         answer: "\(widest.type) \(widest.label!): \(widest.frame.width.pointText) points wide", names: [widest])]
    }

    /// Whether a `frame` in the modifiers of `view` (`.frame(maxWidth: .infinity).padding()`)
    /// is wider than the view it frames.
    static func hasWideningFrame(_ view: FrameNode) -> Bool {
        modifierChain(view).contains { $0.type == "frame" && $0.frame.width > $0.children[0].frame.width + 0.5 }
    }
}
