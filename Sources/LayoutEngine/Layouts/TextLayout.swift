/// Text: as wide as its widest line, as many lines high as it needs for the width it is
/// offered, within the height offered and the line limit; cut with `…` when the lines run
/// out, unless `minimumScaleFactor` lets it shrink to fit instead.
struct TextLayout: Layout {
    func lines(_ node: LayoutNode, _ proposal: ProposedSize) -> TextLines {
        guard case .text(let string) = node.view.kind else { return TextLines(lines: [], font: .body, truncated: false) }
        let environment = node.environment
        let font = environment.resolvedFont
        let width = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        let spacing = environment.lineSpacing
        func setting(_ font: Font) -> TextLines {
            var maxLines = environment.lineLimit
            if let height = proposal.height, height.isFinite {
                // n lines take n line heights and the n - 1 spaces between them.
                let fitting = max(Int((height + spacing + LineBreaker.tolerance) / (font.lineHeight + spacing)), 1)
                maxLines = min(maxLines ?? fitting, fitting)
            }
            var set = LineBreaker.lines(string, font: font, width: width, maxLines: maxLines, truncation: environment.truncationMode)
            set.spacing = spacing
            return set
        }
        let full = setting(font)
        let minimumScale = environment.minimumScaleFactor
        guard full.truncated, minimumScale < 1 else { return full }
        // The largest scale, to a hundredth, at which the text fits whole.
        var low = Int((minimumScale * 100).rounded(.up)), high = 99
        var best: TextLines?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = setting(font.scaled(Double(middle) / 100))
            if candidate.truncated {
                high = middle - 1
            } else {
                best = candidate
                low = middle + 1
            }
        }
        return best ?? setting(font.scaled(minimumScale))
    }

    /// Text measures in whole pixels, rounding up: one line of body text (20.29 points)
    /// is 20.333 points high at 3x.
    /// A line never reports more width than offered: a character wider than the line
    /// still takes a line of its own (the text grows tall), but is cut at the edge.
    func sizeThatFits(_ proposal: ProposedSize, _ node: LayoutNode) -> Size {
        var size = lines(node, proposal).size
        if let width = proposal.width, width.isFinite { size.width = min(size.width, width) }
        let scale = node.environment.displayScale
        func up(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        return Size(width: up(size.width), height: up(size.height))
    }

    func explicitAlignments(_ node: LayoutNode, size: Size, proposal: ProposedSize) -> [AlignmentID: Double] {
        let set = lines(node, proposal)
        return [VerticalAlignment.firstTextBaseline.id: set.firstBaseline,
                VerticalAlignment.lastTextBaseline.id: set.lastBaseline]
    }
}
